/// Sends each response to the handler registered for its action, category or group, keeps
/// responses that arrive before their handler until it is registered, and decides how
/// notifications are presented while the app is in the foreground.
///
/// Plug it into the center's two app steps — `didReceive` and `willPresent` — once, at
/// launch:
///
/// ```swift
/// let router = NotificationResponseRouter()
/// await simulator.setResponseHandler { await router.route($0) }
/// await simulator.setPresentationHandler { await router.presentationOptions(for: $0) }
/// await router.route(contentsOf: await simulator.takeLaunchResponses())  // a cold start's responses
///
/// await router.on(.action("snooze"), .snooze(.after(10 * 60), in: notifications))
/// await router.on(.action("done"), .done(in: notifications))
/// await router.on(.action("reply")) { response in await chat.send(response.userText ?? "") }
/// await router.on(.tap) { response in await navigator.open(response.notification) }
/// ```
///
/// Each response is delivered to exactly one handler (see ``ResponseRoute`` for which),
/// once:
/// - A response no registered handler takes waits in ``queuedResponses``, in arrival order,
///   and is delivered when a handler that takes it is registered — as when the app was
///   launched by the response and registers its handlers later.
/// - A response routed again — the same notification, delivery, action and text, as when a
///   cold start hands it over both at launch and through `didReceive` — is ignored, among
///   the last ``duplicateWindow`` responses routed.
public actor NotificationResponseRouter {
  /// How many recent responses are remembered to ignore a second routing of one.
  ///
  /// ```swift
  /// NotificationResponseRouter.duplicateWindow // 256
  /// ```
  public static let duplicateWindow = 256

  private var handlers: [ResponseRoute: ResponseHandler] = [:]
  private var queue: [NotificationResponse] = []
  /// Responses queued or being handled, with the calls waiting until their handler has
  /// finished (``handle(_:)``); a response leaves once its handler has.
  private var unfinished: [NotificationResponse: [UnsafeContinuation<Void, Never>]] = [:]
  private var recent: [NotificationResponse] = []
  private var recentSet: Set<NotificationResponse> = []
  private var failureHandler: (@Sendable (NotificationResponse, any Error) async -> Void)?
  private var presentationDecider: (@Sendable (DeliveredNotification) async -> PresentationOptions?)?

  /// The policy foreground presentation follows when no decider overrides it.
  ///
  /// ```swift
  /// #expect(await router.presentationPolicy == .standard)
  /// ```
  public private(set) var presentationPolicy: PresentationPolicy

  /// Creates a router with no handlers.
  ///
  /// ```swift
  /// let router = NotificationResponseRouter(presentationPolicy: PresentationPolicy().presenting(.silent, forGroup: "sync"))
  /// ```
  ///
  /// - Parameter presentationPolicy: How foreground notifications are presented; banner,
  ///   list and sound by default.
  public init(presentationPolicy: PresentationPolicy = .standard) {
    self.presentationPolicy = presentationPolicy
  }

  /// Creates a router with `handlers` registered, before any response can arrive.
  init(handlers: [ResponseRoute: ResponseHandler]) {
    self.presentationPolicy = .standard
    self.handlers = handlers
  }

  // MARK: Handlers

  /// Registers `handler` for `route`, replacing any handler it had, and delivers the queued
  /// responses it now takes, in the order they arrived.
  ///
  /// ```swift
  /// await router.on(.action("done"), .done(in: notifications))
  /// ```
  public func on(_ route: ResponseRoute, _ handler: ResponseHandler) async {
    handlers[route] = handler
    await deliverQueued()
  }

  /// Registers a closure for `route`, replacing any handler it had, and delivers the queued
  /// responses it now takes, in the order they arrived.
  ///
  /// ```swift
  /// await router.on(.action("reply")) { response in await chat.send(response.userText ?? "") }
  /// ```
  public func on(
    _ route: ResponseRoute, perform handle: @escaping @Sendable (RoutedResponse) async throws -> Void
  ) async {
    await on(route, ResponseHandler(handle))
  }

  /// Removes the handler for `route`; responses it would have taken go to a less specific
  /// route, or wait.
  ///
  /// ```swift
  /// await router.removeHandler(for: .tap)
  /// ```
  public func removeHandler(for route: ResponseRoute) {
    handlers[route] = nil
  }

  /// Sets what is told when a handler throws: the response and the error.
  ///
  /// ```swift
  /// await router.onFailure { response, error in logger.error("\(response.action): \(error)") }
  /// ```
  public func onFailure(_ handler: (@Sendable (NotificationResponse, any Error) async -> Void)?) {
    failureHandler = handler
  }

  /// The responses waiting for a handler, oldest first.
  ///
  /// ```swift
  /// #expect(await router.queuedResponses.isEmpty)
  /// ```
  public var queuedResponses: [NotificationResponse] { queue }

  // MARK: Routing

  /// Delivers `response` to its handler and returns when the handler has finished; queues
  /// it if no handler takes it yet; ignores it if it was routed before.
  ///
  /// Its signature fits any `@Sendable (NotificationResponse) async -> Void` step:
  ///
  /// ```swift
  /// await center.setResponseHandler { await router.route($0) }
  /// ```
  public func route(_ response: NotificationResponse) async {
    guard accept(response) else { return }
    await deliverQueued()  // responses that were waiting go first, then this one
  }

  /// Queues `response`, unless it was routed before; returns whether it is new.
  ///
  /// Does not suspend, so that responses accepted one after another keep their order
  /// whatever task then delivers them.
  func accept(_ response: NotificationResponse) -> Bool {
    guard remember(response) else { return false }
    queue.append(response)
    unfinished[response] = []
    return true
  }

  /// Delivers the queued responses that have a handler, then returns once `response`'s
  /// handler has finished — at once if it has already, or if it was never routed.
  ///
  /// A response no handler takes yet keeps the call waiting until one is registered: the
  /// delegate bridge races this against its time limit.
  func finish(_ response: NotificationResponse) async {
    await deliverQueued()
    guard unfinished[response] != nil else { return }
    await withUnsafeContinuation { unfinished[response]?.append($0) }
  }

  /// Takes every queued response out of this router, with the calls waiting for them, to
  /// hand them to another router (``adopt(_:)``).
  func takeQueued() -> [(response: NotificationResponse, waiting: [UnsafeContinuation<Void, Never>])] {
    let taken = queue.map { response in (response, unfinished.removeValue(forKey: response) ?? []) }
    queue = []
    return taken
  }

  /// Queues responses another router had queued, in their order, with the calls waiting for
  /// them, and delivers those that have a handler here.
  func adopt(_ taken: [(response: NotificationResponse, waiting: [UnsafeContinuation<Void, Never>])]) async {
    for (response, waiting) in taken {
      if remember(response) {
        queue.append(response)
        unfinished[response] = waiting
      } else if unfinished[response] != nil {
        unfinished[response]?.append(contentsOf: waiting)
      } else {
        for call in waiting { call.resume() }
      }
    }
    await deliverQueued()
  }

  /// Routes several responses in order — the responses a cold start hands over.
  ///
  /// ```swift
  /// await router.route(contentsOf: await simulator.takeLaunchResponses())
  /// ```
  public func route(contentsOf responses: [NotificationResponse]) async {
    for response in responses { await route(response) }
  }

  // MARK: Foreground presentation

  /// How `notification`, arriving while the app is in the foreground, is presented: the
  /// decider's answer if it gives one, else the ``presentationPolicy``'s.
  ///
  /// Its signature fits any `@Sendable (DeliveredNotification) async -> PresentationOptions` step:
  ///
  /// ```swift
  /// await center.setPresentationHandler { await router.presentationOptions(for: $0) }
  /// ```
  public func presentationOptions(for notification: DeliveredNotification) async -> PresentationOptions {
    if let decider = presentationDecider, let options = await decider(notification) { return options }
    return presentationPolicy.options(for: notification)
  }

  /// Replaces the presentation policy.
  ///
  /// ```swift
  /// await router.setPresentationPolicy(.standard.presenting([.list], forGroup: "dailyQuote"))
  /// ```
  public func setPresentationPolicy(_ policy: PresentationPolicy) {
    presentationPolicy = policy
  }

  /// Sets a decider asked first for each foreground notification.
  ///
  /// Returning `nil` leaves the decision to the policy. For decisions that depend on app
  /// state, such as not showing a message for the conversation on screen.
  ///
  /// ```swift
  /// await router.decidePresentation { notification in
  ///   await screen.isShowing(notification.request.content.threadIdentifier) ? .silent : nil
  /// }
  /// ```
  public func decidePresentation(
    _ decider: (@Sendable (DeliveredNotification) async -> PresentationOptions?)?
  ) {
    presentationDecider = decider
  }

  // MARK: Internals

  /// Whether `response` is new; remembers it.
  private func remember(_ response: NotificationResponse) -> Bool {
    guard recentSet.insert(response).inserted else { return false }
    recent.append(response)
    if recent.count > Self.duplicateWindow { recentSet.remove(recent.removeFirst()) }
    return true
  }

  private func handler(for response: NotificationResponse) -> ResponseHandler? {
    let routed = RoutedResponse(response)
    for route in ResponseRoute.candidates(for: routed) {
      if let handler = handlers[route] { return handler }
    }
    return nil
  }

  /// Takes the queued responses that have a handler now out of the queue — before any
  /// suspension, so that a response is never taken twice — and delivers them in order.
  private func deliverQueued() async {
    var ready: [NotificationResponse] = []
    queue.removeAll { response in
      guard handler(for: response) != nil else { return false }
      ready.append(response)
      return true
    }
    for response in ready { await deliver(response) }
  }

  /// Runs the handler that takes `response` now; queues it again if a handler was removed
  /// meanwhile.
  private func deliver(_ response: NotificationResponse) async {
    guard let handler = handler(for: response) else {
      queue.append(response)
      return
    }
    do {
      try await handler.handle(RoutedResponse(response))
    } catch {
      await failureHandler?(response, error)
    }
    for call in unfinished.removeValue(forKey: response) ?? [] { call.resume() }
  }
}
