package import Foundation

/// What a calendar trigger's `nextTriggerDate()` answers (Apple's documentation,
/// "UNCalendarNotificationTrigger"): Foundation's next match after a moment, with
/// `.nextTime` — so `day: 31` asked in June answers 1 July — and the first of a time the
/// clocks repeat.
///
/// The components' own calendar replaces the device's, and a fixed time zone in them
/// replaces the device's zone; components without a zone, or with the autoupdating one,
/// float with the device's zone. Other components must match.
///
/// The simulator and the shim both answer from here.
///
/// ```swift
/// CalendarRule.nextDate(matching: DateComponents(day: 31), after: june10, device: calendar) // 1 July
/// ```
package enum CalendarRule {
  /// The first date after `date` matching `components`, searched in the `device`'s
  /// calendar and time zone unless the components name their own; `nil` if none does.
  package static func nextDate(matching components: DateComponents, after date: Date, device: Calendar)
    -> Date?
  {
    var search = components.calendar ?? device
    search.timeZone = floats(components) ? device.timeZone : components.timeZone ?? device.timeZone
    var matching = components
    matching.calendar = nil
    matching.timeZone = nil
    return search.nextDate(
      after: date, matching: matching, matchingPolicy: .nextTime, repeatedTimePolicy: .first,
      direction: .forward)
  }

  /// Whether `components` follow the device's time zone: they name none, or the
  /// autoupdating one.
  package static func floats(_ components: DateComponents) -> Bool {
    components.timeZone == nil || components.timeZone == .autoupdatingCurrent
  }
}
