package import Foundation

/// What a calendar trigger's `nextTriggerDate()` answers: the next match with `.nextTime` (`day: 31`
/// asked in June answers 1 July), in the components' own calendar and zone, else the device's.
package enum CalendarRule {
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

  package static func floats(_ components: DateComponents) -> Bool {
    components.timeZone == nil || components.timeZone == .autoupdatingCurrent
  }
}
