#if !os(tvOS)
  public import Foundation
  #if canImport(UserNotifications)
    public import UserNotifications
  #else
    public import UserNotificationsShim
  #endif

  /// The notification center's delegate: forwards foreground presentations, responses and settings requests
  /// to closures over this package's value types: `await bridge.route(to: router)`.
  //
  // `Sendable` without `@unchecked`: its stored properties are `let`s of `Sendable` types.
  // The nonisolated `async` delegate methods assume the SDK protocol is not `@MainActor`; each
  // reads its UserNotifications object into a value before suspending.
  public final class NotificationDelegateBridge: NSObject, UNUserNotificationCenterDelegate, Sendable {
    /// Decides how a notification that arrives while the app is in the foreground is presented.
    public typealias PresentationHandler = @Sendable (DeliveredNotification) async -> PresentationOptions

    /// Handles the person's response to a notification: a tap, a dismissal, an action.
    public typealias ResponseHandler = @Sendable (NotificationResponse) async -> Void

    /// Shows the app's own notification settings: for the notification whose "Settings" button
    /// was tapped, or `nil` when the person came from the Settings app.
    public typealias SettingsHandler = @Sendable (DeliveredNotification?) async -> Void

    /// How long a delegate call waits for its response's handler by default, in seconds: 25, within
    /// the time iOS gives an app launched in the background for an action.
    public static let defaultResponseTimeLimit: Double = 25

    private let state: DelegateState
    /// Settings requests in the order the center made them, handed to `state` one at a time.
    private let settingsRequests: AsyncStream<DeliveredNotification?>.Continuation
    /// The front doors over the adapter that owns this bridge, told of each response once it is handled.
    let responseRecorders = ResponseRecorders()

    /// How long a delegate call for a response waits for its handler, in seconds, before it tells the system
    /// the response is handled; a value that is not positive and finite sets no limit.
    public let responseTimeLimit: Double

    /// Creates a bridge with the handlers known so far; set the others later:
    /// `let bridge = NotificationDelegateBridge(presentation: { _ in [.banner, .list] })`.
    public init(
      presentation: PresentationHandler? = nil, response: ResponseHandler? = nil,
      responseTimeLimit: Double = NotificationDelegateBridge.defaultResponseTimeLimit
    ) {
      state = DelegateState(
        presentation: presentation, response: response, responseTimeLimit: responseTimeLimit)
      self.responseTimeLimit = responseTimeLimit
      let (requests, continuation) = AsyncStream.makeStream(of: DeliveredNotification?.self)
      settingsRequests = continuation
      super.init()
      Task { [state] in
        for await request in requests { await state.openSettings(for: request) }
      }
    }

    deinit {
      settingsRequests.finish()
    }

    /// Makes the bridge `center`'s delegate; the center holds it weakly, so keep a reference:
    /// `bridge.install(on: UNUserNotificationCenter.current())`.
    public func install(on center: UNUserNotificationCenter) {
      center.delegate = self
    }

    /// Replaces both handlers (`nil` presents nothing, or keeps responses waiting); responses
    /// waiting so far go to the new response handler:
    /// `await bridge.setHandlers(presentation: { _ in [.banner] }, response: { await model.handle($0) })`.
    public func setHandlers(presentation: PresentationHandler?, response: ResponseHandler?) async {
      await state.setPresentationHandler(presentation)
      await state.setResponseHandler(response)
    }

    /// Hands foreground presentation and responses to `router`, those that came before (a cold start) first,
    /// in arrival order: `await system.delegateBridge.route(to: router)`.
    public func route(to router: NotificationResponseRouter) async {
      await state.setPresentationHandler { await router.presentationOptions(for: $0) }
      await state.setRouter(router)
    }

    /// Sets the handler that shows the app's own notification settings, and hands it a request that came
    /// before it: `await bridge.setSettingsHandler { _ in await navigator.showNotificationSettings() }`.
    public func setSettingsHandler(_ handler: SettingsHandler?) async {
      await state.setSettingsHandler(handler)
    }

    /// Replaces the presentation handler; `nil` presents nothing:
    /// `await bridge.setPresentationHandler { _ in [.banner, .list, .sound] }`.
    public func setPresentationHandler(_ handler: PresentationHandler?) async {
      await state.setPresentationHandler(handler)
    }

    /// Replaces the response handler, hands it the responses waiting so far, oldest first, and returns once
    /// they are handled; `nil` keeps them waiting:
    /// `await bridge.setResponseHandler { response in await model.handle(response) }`.
    public func setResponseHandler(_ handler: ResponseHandler?) async {
      await state.setResponseHandler(handler)
    }

    /// The responses waiting for a handler, oldest first.
    public var queuedResponses: [NotificationResponse] {
      get async { await state.router.queuedResponses }
    }

    /// Called by the center: asks the presentation handler how to present a notification that
    /// arrived in the foreground; `[]` without a handler:
    /// `let options = await bridge.userNotificationCenter(center, willPresent: notification)`.
    public func userNotificationCenter(
      _ center: UNUserNotificationCenter, willPresent notification: UNNotification
    ) async -> UNNotificationPresentationOptions {
      let delivered = DeliveredNotification(notification)
      let options = await state.present(delivered)
      // Recording takes the center's gate, which a reschedule may hold: the system is not kept waiting.
      Task { [responseRecorders] in await responseRecorders.recordPresentation(delivered, options: options) }
      // The bits are the same; `PresentationOptions` has no `.alert`, deprecated for `[.banner, .list]`.
      return UNNotificationPresentationOptions(rawValue: options.rawValue)
    }

    /// Called by the center: hands the person's response to its handler (or its router's queue),
    /// and returns, letting the system suspend the app, once handled or at ``responseTimeLimit``:
    /// `await bridge.userNotificationCenter(center, didReceive: response)`.
    public func userNotificationCenter(
      _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse
    ) async {
      await state.receive(NotificationResponse(response), recordingIn: responseRecorders)
    }

    #if !os(watchOS)
      /// Called by the center when the person taps the app's settings button: hands the request
      /// to the settings handler, after those made before it, or keeps it until one is set:
      /// `bridge.userNotificationCenter(center, openSettingsFor: notification)`.
      public func userNotificationCenter(
        _ center: UNUserNotificationCenter, openSettingsFor notification: UNNotification?
      ) {
        settingsRequests.yield(notification.map(DeliveredNotification.init))
      }
    #endif
  }
#endif
