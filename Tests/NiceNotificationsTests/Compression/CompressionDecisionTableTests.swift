import Foundation
import NiceNotifications
import Testing
import TestSupport

/// Which entries a plan writes as one repeating request, and with which trigger: one table
/// over the series forms, the content, the time's meaning, the calendar and the extent, in
/// zones with DST.
struct CompressionDecisionTableTests {
  /// What a plan for one entry is expected to write.
  enum Expected: Sendable, CustomStringConvertible {
    /// One repeating calendar request: the pattern's text and the trigger's components.
    case repeating(String, DateComponents)
    /// One-time requests only.
    case oneShots

    var description: String {
      switch self {
      case .repeating(let text, _): text
      case .oneShots: "one-shots"
      }
    }
  }

  /// One row: an entry, the context it is planned in, and what the plan writes.
  struct Row: Sendable, CustomStringConvertible {
    var name: String
    var entry: NotificationsTimeline.Entry
    var context: DateBuilder.Context
    var expected: Expected

    var description: String { "\(name) → \(expected)" }
  }

  /// A time of day, and the days that pin it, as a repeating calendar trigger's components.
  static func components(
    _ hour: Int, _ minute: Int, weekday: Int? = nil, day: Int? = nil, month: Int? = nil
  ) -> DateComponents {
    DateComponents(month: month, day: day, hour: hour, minute: minute, second: 0, weekday: weekday)
  }

  /// Tuesday 20 October 2026 in Berlin, five days before its clocks fall back.
  static let berlin = DateBuilder.Context.fixed(2026, 10, 20, 12, 0)
  /// Saturday 7 March 2026 in New York, the day before its clocks skip 02:00–03:00.
  static let newYork = DateBuilder.Context.fixed(2026, 3, 7, 12, 0, in: "America/New_York")
  /// Saturday 3 October 2026 on Lord Howe, the day before its clocks skip 02:00–02:30.
  static let lordHowe = DateBuilder.Context.fixed(2026, 10, 3, 12, 0, in: "Australia/Lord_Howe")

  /// Berlin's context in another calendar.
  static func berlin(in identifier: Calendar.Identifier) -> DateBuilder.Context {
    var context = berlin
    var calendar = Calendar(identifier: identifier)
    calendar.timeZone = berlin.timeZone
    context.calendar = calendar
    return context
  }

