#if !os(tvOS)

  /// The handlers of a ``NotificationDelegateBridge``, and the responses that arrived before
  /// there was a response handler or a router.
  ///
  /// With a router, a response goes straight to `NotificationResponseRouter.route(_:)`: the
  /// router's queue is then the only place it can wait.
  actor DelegateState {
    private var presentationHandler: NotificationDelegateBridge.PresentationHandler?
    private var responseHandler: NotificationDelegateBridge.ResponseHandler?
    /// The router responses go to directly, when the bridge routes to one.
    private var router: NotificationResponseRouter?
    /// A response not yet handed to a handler, and the delegate call waiting for its
    /// handler to return, if one is.
    private struct Queued {
      let response: NotificationResponse
      let handled: CheckedContinuation<Void, Never>?
    }

    /// Responses not yet handed to a handler, oldest first, with the calls waiting for them.
    private var queue: [Queued] = []
    /// Responses not yet handed to a handler, oldest first.
    var queuedResponses: [NotificationResponse] { queue.map(\.response) }
    /// Whether a ``drain()`` is under way, handing queued responses to the handler.
    private var draining = false

    init(
      presentation: NotificationDelegateBridge.PresentationHandler?,
      response: NotificationDelegateBridge.ResponseHandler?
    ) {
      presentationHandler = presentation
      responseHandler = response
    }

    func setPresentationHandler(_ handler: NotificationDelegateBridge.PresentationHandler?) {
      presentationHandler = handler
    }

    /// Hands every response to `router` from now on, the ones queued so far first, in order.
    func setRouter(_ router: NotificationResponseRouter) async {
      self.router = router
      responseHandler = nil
      let waiting = queue
      queue = []
      await router.route(contentsOf: waiting.map(\.response))
      for queued in waiting { queued.handled?.resume() }
    }

    /// Sets the response handler and hands it the responses queued so far.
    func setResponseHandler(_ handler: NotificationDelegateBridge.ResponseHandler?) async {
      router = nil
      responseHandler = handler
      if handler == nil {
        // The responses left wait for a handler: their delegate calls return now.
        queue = queue.map { queued in
          queued.handled?.resume()
          return Queued(response: queued.response, handled: nil)
        }
      }
      await drain()
    }

    /// The presentation handler's answer; `[]` (silenced) without one.
    func present(_ notification: DeliveredNotification) async -> PresentationOptions {
      guard let presentationHandler else { return [] }
      return await presentationHandler(notification)
    }

    /// Queues `response` and hands the queue to the response handler, if there is one.
    ///
    /// Returns once the handler has returned for `response`, even when a drain already
    /// under way hands it over in its turn; or at once when there is no handler, and it is
    /// queued for the next one (also when the handler is cleared while it waits).
    func receive(_ response: NotificationResponse) async {
      if let router {
        await router.route(response)
        return
      }
      if responseHandler != nil && draining {
        await withCheckedContinuation { handled in
          queue.append(Queued(response: response, handled: handled))
        }
      } else {
        queue.append(Queued(response: response, handled: nil))
        await drain()
      }
    }

    /// Hands queued responses to the response handler one at a time, oldest first, until the
    /// queue is empty or there is no handler.
    ///
    /// Only one drain runs at a time, and each response leaves the queue before its handler
    /// is called, so that none is handled twice, none is lost while the actor is re-entered
    /// during a handler, and they are handled in the order they arrived. A handler replaced
    /// during a drain gets the rest of the queue. A delegate call waiting for a response is
    /// resumed once its handler has returned.
    private func drain() async {
      guard !draining else { return }
      draining = true
      while let handler = responseHandler, !queue.isEmpty {
        let next = queue.removeFirst()
        await handler(next.response)
        next.handled?.resume()
      }
      draining = false
    }
  }
#endif
