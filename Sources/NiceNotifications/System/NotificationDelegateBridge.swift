#if !os(tvOS)
  public import Foundation
  #if canImport(UserNotifications)
    public import UserNotifications
  #else
    public import UserNotificationsShim
  #endif

  /// The notification center's delegate: forwards foreground presentations, the person's
  /// responses and requests to show the app's notification settings to closures over this
  /// package's value types.
  ///
  /// Install it before the app finishes launching, or a response that launched the app can
  /// be missed:
  ///
  /// ```swift
  /// // application(_:willFinishLaunchingWithOptions:)
  /// let bridge = NotificationDelegateBridge()
  /// bridge.install(on: .current())  // keep `bridge`: the center holds its delegate weakly
  ///
  /// // later, when the app can handle responses
  /// await bridge.route(to: router)
  /// await bridge.setSettingsHandler { _ in await navigator.showNotificationSettings() }
  /// ```
  ///
  /// ``SystemNotificationCenter/installDelegate()`` installs the bridge a
  /// ``SystemNotificationCenter`` owns, which keeps it alive.
  ///
  /// Each response goes to one router — the app's (``route(to:)``), or one of the bridge's
  /// own that hands every response to a closure (``setResponseHandler(_:)``) — and waits in
  /// that router's queue while no handler takes it, as when a lock-screen action launches the
  /// app in the background before it has registered its handlers. The delegate method
  /// returns, which tells the system the response is handled and lets it suspend the app,
  /// only once the response's handler has finished, also for a response that waited; or
  /// once ``responseTimeLimit`` has passed, whichever comes first.
  ///
  /// Without a presentation handler, notifications that arrive in the foreground are not
  /// presented (`[]`), as on Apple platforms without a delegate method.
  ///
  /// An app that keeps its own delegate forwards each method to the bridge in one line:
  ///
  /// ```swift
  /// func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse) async {
  ///   await bridge.userNotificationCenter(center, didReceive: response)
  /// }
  /// ```
  //
  // The bridge is `Sendable` without `@unchecked`: its only stored properties are a `let`
  // actor and a `let` number. It implements the delegate's `async` forms, nonisolated, which
  // is what the shim declares; on Apple platforms this assumes the SDK's protocol is not
  // `@MainActor` and that Swift bridges these methods to the Objective-C completion-handler
  // selectors, as it does for every `async` form of an Objective-C protocol method. Each
  // method reads the UserNotifications object it is given into a value before its first
  // suspension, so no such object crosses to the handlers or the actor.
  public final class NotificationDelegateBridge: NSObject, UNUserNotificationCenterDelegate, Sendable {
    /// Decides how a notification that arrives while the app is in the foreground is
    /// presented.
    ///
    /// ```swift
    /// let presentation: NotificationDelegateBridge.PresentationHandler = { notification in
    ///   notification.request.content.interruptionLevel == .passive ? [.list] : [.banner, .list, .sound]
    /// }
    /// ```
    public typealias PresentationHandler = @Sendable (DeliveredNotification) async -> PresentationOptions

    /// Handles the person's response to a notification: a tap, a dismissal, an action.
    ///
    /// ```swift
    /// let response: NotificationDelegateBridge.ResponseHandler = { response in
    ///   if response.action == .default { await navigator.open(response.notification.request.identifier) }
    /// }
    /// ```
    public typealias ResponseHandler = @Sendable (NotificationResponse) async -> Void

    /// Shows the app's own notification settings: for the notification whose "Settings"
    /// button was tapped, or `nil` when the person came from the Settings app.
    ///
    /// ```swift
    /// let settings: NotificationDelegateBridge.SettingsHandler = { @MainActor _ in
    ///   navigator.path.append(.notificationSettings)
    /// }
    /// ```
    public typealias SettingsHandler = @Sendable (DeliveredNotification?) async -> Void

    /// How long a delegate call waits for its response's handler by default, in seconds: 25.
    ///
    /// iOS gives an app it launched in the background for a notification action a limited
    /// time to finish, and may suspend it once the completion handler is called; the limit
    /// keeps the call within that time when a handler hangs or none is ever registered.
    ///
    /// ```swift
    /// NotificationDelegateBridge.defaultResponseTimeLimit  // 25
    /// ```
    public static let defaultResponseTimeLimit: Double = 25

    private let state: DelegateState

    /// How long a delegate call for a response waits for the response's handler, in seconds,
    /// before it returns and tells the system the response is handled.
    ///
    /// ```swift
    /// NotificationDelegateBridge(responseTimeLimit: 10).responseTimeLimit  // 10
    /// ```
    public let responseTimeLimit: Double

    /// Creates a bridge with the handlers known so far; set the others later.
    ///
    /// ```swift
    /// let bridge = NotificationDelegateBridge(presentation: { _ in [.banner, .list] })
    /// ```
    ///
    /// - Parameters:
    ///   - presentation: Decides foreground presentation; without it nothing is presented.
    ///   - response: Handles every response; without it they wait until a handler or a
    ///     router is set.
    ///   - responseTimeLimit: How long, in seconds, a delegate call waits for its response's
    ///     handler; ``defaultResponseTimeLimit`` unless given. A value that is not positive
    ///     and finite sets no limit.
    public init(
      presentation: PresentationHandler? = nil, response: ResponseHandler? = nil,
      responseTimeLimit: Double = NotificationDelegateBridge.defaultResponseTimeLimit
    ) {
      state = DelegateState(
        presentation: presentation, response: response, responseTimeLimit: responseTimeLimit)
      self.responseTimeLimit = responseTimeLimit
      super.init()
    }

    /// Makes the bridge `center`'s delegate.
    ///
    /// ```swift
    /// bridge.install(on: UNUserNotificationCenter.current())
    /// ```
    ///
    /// The center holds its delegate weakly: keep a reference to the bridge for as long as
    /// it should receive notifications.
    ///
    /// - Parameter center: The notification center, `UNUserNotificationCenter.current()`
    ///   in an app.
    public func install(on center: UNUserNotificationCenter) {
      center.delegate = self
    }

    /// Replaces both handlers; responses waiting so far go to the new response handler.
    ///
    /// ```swift
    /// await bridge.setHandlers(
    ///   presentation: { _ in [.banner, .list, .sound] },
    ///   response: { response in await model.handle(response) })
    /// ```
    ///
    /// - Parameters:
    ///   - presentation: Decides foreground presentation; `nil` presents nothing.
    ///   - response: Handles every response; `nil` keeps them waiting until one is set.
    public func setHandlers(presentation: PresentationHandler?, response: ResponseHandler?) async {
      await state.setPresentationHandler(presentation)
      await state.setResponseHandler(response)
    }

    /// Hands foreground presentation and responses to `router`: its presentation policy
    /// answers `willPresent`, and every response, the waiting ones first, is routed to its
    /// handlers.
    ///
    /// ```swift
    /// let router = NotificationResponseRouter()
    /// await router.on(.action("snooze"), .snooze(.after(600), in: notifications))
    /// await system.delegateBridge.route(to: router)
    /// ```
    ///
    /// Responses that arrived before (a cold start) move to `router`'s queue, in arrival
    /// order, and their delegate calls wait on there: each returns once the router has run
    /// the response's handler, or at the time limit.
    ///
    /// - Parameter router: The router that decides presentation and handles responses.
    public func route(to router: NotificationResponseRouter) async {
      await state.setPresentationHandler { await router.presentationOptions(for: $0) }
      await state.setRouter(router)
    }

    /// Sets the handler that shows the app's own notification settings, and hands it a
    /// request that came before it (the app launched from the Settings app).
    ///
    /// Request `.providesAppNotificationSettings` with the authorization, and iOS shows a
    /// button to the app's settings in its notification settings and in a notification's
    /// options; tapping it calls this handler.
    ///
    /// ```swift
    /// await bridge.setSettingsHandler { @MainActor _ in navigator.path.append(.notificationSettings) }
    /// ```
    ///
    /// - Parameter handler: Shows the settings; `nil` keeps the latest request until one is set.
    public func setSettingsHandler(_ handler: SettingsHandler?) async {
      await state.setSettingsHandler(handler)
    }

    /// Replaces the presentation handler.
    ///
    /// ```swift
    /// await bridge.setPresentationHandler { _ in [.banner, .list, .sound] }
    /// ```
    ///
    /// - Parameter handler: Decides foreground presentation; `nil` presents nothing.
    public func setPresentationHandler(_ handler: PresentationHandler?) async {
      await state.setPresentationHandler(handler)
    }

    /// Replaces the response handler, and hands it the responses waiting so far, oldest
    /// first; returns once they are handled.
    ///
    /// ```swift
    /// await bridge.setResponseHandler { response in await model.handle(response) }
    /// ```
    ///
    /// - Parameter handler: Handles every response; `nil` keeps them waiting until one is set.
    public func setResponseHandler(_ handler: ResponseHandler?) async {
      await state.setResponseHandler(handler)
    }

    /// The responses waiting for a handler, oldest first.
    ///
    /// ```swift
    /// let launchedBy = await bridge.queuedResponses.first
    /// ```
    public var queuedResponses: [NotificationResponse] {
      get async { await state.router.queuedResponses }
    }

    /// Asks the presentation handler how to present a notification that arrived while the
    /// app is in the foreground.
    ///
    /// Called by the notification center. The notification is read into a value before the
    /// handler runs, so that only values cross to it.
    ///
    /// ```swift
    /// let options = await bridge.userNotificationCenter(center, willPresent: notification)
    /// ```
    ///
    /// - Parameters:
    ///   - center: The notification center.
    ///   - notification: The notification that arrived.
    /// - Returns: The handler's options; `[]` without a handler.
    public func userNotificationCenter(
      _ center: UNUserNotificationCenter, willPresent notification: UNNotification
    ) async -> UNNotificationPresentationOptions {
      let delivered = DeliveredNotification(notification)
      return UNNotificationPresentationOptions(await state.present(delivered))
    }

    /// Hands the person's response to its handler, and returns once the handler has
    /// finished or ``responseTimeLimit`` has passed.
    ///
    /// Called by the notification center, which may suspend the app once it returns. The
    /// response is read into a value first. A response no handler takes yet waits in the
    /// router's queue, and the call waits with it.
    ///
    /// ```swift
    /// await bridge.userNotificationCenter(center, didReceive: response)
    /// ```
    ///
    /// - Parameters:
    ///   - center: The notification center.
    ///   - response: The person's response.
    public func userNotificationCenter(
      _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse
    ) async {
      await state.receive(NotificationResponse(response))
    }

    #if !os(watchOS)
      /// Hands a request to show the app's notification settings to the settings handler, or
      /// keeps it until one is set.
      ///
      /// Called by the notification center when the person taps the app's settings button,
      /// which iOS shows for an app authorized with `.providesAppNotificationSettings`.
      /// Returns at once; the handler runs in a task of its own.
      ///
      /// ```swift
      /// bridge.userNotificationCenter(center, openSettingsFor: notification)
      /// ```
      ///
      /// - Parameters:
      ///   - center: The notification center.
      ///   - notification: The notification whose settings button was tapped; `nil` from the
      ///     Settings app.
      public func userNotificationCenter(
        _ center: UNUserNotificationCenter, openSettingsFor notification: UNNotification?
      ) {
        let delivered = notification.map(DeliveredNotification.init)
        Task { [state] in await state.openSettings(for: delivered) }
      }
    #endif
  }
#endif
