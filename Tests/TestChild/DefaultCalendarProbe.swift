import Foundation
import NiceNotifications

/// Sets the process-wide `DateBuilder.calendar`, which only a process of its own may do in a
/// test, and reports what expressions then see: one line per step.
enum DefaultCalendarProbe {
  static func run() -> String {
    var lines: [String] = []
    var tokyo = Calendar(identifier: .gregorian)
    tokyo.timeZone = TimeZone(identifier: "Asia/Tokyo") ?? tokyo.timeZone
    tokyo.firstWeekday = 2
    DateBuilder.calendar = tokyo
    lines.append(
      "set: \(DateBuilder.calendar.timeZone.identifier) first weekday \(DateBuilder.calendar.firstWeekday)")
    let weekStart = (try? ThisWeek().firstDay.dateComponents(in: .current)).map {
      tokyo.component(.weekday, from: tokyo.date(from: $0) ?? Date())
    }
    lines.append("week starts on weekday \(weekStart ?? 0)")
    var london = Calendar(identifier: .gregorian)
    london.timeZone = TimeZone(identifier: "Europe/London") ?? london.timeZone
    let scoped = DateBuilder.withCalendar(london) { DateBuilder.calendar.timeZone.identifier }
    lines.append("scoped: \(scoped)")
    lines.append("after scope: \(DateBuilder.calendar.timeZone.identifier)")
    DateBuilder.calendar = .current
    lines.append("reset: \(DateBuilder.calendar.timeZone == Calendar.current.timeZone)")
    return lines.joined(separator: "\n")
  }
}
