import Foundation
import NiceNotifications
import NiceNotificationsTesting
import Testing
import TestSupport

/// A dated calendar trigger that names no date fails its entry as `ExactDay` does.
struct ImpossibleDatedTriggerTests {
  /// Components that name no date, in a calendar: a day the month lacks, a time no day has, a
  /// month the calendar lacks, a leap month the year lacks, a year past its era's end.
  struct Case: Sendable, CustomTestStringConvertible {
    var calendar: Calendar.Identifier
    var zone: String
    var era: Int?
    var year: Int
    var month: Int
    var isLeapMonth = false
    var day: Int
    var hour = 9
    var minute = 0

    var testDescription: String {
      "\(calendar) \(era.map { "era \($0) " } ?? "")\(year)-\(month)\(isLeapMonth ? "L" : "")-\(day) \(hour):\(minute)"
    }

    var components: DateComponents {
      var components = DateComponents(
        era: era, year: year, month: month, day: day, hour: hour, minute: minute)
      if isLeapMonth { components.isLeapMonth = true }
      return components
    }

    /// The same date as an `ExactDay` names it.
    var exactDay: DateBuilder.ResolvedDate {
      let day =
        era != nil || isLeapMonth
        ? ExactDay(era: era, year: year, month: month, isLeapMonth: isLeapMonth, day: self.day)
        : ExactDay(year: year, month: month, day: self.day)
      return day.at(hour: hour, minute: minute)
    }

    var context: DateBuilder.Context {
      var calendar = Calendar(identifier: calendar)
      calendar.timeZone = Zones.named(zone)
      calendar.locale = Locale(identifier: "en_US")
      var gregorian = Calendar(identifier: .gregorian)
      gregorian.timeZone = calendar.timeZone
      let now = gregorian.date(from: DateComponents(year: 2026, month: 3, day: 1, hour: 10)) ?? .distantPast
      return DateBuilder.Context(now: now, calendar: calendar)
    }
  }

  static let cases: [Case] = [
    Case(calendar: .gregorian, zone: "Europe/Berlin", year: 2027, month: 2, day: 30),
    Case(calendar: .gregorian, zone: "America/New_York", year: 2027, month: 2, day: 29),
    Case(calendar: .gregorian, zone: "Europe/Berlin", year: 2027, month: 4, day: 31),
    Case(calendar: .gregorian, zone: "Europe/Berlin", year: 2027, month: 13, day: 1),
    Case(calendar: .gregorian, zone: "Australia/Lord_Howe", year: 2027, month: 2, day: 3, hour: 25),
    Case(calendar: .gregorian, zone: "Europe/Berlin", year: 2027, month: 2, day: 3, minute: 60),
    Case(calendar: .gregorian, zone: "Europe/Berlin", year: 2027, month: 6, isLeapMonth: true, day: 3),
    // The Chinese year 43 (2026) has no leap sixth month; a cycle has 60 years.
    Case(calendar: .chinese, zone: "Asia/Shanghai", era: 78, year: 43, month: 6, isLeapMonth: true, day: 8),
    Case(calendar: .chinese, zone: "America/Santiago", era: 78, year: 61, month: 1, day: 1),
    Case(calendar: .dangi, zone: "Asia/Seoul", era: 78, year: 43, month: 6, isLeapMonth: true, day: 8),
    Case(calendar: .chinese, zone: "Asia/Shanghai", era: 78, year: 43, month: 2, day: 31),
    // 5786 is not a Hebrew leap year: it has no Adar I (month 6).
    Case(calendar: .hebrew, zone: "Asia/Jerusalem", year: 5786, month: 6, day: 10),
    Case(calendar: .hebrew, zone: "Europe/Berlin", year: 5786, month: 14, day: 1),
    // Heisei ended in its 31st year.
    Case(calendar: .japanese, zone: "Asia/Tokyo", era: 235, year: 40, month: 5, day: 1),
    // The Coptic and Ethiopic thirteenth months have five or six days.
    Case(calendar: .coptic, zone: "Africa/Cairo", year: 1743, month: 13, day: 7),
    Case(calendar: .ethiopicAmeteMihret, zone: "Africa/Addis_Ababa", year: 2019, month: 13, day: 7),
    Case(calendar: .islamicCivil, zone: "Europe/Berlin", year: 1448, month: 1, day: 31),
    Case(calendar: .islamicUmmAlQura, zone: "America/New_York", year: 1448, month: 13, day: 1),
    Case(calendar: .buddhist, zone: "Asia/Bangkok", year: 2570, month: 2, day: 30),
    Case(calendar: .persian, zone: "Asia/Tehran", year: 1406, month: 12, day: 31),
  ]

