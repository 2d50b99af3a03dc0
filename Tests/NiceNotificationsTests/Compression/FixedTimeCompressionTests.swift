import Foundation
import NiceNotifications
import NiceNotificationsTesting
import Testing
import TestSupport

/// A constant series at a fixed time is one repeating request however its time is written:
/// `.at(hour:minute:)`, `.at(TimeOfDay(…))` and `.at(.time(…))` plan alike, daily, weekly,
/// monthly and yearly, in zones with DST.
struct FixedTimeCompressionTests {
  /// A fixed 08:15 on a series of days, written one way.
  enum Spelling: String, CaseIterable, CustomStringConvertible {
    case hourMinute, timeOfDay, staticTime

    var description: String { rawValue }

    func at<Extent>(
      _ days: DateBuilder.Series<DateBuilder.Day, Extent>, hour: Int, minute: Int
    ) -> DateBuilder.Series<DateBuilder.ResolvedDate, Extent> {
      switch self {
      case .hourMinute: days.at(hour: hour, minute: minute)
      case .timeOfDay: days.at(TimeOfDay(hour: hour, minute: minute))
      case .staticTime: days.at(.time(hour: hour, minute: minute))
      }
    }
  }

  enum Kind: String, CaseIterable, CustomStringConvertible {
    case daily, weekly, monthly, yearly

    var description: String { rawValue }

    var days: DateBuilder.Series<DateBuilder.Day, DateBuilder.Unbounded> {
      switch self {
      case .daily: EveryDay(starting: .today)
      case .weekly: EveryWeek(starting: .thisWeek).weekday(.thursday)
      case .monthly: EveryMonth(starting: .thisMonth).firstDay.addingDays(19)
      case .yearly: EveryYear(starting: .thisYear).firstMonth.addingMonths(10).firstDay.addingDays(2)
      }
    }
  }

  func plan(_ kind: Kind, _ spelling: Spelling, in context: DateBuilder.Context) async -> ReschedulePlan {
    let timeline = NotificationsTimeline {
      spelling.at(kind.days, hour: 8, minute: 15).schedule(title: "Habit")
    }
    return await ReschedulePlanner.plan(
      [PlanningGroup(identifier: "g", timeline: timeline)], pending: [], in: context, capacity: 64)
  }

  /// What decides how a plan schedules: compressed or not, and each addition's identifier,
  /// trigger and fire date.
  func shape(_ plan: ReschedulePlan) -> [String] {
    ["compressed \(plan.groups["g"]?.compressed ?? -1)"]
      + plan.additions.map { "\($0.identifier) \(String(describing: $0.trigger))" }
      + (plan.scheduled["g"] ?? []).map { "\($0.identifier) \(String(describing: $0.fireDate))" }
  }

  @Test(
    arguments: Spelling.allCases,
    [
      DateBuilder.Context.fixed(2026, 3, 7, 12, 0, in: "America/New_York"),
      DateBuilder.Context.fixed(2026, 10, 24, 9, 0, in: "Europe/Berlin"),
      DateBuilder.Context.fixed(2026, 4, 4, 23, 0, in: "Australia/Lord_Howe"),
    ])
  func everySpellingOfAFixedTimePlansAsAtHourMinute(_ spelling: Spelling, _ context: DateBuilder.Context)
    async
  {
    for kind in Kind.allCases {
      let reference = await plan(kind, .hourMinute, in: context)
      let spelled = await plan(kind, spelling, in: context)
      #expect(reference.groups["g"]?.compressed == 1, "\(kind)")
      #expect(shape(spelled) == shape(reference), "\(kind) \(spelling)")
    }
  }

  @Test func fortyHabitsAtATimeOfDayDeliverEveryReminderForAMonth() async {
    // New York, 1 March 2026, 06:00; the clocks go forward on 8 March.
    let context = DateBuilder.Context.fixed(2026, 3, 1, 6, 0, in: "America/New_York")
    let center = simulator(context)
    let notifications = frontDoor(over: center)
    let group = FixedGroup("habits") {
      for habit in 0..<40 {
        EveryDay(starting: .today).at(TimeOfDay(hour: 8, minute: 0)).schedule(title: "Habit \(habit)")
      }
    }
    let report = await notifications.reschedule(group: group, permissionStrategy: .scheduleIfSystemAllowed)
    #expect(report.plan?.groups["habits"]?.compressed == 40)
    #expect(report.added.count == 40)
    await center.advance(by: 30 * 86_400)
    let deliveries = await center.events.compactMap(\.delivery)
    #expect(deliveries.count == 1_200)
    var calendar = context.calendar
    calendar.timeZone = context.timeZone
    #expect(deliveries.allSatisfy { calendar.component(.hour, from: $0.date) == 8 })
  }

  /// Content given as a value — with user info, a thread, a category — is the same at every
  /// occurrence, so it compresses as a title does; an expression, evaluated per occurrence, does not.
  @Test(
    arguments: [
      DateBuilder.Context.fixed(2026, 3, 7, 12, 0, in: "America/New_York"),
      DateBuilder.Context.fixed(2026, 10, 24, 9, 0, in: "Europe/Berlin"),
    ])
  func contentGivenAsAValueCompressesAndAnExpressionDoesNot(_ context: DateBuilder.Context) async {
    let content = {
      var content = NotificationContent(title: "Stretch", body: "Tap Done", userInfo: ["habit": "stretch"])
      content.threadIdentifier = "habits"
      return content
    }()
    for kind in Kind.allCases {
      let value = NotificationsTimeline {
        kind.days.at(hour: 8, minute: 15).schedule(content: content).withCategory("habit")
      }
      let expression = NotificationsTimeline {
        kind.days.at(hour: 8, minute: 15).schedule(with: content)
      }
      let compressed = await ReschedulePlanner.plan(
        [PlanningGroup(identifier: "g", timeline: value)], pending: [], in: context, capacity: 64)
      let expanded = await ReschedulePlanner.plan(
        [PlanningGroup(identifier: "g", timeline: expression)], pending: [], in: context, capacity: 64)
      #expect(compressed.groups["g"]?.compressed == 1, "\(kind)")
      #expect(compressed.additions.count == 1, "\(kind)")
      let added = compressed.additions.first?.content
      #expect(added?.userInfo == ["habit": "stretch"] && added?.threadIdentifier == "habits", "\(kind)")
      #expect(added?.categoryIdentifier == "habit", "\(kind)")
      #expect(expanded.groups["g"]?.compressed == 0, "\(kind)")
      #expect(expanded.additions.count > 1, "\(kind)")
    }
  }
}
