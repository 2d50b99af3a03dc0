#if !os(tvOS)

  /// The handlers of a ``NotificationDelegateBridge`` and the router its responses go to.
  ///
  /// Responses wait in one place only, the router's queue: a response handler set on the
  /// bridge is the `anyResponse` route of a router of the bridge's own.
  actor DelegateState {
    private var presentationHandler: NotificationDelegateBridge.PresentationHandler?
    /// Where responses go: the app's router, or one of the bridge's own.
    private(set) var router: NotificationResponseRouter
    private var settingsHandler: NotificationDelegateBridge.SettingsHandler?
    /// A request to show the app's notification settings that came before its handler; the
    /// notification it came from, or `nil` from the Settings app.
    private var pendingSettingsRequest: DeliveredNotification??
    /// How long a delegate call waits for its response's handler, in seconds.
    let responseTimeLimit: Double

    init(
      presentation: NotificationDelegateBridge.PresentationHandler?,
      response: NotificationDelegateBridge.ResponseHandler?,
      responseTimeLimit: Double
    ) {
      presentationHandler = presentation
      router = Self.ownRouter(handling: response)
      self.responseTimeLimit = responseTimeLimit
    }

    /// A router of the bridge's own that sends every response to `handler`; with `nil`,
    /// responses wait in it for a handler.
    private static func ownRouter(
      handling handler: NotificationDelegateBridge.ResponseHandler?
    ) -> NotificationResponseRouter {
      guard let handler else { return NotificationResponseRouter() }
      return NotificationResponseRouter(handlers: [
        .anyResponse: ResponseHandler { await handler($0.response) }
      ])
    }

    func setPresentationHandler(_ handler: NotificationDelegateBridge.PresentationHandler?) {
      presentationHandler = handler
    }

    /// Hands every response to `newRouter` from now on, the ones waiting so far first, in order,
    /// with the delegate calls waiting for them.
    func setRouter(_ newRouter: NotificationResponseRouter) async {
      let old = router
      router = newRouter
      guard old !== newRouter else { return }
      await newRouter.adopt(await old.takeQueued())
    }

    /// Sends every response to `handler` from now on, through a router of the bridge's own;
    /// with `nil`, responses wait there for a handler.
    func setResponseHandler(_ handler: NotificationDelegateBridge.ResponseHandler?) async {
      await setRouter(Self.ownRouter(handling: handler))
    }

    /// The presentation handler's answer; `[]` (silenced) without one.
    func present(_ notification: DeliveredNotification) async -> PresentationOptions {
      guard let presentationHandler else { return [] }
      return await presentationHandler(notification)
    }

    /// Queues `response` in the router and returns once its handler has finished, or once
    /// ``responseTimeLimit`` has passed, whichever comes first.
    func receive(_ response: NotificationResponse) async {
      let router = router
      // Accepted before any suspension, so responses keep the order the delegate got them in.
      _ = await router.accept(response)
      _ = await withTimeLimit(responseTimeLimit) { await router.finish(response) }
    }

    /// Sets the handler that shows the app's notification settings, and hands it a request
    /// that came before it.
    func setSettingsHandler(_ handler: NotificationDelegateBridge.SettingsHandler?) async {
      settingsHandler = handler
      guard let handler, let request = pendingSettingsRequest else { return }
      pendingSettingsRequest = nil
      await handler(request)
    }

    /// Hands a request to show the app's notification settings to the handler, or keeps the
    /// latest one until a handler is set.
    func openSettings(for notification: DeliveredNotification?) async {
      guard let settingsHandler else {
        pendingSettingsRequest = .some(notification)
        return
      }
      await settingsHandler(notification)
    }
  }
#endif
