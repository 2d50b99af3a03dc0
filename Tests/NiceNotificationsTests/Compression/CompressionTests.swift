import Foundation
import NiceNotifications
import NiceNotificationsTesting
import Testing
import TestSupport

/// Periodic reminders that outlive the cap: constant unbounded series become one repeating
/// request each, checked against the same series expanded into one-shots on the simulator.
struct CompressionTests {
  let berlin = DateBuilder.Context.fixed(2026, 10, 20, 12, 0)

  func plan(
    _ timeline: NotificationsTimeline, handled: Set<String> = [], at context: DateBuilder.Context? = nil
  )
    async -> ReschedulePlan
  {
    await ReschedulePlanner.plan(
      [PlanningGroup(identifier: "g", timeline: timeline, handled: handled)], pending: [],
      in: context ?? berlin, capacity: 64)
  }

  func patterns(_ plan: ReschedulePlan) -> [String] {
    (plan.scheduled["g"] ?? []).compactMap(\.repeatingPattern).map(\.description)
  }

  // MARK: What compresses

  @Test func constantUnboundedSeriesBecomeOneRepeatingRequestEach() async {
    let plan = await plan(
      NotificationsTimeline {
        EveryDay(starting: .today).at(hour: 8, minute: 0).schedule(title: "Stretch")
        EveryWeek(starting: .thisWeek).weekday(.monday).at(hour: 9, minute: 30).schedule(
          title: "Plan the week")
        EveryMonth(starting: .thisMonth).firstDay.addingDays(14).at(hour: 10, minute: 0).schedule(
          title: "Pay rent")
        EveryYear(starting: .thisYear).lastMonth.firstDay.addingDays(24).at(hour: 7, minute: 0)
          .schedule(title: "Merry Christmas")
      })
    #expect(plan.additions.count == 4)
    #expect(
      Set(patterns(plan)) == [
        "daily 08:00", "weekly on weekday 2 at 09:30", "monthly on day 15 at 10:00",
        "yearly on 12/25 at 07:00",
      ])
    #expect(plan.additions.allSatisfy { $0.trigger?.repeats == true })
    #expect(plan.groups["g"]?.compressed == 4)
    #expect(plan.refillDate == nil)
  }

  @Test(arguments: [Calendar.Identifier.coptic, .hebrew, .islamicCivil, .chinese])
  func aCalendarWhoseMonthsAreNotTheGregorianOnesKeepsOneShots(_ identifier: Calendar.Identifier) async {
    // The Coptic calendar's thirteenth month has five or six days: a trigger on day 21 of
    // every month would fire on days the series does not have.
    var context = berlin
    var calendar = Calendar(identifier: identifier)
    calendar.timeZone = berlin.timeZone
    context.calendar = calendar
    let plan = await plan(
      NotificationsTimeline {
        EveryMonth(starting: .thisMonth).firstDay.addingDays(20).at(hour: 9, minute: 0).schedule(
          title: "Rent")
        EveryDay(starting: .today).at(hour: 8, minute: 0).schedule(title: "Stretch")
      }, at: context)
    #expect(patterns(plan).isEmpty)
    #expect(plan.additions.count == 64)
    #expect(plan.additions.allSatisfy { $0.trigger?.repeats == false })
  }

  @Test func seriesThatAreNotExactlyARepeatingTriggerStayOneShots() async {
    let timeline = NotificationsTimeline {
      EveryDay(forDays: 10, starting: .today).at(hour: 8, minute: 0).schedule(title: "ends")
      EveryDay(starting: .today).at(hour: 9, minute: 0).schedule { (date: Date) in
        NotificationContent(title: "changes \(date.timeIntervalSince1970)")
      }
      EveryMonth(starting: .thisMonth).lastDay.at(hour: 18, minute: 0).schedule(title: "last day")
      EveryMonth(starting: .thisMonth).first(.friday).at(hour: 18, minute: 0).schedule(title: "first Friday")
      EveryMonth(starting: .thisMonth).firstDay.addingDays(29).at(hour: 18, minute: 0).schedule(
        title: "day 30")
      EveryDay(starting: .today).at(hour: 9, minute: 0).schedule(title: "pinned")
        .timeMeaning(.pinned(TimeZone(identifier: "Asia/Tokyo") ?? .current))
      EveryDay(starting: AddingDays(3, to: .today)).at(hour: 9, minute: 0).schedule(title: "not started")
    }
    let plan = await plan(timeline)
    #expect(patterns(plan).isEmpty)
    #expect(plan.additions.allSatisfy { $0.trigger?.repeats == false })
  }

  @Test func anEntryWithAnOccurrenceMarkedDoneIsNotCompressed() async {
    let timeline = NotificationsTimeline {
      EveryDay(starting: .today).at(hour: 20, minute: 0).schedule(title: "Pill")
    }
    let plan = await plan(timeline, handled: ["g:0:20261020T200000"])
    #expect(patterns(plan).isEmpty)
    #expect(plan.additions.first?.identifier == "g:0:20261021T200000")
  }

  @Test func theDryRunCanExpandInstead() async {
    let plan = await ReschedulePlanner.plan(
      [
        PlanningGroup(
          identifier: "g",
          timeline: NotificationsTimeline {
            EveryDay(starting: .today).at(hour: 8, minute: 0).schedule(title: "x")
          })
      ], pending: [], in: berlin, capacity: 64, policy: PlanningPolicy(compressesRepeatingEntries: false))
    #expect(plan.additions.count == 64)
  }

  // MARK: The device fires them at the same times

  /// Delivers `entry` for `days` on the simulator, compressed or expanded (rescheduling
  /// daily when expanded), and returns the delivery times as wall-clock text in `zone`.
  func deliveries(
    of timeline: NotificationsTimeline, compressed: Bool, days: Int, zone identifier: String,
    from start: DateBuilder.Context? = nil, travelTo: String? = nil
  ) async -> [String] {
    let context = start ?? DateBuilder.Context.fixed(2026, 10, 20, 12, 0, in: identifier)
    let center = simulator(context)
    let notifications = LocalNotifications(
      center: center, permissionStore: InMemoryGroupPermissionStore(),
      policy: PlanningPolicy(compressesRepeatingEntries: compressed)
    ) {
      var now = DateBuilder.Context.current
      now.now = await center.now
      now.calendar = await center.calendar
      return now
    }
    let group = TimelineGroup(groupIdentifier: "g", fixed: timeline)
    await notifications.reschedule(group: group, permissionStrategy: .scheduleIfSystemAllowed)
    for day in 1...days {
      if day == days / 2, let travelTo { await center.setTimeZone(zone(travelTo)) }
      await center.advance(by: 86_400)
      if !compressed {
        await notifications.reschedule(group: group, permissionStrategy: .scheduleIfSystemAllowed)
      }
    }
    // Each delivery as the device's clock showed it then: the zone changes with the trip.
    var calendar = context.calendar
    var text: [String] = []
    for event in await center.events {
      if case .timeZoneChanged(let zone, _) = event { calendar.timeZone = zone }
      guard let delivery = event.delivery else { continue }
      let parts = calendar.dateComponents([.month, .day, .hour, .minute], from: delivery.date)
      text.append("\(parts.month ?? 0)/\(parts.day ?? 0) \(parts.hour ?? 0):\(parts.minute ?? 0)")
    }
    return text
  }

  @Test(arguments: ["America/New_York", "Europe/Berlin", "Australia/Lord_Howe", "America/Santiago"])
  func aCompressedSeriesFiresWhenTheExpandedOneWouldAcrossClockChanges(zone: String) async throws {
    // 02:30 does not exist on spring-forward days in some of these zones, and 01:30 happens
    // twice on fall-back days; each zone's two changes after September 2026 are run through.
    let timeline = NotificationsTimeline {
      EveryDay(starting: .today).at(hour: 2, minute: 30).schedule(title: "Night")
      // 02:00 starts Lord Howe's half-hour gap: it fires at 02:30 that day.
      EveryDay(starting: .today).at(hour: 2, minute: 0).schedule(title: "Two")
      EveryWeek(starting: .thisWeek).weekday(.sunday).at(hour: 1, minute: 30).schedule(title: "Weekly")
      EveryWeek(starting: .thisWeek).weekday(.sunday).at(hour: 2, minute: 30).schedule(title: "Sunday night")
    }
    let days = 16
    var cursor = DateBuilder.Context.fixed(2026, 9, 1, 12, 0, in: zone).now
    for _ in 0..<2 {
      let change = try #require(Zones.named(zone).nextDaylightSavingTimeTransition(after: cursor))
      cursor = change
      // Noon, nine days before the change.
      let day = Calendar.current.dateComponents(in: Zones.named(zone), from: change - 9 * 86_400)
      let start = DateBuilder.Context.fixed(day.year ?? 0, day.month ?? 0, day.day ?? 0, 12, 0, in: zone)
      let compressed = await deliveries(of: timeline, compressed: true, days: days, zone: zone, from: start)
      let expanded = await deliveries(of: timeline, compressed: false, days: days, zone: zone, from: start)
      // Both daily series every day, and both weekly ones on the window's two Sundays at least.
      #expect(compressed.count >= 2 * days + 4, "around \(change)")
      #expect(compressed == expanded, "around \(change)")
    }
  }

  @Test func aWeeklyTimeTheClocksSkipIsCompressedAndFiresOnTheGapDay() async {
    // Berlin springs forward on Sunday 29 March 2026 (02:00 becomes 03:00). Asked a week
    // before, on a Sunday, Foundation's search for "Sunday 02:30" passes over the 29th; the
    // repeating request's next date is the series' all the same: 03:00 on the 29th.
    let timeline = NotificationsTimeline {
      EveryWeek(starting: .thisWeek).weekday(.sunday).at(hour: 2, minute: 30).schedule(title: "Weekly")
    }
    let weekBefore = DateBuilder.Context.fixed(2026, 3, 22, 12, 0)
    let trigger = NotificationTrigger.calendar(DateComponents(hour: 2, minute: 30, weekday: 1), repeats: true)
    #expect(
      weekBefore.local(trigger.nextFireDate(after: weekBefore.now, in: weekBefore)) == "2026-03-29 03:00")
    #expect(patterns(await plan(timeline, at: weekBefore)).count == 1)
  }

  @Test func aCompressedSeriesKeepsItsWallClockTimeWhenThePersonTravels() async {
    let timeline = NotificationsTimeline {
      EveryDay(starting: .today).at(hour: 8, minute: 0).schedule(title: "Morning")
    }
    let compressed = await deliveries(
      of: timeline, compressed: true, days: 20, zone: "Europe/Berlin", travelTo: "America/Los_Angeles")
    let expanded = await deliveries(
      of: timeline, compressed: false, days: 20, zone: "Europe/Berlin", travelTo: "America/Los_Angeles")
    // Every delivery is at 08:00 where the device is at the time.
    #expect(compressed.allSatisfy { $0.hasSuffix(" 8:0") })
    #expect(expanded.allSatisfy { $0.hasSuffix(" 8:0") })
    // A repeating calendar trigger matches 08:00 again on the day of a flight west, as it
    // does on iOS; the one-shots do not (Documentation/DesignDecisions.md, section 9).
    let travelDay = "10/29 8:0"
    #expect(compressed.filter { $0 == travelDay }.count == 2)
    #expect(expanded.filter { $0 == travelDay }.count == 1)
    #expect(compressed.filter { $0 != travelDay } == expanded.filter { $0 != travelDay })
  }
}

