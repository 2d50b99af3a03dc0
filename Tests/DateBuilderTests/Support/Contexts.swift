import DateBuilder
import Foundation
import TestSupport

extension DateBuilder.Context {
  /// A Gregorian context in `zone` at the wall-clock time given, with `locale`.
  static func at(
    _ year: Int, _ month: Int, _ day: Int, _ hour: Int = 12, _ minute: Int = 0,
    in zone: String, locale: String = "en_US"
  ) -> DateBuilder.Context {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = Zones.named(zone)
    calendar.locale = Locale(identifier: locale)
    guard
      let now = calendar.date(
        from: DateComponents(year: year, month: month, day: day, hour: hour, minute: minute))
    else { preconditionFailure("no such test date") }
    return DateBuilder.Context(now: now, calendar: calendar)
  }

  /// The wall-clock reading of `date` in this context, as `yyyy-MM-dd HH:mm:ss`.
  func local(_ date: Date) -> String {
    let c = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
    return String(
      format: "%04d-%02d-%02d %02d:%02d:%02d", c.year ?? 0, c.month ?? 0, c.day ?? 0, c.hour ?? 0,
      c.minute ?? 0,
      c.second ?? 0)
  }

  /// `yyyy-MM-dd` of day components.
  func day(_ components: DateComponents) -> String {
    String(format: "%04d-%02d-%02d", components.year ?? 0, components.month ?? 0, components.day ?? 0)
  }

  /// `yyyy-MM-dd` of `day` evaluated in this context.
  func label(_ day: DateBuilder.Day) throws -> String {
    self.day(try day.dateComponents(in: self))
  }
}
