import DateBuilder
import Foundation
import Testing
import TestSupport

struct MonthTests {
  private let context = DateBuilder.Context.at(2024, 6, 12, in: "Europe/Berlin")

  @Test func firstAndLastDayOfMonthsOfEveryLength() throws {
    #expect(try context.label(ExactMonth(year: 2024, month: 2).firstDay) == "2024-02-01")
    #expect(try context.label(ExactMonth(year: 2024, month: 2).lastDay) == "2024-02-29")
    #expect(try context.label(ExactMonth(year: 2100, month: 2).lastDay) == "2100-02-28")
    #expect(try context.label(ExactMonth(year: 2000, month: 2).lastDay) == "2000-02-29")
    #expect(try context.label(ExactMonth(year: 2025, month: 4).lastDay) == "2025-04-30")
    #expect(try context.label(ExactMonth(year: 2025, month: 12).lastDay) == "2025-12-31")
  }

  @Test(arguments: Zones.all)
  func thisAndNextMonthCountFromToday(zone: String) throws {
    let december = DateBuilder.Context.at(2024, 12, 31, 23, 59, in: zone)
    #expect(try december.label(ThisMonth().firstDay) == "2024-12-01")
    #expect(try december.label(NextMonth().firstDay) == "2025-01-01")
    #expect(try december.label(NextMonth().lastDay) == "2025-01-31")
  }

  @Test func monthOfADateOrADayAndAddingMonths() throws {
    let createdAt = try Date.utc("2024-01-31T12:00:00Z")
    #expect(try context.label(MonthOf(createdAt).lastDay) == "2024-01-31")
    #expect(try context.label(MonthOf(createdAt).addingMonths(1).lastDay) == "2024-02-29")
    #expect(try context.label(MonthOf(Today()).firstDay) == "2024-06-01")
    #expect(try context.label(MonthOf(Tomorrow().addingDays(20)).firstDay) == "2024-07-01")
    #expect(try context.label(AddingMonths(3, to: .thisMonth).firstDay) == "2024-09-01")
    #expect(try context.label(ThisMonth().addingMonths(7).firstDay) == "2025-01-01")
    #expect(try context.label(ThisMonth().addingMonths(-6).lastDay) == "2023-12-31")
    #expect(NextMonth() == ThisMonth().addingMonths(1))
    #expect(MonthOf(createdAt) == DateBuilder.Month.monthOf(createdAt))
  }

  @Test func monthOfAnInstantUsesTheContextsTimeZone() throws {
    let instant = try Date.utc("2024-07-01T02:00:00Z")  // still 30 June in New York
    let newYork = DateBuilder.Context.at(2024, 1, 1, in: "America/New_York")
    #expect(try newYork.label(MonthOf(instant).firstDay) == "2024-06-01")
    #expect(try context.label(MonthOf(instant).firstDay) == "2024-07-01")
  }

  @Test func firstWeekdayOfTheMonth() throws {
    // June 2024 starts on a Saturday.
    #expect(try context.label(ThisMonth().first(.saturday)) == "2024-06-01")
    #expect(try context.label(ThisMonth().first(.friday)) == "2024-06-07")
    #expect(try context.label(ExactMonth(year: 2021, month: 3).first(.monday)) == "2021-03-01")
  }

  @Test func ordinalWeekdaysOfTheMonth() throws {
    let march = ExactMonth(year: 2024, month: 3)  // Fridays: 1, 8, 15, 22, 29
    #expect(try context.label(march.weekday(.first, .friday)) == "2024-03-01")
    #expect(try context.label(march.weekday(.second, .friday)) == "2024-03-08")
    #expect(try context.label(march.weekday(.third, .friday)) == "2024-03-15")
    #expect(try context.label(march.weekday(.fourth, .friday)) == "2024-03-22")
    #expect(try context.label(march.weekday(.fifth, .friday)) == "2024-03-29")
    #expect(try context.label(march.weekday(.last, .friday)) == "2024-03-29")
    #expect(try context.label(march.weekday(.last, .sunday)) == "2024-03-31")
    #expect(try context.label(march.weekday(.last, .thursday)) == "2024-03-28")
    #expect(try context.label(ExactMonth(year: 2024, month: 2).weekday(.last, .thursday)) == "2024-02-29")
  }

