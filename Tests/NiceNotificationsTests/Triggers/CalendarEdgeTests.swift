import Foundation
import NiceNotifications
import NiceNotificationsTesting
import Testing
import TestSupport

/// Days that some months or years lack.
///
/// A reminder on 29 February fires in leap years only,
/// one on the 31st in months that have one — unless the app asks for the clamped form, which
/// falls on the month's last day. The planner (one-shot requests on real dates) and the
/// simulator (matching a repeating trigger) agree, because both ask
/// `NotificationTrigger.nextFireDate(after:in:)`.
struct CalendarEdgeTests {
  static let berlin = Zones.named("Europe/Berlin")

  static func context(_ year: Int, _ month: Int, _ day: Int) -> DateBuilder.Context {
    DateBuilder.Context.fixed(year, month, day, 12, 0, in: "Europe/Berlin")
  }

  static func labels(_ dates: [Date]) -> [String] {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = berlin
    return dates.map { date in
      let c = calendar.dateComponents([.year, .month, .day, .hour], from: date)
      return "\(c.year ?? 0)-\(c.month ?? 0)-\(c.day ?? 0) \(c.hour ?? 0)h"
    }
  }

  @Test func aYearlyTwentyNinthOfFebruaryComesInLeapYearsOnly() throws {
    let dates = try EveryYear(forYears: 9, starting: .thisYear).firstMonth.addingMonths(1).day(29)
      .at(hour: 9, minute: 0).dates(in: Self.context(2026, 1, 10))
    #expect(Self.labels(dates) == ["2028-2-29 9h", "2032-2-29 9h"])
  }

  @Test func theClampedFormFallsOnTheTwentyEighthInCommonYears() throws {
    let dates = try EveryYear(forYears: 3, starting: .thisYear).firstMonth.addingMonths(1).day(
      29, clamped: true
    )
    .at(hour: 9, minute: 0).dates(in: Self.context(2026, 1, 10))
    #expect(Self.labels(dates) == ["2026-2-28 9h", "2027-2-28 9h", "2028-2-29 9h"])
  }

  @Test func aMonthlyThirtyFirstSkipsShortMonthsOrClamps() throws {
    let context = Self.context(2026, 3, 1)
    let plain = try EveryMonth(forMonths: 4, starting: .thisMonth).day(31).at(hour: 9, minute: 0).dates(
      in: context)
    #expect(Self.labels(plain) == ["2026-3-31 9h", "2026-5-31 9h"])  // April and June have 30 days
    let clamped = try EveryMonth(forMonths: 4, starting: .thisMonth).day(31, clamped: true)
      .at(hour: 9, minute: 0).dates(in: context)
    #expect(Self.labels(clamped) == ["2026-3-31 9h", "2026-4-30 9h", "2026-5-31 9h", "2026-6-30 9h"])
  }

  @Test func aRepeatingTriggerOnTheTwentyNinthOfFebruaryWaitsForALeapYear() {
    let trigger = NotificationTrigger.calendar(DateComponents(month: 2, day: 29, hour: 9), repeats: true)
    let next = trigger.nextFireDate(after: Self.context(2026, 1, 10).now, in: Self.context(2026, 1, 10))
    #expect(next.map { Self.labels([$0]) } == ["2028-2-29 9h"])
    // Across 2100, which is not a leap year: 2096, then 2104.
    let later = trigger.nextFireDate(after: Self.context(2096, 3, 1).now, in: Self.context(2096, 3, 1))
    #expect(later.map { Self.labels([$0]) } == ["2104-2-29 9h"])
  }

  @Test func aRepeatingTriggerOnTheThirtyFirstSkipsShortMonths() {
    let trigger = NotificationTrigger.calendar(DateComponents(day: 31, hour: 9), repeats: true)
    let next = trigger.nextFireDate(after: Self.context(2026, 6, 5).now, in: Self.context(2026, 6, 5))
    #expect(next.map { Self.labels([$0]) } == ["2026-7-31 9h"])
  }

  @Test func aTimeTheClocksSkipStillFiresThatDay() {
    // 29 March 2026 in Berlin has no 02:30: the trigger fires at 03:00, the first moment after.
    let trigger = NotificationTrigger.calendar(DateComponents(hour: 2, minute: 30), repeats: true)
    let next = trigger.nextFireDate(after: Self.context(2026, 3, 28).now, in: Self.context(2026, 3, 28))
    #expect(next.map { Self.labels([$0]) } == ["2026-3-29 3h"])
  }

  @Test func theSimulatorFiresTheRepeatingTwentyNinthOnlyInALeapYear() async throws {
    let phone = try SimulatedNotificationCenter(
      startingAt: 2027, 2, 27, hour: 12, in: Self.berlin, authorization: .authorized)
    try await phone.add(
      NotificationRequest(
        identifier: "leap", content: NotificationContent(title: "Leap day"),
        trigger: .calendar(DateComponents(month: 2, day: 29, hour: 9), repeats: true)))
    await phone.advance(by: 400 * 86_400)  // through 1 March 2027 and on to 2028
    let fired = await phone.events.compactMap { event -> Date? in
      if case .delivered(_, _, let date) = event { date } else { nil }
    }
    #expect(Self.labels(fired) == ["2028-2-29 9h"])
  }
}
