public import DateBuilder
import Foundation

extension DateBuilder.Context {
  /// A Gregorian context in `zone`, now being the wall-clock time given.
  public static func fixed(
    _ year: Int, _ month: Int, _ day: Int, _ hour: Int = 12, _ minute: Int = 0,
    in zone: String = "Europe/Berlin"
  ) -> DateBuilder.Context {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = Zones.named(zone)
    calendar.locale = Locale(identifier: "en_US")
    let now = calendar.date(
      from: DateComponents(year: year, month: month, day: day, hour: hour, minute: minute))
    return DateBuilder.Context(now: now ?? Date(timeIntervalSince1970: 0), calendar: calendar)
  }
}
