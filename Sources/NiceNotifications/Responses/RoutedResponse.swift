/// A response as a ``NotificationResponseRouter`` handler receives it: what the person did, to which
/// notification, and where it came from: `await router.on(.tap) { (r: RoutedResponse) in log(r) }`.
public struct RoutedResponse: Hashable, Sendable {
  /// The response as the center reported it.
  public var response: NotificationResponse

  /// Wraps a response:
  /// `let routed = RoutedResponse(NotificationResponse(notification: delivered, action: .default))`.
  public init(_ response: NotificationResponse) {
    self.response = response
  }

  /// The notification acted on.
  public var notification: DeliveredNotification { response.notification }
  /// Its content.
  public var content: NotificationContent { response.notification.request.content }
  /// The action chosen: a tap, a dismissal, or a custom action.
  public var action: NotificationResponse.Action { response.action }
  /// The text typed into a text-input action; `nil` for other actions.
  public var userText: String? { response.userText }
  /// The notification's category identifier; empty if it has none.
  public var categoryIdentifier: String { content.categoryIdentifier }
  /// The notification's request identifier, parsed; `nil` for a request the framework did not
  /// make (a remote notification, or one added directly).
  public var requestIdentifier: RequestIdentifier? { notification.request.requestIdentifier }
  /// The group that scheduled the notification; `nil` if the framework did not make it.
  public var groupIdentifier: String? { requestIdentifier?.group }
  /// The timeline occurrence the notification is for (for a snooze, the one snoozed; for a repeating
  /// request's delivery, that day's, read on the clock of `DateBuilder.Context.current`).
  public var occurrence: RequestIdentifier? {
    requestIdentifier?.occurrenceIdentifier.deliveredOccurrence(of: notification, in: .current)
  }
  /// Whether the notification is a snooze the framework scheduled.
  public var isSnoozed: Bool { requestIdentifier?.isSnooze ?? false }

  /// The remote notification, if the content carries an `aps` payload that decodes.
  public var remote: RemoteNotification? {
    guard content.userInfo["aps"] != nil else { return nil }
    return try? RemoteNotification(userInfo: content.userInfo)
  }
}
