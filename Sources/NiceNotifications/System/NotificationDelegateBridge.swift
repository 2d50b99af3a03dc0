#if !os(tvOS)
  public import Foundation
  #if canImport(UserNotifications)
    public import UserNotifications
  #else
    public import UserNotificationsShim
  #endif

  /// The notification center's delegate, forwarding foreground presentations and the
  /// person's responses to closures over this package's value types.
  ///
  /// Install it before the app finishes launching, or a response that launched the app can
  /// be missed. Responses that arrive before there is a response handler wait in a queue,
  /// and go to the handler, in order, once one is set:
  ///
  /// ```swift
  /// // application(_:willFinishLaunchingWithOptions:)
  /// let bridge = NotificationDelegateBridge()
  /// bridge.install(on: .current())  // keep `bridge`: the center holds its delegate weakly
  ///
  /// // later, when the app can handle responses
  /// await bridge.setHandlers(
  ///   presentation: { _ in [.banner, .list, .sound] },
  ///   response: { response in await router.route(response) })
  /// ```
  ///
  /// ``SystemNotificationCenter/installDelegate()`` installs the bridge a
  /// ``SystemNotificationCenter`` owns, which keeps it alive.
  ///
  /// Each response is handed to the response handler exactly once. The delegate method
  /// returns — telling the platform the response is handled — once the handler has
  /// returned for it, also when it waits its turn behind responses still being handed
  /// over; or at once, when there is no response handler and it is queued for one.
  ///
  /// Without a presentation handler, notifications that arrive in the foreground are not
  /// presented (`[]`), as on Apple platforms without a delegate method.
  //
  // The bridge is `Sendable` without `@unchecked`: its only stored property is a `let`
  // actor. It implements the delegate's `async` forms, nonisolated, which is what the shim
  // declares; on Apple platforms this assumes the SDK's protocol is not `@MainActor`
  // (UserNotificationsBehaviour.md §11) and that Swift bridges these methods to the Objective-C
  // completion-handler selectors, as it does for every `async` form of an Objective-C
  // protocol method. Each method reads the UserNotifications object it is given into a value
  // before its first suspension, so no such object crosses to the handlers or the actor.
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

    private let state: DelegateState

    /// Creates a bridge with the handlers known so far; set the others later.
    ///
    /// ```swift
    /// let bridge = NotificationDelegateBridge(presentation: { _ in [.banner, .list] })
    /// ```
    ///
    /// - Parameters:
    ///   - presentation: Decides foreground presentation; without it nothing is presented.
    ///   - response: Handles responses; without it they are queued until one is set.
    public init(presentation: PresentationHandler? = nil, response: ResponseHandler? = nil) {
      state = DelegateState(presentation: presentation, response: response)
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

    /// Replaces both handlers; responses queued so far go to the new response handler.
    ///
    /// ```swift
    /// await bridge.setHandlers(
    ///   presentation: { await router.presentationOptions(for: $0) },
    ///   response: { await router.route($0) })
    /// ```
    ///
    /// - Parameters:
    ///   - presentation: Decides foreground presentation; `nil` presents nothing.
    ///   - response: Handles responses; `nil` queues them again until one is set.
    public func setHandlers(presentation: PresentationHandler?, response: ResponseHandler?) async {
      await state.setPresentationHandler(presentation)
      await state.setResponseHandler(response)
    }

    /// Hands foreground presentation and responses to `router`: its presentation policy
    /// answers `willPresent`, and every response, queued ones first, is routed to its handlers.
    ///
    /// ```swift
    /// let router = NotificationResponseRouter()
    /// await router.on(.action("snooze"), .snooze(.after(600), in: notifications))
    /// await system.delegateBridge.route(to: router)
    /// ```
    ///
    /// From then on `didReceive` hands each response straight to the router, with nothing
    /// between them: a response no handler of the router's takes yet waits in the router's
    /// `queuedResponses`, the one queue on this path. Responses that arrived before (a cold
    /// start) leave the bridge's ``queuedResponses`` for the router first, in arrival order.
    /// `didReceive` returns once the router has run the response's handler or queued it.
    ///
    /// - Parameter router: The router that decides presentation and handles responses.
    public func route(to router: NotificationResponseRouter) async {
      await state.setPresentationHandler { await router.presentationOptions(for: $0) }
      await state.setRouter(router)
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

    /// Replaces the response handler, and hands it the responses queued so far, oldest
    /// first; returns once they are handled.
    ///
    /// ```swift
    /// await bridge.setResponseHandler { response in await router.route(response) }
    /// ```
    ///
    /// - Parameter handler: Handles responses; `nil` queues them until one is set.
    public func setResponseHandler(_ handler: ResponseHandler?) async {
      await state.setResponseHandler(handler)
    }

    /// The responses waiting for a response handler, oldest first.
    ///
    /// ```swift
    /// let launchedBy = await bridge.queuedResponses.first
    /// ```
    public var queuedResponses: [NotificationResponse] {
      get async { await state.queuedResponses }
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

    /// Hands the person's response to the response handler, or queues it until one is set.
    ///
    /// Called by the notification center. The response is read into a value first. Returns
    /// once the handler has returned for it, or at once when it is queued for a handler.
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
  }
#endif