  static let rows: [Row] = [
    // The series forms.
    Row(
      name: "every day at 08:00",
      entry: EveryDay(starting: .today).at(hour: 8, minute: 0).schedule(title: "Stretch"),
      context: berlin, expected: .repeating("daily 08:00", components(8, 0))),
    Row(
      name: "every Monday at 09:30",
      entry: EveryWeek(starting: .thisWeek).weekday(.monday).at(hour: 9, minute: 30).schedule(title: "Plan"),
      context: berlin, expected: .repeating("weekly on weekday 2 at 09:30", components(9, 30, weekday: 2))),
    Row(
      name: "the 15th of every month",
      entry: EveryMonth(starting: .thisMonth).firstDay.addingDays(14).at(hour: 10, minute: 0).schedule(
        title: "Rent"),
      context: berlin, expected: .repeating("monthly on day 15 at 10:00", components(10, 0, day: 15))),
    Row(
      name: "the 28th of every month",
      entry: EveryMonth(starting: .thisMonth).firstDay.addingDays(27).at(hour: 10, minute: 0).schedule(
        title: "Invoice"),
      context: berlin, expected: .repeating("monthly on day 28 at 10:00", components(10, 0, day: 28))),
    Row(
      name: "the 29th of every month, which February lacks",
      entry: EveryMonth(starting: .thisMonth).firstDay.addingDays(28).at(hour: 10, minute: 0).schedule(
        title: "Late"),
      context: berlin, expected: .oneShots),
    Row(
      name: "the 31st of every month",
      entry: EveryMonth(starting: .thisMonth).firstDay.addingDays(30).at(hour: 10, minute: 0).schedule(
        title: "End"),
      context: berlin, expected: .oneShots),
    Row(
      name: "the last day of every month",
      entry: EveryMonth(starting: .thisMonth).lastDay.at(hour: 18, minute: 0).schedule(title: "Close"),
      context: berlin, expected: .oneShots),
    Row(
      name: "the first Friday of every month",
      entry: EveryMonth(starting: .thisMonth).first(.friday).at(hour: 18, minute: 0).schedule(
        title: "Drinks"),
      context: berlin, expected: .oneShots),
    Row(
      name: "25 December every year",
      entry: EveryYear(starting: .thisYear).lastMonth.firstDay.addingDays(24).at(hour: 7, minute: 0).schedule(
        title: "Christmas"),
      context: berlin, expected: .repeating("yearly on 12/25 at 07:00", components(7, 0, day: 25, month: 12))),
    Row(
      name: "28 February every year",
      entry: EveryYear(starting: .thisYear).firstMonth.addingMonths(1).firstDay.addingDays(27).at(
        hour: 7, minute: 0
      ).schedule(title: "Almost spring"),
      context: berlin, expected: .repeating("yearly on 2/28 at 07:00", components(7, 0, day: 28, month: 2))),
    Row(
      name: "29 February every year",
      entry: EveryYear(starting: .thisYear).firstMonth.addingMonths(1).firstDay.addingDays(28).at(
        hour: 7, minute: 0
      ).schedule(title: "Leap day"),
      context: berlin, expected: .oneShots),
    // The time of day.
    Row(
      name: "a fixed time written as a TimeOfDay",
      entry: EveryDay(starting: .today).at(.time(hour: 8, minute: 0)).schedule(title: "Stretch"),
      context: berlin, expected: .repeating("daily 08:00", components(8, 0))),
    Row(
      name: "a time drawn for each day",
      entry: EveryDay(starting: .today).at(
        .randomTime(from: .time(hour: 9, minute: 0), to: .time(hour: 11, minute: 0))
      ).schedule(title: "Surprise"),
      context: berlin, expected: .oneShots),
    // The content.
    Row(
      name: "a content value",
      entry: EveryDay(starting: .today).at(hour: 8, minute: 0).schedule(
        content: NotificationContent(title: "Stretch")),
      context: berlin, expected: .repeating("daily 08:00", components(8, 0))),
    Row(
      name: "a content expression, made for each date",
      entry: EveryDay(starting: .today).at(hour: 8, minute: 0).schedule(
        with: NotificationContent(title: "Stretch")),
      context: berlin, expected: .oneShots),
    // The time's meaning.
    Row(
      name: "wall-clock time said outright",
      entry: EveryDay(starting: .today).at(hour: 8, minute: 0).schedule(title: "Stretch").timeMeaning(
        .wallClock),
      context: berlin, expected: .repeating("daily 08:00", components(8, 0))),
    Row(
      name: "time pinned to Tokyo",
      entry: EveryDay(starting: .today).at(hour: 8, minute: 0).schedule(title: "Market").timeMeaning(
        .pinned(Zones.named("Asia/Tokyo"))),
      context: berlin, expected: .oneShots),
    // The calendar.
    Row(
      name: "every day in the Hebrew calendar",
      entry: EveryDay(starting: .today).at(hour: 8, minute: 0).schedule(title: "Stretch"),
      context: berlin(in: .hebrew), expected: .oneShots),
    Row(
      name: "the 15th of every month in the Coptic calendar",
      entry: EveryMonth(starting: .thisMonth).firstDay.addingDays(14).at(hour: 10, minute: 0).schedule(
        title: "Rent"),
      context: berlin(in: .coptic), expected: .oneShots),
    // The extent.
    Row(
      name: "ten days",
      entry: EveryDay(forDays: 10, starting: .today).at(hour: 8, minute: 0).schedule(title: "Course"),
      context: berlin, expected: .oneShots),
    Row(
      name: "every day from three days ahead",
      entry: EveryDay(starting: AddingDays(3, to: .today)).at(hour: 8, minute: 0).schedule(title: "Later"),
      context: berlin, expected: .oneShots),
    // Clock changes ahead.
    Row(
      name: "02:30 every day the night before New York skips it",
      entry: EveryDay(starting: .today).at(hour: 2, minute: 30).schedule(title: "Night"),
      context: newYork, expected: .repeating("daily 02:30", components(2, 30))),
    Row(
      name: "02:00 every day the night before Lord Howe skips to 02:30",
      entry: EveryDay(starting: .today).at(hour: 2, minute: 0).schedule(title: "Two"),
      context: lordHowe, expected: .repeating("daily 02:00", components(2, 0))),
    Row(
      name: "Sunday 02:30 in Berlin, the week its clocks repeat 02:00–03:00",
      entry: EveryWeek(starting: .thisWeek).weekday(.sunday).at(hour: 2, minute: 30).schedule(
        title: "Sunday"),
      context: berlin, expected: .repeating("weekly on weekday 1 at 02:30", components(2, 30, weekday: 1))),
  ]

  @Test(arguments: rows)
  func anEntryIsOneRepeatingRequestExactlyWhenItsRowSays(_ row: Row) async {
    let plan = await ReschedulePlanner.plan(
      [PlanningGroup(identifier: "g", timeline: NotificationsTimeline { row.entry })], pending: [],
      in: row.context, capacity: 64)
    let patterns = (plan.scheduled["g"] ?? []).compactMap(\.repeatingPattern).map(\.description)
    #expect(!plan.additions.isEmpty)
    switch row.expected {
    case .repeating(let text, let components):
      #expect(patterns == [text])
      #expect(plan.groups["g"]?.compressed == 1)
      #expect(plan.additions.map(\.trigger) == [.calendar(components, repeats: true)])
    case .oneShots:
      #expect(patterns.isEmpty)
      #expect(plan.groups["g"]?.compressed == 0)
      #expect(plan.additions.allSatisfy { $0.trigger?.repeats == false })
    }
  }
}
