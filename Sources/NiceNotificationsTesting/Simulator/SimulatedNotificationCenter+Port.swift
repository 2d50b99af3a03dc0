public import NiceNotifications
import Foundation
import NotificationCenterModel

extension SimulatedNotificationCenter {
  /// The person's settings, including the authorization status.
  ///
  /// ```swift
  /// #expect(await center.notificationSettings().alertSetting == .enabled)
  /// ```
  public func notificationSettings() async -> NotificationSettings {
    settings
  }

  /// Asks the scripted person for permission the first time, and answers with the stored
  /// decision after that (UserNotificationsBehaviour.md §5).
  ///
  /// - While not determined, a request including `.provisional` grants provisional
  ///   authorization without a prompt.
  /// - While not determined, any other request shows the prompt (counted in ``prompts``),
  ///   which ``promptAnswer`` answers.
  /// - While provisional, a request without `.provisional` prompts again. Reports conflict
  ///   on whether iOS does (UserNotificationsBehaviour.md §10.5); the simulator prompts, so that a test of
  /// the   "upgrade from provisional" path can run. A provisional request returns `true`.
  /// - Otherwise no prompt: authorized and ephemeral return `true`, denied `false`.
  ///
  /// Returns whether any option is allowed, which is the case exactly when the status after
  /// the call allows scheduling.
  ///
  /// ```swift
  /// let center = SimulatedNotificationCenter(promptAnswer: .deny)
  /// #expect(try await center.requestAuthorization(options: .standard) == false)
  /// #expect(await center.prompts == 1)
  /// ```
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

  /// Schedules `request`, replacing a pending one with the same identifier, and stores its
  /// fingerprint (UserNotificationsBehaviour.md §2).
  ///
  /// A `nil` trigger delivers at once. If more than ``pendingCapacity`` are then pending,
  /// the ``overflowPolicy`` drops one silently (UserNotificationsBehaviour.md §1); a request that can never
  /// fire (an instant or full date already past, UserNotificationsBehaviour.md §4) is accepted and dropped.
  /// Both are listed in ``dropped``.
  ///
  /// ```swift
  /// try await center.add(NotificationRequest(identifier: "tea", content: content, trigger: .timeInterval(240, repeats: false)))
  /// ```
  ///
  /// - Throws: `NotificationCenterError.invalidRequest(_:)` for a request that
  ///   `NotificationRequest.validate()` rejects — where iOS traps on an invalid time
  ///   interval, the simulator throws (UserNotificationsBehaviour.md §3, §10.6); an injected fault; and
  ///   `NotificationCenterError.notificationsNotAllowed` if ``rejectsAddsWhenNotAllowed``.
  public func add(_ request: NotificationRequest) async throws(NotificationCenterError) {
    if let fault = nextInjectedFault() {
      record(.addFailed(request.identifier, fault, at: now))
      throw fault
    }
    do throws(NotificationRequestError) {
      try request.validate()
    } catch {
      record(.addFailed(request.identifier, .invalidRequest(error), at: now))
      throw .invalidRequest(error)
    }
    if rejectsAddsWhenNotAllowed, !settings.authorizationStatus.allowsScheduling {
      record(.addFailed(request.identifier, .notificationsNotAllowed, at: now))
      throw .notificationsNotAllowed
    }
    if let problem = request.content.attachments.lazy.compactMap({
      AttachmentRule.problem(url: $0.url, typeHint: $0.options.typeHint)
    }).first {
      record(.addFailed(request.identifier, .invalidAttachment(problem.description), at: now))
      throw .invalidAttachment(problem.description)
    }

    // iOS takes each attachment's file into its own store: it is gone from where it was.
    var stored = request
    for index in stored.content.attachments.indices {
      let url = stored.content.attachments[index].url
      do {
        stored.content.attachments[index].url = try AttachmentRule.take(
          url, into: attachmentStore, bundle: Bundle.main.bundleURL)
      } catch {
        let problem = "\(url.lastPathComponent) could not be moved into the attachment store: \(error)"
        record(.addFailed(request.identifier, .invalidAttachment(problem), at: now))
        throw .invalidAttachment(problem)
      }
    }

    writeCount += 1
    let replaced = entries.contains { $0.request.identifier.isSameIdentifier(as: request.identifier) }
    entries.removeAll { $0.request.identifier.isSameIdentifier(as: request.identifier) }
    record(replaced ? .replaced(request.identifier, at: now) : .added(request.identifier, at: now))

    var entry = PendingEntry(
      request: stored, fingerprint: request.fingerprint, sequence: nextSequence,
      armedSince: now,
      nextFire: nil)
    nextSequence += 1
    entry.nextFire = entry.computeNextFire(in: context)
    guard entry.nextFire != nil || entry.isLocation else {
      drop(entry, because: .neverFires)
      return
    }
    entries.append(entry)
    if request.trigger == nil, isPoweredOn { await deliverDue(through: now) }
    enforceCapacity()
  }