/// A month of 40 habits on one launch: what compression and the tail notice are for.
struct HabitMonthTests {
  let start = DateBuilder.Context.fixed(2026, 11, 1, 6, 0)

  func habits(constant: Bool) -> [FixedGroup] {
    (0..<40).map { index in
      let hour = 7 + index % 14
      let minute = index / 14 * 15
      return FixedGroup("habit\(index)") {
        if constant {
          EveryDay(starting: .today).at(hour: hour, minute: minute).schedule(title: "Habit \(index)")
        } else {
          EveryDay(starting: .today).at(hour: hour, minute: minute).schedule { (date: Date) in
            NotificationContent(title: "Habit \(index), day \(Int(date.timeIntervalSince1970) / 86_400)")
          }
        }
      }
    }
  }

  /// Launches once, then runs 30 days without opening the app (with background refreshes,
  /// if `refreshes`); returns the deliveries and the most requests pending at any moment.
  func month(constant: Bool, policy: PlanningPolicy, refreshes: Bool = false) async -> (
    delivered: [String], mostPending: Int, dropped: Int
  ) {
    let center = simulator(start)
    let notifications = LocalNotifications(
      center: center, permissionStore: InMemoryGroupPermissionStore(), policy: policy
    ) { [start] in
      var context = start
      context.now = await center.now
      return context
    }
    for habit in habits(constant: constant) {
      notifications.register(habit, permissionStrategy: .scheduleIfSystemAllowed)
    }
    let launch = await notifications.rescheduleAll()
    if refreshes {
      await center.setBackgroundRefreshHandler { await notifications.backgroundRefresh() }
      await center.scheduleBackgroundRefresh(at: launch.plan?.refillDate?.addingTimeInterval(-3_600))
    }
    var mostPending = await center.pending.count
    for _ in 0..<(30 * 24) {
      await center.advance(by: 3_600)
      mostPending = max(mostPending, await center.pending.count)
    }
    return (await center.deliveredIdentifiers, mostPending, await center.dropped.count)
  }

