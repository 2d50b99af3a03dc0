package import Foundation

/// What iOS accepts as a time-interval trigger: more than 0 seconds, at least 60 if repeating.
///
/// See UserNotificationsBehaviour.md §3 and Apple's documentation,
/// "init(timeInterval:repeats:)". A device raises an exception for anything else; the
/// simulator and the shim refuse it with a typed error instead.
///
/// ```swift
/// IntervalRule.problem(interval: 30, repeats: true) // "time interval must be at least 60 if repeating"
/// ```
package enum IntervalRule {
  /// The shortest interval of a repeating trigger.
  package static let minimumRepeatingInterval: TimeInterval = 60

  /// Why iOS would refuse the interval, in its own words, or `nil`.
  package static func problem(interval: TimeInterval, repeats: Bool) -> String? {
    if !(interval > 0) || !interval.isFinite { return "time interval must be greater than 0" }
    if repeats && interval < minimumRepeatingInterval {
      return "time interval must be at least 60 if repeating"
    }
    return nil
  }
}
