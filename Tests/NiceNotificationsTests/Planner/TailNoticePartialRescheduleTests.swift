import Foundation
import NiceNotifications
import NiceNotificationsTesting
import Testing
import TestSupport

/// Rescheduling one group keeps the window's end another group set.
///
/// Its tail notice stays, and the refill date says so. Berlin, from 20 October 2026, across
/// the change to winter time.
struct TailNoticePartialRescheduleTests {
  let start = DateBuilder.Context.fixed(2026, 10, 20, 6, 0)

  /// A quote a day at 08:00, new text each day, without end.
  var quotes: TimelineGroup {
    TimelineGroup(
      groupIdentifier: "quotes",
      fixed: NotificationsTimeline {
        EveryDay(starting: .today).at(hour: 8, minute: 0).schedule { (date: Date) in
          NotificationContent(title: "Quote \(Int(date.timeIntervalSince1970) / 86_400)")
        }
      })
  }

  /// `days` evening reminders at 19:00, the day's date in the text.
  func evenings(_ days: Int) -> TimelineGroup {
    TimelineGroup(
      groupIdentifier: "evenings",
      fixed: NotificationsTimeline {
        EveryDay(forDays: days, starting: .today).at(hour: 19, minute: 0).schedule { (date: Date) in
          NotificationContent(title: "Evening \(Int(date.timeIntervalSince1970) / 86_400)")
        }
      })
  }

  /// An instance with the tail notice, on the simulator's clock, with the quotes and 20
  /// evenings registered.
  func launcher() -> (SimulatedNotificationCenter, LocalNotifications) {
    let center = simulator(start)
    let notifications = withTailNotice(over: center, from: start)
    notifications.register(quotes, permissionStrategy: .scheduleIfSystemAllowed)
    notifications.register(evenings(20), permissionStrategy: .scheduleIfSystemAllowed)
    return (center, notifications)
  }

  @Test func reschedulingOneGroupKeepsTheTailNoticeOfAnotherGroupsWindow() async throws {
    let (center, notifications) = launcher()
    let all = await notifications.rescheduleAll()
    let windowEnd = try #require(all.plan?.refillDate)
    #expect(await center.pendingFireDates()[TailNotice.identifier] == windowEnd)

    // The evenings shrink to two: they all fit, but the quotes' window still ends there.
    let one = await notifications.reschedule(group: evenings(2), permissionStrategy: .scheduleIfSystemAllowed)
    #expect(one.plan?.refillDate == windowEnd)
    #expect(!one.removed.contains(TailNotice.identifier))
    #expect(await center.pendingFireDates()[TailNotice.identifier] == windowEnd)
    #expect(await center.pending.count <= 64)

    // Left alone, the person hears from the app once more, where the quotes stop.
    await center.advance(to: windowEnd)
    #expect(await center.delivered.contains { $0.request.identifier == TailNotice.identifier })
  }

  @Test func reschedulingEveryGroupMovesTheTailNoticeToTheNewWindowsEnd() async throws {
    let (center, notifications) = launcher()
    let before = try #require(await notifications.rescheduleAll().plan?.refillDate)
    notifications.register(evenings(2), permissionStrategy: .scheduleIfSystemAllowed)
    let after = try #require(await notifications.rescheduleAll().plan?.refillDate)
    // With fewer evenings, more quotes fit: the window ends later, and the notice moves there.
    #expect(after > before)
    #expect(await center.pendingFireDates()[TailNotice.identifier] == after)
  }
}

/// What the person does from the window's last reminders — done, snooze, the app's own
/// calls of one group — keeps the tail notice, even when nothing but the notice is pending.
///
/// Three daily groups of 30 days, at 09:00, 10:00 and 11:00 in Berlin from 20 October 2026,
/// across the change to winter time: 64 slots take three weeks of them.
struct TailNoticeAfterTheLastReminderTests {
  let start = DateBuilder.Context.fixed(2026, 10, 20, 6, 0)

  enum Action: String, CaseIterable, Sendable {
    case markDone, snooze, directSchedule, disableAnother, rescheduleOne
  }

  func daily(_ name: String, hour: Int, days: Int = 30) -> TimelineGroup {
    TimelineGroup(
      groupIdentifier: name,
      fixed: NotificationsTimeline {
        EveryDay(forDays: days, starting: .today).at(hour: hour, minute: 0).schedule(title: name)
      })
  }

