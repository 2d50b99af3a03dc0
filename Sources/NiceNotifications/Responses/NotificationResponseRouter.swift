/// Sends each response to the handler registered for its action, category or group, and decides
/// foreground presentation: `await router.on(.action("done"), .done(in: notifications))`.
public actor NotificationResponseRouter {
  /// How many recent responses are remembered to ignore a second routing of one.
  public static let duplicateWindow = 256

  private var handlers: [ResponseRoute: ResponseHandler] = [:]
  private var queue: [NotificationResponse] = []
  /// Responses queued or being handled, with what signals that their handler has finished.
  private var unfinished: [NotificationResponse: [ResponseHandled]] = [:]
  private var recent: [NotificationResponse] = []
  private var recentSet: Set<NotificationResponse> = []
  private var failureHandler: (@Sendable (NotificationResponse, any Error) async -> Void)?
  private var presentationDecider: (@Sendable (DeliveredNotification) async -> PresentationOptions?)?
  /// The policy foreground presentation follows when no decider overrides it.
  public private(set) var presentationPolicy: PresentationPolicy

  /// Creates a router with no handlers:
  /// `let router = NotificationResponseRouter(presentationPolicy: .standard)`.
  public init(presentationPolicy: PresentationPolicy = .standard) {
    self.presentationPolicy = presentationPolicy
  }

  init(handlers: [ResponseRoute: ResponseHandler]) {
    self.presentationPolicy = .standard
    self.handlers = handlers
  }

  /// Registers `handler` for `route`, replacing any, and delivers the queued responses it takes:
  /// `await router.on(.action("done"), .done(in: notifications))`.
  ///
  /// A queued response goes to the most specific route registered at that moment. Where responses may
  /// already wait (the app was launched by one and routed before registering), register the specific
  /// routes (an action, a tap in a category) before the broad ones (a category, a group, any response):
  /// registered first, `.group("pills")` would take a waiting "done" meant for `.action("done")`.
  public func on(_ route: ResponseRoute, _ handler: ResponseHandler) async {
    handlers[route] = handler
    await deliverQueued()
  }

  /// Registers a closure for `route`, as ``on(_:_:)`` does:
  /// `await router.on(.tap) { response in await navigator.open(response.notification) }`.
  public func on(
    _ route: ResponseRoute, perform handle: @escaping @Sendable (RoutedResponse) async throws -> Void
  ) async {
    await on(route, ResponseHandler(handle))
  }

  /// Removes the handler for `route`; its responses go to a less specific route, or wait:
  /// `await router.removeHandler(for: .tap)`.
  public func removeHandler(for route: ResponseRoute) {
    handlers[route] = nil
  }

  /// Sets what is told when a handler throws:
  /// `await router.onFailure { response, error in logger.error("\(error)") }`.
  public func onFailure(_ handler: (@Sendable (NotificationResponse, any Error) async -> Void)?) {
    failureHandler = handler
  }

  /// The responses waiting for a handler, oldest first.
  public var queuedResponses: [NotificationResponse] { queue }

  /// Delivers `response` to its handler and returns when it has finished; queues it if no handler
  /// takes it yet; ignores it if it was routed before: `await router.route(response)`.
  public func route(_ response: NotificationResponse) async {
    guard !recentSet.contains(response) else { return }
    _ = accept(response)
    await deliverQueued()  // responses that were waiting go first, then this one
  }

  /// Queues `response`, unless it was routed before; returns what signals that its handler has
  /// finished, `nil` if it has.
  ///
  /// Does not suspend, so responses accepted one after another keep their order.
  func accept(_ response: NotificationResponse) -> ResponseHandled? {
    guard remember(response) else { return unfinished[response]?.first }
    let handled = ResponseHandled()
    queue.append(response)
    unfinished[response] = [handled]
    return handled
  }

  /// Delivers the queued responses, then returns once `handled` is signalled; the delegate bridge
  /// races this against its time limit.
  func finish(_ handled: ResponseHandled) async {
    await deliverQueued()
    await handled.wait()
  }

  /// What a router hands to the next one: its queued responses with their signals, and the
  /// responses it has seen, so that none is handled twice.
  struct HandOver: Sendable {
    var queued: [(response: NotificationResponse, handled: [ResponseHandled])]
    var seen: [NotificationResponse]
  }

  func handOver() -> HandOver {
    let queued = queue.map { response in (response, unfinished.removeValue(forKey: response) ?? []) }
    queue = []
    return HandOver(queued: queued, seen: recent)
  }

  func adopt(_ handOver: HandOver) async {
    let queued = Set(handOver.queued.map(\.response))
    for response in handOver.seen where !queued.contains(response) { _ = remember(response) }
    for (response, handled) in handOver.queued {
      if remember(response) {
        queue.append(response)
        unfinished[response] = handled
      } else if unfinished[response] != nil {
        unfinished[response]?.append(contentsOf: handled)
      } else {
        for signal in handled { signal.signal() }
      }
    }
    await deliverQueued()
  }

  /// Routes several responses in order, such as those a cold start hands over:
  /// `await router.route(contentsOf: launchResponses)`.
  public func route(contentsOf responses: [NotificationResponse]) async {
    for response in responses { await route(response) }
  }

  /// How a foreground `notification` is presented: the decider's answer, else the policy's:
  /// `let options = await router.presentationOptions(for: delivered)`.
  public func presentationOptions(for notification: DeliveredNotification) async -> PresentationOptions {
    if let decider = presentationDecider, let options = await decider(notification) { return options }
    return presentationPolicy.options(for: notification)
  }

  /// Replaces the presentation policy:
  /// `await router.setPresentationPolicy(.standard.presenting([.list], forGroup: "dailyQuote"))`.
  public func setPresentationPolicy(_ policy: PresentationPolicy) {
    presentationPolicy = policy
  }

  /// Sets a decider asked first for each foreground notification; `nil` leaves it to the policy:
  /// `await router.decidePresentation { await screen.isShowing($0) ? .silent : nil }`.
  public func decidePresentation(
    _ decider: (@Sendable (DeliveredNotification) async -> PresentationOptions?)?
  ) {
    presentationDecider = decider
  }

  private func remember(_ response: NotificationResponse) -> Bool {
    guard recentSet.insert(response).inserted else { return false }
    recent.append(response)
    if recent.count > Self.duplicateWindow { recentSet.remove(recent.removeFirst()) }
    return true
  }

  private func handler(for response: NotificationResponse) -> ResponseHandler? {
    ResponseRoute.candidates(for: RoutedResponse(response)).lazy.compactMap { self.handlers[$0] }.first
  }

  /// Takes the queued responses that have a handler out of the queue before any suspension (so
  /// none is taken twice), and delivers them in order.
  private func deliverQueued() async {
    var ready: [NotificationResponse] = []
    queue.removeAll { response in
      guard handler(for: response) != nil else { return false }
      ready.append(response)
      return true
    }
    for response in ready { await deliver(response) }
  }

  /// Queues `response` again if its handler was removed meanwhile.
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
    for handled in unfinished.removeValue(forKey: response) ?? [] { handled.signal() }
  }
}
