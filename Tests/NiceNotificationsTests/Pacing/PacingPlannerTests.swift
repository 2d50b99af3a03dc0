import Foundation
import NiceNotifications
import Testing
import TestSupport

/// The planner paces what it schedules, in Berlin the week its clocks fall back.
///
/// Moves keep the occurrence's identity, skips take no slot, a repeating series stays one
/// request where pacing leaves its pattern intact and becomes one-shots where it does not.
struct PacingPlannerTests {
  /// Tuesday 20 October 2026, noon in Berlin; the clocks fall back on Sunday the 25th.
  let context = DateBuilder.Context.fixed(2026, 10, 20, 12, 0)

  static func night() throws -> QuietHours {
    try QuietHours(from: .time(hour: 22, minute: 0), to: .time(hour: 7, minute: 0))
  }

  func plan(_ groups: [PlanningGroup], pacing: Pacing, capacity: Int = 64) async -> ReschedulePlan {
    await ReschedulePlanner.plan(
      groups, pending: [], in: context, capacity: capacity, policy: PlanningPolicy(pacing: pacing))
  }

  func late(days: Int = 7, choice: PacingChoice? = nil) -> NotificationsTimeline {
    let entry = EveryDay(forDays: days, starting: .tomorrow).at(hour: 23, minute: 0).schedule(title: "late")
    return NotificationsTimeline { choice.map { entry.whenPaced($0) } ?? entry }
  }

  @Test func anOccurrenceInsideQuietHoursMovesToTheirEndAndKeepsItsIdentity() async throws {
    let unpaced = await plan([PlanningGroup(identifier: "late", timeline: late())], pacing: .none)
    let paced = await plan(
      [PlanningGroup(identifier: "late", timeline: late())], pacing: try Pacing(quietHours: Self.night()))
    let times = paced.scheduled["late"]?.map { context.local($0.fireDate) }
    #expect(times == (22...28).map { "2026-10-\($0) 07:00" })
    #expect(paced.scheduled["late"]?.map(\.identifier) == unpaced.scheduled["late"]?.map(\.identifier))
    #expect(paced.paced.count == 7)
    #expect(paced.paced.allSatisfy { $0.reason == .quietHours && !$0.isSkipped })
    #expect(paced.groups["late"]?.paced == paced.paced)
    #expect(paced.paced.map { context.local($0.fireDate) } == (21...27).map { "2026-10-\($0) 23:00" })
  }

  /// The notice where the window ends keeps the app's quiet hours; the refill date stays at the
  /// first occurrence kept out, so a refresh comes no later.
  @Test(arguments: [
    (23, "2026-10-24 23:00", "2026-10-25 07:00"), (6, "2026-10-24 06:00", "2026-10-24 07:00"),
    (12, "2026-10-24 12:00", "2026-10-24 12:00"),
  ])
  func theTailNoticeWaitsForTheEndOfQuietHours(hour: Int, refill: String, notice: String) async throws {
    let timeline = NotificationsTimeline {
      EveryDay(forDays: 7, starting: .tomorrow).at(hour: hour, minute: 0).schedule(title: "reminder")
    }
    let policy = PlanningPolicy(
      tailNotice: TailNotice(content: NotificationContent(title: "Open the app")),
      pacing: try Pacing(quietHours: Self.night()))
    let plan = await ReschedulePlanner.plan(
      [PlanningGroup(identifier: "reminder", timeline: timeline)], pending: [], in: context, capacity: 4,
      policy: policy)
    #expect(plan.scheduled["reminder"]?.count == 3)
    #expect(plan.refillDate.map(context.local) == refill)
    let tail = try #require(plan.additions.first { $0.identifier == TailNotice.identifier })
    #expect(tail.trigger?.nextFireDate(after: context.now, in: context).map(context.local) == notice)
  }

