public import NiceNotifications
import NotificationCenterModel
import Foundation

extension SimulatedNotificationCenter {
  // MARK: - The app's handlers

  /// Sets the app's `willPresent` step: asked, and awaited, for each notification delivered
  /// while the app is in the foreground; the options it returns are recorded in the
  /// ``SimulatorEvent/delivered(_:presentation:at:)`` event and honoured (UserNotificationsBehaviour.md §7).
  ///
  /// `.list` keeps the notification in ``delivered``; `.banner` without `.list` shows it
  /// (the person can act on it) without listing it; `[]` silences it entirely — nothing
  /// shown, nothing listed; `.badge` applies its badge. `nil` removes the handler, and
  /// ``foregroundPresentationWithoutHandler`` applies.
  ///
  /// ```swift
  /// await center.setPresentationHandler { _ in [.banner, .list, .sound] }
  /// ```
  public func setPresentationHandler(
    _ handler: (@Sendable (DeliveredNotification) async -> PresentationOptions)?
  ) {
    presentationHandler = handler
  }

  /// Sets the app's `didReceive` step: awaited with each response while the app runs.
  ///
  /// A response while the app is not running waits in ``takeLaunchResponses()``; one while it runs without a
  /// handler is lost, as on iOS without `didReceive` (UserNotificationsBehaviour.md §7).
  ///
  /// ```swift
  /// await center.setResponseHandler { response in await router.route(response) }
  /// ```
  public func setResponseHandler(_ handler: (@Sendable (NotificationResponse) async -> Void)?) {
    responseHandler = handler
  }

  /// Returns and forgets the responses made while the app was not running — what a cold
  /// start hands the app when it sets its delegate at launch (UserNotificationsBehaviour.md §7).
  ///
  /// ```swift
  /// await center.setAppState(.notRunning)
  /// try await center.tap("tea")
  /// let launch = await center.takeLaunchResponses() // [the tap]
  /// ```
  public func takeLaunchResponses() -> [NotificationResponse] {
    defer { launchResponses = [] }
    return launchResponses
  }

  // MARK: - The person

  /// The scripted person taps the shown notification with this identifier: the app gets the
  /// default action, whatever its category (UserNotificationsBehaviour.md §7), and the notification leaves
  /// Notification Center.
  ///
  /// ```swift
  /// try await center.tap("tea")
  /// ```
  ///
  /// - Throws: ``SimulatorError/notShown(_:)`` if no such notification is shown;
  ///   ``SimulatorError/poweredOff`` if the device is off.
  public func tap(_ identifier: String) async throws(SimulatorError) {
    let notification = try takeShown(identifier)
    await respond(NotificationResponse(notification: notification, action: .default), opensApp: true)
  }

  /// The scripted person explicitly dismisses (clears) the shown notification with this identifier.
  ///
  /// The app is told only if the notification's registered category has
  /// `NotificationCategory.Options.customDismissAction` (UserNotificationsBehaviour.md §7); otherwise the
  /// event log records it as ``SimulatorEvent/cleared(_:at:)``.
  ///
  /// ```swift
  /// try await center.dismiss("alarm")
  /// ```
  ///
  /// - Throws: ``SimulatorError/notShown(_:)`` if no such notification is shown;
  ///   ``SimulatorError/poweredOff`` if the device is off.
  public func dismiss(_ identifier: String) async throws(SimulatorError) {
    let notification = try takeShown(identifier)
    let category = category(of: notification)
    if category?.options.contains(.customDismissAction) == true {
      await respond(NotificationResponse(notification: notification, action: .dismiss), opensApp: false)
    } else {
      record(.cleared(identifier, at: now))
    }
  }