  @Test(arguments: Action.allCases)
  func anActionWhenOnlyTheNoticeIsPendingKeepsIt(_ action: Action) async throws {
    let center = simulator(start)
    let notifications = withTailNotice(over: center, from: start)
    let groups = [daily("tea", hour: 9), daily("walk", hour: 10), daily("read", hour: 11)]
    for group in groups { notifications.register(group, permissionStrategy: .scheduleIfSystemAllowed) }
    let windowEnd = try #require(await notifications.rescheduleAll().plan?.refillDate)
    // Every reminder of the window has fired; only the notice is pending.
    await center.advance(to: windowEnd.addingTimeInterval(-1_800))
    #expect(await center.pending.map(\.request.identifier) == [TailNotice.identifier])
    let last = try #require(await center.delivered.last)

    let report: RescheduleReport
    switch action {
    case .markDone:
      report = try await notifications.markDone(last)
    case .snooze:
      report = try await notifications.snooze(last, .after(600))
    case .directSchedule:
      report = await notifications.directSchedule(
        request: NotificationRequest(
          identifier: "timer", content: NotificationContent(title: "Tea is ready"),
          trigger: .timeInterval(300, repeats: false)),
        permissionStrategy: .scheduleIfSystemAllowed)
    case .disableAnother:
      report = await notifications.disable(group: groups[2])
    case .rescheduleOne:
      report = await notifications.reschedule(group: groups[0], permissionStrategy: .scheduleIfSystemAllowed)
    }
    // The other groups' window still ends there: the notice stays, and the refill date says so.
    #expect(!report.removed.contains(TailNotice.identifier))
    #expect(report.plan?.refillDate == windowEnd)
    #expect(await center.pendingFireDates()[TailNotice.identifier] == windowEnd)
    await center.advance(to: windowEnd)
    #expect(await center.delivered.contains { $0.request.identifier == TailNotice.identifier })
  }

  @Test func reschedulingTheOnlyRegisteredGroupMovesTheNoticeLater() async throws {
    let center = simulator(start)
    let notifications = withTailNotice(over: center, from: start)
    let tea = daily("tea", hour: 9, days: 100)
    notifications.register(tea, permissionStrategy: .scheduleIfSystemAllowed)
    let first = try #require(await notifications.rescheduleAll().plan?.refillDate)
    await center.advance(to: first.addingTimeInterval(-10 * 86_400))
    // Its own reschedule sees every group there is: the window ends ten days later now.
    let report = await notifications.reschedule(group: tea, permissionStrategy: .scheduleIfSystemAllowed)
    let later = try #require(report.plan?.refillDate)
    #expect(later > first.addingTimeInterval(9 * 86_400))
    #expect(await center.pendingFireDates()[TailNotice.identifier] == later)
  }
}

/// An instance over `center` whose policy has the tail notice, on the simulator's clock from
/// `start`'s calendar and zone.
private func withTailNotice(over center: SimulatedNotificationCenter, from start: DateBuilder.Context)
  -> LocalNotifications
{
  LocalNotifications(
    center: center, permissionStore: InMemoryGroupPermissionStore(),
    policy: PlanningPolicy(
      tailNotice: TailNotice(
        content: NotificationContent(title: "Open the app to keep your reminders coming")))
  ) {
    var context = start
    context.now = await center.now
    return context
  }
}

/// When a background refresh asks to run next: a margin before the refill date.
struct BackgroundRefreshDateTests {
  let start = DateBuilder.Context.fixed(2026, 10, 20, 6, 0)

  @Test(arguments: [3_600, 0, -60, .infinity, -.infinity, .nan] as [TimeInterval])
  func theNextRefreshIsTheMarginBeforeTheRefillDate(margin: TimeInterval) async throws {
    let center = simulator(start)
    let notifications = frontDoor(over: center)
    notifications.register(
      FixedGroup("quotes") {
        EveryDay(starting: .today).at(hour: 8, minute: 0).schedule { (date: Date) in
          NotificationContent(title: "Quote \(Int(date.timeIntervalSince1970) / 86_400)")
        }
      }, permissionStrategy: .scheduleIfSystemAllowed)
    let refill = try #require(await notifications.rescheduleAll().plan?.refillDate)
    let next = try #require(await notifications.backgroundRefresh(margin: margin))
    // A margin below zero, or not finite, counts as none; at the refill, 23 December, Berlin
    // is 13 hours west of the easternmost zone.
    #expect(start.local(refill) == "2026-12-23 08:00")
    let expected = (margin.isFinite && margin > 0 ? margin : 0) + 13 * 3_600
    #expect(next == refill.addingTimeInterval(-expected))
  }

