public import NiceNotifications
import Foundation
import NotificationCenterModel

extension SimulatedNotificationCenter {
  /// The person's settings, including the authorization status.
  public func notificationSettings() async -> NotificationSettings {
    settings
  }

  /// Asks the scripted person for permission the first time, and answers with the stored decision after that.
  ///
  /// While provisional, a request without `.provisional` prompts again, so that the upgrade can be tested.
  public func requestAuthorization(options: AuthorizationOptions) async throws(NotificationCenterError)
    -> Bool
  {
    let outcome = PromptRule.outcome(
      status: settings.authorizationStatus.model, requested: options.model, answer: promptAnswer.model)
    if outcome.prompts {
      prompt(for: options, outcome: outcome)
    } else {
      apply(outcome)
    }
    return settings.authorizationStatus.allowsScheduling
  }

  /// Schedules `request`, replacing a pending one with the same identifier, and stores its fingerprint.
  ///
  /// A `nil` trigger delivers at once. Beyond ``pendingCapacity`` the ``overflowPolicy`` drops one
  /// silently, and a request that can never fire is accepted and dropped; both are listed in ``dropped``.
  ///
  /// - Throws: `.invalidRequest(_:)` where `NotificationRequest.validate()` fails, `.invalidAttachment(_:)`,
  ///   an injected fault, or `.notificationsNotAllowed` if ``rejectsAddsWhenNotAllowed``.
  public func add(_ request: NotificationRequest) async throws(NotificationCenterError) {
    let stored: NotificationRequest
    do throws(NotificationCenterError) {
      stored = try accepted(request)
    } catch {
      record(.addFailed(request.identifier, error, at: now))
      throw error
    }
    let replaced = entries.contains { $0.request.identifier.isSameIdentifier(as: request.identifier) }
    entries.removeAll { $0.request.identifier.isSameIdentifier(as: request.identifier) }
    record(replaced ? .replaced(request.identifier, at: now) : .added(request.identifier, at: now))

    var entry = PendingEntry(
      request: stored, fingerprint: request.fingerprint, sequence: nextSequence, armedSince: now,
      nextFire: nil)
    nextSequence += 1
    entry.nextFire = entry.computeNextFire(in: context)
    guard entry.nextFire != nil || entry.isLocation else {
      // Dropped at once, it changes what is pending only by what it replaced.
      if replaced { writeCount += 1 }
      drop(entry, because: .neverFires)
      return
    }
    entries.append(entry)
    if request.trigger == nil, isPoweredOn { await deliverDue(through: now) }
    enforceCapacity()
    // Dropped over capacity or delivered at once, it too changes only what it replaced.
    if replaced || entries.contains(where: { $0.sequence == entry.sequence }) { writeCount += 1 }
  }

  /// `request` as the device keeps it, its attachments moved into the store, or why `add` refuses it.
  private func accepted(_ request: NotificationRequest) throws(NotificationCenterError) -> NotificationRequest
  {
    if let fault = nextInjectedFault() { throw fault }
    do throws(NotificationRequestError) {
      try request.validate()
    } catch {
      throw .invalidRequest(error)
    }
    if rejectsAddsWhenNotAllowed, !settings.authorizationStatus.allowsScheduling {
      throw .notificationsNotAllowed
    }
    if let problem = request.content.attachments.lazy.compactMap({
      AttachmentRule.problem(url: $0.url, typeHint: $0.options.typeHint)
    }).first {
      throw .invalidAttachment(problem.description)
    }
    var stored = request
    for index in stored.content.attachments.indices {
      let url = stored.content.attachments[index].url
      do {
        stored.content.attachments[index].url = try AttachmentRule.take(
          url, into: attachmentStore, bundle: Bundle.main.bundleURL)
      } catch {
        let problem = "\(url.lastPathComponent) could not be moved into the attachment store: \(error)"
        throw .invalidAttachment(problem)
      }
    }
    return stored
  }

  /// Every pending request with its stored fingerprint, soonest first (see ``pending``).
  public func pendingRequests() async -> [PendingRequest] {
    pending
  }

  /// Removes the pending requests with these identifiers; unknown ones are ignored.
  public func removePendingRequests(withIdentifiers identifiers: [String]) async {
    let removed = sortedEntries.map(\.request.identifier).filter(identifiers.containsIdentifier)
    guard !removed.isEmpty else { return }
    entries.removeAll { identifiers.containsIdentifier($0.request.identifier) }
    writeCount += 1
    record(.removed(removed, at: now))
  }

  /// Removes every pending request.
  public func removeAllPendingRequests() async {
    await removePendingRequests(withIdentifiers: entries.map(\.request.identifier))
  }

  /// The notifications in Notification Center (see ``delivered``); location-triggered ones are unlisted.
  public func deliveredNotifications() async -> [DeliveredNotification] {
    delivered
  }

  /// Removes the delivered notifications with these identifiers; unknown ones are ignored.
  public func removeDeliveredNotifications(withIdentifiers identifiers: [String]) async {
    let removed = shown.map(\.notification.request.identifier).filter(identifiers.containsIdentifier)
    guard !removed.isEmpty else { return }
    shown.removeAll { identifiers.containsIdentifier($0.notification.request.identifier) }
    record(.removedDelivered(removed, at: now))
  }

  /// Removes every delivered notification.
  public func removeAllDeliveredNotifications() async {
    await removeDeliveredNotifications(withIdentifiers: shown.map(\.notification.request.identifier))
  }

  /// Replaces the registered categories with `categories`.
  public func setCategories(_ categories: Set<NotificationCategory>) async {
    registeredCategories = categories
    record(.categoriesChanged(Set(categories.map(\.identifier)), at: now))
  }

  /// The registered categories.
  public func categories() async -> Set<NotificationCategory> {
    registeredCategories
  }

  /// Sets the app icon's badge; 0 clears it; a negative count throws `.invalidBadge(_:)`.
  public func setBadgeCount(_ count: Int) async throws(NotificationCenterError) {
    guard count >= 0 else { throw .invalidBadge(count) }
    guard DeliveryRule.showsBadgeSet(with: DeliveryRule.Settings(settings)) else { return }
    setBadge(count)
  }

  func setBadge(_ count: Int) {
    guard count != badgeCount else { return }
    badgeCount = count
    record(.badgeChanged(count, at: now))
  }
}