  /// The scripted person chooses an action button of the shown notification with this
  /// identifier; the action must belong to the notification's registered category
  /// (UserNotificationsBehaviour.md §7).
  ///
  /// ```swift
  /// try await center.chooseAction("snooze", on: "alarm")
  /// ```
  ///
  /// - Throws: ``SimulatorError/unknownAction(_:category:)`` if the category has no such
  ///   action; ``SimulatorError/notShown(_:)``; ``SimulatorError/poweredOff``.
  public func chooseAction(_ actionIdentifier: String, on identifier: String) async throws(SimulatorError) {
    let notification = try shownNotification(identifier)
    let chosen = try action(actionIdentifier, of: notification)
    _ = try takeShown(identifier)
    await respond(
      NotificationResponse(notification: notification, action: .custom(actionIdentifier)),
      opensApp: chosen.options.contains(.foreground))
  }

  /// The scripted person types `text` into a text-input action of the shown notification with
  /// this identifier and sends it; the app gets the text in
  /// `NotificationResponse.userText` (UserNotificationsBehaviour.md §7).
  ///
  /// ```swift
  /// try await center.reply("On my way", with: "reply", on: "message-42")
  /// ```
  ///
  /// - Throws: ``SimulatorError/notATextInputAction(_:)`` if the action has no text field;
  ///   ``SimulatorError/unknownAction(_:category:)``; ``SimulatorError/notShown(_:)``;
  ///   ``SimulatorError/poweredOff``.
  public func reply(
    _ text: String, with actionIdentifier: String, on identifier: String
  ) async throws(SimulatorError) {
    let notification = try shownNotification(identifier)
    let chosen = try action(actionIdentifier, of: notification)
    guard chosen.textInput != nil else {
      throw .notATextInputAction(actionIdentifier)
    }
    _ = try takeShown(identifier)
    await respond(
      NotificationResponse(notification: notification, action: .custom(actionIdentifier), userText: text),
      opensApp: chosen.options.contains(.foreground))
  }

  // MARK: - Helpers

  private func shownNotification(_ identifier: String) throws(SimulatorError) -> DeliveredNotification {
    guard isPoweredOn else { throw .poweredOff }
    guard
      let shown = shown.last(where: { $0.notification.request.identifier.isSameIdentifier(as: identifier) })
    else {
      throw .notShown(identifier)
    }
    return shown.notification
  }

  /// The shown notification, removed: acting on a notification clears it.
  private func takeShown(_ identifier: String) throws(SimulatorError) -> DeliveredNotification {
    let notification = try shownNotification(identifier)
    shown.removeAll { $0.notification.request.identifier.isSameIdentifier(as: identifier) }
    return notification
  }

  private func category(of notification: DeliveredNotification) -> NotificationCategory? {
    let identifier = notification.request.content.categoryIdentifier
    return registeredCategories.first { $0.identifier == identifier }
  }

  private func action(
    _ actionIdentifier: String, of notification: DeliveredNotification
  ) throws(SimulatorError) -> NotificationAction {
    let categoryIdentifier = notification.request.content.categoryIdentifier
    // The system shows at most ten actions, the first ten, even with unlimited space
    // ("UNNotificationCategory", Apple's documentation): a later one cannot be chosen.
    let offered = ActionRule.offered(category(of: notification)?.actions ?? [])
    guard let action = offered.first(where: { $0.identifier == actionIdentifier }) else {
      throw .unknownAction(actionIdentifier, category: categoryIdentifier)
    }
    return action
  }

  /// Hands the response to the app.
  ///
  /// A tap, or an action with the `.foreground` option, opens the app, as on iOS: launched into the
  /// foreground if it was not running (the response then waits for the app's delegate), brought to the
  /// foreground otherwise (and the activation handler runs, as `didBecomeActive` does). Other actions run the
  /// app in the background. A response that comes before the app has set its response handler waits for it in
  /// ``takeLaunchResponses()``.
  private func respond(_ response: NotificationResponse, opensApp: Bool) async {
    record(.responded(response, at: now))
    let wasRunning = appState != .notRunning
    let activates = opensApp && appState != .foreground
    if opensApp { moveApp(to: .foreground) }
    if wasRunning, let handler = responseHandler {
      await handler(response)
    } else {
      launchResponses.append(response)  // it waits for the app to launch and set its delegate
    }
    if activates, let activationHandler { await activationHandler() }
  }
}
