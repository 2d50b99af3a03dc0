package import Foundation

/// What iOS accepts as a time-interval trigger: more than 0 seconds, at least 60 if repeating.
package enum IntervalRule {
  package static let minimumRepeatingInterval: TimeInterval = 60

  package static func problem(interval: TimeInterval, repeats: Bool) -> String? {
    if !(interval > 0) || !interval.isFinite { return "time interval must be greater than 0" }
    if repeats && interval < minimumRepeatingInterval {
      return "time interval must be at least 60 if repeating"
    }
    return nil
  }
}
