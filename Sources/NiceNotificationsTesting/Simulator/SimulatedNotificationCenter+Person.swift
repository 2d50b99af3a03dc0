public import NiceNotifications
import NotificationCenterModel

extension SimulatedNotificationCenter: ResponseRecordingCenter {}

extension SimulatedNotificationCenter {
  /// Sets the app's `willPresent` step, awaited per foreground delivery:
  /// `await center.setPresentationHandler { _ in [.banner, .list, .sound] }`.
  ///
  /// A request with no trigger is delivered inside the `add` that schedules it, so its handler runs
  /// inside the call that added it (iOS calls `willPresent` later). A handler that calls the front door
  /// back, as a "done" does, starts it in `Task.detached` and does not await it: the call then waits its
  /// turn (a plain `Task` inherits the caller's place at the gate, and is refused as re-entrant).
  public func setPresentationHandler(
    _ handler: (@Sendable (DeliveredNotification) async -> PresentationOptions)?
  ) {
    presentationHandler = handler
  }

  /// Sets the app's `didReceive` step, awaited with each response: `await center.setResponseHandler { … }`.
  public func setResponseHandler(_ handler: (@Sendable (NotificationResponse) async -> Void)?) {
    responseHandler = handler
  }

  /// Returns and forgets the responses made while the app was not running:
  /// `let launch = await center.takeLaunchResponses()`.
  public func takeLaunchResponses() -> [NotificationResponse] {
    defer { launchResponses = [] }
    return launchResponses
  }

  /// The scripted person taps a shown notification: the app gets the default action, and the
  /// notification leaves Notification Center: `try await center.tap("tea")`.
  public func tap(_ identifier: String) async throws(SimulatorError) {
    let notification = try takeShown(identifier)
    await respond(NotificationResponse(notification: notification, action: .default), opensApp: true)
  }

  /// The scripted person dismisses a shown notification, telling the app only if its category has
  /// `customDismissAction`: `try await center.dismiss("alarm")`.
  public func dismiss(_ identifier: String) async throws(SimulatorError) {
    let notification = try takeShown(identifier)
    let category = category(of: notification)
    if category?.options.contains(.customDismissAction) == true {
      await respond(NotificationResponse(notification: notification, action: .dismiss), opensApp: false)
    } else {
      record(.cleared(identifier, at: now))
    }
  }

  /// The scripted person clears Notification Center: each notification listed there is dismissed, as
  /// ``dismiss(_:)`` does, oldest first: `try await center.clearNotificationCenter()`.
  public func clearNotificationCenter() async throws(SimulatorError) {
    guard isPoweredOn else { throw .poweredOff }
    for identifier in shown.filter(\.listed).map(\.notification.request.identifier) {
      try await dismiss(identifier)
    }
  }

  /// The scripted person chooses an action: `try await center.chooseAction("snooze", on: "alarm")`.
  public func chooseAction(_ actionIdentifier: String, on identifier: String) async throws(SimulatorError) {
    try await choose(actionIdentifier, on: identifier, userText: nil)
  }

  /// The scripted person sends `text` with a text-input action:
  /// `try await center.reply("On my way", with: "reply", on: "message")`.
  public func reply(
    _ text: String, with actionIdentifier: String, on identifier: String
  ) async throws(SimulatorError) {
    try await choose(actionIdentifier, on: identifier, userText: text)
  }

  private func choose(
    _ actionIdentifier: String, on identifier: String, userText: String?
  ) async throws(SimulatorError) {
    let notification = try shownNotification(identifier)
    let chosen = try action(actionIdentifier, of: notification)
    if userText != nil, chosen.textInput == nil { throw .notATextInputAction(actionIdentifier) }
    _ = try takeShown(identifier)
    await respond(
      NotificationResponse(notification: notification, action: .custom(actionIdentifier), userText: userText),
      opensApp: chosen.options.contains(.foreground))
  }

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
    let offered = ActionRule.offered(category(of: notification)?.actions ?? [])
    guard let action = offered.first(where: { $0.identifier == actionIdentifier }) else {
      throw .unknownAction(actionIdentifier, category: categoryIdentifier)
    }
    return action
  }

  /// Hands the response to the app, bringing it forward for a tap or a `.foreground` action.
  private func respond(_ response: NotificationResponse, opensApp: Bool) async {
    record(.responded(response, at: now))
    let wasRunning = appState != .notRunning
    let activates = opensApp && appState != .foreground
    if opensApp { moveApp(to: .foreground) }
    if wasRunning, let handler = responseHandler {
      // On the device's clock, as a handler on a device is.
      await DateBuilder.withContext(context) { await handler(response) }
    } else {
      launchResponses.append(response)  // it waits for the app to launch and set its delegate
    }
    await responseRecorders.record(response)
    if activates, let activationHandler { await activationHandler() }
  }
}
