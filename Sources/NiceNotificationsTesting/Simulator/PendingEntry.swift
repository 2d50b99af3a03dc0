import NiceNotifications
import DateBuilder
import Foundation

/// A request the simulated device holds, with what the device remembers about it.
struct PendingEntry: Sendable {
  /// The request as added.
  var request: NotificationRequest
  /// Its fingerprint, stored at add.
  var fingerprint: Fingerprint
  /// The add order, for ties and for ``OverflowPolicy/iOS11AndLater``.
  var sequence: UInt64
  /// The instant after which the next fire is looked for: the add time, then each fire of
  /// a repeating trigger, or the time of a time-zone change for a floating calendar trigger.
  var armedSince: Date
  /// The next fire, or `nil` for a location trigger or a trigger that never fires again.
  var nextFire: Date?

  /// A calendar trigger without a time zone, or in `.autoupdatingCurrent`, which floats
  /// with the device's.
  var isFloating: Bool {
    if case .calendar(let components, _) = request.trigger {
      NotificationTrigger.floats(components)
    } else {
      false
    }
  }

  /// A location trigger, which has no fire date.
  var isLocation: Bool {
    if case .location = request.trigger { true } else { false }
  }

  /// The next fire after ``armedSince``, evaluated in `context` (the device's calendar and time zone).
  ///
  /// A `nil` trigger fires at once.
  func computeNextFire(in context: DateBuilder.Context) -> Date? {
    guard let trigger = request.trigger else { return armedSince }
    return trigger.nextFireDate(after: armedSince, in: context)
  }
}