  /// A refresh date found in Los Angeles still comes before the first reminder left out
  /// when the phone is then in Berlin: wall-clock reminders come sooner after a flight east.
  @Test func theNextRefreshComesBeforeTheRefillAfterAFlightEast() async throws {
    let losAngeles = DateBuilder.Context.fixed(2026, 5, 1, 6, 0, in: "America/Los_Angeles")
    let center = simulator(losAngeles)
    let notifications = frontDoor(over: center)
    notifications.register(
      FixedGroup("quotes") {
        EveryDay(forDays: 120, starting: .today).at(hour: 8, minute: 0).schedule(title: "Quote")
      }, permissionStrategy: .scheduleIfSystemAllowed)
    let next = try #require(await notifications.backgroundRefresh(margin: 3_600))
    let refill = try #require(await notifications.rescheduleAll().plan?.refillDate)
    // The same wall-clock reading in Berlin and in the easternmost zone.
    for zone in ["Europe/Berlin", "Pacific/Kiritimati"] {
      var calendar = losAngeles.calendar
      let reading = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: refill)
      calendar.timeZone = Zones.named(zone)
      let there = try #require(calendar.date(from: reading))
      #expect(next <= there.addingTimeInterval(-3_600), "\(zone)")
    }
  }

  /// A refresh whose reschedule fails as a whole — here one called from inside another call,
  /// as a simulated refresh that comes due while a content maker advances the clock is —
  /// asks to run again soon rather than ending the chain of refreshes.
  @Test func aRefreshWhoseRescheduleFailedAsksToRunAgainSoon() async throws {
    let center = simulator(start)
    let notifications = frontDoor(over: center)
    let answer = Locked<Date??>(nil)
    // With nothing registered there is nothing to refill.
    #expect(await notifications.backgroundRefresh() == nil)
    notifications.register(
      FixedGroup("outer") {
        Tomorrow().at(hour: 8, minute: 0).schedule { () async -> NotificationContent? in
          if answer.withLock({ $0 == nil }) {
            let next = await notifications.backgroundRefresh()
            answer.withLock { $0 = .some(next) }
          }
          return NotificationContent(title: "Outer")
        }
      }, permissionStrategy: .scheduleIfSystemAllowed)
    await notifications.rescheduleAll()
    let next = try #require(answer.withLock { $0 })
    #expect(next == start.now.addingTimeInterval(LocalNotifications.retryAfterFailure))
  }

  /// A group whose timeline fails is tried again soon, though the others' refill is weeks away.
  @Test func aRefreshInWhichOneGroupFailedAsksToRunAgainSoon() async throws {
    struct Forecast: LocalNotificationsGroup {
      struct NoData: Error {}
      let groupIdentifier = "forecast"
      func timeline() async throws -> NotificationsTimeline { throw NoData() }
    }
    let notifications = frontDoor(over: simulator(start))
    notifications.register(
      FixedGroup("quotes") {
        EveryDay(starting: .today).at(hour: 8, minute: 0).schedule(title: "Quote")
      }, permissionStrategy: .scheduleIfSystemAllowed)
    notifications.register(Forecast(), permissionStrategy: .scheduleIfSystemAllowed)
    let next = try #require(await notifications.backgroundRefresh())
    #expect(next == start.now.addingTimeInterval(LocalNotifications.retryAfterFailure))
  }

  /// A refill close enough that the margin and the easternmost zone put the refresh before now
  /// asks for one now, not in the past.
  @Test func aRefreshIsNeverAskedForInThePast() async throws {
    let notifications = frontDoor(over: simulator(start))
    // A sip every five minutes: the 64 slots last until late morning.
    notifications.register(
      FixedGroup("water") {
        for sip in 1...70 {
          ExactlyAt(start.now).addingMinutes(5 * sip).schedule(title: "Sip \(sip)")
        }
      }, permissionStrategy: .scheduleIfSystemAllowed)
    let refill = try #require(await notifications.rescheduleAll().plan?.refillDate)
    #expect(refill < start.now.addingTimeInterval(6 * 3_600))
    #expect(await notifications.backgroundRefresh() == start.now)
  }
}
