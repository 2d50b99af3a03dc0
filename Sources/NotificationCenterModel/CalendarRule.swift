package import Foundation

/// What a calendar trigger's `nextTriggerDate()` answers: the next match with `.nextTime` (`day: 31`
/// asked in June answers 1 July), in the components' own calendar and zone, else the device's;
/// none for a weekday no month has (a sixth Monday).
package enum CalendarRule {
  package static func nextDate(matching components: DateComponents, after date: Date, device: Calendar)
    -> Date?
  {
    // Foundation's search for a sixth or seventh weekday of a month never returns; none matches.
    if let ordinal = components.weekdayOrdinal, !(-5...5).contains(ordinal) { return nil }
    var search = components.calendar ?? device
    search.timeZone = floats(components) ? device.timeZone : components.timeZone ?? device.timeZone
    var matching = components
    matching.calendar = nil
    matching.timeZone = nil
    return search.nextDate(
      after: date, matching: matching, matchingPolicy: .nextTime, repeatedTimePolicy: .first,
      direction: .forward)
  }

  package static func floats(_ components: DateComponents) -> Bool {
    components.timeZone == nil || components.timeZone == .autoupdatingCurrent
  }
}