  /// The failure the entry `entry` gives in `context`, and how many occurrences were passed over.
  private func outcome(
    _ entry: NotificationsTimeline.Entry, in context: DateBuilder.Context
  ) throws -> (errors: [TimelineError], skippedPast: Int, occurrences: Int) {
    var occurrences = try NotificationsTimeline { entry }.occurrences(forGroup: "g", in: context)
    var count = 0
    while occurrences.next() != nil { count += 1 }
    return (occurrences.failures.map(\.error), occurrences.skippedPast, count)
  }

  @Test func thirtiethOfFebruaryFailsAsExactDayDoes() throws {
    let context = DateBuilder.Context.fixed(2026, 11, 29, 10, 0)
    let trigger = NotificationTrigger.calendar(
      DateComponents(year: 2027, month: 2, day: 30, hour: 9), repeats: false)
    let fromTrigger = try outcome(trigger.schedule(title: "x"), in: context)
    #expect(fromTrigger.errors == [.invalidDates(.invalidDate(year: 2027, month: 2, day: 30))])
    #expect(fromTrigger.skippedPast == 0)
    let fromDay = try outcome(
      ExactDay(year: 2027, month: 2, day: 30).at(hour: 9, minute: 0).schedule(title: "x"), in: context)
    #expect(fromTrigger.errors == fromDay.errors)
  }

  @Test func aRescheduleOfTheThirtiethOfFebruaryFailsItsGroup() async throws {
    let phone = try SimulatedNotificationCenter(
      startingAt: 2026, 11, 29, hour: 10, in: Zones.named("Europe/Berlin"), authorization: .authorized)
    let trigger = NotificationTrigger.calendar(
      DateComponents(year: 2027, month: 2, day: 30, hour: 9), repeats: false)
    let group = AdHocGroup(identifier: "g", timeline: NotificationsTimeline { trigger.schedule(title: "x") })
    let report = await LocalNotifications(simulator: phone).reschedule(
      group: group, permissionStrategy: .scheduleIfSystemAllowed)
    guard case .failed(let reason)? = report.outcomes["g"] else {
      Issue.record("the group is \(String(describing: report.outcomes["g"])), not failed")
      return
    }
    #expect(reason.contains("2027-2-30 is not a day of the calendar"))
    #expect(report.plan?.skippedPast["g", default: 0] == 0)
    #expect(await phone.pendingRequests().isEmpty)
  }

  @Test(arguments: cases)
  func anImpossibleDatedTriggerFailsItsEntryAsExactDayDoes(_ impossible: Case) async throws {
    let context = impossible.context
    let fromDay = try outcome(impossible.exactDay.schedule(title: "x"), in: context)
    for repeats in [false, true] {
      let trigger = NotificationTrigger.calendar(impossible.components, repeats: repeats)
      let fromTrigger = try outcome(trigger.schedule(title: "x"), in: context)
      #expect(fromTrigger.errors.count == 1)
      #expect(fromTrigger.errors == fromDay.errors)
      #expect(fromTrigger.skippedPast == 0 && fromTrigger.occurrences == 0)
      // The planner rejects the entry: nothing is added, nothing counted as past.
      let plan = await ReschedulePlanner.plan(
        [PlanningGroup(identifier: "g", timeline: NotificationsTimeline { trigger.schedule(title: "x") })],
        pending: [], in: context, capacity: 64)
      #expect(plan.additions.isEmpty)
      #expect(plan.rejections.count == 1)
      #expect(plan.skippedPast["g", default: 0] == 0)
    }
  }
}
