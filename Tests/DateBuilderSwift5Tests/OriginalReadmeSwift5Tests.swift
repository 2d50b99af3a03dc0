import DateBuilder
import Foundation
import Testing

/// The original DateBuilder's README shapes, compiled in the Swift 5 language mode, as an
/// app that has not moved to Swift 6 compiles them.
struct OriginalReadmeSwift5Tests {
  @Test func readmeShapesCompileAndAgreeInSwift5Mode() throws {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "Europe/Berlin") ?? calendar.timeZone
    let context = DateBuilder.Context(now: Date(timeIntervalSince1970: 1_774_692_000), calendar: calendar)
    let tomorrow = Tomorrow(at: .time(hour: 20, minute: 15))
    #expect(try tomorrow.date(in: context) == Tomorrow().at(hour: 20, minute: 15).date(in: context))
    let week = EveryDay(starting: .today, forDays: 7, at: .time(hour: 9, minute: 0))
    #expect(week.count == 7)
    let firstFridays = EveryMonth(forMonths: 12, starting: .thisMonth).first(.friday).at(hour: 20, minute: 15)
    #expect(try firstFridays.dates(in: context).count == 12)
    _ = DateBuilder.calendar
  }
}
