import NiceNotifications
import DateBuilder
import Foundation

/// A request the simulated device holds, with what the device remembers about it.
struct PendingEntry: Sendable {
  var request: NotificationRequest
  var fingerprint: Fingerprint
  /// The add order, for ties and for ``OverflowPolicy/iOS11AndLater``.
  var sequence: UInt64
  /// Where the search for the next fire starts: the add, the last fire, or a time-zone change.
  var armedSince: Date
  /// `nil` for a location trigger or one that never fires again.
  var nextFire: Date?

  var isFloating: Bool {
    if case .calendar(let components, _) = request.trigger {
      NotificationTrigger.floats(components)
    } else {
      false
    }
  }

  var isLocation: Bool {
    if case .location = request.trigger { true } else { false }
  }

  /// The next fire after ``armedSince`` in the device's `context`; a `nil` trigger fires at once.
  func computeNextFire(in context: DateBuilder.Context) -> Date? {
    guard let trigger = request.trigger else { return armedSince }
    return trigger.nextFireDate(after: armedSince, in: context)
  }
}

extension [PendingEntry] {
  /// The entry at `index`, fired at `context`'s now: a repeating one stays, armed for its next fire,
  /// and one that fires no more leaves.
  mutating func fire(at index: Int, in context: DateBuilder.Context) -> PendingEntry {
    let fired = self[index]
    var next = fired
    next.armedSince = context.now
    next.nextFire = fired.request.trigger?.repeats == true ? next.computeNextFire(in: context) : nil
    if next.nextFire == nil {
      remove(at: index)
    } else {
      self[index] = next
    }
    return fired
  }
}