  @Test func aMonthWithoutTheFifthWeekdayHasNoSuchDay() throws {
    let february = ExactMonth(year: 2024, month: 2)  // Fridays: 2, 9, 16, 23
    #expect(throws: DateBuilderError.noSuchWeekday(ordinal: 5, weekday: 6, year: 2024, month: 2)) {
      try february.weekday(.fifth, .friday).dateComponents(in: context)
    }
    #expect(throws: DateBuilderError.noSuchWeekday(ordinal: 5, weekday: 6, year: 2024, month: 2)) {
      try february.weekday(.fifth, .friday).at(hour: 9, minute: 0).date(in: context)
    }
    DateBuilder.withContext(context) {
      #expect(february.weekday(.fifth, .friday).dateComponentsIfExists() == nil)
      #expect(february.weekday(.fifth, .friday).at(hour: 9, minute: 0).dateIfExists() == nil)
      #expect(february.weekday(.fifth, .friday).at(hour: 9, minute: 0).dateComponentsIfExists() == nil)
      #expect(february.weekday(.fifth, .friday).at(hour: 9, minute: 0).date() == .distantPast)
    }
  }

  @Test func allDaysIsAsLongAsTheMonth() throws {
    let leapFebruary = try ExactMonth(year: 2024, month: 2).allDays.dateComponents(in: context)
    #expect(leapFebruary.count == 29)
    #expect(leapFebruary.first.map(context.day) == "2024-02-01")
    #expect(leapFebruary.last.map(context.day) == "2024-02-29")
    #expect(try ExactMonth(year: 2100, month: 2).allDays.dateComponents(in: context).count == 28)
    #expect(try ExactMonth(year: 2025, month: 4).allDays.dateComponents(in: context).count == 30)
    let july = try ThisMonth().addingMonths(1).allDays.at(hour: 8, minute: 0).dates(in: context)
    #expect(july.count == 31)
    #expect(july.first.map(context.local) == "2024-07-01 08:00:00")
    #expect(july.last.map(context.local) == "2024-07-31 08:00:00")
  }

  @Test func hebrewMonthsCountedFarFromTheAnchorAreTheMonthsWalkedOneByOne() throws {
    // Foundation moves a Hebrew first of the month forward by 223 to 234 months (plus whole
    // 235-month cycles) one month short: Elul 5744 would be skipped.
    var hebrew = Calendar(identifier: .hebrew)
    hebrew.timeZone = Zones.named("Asia/Jerusalem")
    let context = DateBuilder.Context(now: Date(timeIntervalSince1970: 0), calendar: hebrew)
    func label(_ components: DateComponents) -> String {
      "\(components.year ?? 0)-\(components.month ?? 0)-\(components.day ?? 0)"
    }
    let elul = try ExactMonth(year: 5726, month: 13).addingMonths(223).firstDay.dateComponents(in: context)
    #expect(label(elul) == "5744-13-1")
    let series = try EveryMonth(forMonths: 226, starting: ExactMonth(year: 5726, month: 13)).firstDay
      .dateComponents(in: context)
    #expect(series.suffix(4).map(label) == ["5744-12-1", "5744-13-1", "5745-1-1", "5745-2-1"])
    for start in [(5726, 13), (5780, 1), (5784, 6), (5784, 7)] {
      guard let first = hebrew.date(from: DateComponents(year: start.0, month: start.1, day: 1)) else {
        continue
      }
      var walked = first
      for count in 1...480 {
        walked = try #require(hebrew.date(byAdding: .month, value: 1, to: walked))
        guard (220...240).contains(count % 235) || count % 100 == 0 else { continue }
        let counted = try ExactMonth(year: start.0, month: start.1).addingMonths(count).firstDay
          .dateComponents(in: context)
        let expected = hebrew.dateComponents([.year, .month, .day], from: walked)
        #expect(label(counted) == label(expected), "\(start) + \(count) months")
      }
    }
  }
}

/// Foundation's Chinese calendar labels the last day of the lunar months from 30 August 2057 and
/// 9 July 2097 as day 0: a numbered day of such a month is the day with that label, or a typed
/// error, never another day.
struct ChineseMonthsLabelledZeroTests {
  @Test(arguments: [(2057, 9, 1), (2097, 7, 20)])
  func aNumberedDayIsTheDayWithThatLabelOrAnError(year: Int, month: Int, day: Int) throws {
    var chinese = Calendar(identifier: .chinese)
    chinese.timeZone = TimeZone(identifier: "Asia/Shanghai") ?? .gmt
    var gregorian = Calendar(identifier: .gregorian)
    gregorian.timeZone = chinese.timeZone
    let now = try #require(gregorian.date(from: DateComponents(year: year, month: month, day: day, hour: 4)))
    let context = DateBuilder.Context(now: now, calendar: chinese)
    let month = try #require(chinese.dateInterval(of: .month, for: now))
    for number in 1...31 {
      for clamped in [false, true] {
        let found: Date
        do {
          found = try ThisMonth().day(number, clamped: clamped).at(hour: 12, minute: 0).date(in: context)
        } catch {
          continue  // a typed error
        }
        #expect(month.contains(found))
        let label = chinese.component(.day, from: found)
        #expect(
          label == number || (clamped && label < number && label >= 1), "day \(number), clamped \(clamped)")
      }
    }
    let first = try ThisMonth().day(1).at(hour: 12, minute: 0).date(in: context)
    #expect(chinese.component(.day, from: first) == 1)
  }
}
