#if !os(tvOS)

  /// The handlers of a ``NotificationDelegateBridge`` and the router its responses go to; a
  /// response handler set on the bridge is the `anyResponse` route of a router of its own.
  actor DelegateState {
    private var presentationHandler: NotificationDelegateBridge.PresentationHandler?
    private(set) var router: NotificationResponseRouter
    private var settingsHandler: NotificationDelegateBridge.SettingsHandler?
    /// A settings request that came before its handler (`nil` inside: from the Settings app).
    private var pendingSettingsRequest: DeliveredNotification??
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

    /// Hands the responses waiting so far to `newRouter` first, in order, with their delegate calls.
    func setRouter(_ newRouter: NotificationResponseRouter) async {
      let old = router
      router = newRouter
      guard old !== newRouter else { return }
      await newRouter.adopt(await old.handOver())
    }

    func setResponseHandler(_ handler: NotificationDelegateBridge.ResponseHandler?) async {
      await setRouter(Self.ownRouter(handling: handler))
    }

    func present(_ notification: DeliveredNotification) async -> PresentationOptions {
      await presentationHandler?(notification) ?? []
    }

    /// Routes `response`, then has `recorders` record it, both within ``responseTimeLimit``: recording
    /// takes the center's gate, which a launch's reschedule may hold.
    func receive(_ response: NotificationResponse, recordingIn recorders: ResponseRecorders) async {
      let router = router
      // Accepted before any suspension, so responses keep the order the delegate got them in; the
      // signal goes with the response if a new router takes it before its handler runs.
      guard let handled = await router.accept(response) else { return }
      _ = await withTimeLimit(responseTimeLimit, cancelling: false) {
        await router.finish(handled)
        await recorders.record(response)
      }
    }

    func setSettingsHandler(_ handler: NotificationDelegateBridge.SettingsHandler?) async {
      settingsHandler = handler
      guard let handler, let request = pendingSettingsRequest else { return }
      pendingSettingsRequest = nil
      await handler(request)
    }

    /// Keeps only the latest request until a handler is set.
    func openSettings(for notification: DeliveredNotification?) async {
      guard let settingsHandler else {
        pendingSettingsRequest = .some(notification)
        return
      }
      await settingsHandler(notification)
    }
  }
#endif