  @Test func anEntryThatSkipsInsideQuietHoursTakesNoSlot() async throws {
    let groups = [
      PlanningGroup(identifier: "late", timeline: late(choice: .skip)),
      PlanningGroup(
        identifier: "noon",
        timeline: NotificationsTimeline {
          EveryDay(forDays: 3, starting: .tomorrow).at(hour: 12, minute: 0).schedule(title: "noon")
        }),
    ]
    let plan = await plan(groups, pacing: try Pacing(quietHours: Self.night()), capacity: 3)
    #expect(plan.scheduled["late"] == nil)
    #expect(plan.scheduled["noon"]?.count == 3)
    // Soonest first, the window closes after noon on the 23rd: the two late ones before it were skipped.
    #expect(
      plan.paced.filter(\.isSkipped).map { context.local($0.fireDate) } == [
        "2026-10-21 23:00", "2026-10-22 23:00",
      ])
  }

  @Test func aGroupsOwnQuietHoursReplaceTheApps() async throws {
    let pacing = try Pacing(quietHours: Self.night(), groupQuietHours: ["late": nil])
    let plan = await plan([PlanningGroup(identifier: "late", timeline: late())], pacing: pacing)
    #expect(plan.scheduled["late"]?.allSatisfy { context.local($0.fireDate).hasSuffix("23:00") } == true)
    #expect(plan.paced.isEmpty)
  }

  @Test func aDailySeriesInsideQuietHoursStaysOneRepeatingRequestAtTheirEnd() async throws {
    let timeline = NotificationsTimeline {
      EveryDay(starting: .today).at(hour: 23, minute: 0).schedule(title: "late")
    }
    let plan = await plan(
      [PlanningGroup(identifier: "late", timeline: timeline)], pacing: try Pacing(quietHours: Self.night()))
    let scheduled = try #require(plan.scheduled["late"])
    #expect(scheduled.count == 1)
    #expect(scheduled.first?.repeatingPattern?.time == .time(hour: 7, minute: 0))
    #expect(plan.groups["late"]?.compressed == 1)
    #expect(
      plan.additions.first?.trigger == .calendar(DateComponents(hour: 7, minute: 0, second: 0), repeats: true)
    )
    #expect(plan.paced.map(\.reason) == [.quietHours])
  }

  @Test func aDailySeriesNeverInsideQuietHoursIsUnaffected() async throws {
    let timeline = NotificationsTimeline {
      EveryDay(starting: .today).at(hour: 12, minute: 0).schedule(title: "noon")
    }
    let plain = await plan([PlanningGroup(identifier: "noon", timeline: timeline)], pacing: .none)
    let paced = await plan(
      [PlanningGroup(identifier: "noon", timeline: timeline)], pacing: try Pacing(quietHours: Self.night()))
    #expect(paced.changes == plain.changes)
    #expect(paced.groups["noon"]?.compressed == 1)
    #expect(paced.paced.isEmpty)
  }

  @Test func aDailyLimitThatTakesSomeDaysOfASeriesMakesItOneShots() async throws {
    let habit = NotificationsTimeline {
      EveryDay(starting: .today).at(hour: 9, minute: 0).schedule(title: "habit")
    }
    let dose = NotificationsTimeline {
      ExactDay(year: 2026, month: 10, day: 23).at(hour: 12, minute: 0).schedule(title: "dose")
    }
    let pacing = try Pacing(dailyLimit: 1, priorities: ["meds": 1])
    let plan = await plan(
      [
        PlanningGroup(identifier: "habit", timeline: habit),
        PlanningGroup(identifier: "meds", timeline: dose),
      ],
      pacing: pacing, capacity: 10)
    let habitDays = try #require(plan.scheduled["habit"]).map { context.local($0.fireDate) }
    #expect(plan.groups["habit"]?.compressed == 0)
    #expect(habitDays.first == "2026-10-21 09:00")
    #expect(!habitDays.contains("2026-10-23 09:00"))
    #expect(plan.scheduled["meds"]?.map { context.local($0.fireDate) } == ["2026-10-23 12:00"])
    let leftOut = plan.paced.filter(\.isSkipped)
    #expect(leftOut.map { context.local($0.fireDate) } == ["2026-10-23 09:00"])
    #expect(leftOut.map(\.reason) == [.dailyLimit])
    #expect(plan.groups["habit"]?.paced == leftOut)
  }

  @Test func aGapThatASeriesWouldBreakMakesItOneShotsAndHoldsAtEveryNotification() async throws {
    let habit = NotificationsTimeline {
      EveryDay(starting: .today).at(hour: 9, minute: 0).schedule(title: "habit")
    }
    let early = NotificationsTimeline {
      ExactDay(year: 2026, month: 10, day: 21).at(hour: 8, minute: 50).schedule(title: "early")
    }
    let plan = await plan(
      [
        PlanningGroup(identifier: "habit", timeline: habit),
        PlanningGroup(identifier: "early", timeline: early),
      ],
      pacing: try Pacing(minimumGap: 20 * 60), capacity: 8)
    #expect(plan.groups["habit"]?.compressed == 0)
    let dates = plan.scheduled.values.flatMap { $0.compactMap(\.fireDate) }.sorted()
    #expect(dates.count == 8)
    for (a, b) in zip(dates, dates.dropFirst()) { #expect(b.timeIntervalSince(a) >= 20 * 60) }
    #expect(plan.scheduled["habit"]?.first.map { context.local($0.fireDate) } == "2026-10-21 09:10")
    #expect(plan.paced.map(\.reason) == [.minimumGap])
  }

  @Test func theMinimumGapMovesTheLaterOfTwoNotificationsOrSkipsItByTheEntrysChoice() async throws {
    func timeline(_ minute: Int, _ choice: PacingChoice) -> NotificationsTimeline {
      NotificationsTimeline {
        ExactDay(year: 2026, month: 10, day: 25).at(hour: 10, minute: minute).schedule(title: "x").whenPaced(
          choice)
      }
    }
    let pacing = try Pacing(minimumGap: 30 * 60)
    let moved = await plan(
      [
        PlanningGroup(identifier: "a", timeline: timeline(0, .skip)),
        PlanningGroup(identifier: "b", timeline: timeline(10, .moveToEnd)),
      ],
      pacing: pacing)
    #expect(moved.scheduled["a"]?.map { context.local($0.fireDate) } == ["2026-10-25 10:00"])
    #expect(moved.scheduled["b"]?.map { context.local($0.fireDate) } == ["2026-10-25 10:30"])
    let skipped = await plan(
      [
        PlanningGroup(identifier: "a", timeline: timeline(0, .moveToEnd)),
        PlanningGroup(identifier: "b", timeline: timeline(10, .skip)),
      ],
      pacing: pacing)
    #expect(skipped.scheduled["b"] == nil)
    #expect(skipped.paced.map(\.reason) == [.minimumGap])
    #expect(skipped.paced.first?.isSkipped == true)
  }

  @Test func aHigherPriorityGroupKeepsItsOccurrencesOnAFullDay() async throws {
    func daily(_ hour: Int) -> NotificationsTimeline {
      NotificationsTimeline {
        EveryDay(forDays: 3, starting: .tomorrow).at(hour: hour, minute: 0).schedule(title: "x")
      }
    }
    let pacing = try Pacing(dailyLimit: 2, priorities: ["meds": 5])
    let plan = await plan(
      [
        PlanningGroup(identifier: "chat", timeline: daily(8)),
        PlanningGroup(identifier: "news", timeline: daily(9)),
        PlanningGroup(identifier: "meds", timeline: daily(21)),
      ],
      pacing: pacing)
    #expect(plan.scheduled["meds"]?.count == 3)
    #expect(plan.scheduled["chat"]?.count == 3)
    #expect(plan.scheduled["news"] == nil)
    #expect(plan.paced.filter { $0.group == "news" }.allSatisfy { $0.isSkipped && $0.reason == .dailyLimit })
  }
}
