/// Why a built-in response action (snooze, done) could not be carried out:
/// `do { try await notifications.snooze(notification, .after(600)) } catch { print(error) }`.
public enum ResponseActionError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The request was not scheduled by a group (its identifier is not a ``RequestIdentifier``).
  case notScheduledByAGroup(String)
  /// The snooze time is invalid: an interval that is not positive, or a time of day out of range.
  case invalidSnoozeTime(SnoozeTime)
  /// Every slot is held by a request the framework may not remove (another app's, a repeating
  /// one, another snooze), so the snooze would go over the cap.
  case noCapacity(Int)
  /// The center refused the snooze request.
  case center(NotificationCenterError)
  /// The center refused the snooze, then refused to put back `notRestored`, requests that had
  /// made room; the next reschedule of their groups adds them again.
  case centerNotRestored(NotificationCenterError, notRestored: [String])
  /// The handled-occurrence store failed.
  case store(HandledOccurrenceStoreError)
  /// The person switched the notification's group off: it is not snoozed.
  case groupDisabled(String)
  /// The front door refused the call: made from inside its own callback, or the center timed out.
  case refused(LocalNotificationsError)

  /// A sentence naming the reason.
  public var description: String {
    switch self {
    case .notScheduledByAGroup(let identifier): "notification \"\(identifier)\" was not scheduled by a group"
    case .invalidSnoozeTime(let time): "\(time) is not a valid snooze time"
    case .noCapacity(let capacity): "all \(capacity) pending slots are held by requests that cannot be moved"
    case .center(let error): error.description
    case .centerNotRestored(let error, let identifiers):
      "\(error); not put back: \(identifiers.joined(separator: ", "))"
    case .store(let error): error.description
    case .groupDisabled(let group): "the group \"\(group)\" is switched off"
    case .refused(let error): error.description
    }
  }
}