  /// Every pending request with its stored fingerprint, soonest first (see ``pending``).
  ///
  /// ```swift
  /// let pending = await center.pendingRequests()
  /// ```
  public func pendingRequests() async -> [PendingRequest] {
    pending
  }

  /// Removes the pending requests with these identifiers; unknown ones are ignored
  /// (UserNotificationsBehaviour.md §2).
  ///
  /// ```swift
  /// await center.removePendingRequests(withIdentifiers: ["tea", "never-added"])
  /// ```
  public func removePendingRequests(withIdentifiers identifiers: [String]) async {
    let removed = sortedEntries.map(\.request.identifier).filter(identifiers.containsIdentifier)
    guard !removed.isEmpty else { return }
    entries.removeAll { identifiers.containsIdentifier($0.request.identifier) }
    writeCount += 1
    record(.removed(removed, at: now))
  }

  /// Removes every pending request.
  ///
  /// ```swift
  /// await center.removeAllPendingRequests()
  /// ```
  public func removeAllPendingRequests() async {
    guard !entries.isEmpty else { return }
    let removed = sortedEntries.map(\.request.identifier)
    entries = []
    writeCount += 1
    record(.removed(removed, at: now))
  }

  /// The notifications shown in Notification Center (see ``delivered``).
  ///
  /// Location-triggered notifications are not listed (UserNotificationsBehaviour.md §2), though the person
  /// can act on them.
  ///
  /// ```swift
  /// let shown = await center.deliveredNotifications()
  /// ```
  public func deliveredNotifications() async -> [DeliveredNotification] {
    delivered
  }

  /// Removes the delivered notifications with these identifiers; unknown ones are ignored
  /// (UserNotificationsBehaviour.md §2).
  ///
  /// ```swift
  /// await center.removeDeliveredNotifications(withIdentifiers: ["tea"])
  /// ```
  public func removeDeliveredNotifications(withIdentifiers identifiers: [String]) async {
    let removed = shown.map(\.notification.request.identifier).filter(identifiers.containsIdentifier)
    guard !removed.isEmpty else { return }
    shown.removeAll { identifiers.containsIdentifier($0.notification.request.identifier) }
    record(.removedDelivered(removed, at: now))
  }

  /// Removes every delivered notification.
  ///
  /// ```swift
  /// await center.removeAllDeliveredNotifications()
  /// ```
  public func removeAllDeliveredNotifications() async {
    guard !shown.isEmpty else { return }
    let removed = shown.map(\.notification.request.identifier)
    shown = []
    record(.removedDelivered(removed, at: now))
  }

  /// Replaces the registered categories with `categories` (UserNotificationsBehaviour.md §2).
  ///
  /// ```swift
  /// await center.setCategories([NotificationCategory(identifier: "timer", actions: [snooze])])
  /// ```
  public func setCategories(_ categories: Set<NotificationCategory>) async {
    registeredCategories = categories
    record(.categoriesChanged(Set(categories.map(\.identifier)), at: now))
  }

  /// The registered categories.
  ///
  /// ```swift
  /// #expect(await center.categories().map(\.identifier) == ["timer"])
  /// ```
  public func categories() async -> Set<NotificationCategory> {
    registeredCategories
  }

  /// Sets the app icon's badge; 0 clears it (UserNotificationsBehaviour.md §6).
  ///
  /// ```swift
  /// try await center.setBadgeCount(0)
  /// ```
  ///
  /// - Throws: `NotificationCenterError.invalidBadge(_:)` for a negative count, as
  ///   `UNError.badgeInputInvalid` presumably is (UserNotificationsBehaviour.md §6).
  public func setBadgeCount(_ count: Int) async throws(NotificationCenterError) {
    guard count >= 0 else { throw .invalidBadge(count) }
    // The badge changes only while badges are allowed (UserNotificationsBehaviour.md §6);
    // the call succeeds either way.
    guard settings.authorizationStatus.allowsScheduling, settings.badgeSetting == .enabled else { return }
    setBadge(count)
  }

  func setBadge(_ count: Int) {
    guard count != badgeCount else { return }
    badgeCount = count
    record(.badgeChanged(count, at: now))
  }
}
