/// Why a call to ``LocalNotifications`` was refused:
/// `do { try LocalNotifications.bootstrap(instance) } catch { print(error) }`.
public enum LocalNotificationsError: Error, Hashable, Sendable, CustomStringConvertible {
  /// ``LocalNotifications/bootstrap(_:)`` was called after the default instance was set or used.
  case alreadyBootstrapped
  /// A call from inside another call on the same center (a content maker, timeline, permission asker or a
  /// task started there) that would wait for itself forever; make it after the first returns.
  case reentrantCall
  /// The center did not answer this call within the time limit; nothing after it was done.
  case centerTimedOut(String)
  /// The text given as a group's identifier is empty.
  case invalidGroupIdentifier(String)
  /// The ``DeliveryRecordStore`` could not be read; the reason names the file and what is wrong.
  case deliveryRecordUnreadable(String)

  /// A sentence naming the problem.
  public var description: String {
    switch self {
    case .alreadyBootstrapped: "LocalNotifications was bootstrapped, or its default used, already"
    case .reentrantCall:
      "a call to LocalNotifications from inside one of its own callbacks (a content maker, timeline or permission asker) would wait for itself; make it after that call returns"
    case .centerTimedOut(let call): "the notification center did not answer \(call) in time"
    case .invalidGroupIdentifier(let identifier):
      "\"\(identifier)\" is not a group identifier: a group identifier is not empty"
    case .deliveryRecordUnreadable(let reason): "the delivery record could not be read: \(reason)"
    }
  }
}
