import Foundation
import PropertyTesting
import Testing

@testable import NiceNotifications

/// Calendar-trigger validation checks its components one by one without building a table;
/// this compares its verdicts with the table-driven rule, in the same order, over random
/// components at and around every range's ends.
struct TriggerValidationReferenceTests {
  static func reference(_ components: DateComponents) -> NotificationTriggerError? {
    let ranges: [(String, Int?, ClosedRange<Int>)] = [
      ("era", components.era, 0...Int.max), ("year", components.year, 1...Int.max),
      ("month", components.month, 1...13), ("day", components.day, 1...31), ("hour", components.hour, 0...23),
      ("minute", components.minute, 0...59), ("second", components.second, 0...59),
      ("weekday", components.weekday, 1...7), ("weekdayOrdinal", components.weekdayOrdinal, -5...5),
      ("weekOfMonth", components.weekOfMonth, 1...6), ("weekOfYear", components.weekOfYear, 1...53),
    ]
    var any = false
    for (name, value, range) in ranges {
      guard let value else { continue }
      any = true
      guard range.contains(value), !(name == "weekdayOrdinal" && value == 0) else {
        return .invalidDateComponent(name, value)
      }
    }
    return any ? nil : .emptyDateComponents
  }

  @Test func calendarVerdictsMatchTheTableDrivenRule() {
    expectProperty(
      "validate == reference", iterations: 5_000,
      generate: { g in
        func value() -> Int? {
          Int.random(in: 0..<3, using: &g) == 0
            ? nil
            : [Int.min, -6, -5, -1, 0, 1, 6, 7, 12, 13, 14, 23, 24, 31, 32, 53, 54, 59, 60, Int.max]
              .randomElement(using: &g)
        }
        var components = DateComponents()
        components.era = value()
        components.year = value()
        components.month = value()
        components.day = value()
        components.hour = value()
        components.minute = value()
        components.second = value()
        components.weekday = value()
        components.weekdayOrdinal = value()
        components.weekOfMonth = value()
        components.weekOfYear = value()
        components.nanosecond = value()
        return components
      }
    ) { components in
      do throws(NotificationTriggerError) {
        try NotificationTrigger.calendar(components, repeats: false).validate()
        return Self.reference(components) == nil
      } catch {
        return Self.reference(components) == error
      }
    }
  }
}
