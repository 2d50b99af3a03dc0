#if !os(tvOS)
  import NiceNotifications

  /// The handlers of a ``NotificationDelegateBridge``, and the responses that arrived before
  /// there was a response handler.
  actor DelegateState {
    private var presentationHandler: NotificationDelegateBridge.PresentationHandler?
    private var responseHandler: NotificationDelegateBridge.ResponseHandler?
    /// Responses not yet handed to a handler, oldest first.
    private(set) var queuedResponses: [NotificationResponse] = []
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

    /// Sets the response handler and hands it the responses queued so far.
    func setResponseHandler(_ handler: NotificationDelegateBridge.ResponseHandler?) async {
      responseHandler = handler
      await drain()
    }

    /// The presentation handler's answer; `[]` (silenced) without one.
    func present(_ notification: DeliveredNotification) async -> PresentationOptions {
      guard let presentationHandler else { return [] }
      return await presentationHandler(notification)
    }

    /// Queues `response` and hands the queue to the response handler, if there is one.
    ///
    /// Returns once `response` is handled, or at once when it must wait: for a handler to be
    /// set, or for a drain already under way, which will hand it over in its turn.
    func receive(_ response: NotificationResponse) async {
      queuedResponses.append(response)
      await drain()
    }

    /// Hands queued responses to the response handler one at a time, oldest first, until the
    /// queue is empty or there is no handler.
    ///
    /// Only one drain runs at a time, and each response leaves the queue before its handler
    /// is called, so that none is handled twice, none is lost while the actor is re-entered
    /// during a handler, and they are handled in the order they arrived. A handler replaced
    /// during a drain gets the rest of the queue.
    private func drain() async {
      guard !draining else { return }
      draining = true
      while let handler = responseHandler, !queuedResponses.isEmpty {
        let next = queuedResponses.removeFirst()
        await handler(next)
      }
      draining = false
    }
  }
#endif
