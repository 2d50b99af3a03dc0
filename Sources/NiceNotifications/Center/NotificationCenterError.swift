/// Why a notification center refused a call: `catch let error as NotificationCenterError { print(error) }`.
public enum NotificationCenterError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The process may not post notifications (`UNError.notificationsNotAllowed`).
  case notificationsNotAllowed
  /// The request is invalid: its trigger, content or identifier (`UNError` 1400, 1401).
  case invalidRequest(NotificationRequestError)
  /// An attachment could not be used (`UNError` 100–105).
  case invalidAttachment(String)
  /// The badge count is invalid (`UNError.badgeInputInvalid`).
  case invalidBadge(Int)
  /// The center failed for a reason it gave (a fault a test injected, say).
  case failed(String)
  /// An error the center reported that has no case here.
  case other(domain: String, code: Int, description: String)

  /// A sentence naming the reason.
  public var description: String {
    switch self {
    case .notificationsNotAllowed: "notifications are not allowed for this application"
    case .invalidRequest(let reason): "the request is invalid: \(reason)"
    case .invalidAttachment(let reason): "an attachment is invalid: \(reason)"
    case .invalidBadge(let count): "\(count) is not a valid badge count"
    case .failed(let reason): "the notification center failed: \(reason)"
    case let .other(domain, code, description): "\(domain) \(code): \(description)"
    }
  }
}
