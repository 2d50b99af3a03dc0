#if !canImport(UserNotifications)
  import Foundation
  import NotificationCenterModel

  /// The in-memory model behind ``UNUserNotificationCenter``: what the system keeps for one app.
  struct CenterState {
    weak var delegate: (any UNUserNotificationCenterDelegate)?
    /// Pending requests in the order they were (last) added.
    var pending: [UNNotificationRequest] = []
    /// Listed notifications in the order they were (last) delivered; location-triggered ones never are.
    var delivered: [UNNotification] = []
    var categories: Set<UNNotificationCategory> = []
    var settings = SettingsRule.settings(for: .notDetermined, choices: .none)
    var authorizationAnswer = UNUserNotificationCenter._ShimAuthorizationAnswer.allow
    var authorizationPromptCount = 0
    var notificationsAllowed = true
    var badgeCount = 0
    /// Where attachment files of accepted requests are moved, as the system's store.
    let attachmentStore = FileManager.default.temporaryDirectory
      .appendingPathComponent("UserNotificationsShim-\(UUID().uuidString)", isDirectory: true)

    mutating func requestAuthorization(options: UNAuthorizationOptions) -> Result<Bool, UNError> {
      guard notificationsAllowed else { return .failure(Self.notAllowed) }
      let outcome = PromptRule.outcome(
        status: settings.authorizationStatus, requested: PermissionOptions(rawValue: options.rawValue),
        answer: authorizationAnswer == .allow ? .allow : .deny)
      if outcome.prompts { authorizationPromptCount += 1 }
      if let change = outcome.change {
        settings = SettingsRule.settings(for: change.status, choices: change.choices)
      }
      return .success(outcome.granted)
    }

    /// Schedules `request` (delivers it at `now` without a trigger), or returns why it is refused.
    mutating func add(_ request: UNNotificationRequest, now: Date) -> UNError? {
      guard notificationsAllowed else { return Self.notAllowed }
      if let reason = (request.trigger as? UNTimeIntervalNotificationTrigger)?.invalidReason {
        return UNError.make(.notificationInvalidNoDate, reason)
      }
      var request = request
      if !request.content.attachments.isEmpty {
        var fields = request.content.fields
        do {
          fields.attachments = try fields.attachments.map { attachment in
            attachment.stored(
              at: try AttachmentRule.take(
                attachment.url, into: attachmentStore, bundle: Bundle.main.bundleURL))
          }
        } catch {
          return UNError.make(.attachmentMoveIntoDataStoreFailed, "\(error)")
        }
        request = UNNotificationRequest(
          identifier: request.identifier, content: UNNotificationContent(fields: fields),
          trigger: request.trigger)
      }
      pending.removeAll { $0.identifier == request.identifier }
      if request.trigger == nil {
        deliver(request, at: now)
      } else {
        pending.append(request)
        // iOS 11's rule drops silently; `pending` is in (last) add order, so an index is a sequence.
        let dropped = Set(
          PendingLimit.dropped(
            from: pending.indices.map { PendingLimit.Slot(sequence: UInt64($0), nextFire: nil) },
            capacity: PendingLimit.capacity, rule: .keepLastAdded))
        pending = pending.indices.filter { !dropped.contains(UInt64($0)) }.map { pending[$0] }
      }
      return nil
    }

    mutating func deliverPending(identifier: String, at date: Date) -> UNNotification? {
      guard let index = pending.firstIndex(where: { $0.identifier == identifier }) else { return nil }
      let request = pending[index]
      if request.trigger?.repeats != true {
        pending.remove(at: index)
      }
      return deliver(request, at: date)
    }

    @discardableResult
    private mutating func deliver(_ request: UNNotificationRequest, at date: Date) -> UNNotification {
      let notification = UNNotification(date: date, request: request)
      let content = request.content
      let effect = DeliveryRule.effect(
        of: DeliveryRule.Content(
          title: content.title, subtitle: content.subtitle, body: content.body,
          hasSound: content.sound != nil, badge: content.badge?.intValue),
        settings: DeliveryRule.Settings(settings), foregroundOptions: nil,
        listable: !(request.trigger is UNLocationNotificationTrigger))
      delivered.removeAll { $0.request.identifier == request.identifier }
      if effect.listed { delivered.append(notification) }
      if let badge = effect.badge { badgeCount = badge }
      return notification
    }

    mutating func setBadgeCount(_ count: Int) -> UNError? {
      guard count >= 0 else { return UNError.make(.badgeInputInvalid, "badge count \(count) is negative") }
      if DeliveryRule.showsBadgeSet(with: DeliveryRule.Settings(settings)) { badgeCount = count }
      return nil
    }

    private static let notAllowed = UNError.make(
      .notificationsNotAllowed, "Notifications are not allowed for this application")
  }
#endif