  @Test func fortyConstantDailyHabitsDeliverEveryDayOfAMonthFromOneLaunch() async {
    let (delivered, mostPending, dropped) = await month(constant: true, policy: PlanningPolicy())
    #expect(delivered.count == 1_200)
    #expect(mostPending == 40)
    #expect(dropped == 0)
  }

  @Test func habitsWhoseTextChangesDailyFallBackToOneShotsAndATailNotice() async {
    let tail = TailNotice(content: NotificationContent(title: "Open the app to keep your reminders coming"))
    let (delivered, mostPending, dropped) = await month(
      constant: false, policy: PlanningPolicy(tailNotice: tail))
    #expect(mostPending <= 64)
    #expect(dropped == 0)
    // 63 reminders fit, then the notice fires where the first one that did not fit would have.
    #expect(delivered.count == 64)
    #expect(delivered.last == TailNotice.identifier)
  }

  @Test func backgroundRefreshesKeepAMonthOfChangingRemindersComingWithoutALaunch() async {
    let tail = TailNotice(content: NotificationContent(title: "Open the app to keep your reminders coming"))
    let (delivered, mostPending, dropped) = await month(
      constant: false, policy: PlanningPolicy(tailNotice: tail), refreshes: true)
    #expect(delivered.filter { $0 != TailNotice.identifier }.count == 1_200)
    #expect(!delivered.contains(TailNotice.identifier))
    #expect(mostPending <= 64)
    #expect(dropped == 0)
  }
}

/// A group over a timeline value.
struct TimelineGroup: LocalNotificationsGroup {
  let groupIdentifier: String
  let fixed: NotificationsTimeline

  func timeline() async throws -> NotificationsTimeline { fixed }
}
