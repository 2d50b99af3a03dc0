import DateBuilder
import Foundation
import NiceNotifications
import NiceNotificationsTesting
import Testing
import TestSupport

/// Content makers that take long enough for an occurrence's time to come: the occurrence is
/// delivered at once rather than added with a trigger that never fires, and a replacement of
/// one that has fired meanwhile is not written.
@Suite struct LateOccurrenceTests {
  /// Ten seconds before 09:00 in New York on the day the clocks go forward.
  static let start = DateBuilder.Context.fixed(2026, 3, 8, 8, 59, in: "America/New_York").now + 50

  /// Five days at 09:00 whose maker advances the device's clock by `seconds` each time.
  private func slow(_ simulator: SimulatedNotificationCenter, seconds: TimeInterval, title: String)
    -> AdHocGroup
  {
    AdHocGroup(
      identifier: "slow",
      timeline: NotificationsTimeline {
        EveryDay(forDays: 5, starting: .today).at(hour: 9, minute: 0).schedule { (_: Date) async in
          await simulator.advance(by: seconds)
          return NotificationContent(title: title)
        }
      })
  }

  private func simulator() -> SimulatedNotificationCenter {
    SimulatedNotificationCenter(
      now: Self.start, timeZone: Zones.named("America/New_York"), authorization: .authorized)
  }

  /// A front door over `simulator` whose every reading of the clock takes the device two seconds.
  private func slowClock(_ simulator: SimulatedNotificationCenter) -> LocalNotifications {
    LocalNotifications(
      center: simulator, permissionStore: InMemoryGroupPermissionStore(), policy: .soonestFirst
    ) {
      await simulator.advance(by: 2)
      return DateBuilder.Context(now: await simulator.now, calendar: await simulator.calendar)
    }
  }

  @Test func aSnoozeWhoseTimeCameWhileTheCenterWasReadIsDeliveredAtOnce() async throws {
    let simulator = simulator()
    try await simulator.add(request("pills:0:20260308T090000", .instant(Self.start + 10)))
    await simulator.advance(by: 10)
    let delivered = try #require(await simulator.delivered.first)
    let report = try await slowClock(simulator).snooze(delivered, .after(1))
    let snoozed = "pills:~snooze:0:20260308T090000"
    #expect(report.deliveredLate == [snoozed] && report.added == [snoozed])
    #expect(await simulator.delivered.map(\.request.identifier) == [snoozed])
    let dropped = await simulator.dropped
    #expect(dropped.isEmpty)
  }

  @Test func aDirectRequestWhoseTimeCameWhileTheCenterWasReadIsDeliveredAtOnce() async {
    let simulator = simulator()
    let report = await slowClock(simulator).directSchedule(
      request: request("kettle", .instant(Self.start + 3)), permissionStrategy: .scheduleIfSystemAllowed)
    #expect(report.outcomes["kettle"] == .scheduled)
    #expect(report.deliveredLate == ["kettle"])
    #expect(await simulator.delivered.map(\.request.identifier) == ["kettle"])
    let dropped = await simulator.dropped
    #expect(dropped.isEmpty)
  }

  @Test func anOccurrenceWhoseTimeCameWhileItsContentWasMadeIsDeliveredAtOnce() async {
    let simulator = simulator()
    let notifications = LocalNotifications(simulator: simulator)
    let report = await notifications.reschedule(
      group: slow(simulator, seconds: 2, title: "a"), permissionStrategy: .scheduleIfSystemAllowed)
    let today = "slow:0:20260308T090000"
    #expect(report.deliveredLate == [today])
    #expect(report.added.count == 5)
    await simulator.advance(by: 1)
    let delivered = await simulator.delivered.map(\.request.identifier)
    #expect(delivered == [today])
    #expect(await simulator.pending.count == 4)
    let dropped = await simulator.events.contains {
      if case .dropped = $0 { true } else { false }
    }
    #expect(!dropped)
  }

  @Test func aLateOccurrenceTheCenterRefusesIsNotListedAsDeliveredLate() async {
    let simulator = simulator()
    let notifications = LocalNotifications(simulator: simulator)
    await simulator.failNextAdds(1, with: .invalidAttachment("bad"))
    let report = await notifications.reschedule(
      group: slow(simulator, seconds: 2, title: "a"), permissionStrategy: .scheduleIfSystemAllowed)
    #expect(report.failedAdds.map(\.identifier) == ["slow:0:20260308T090000"])
    #expect(report.deliveredLate.isEmpty)
    #expect(report.deliveredLate.allSatisfy(report.added.contains))
  }

  @Test func aReplacementOfAnOccurrenceThatFiredMeanwhileIsNotWritten() async {
    let simulator = simulator()
    let notifications = LocalNotifications(simulator: simulator)
    await notifications.reschedule(
      group: slow(simulator, seconds: 0, title: "a"), permissionStrategy: .scheduleIfSystemAllowed)
    #expect(await simulator.pending.count == 5)
    // New text for every day; making it takes the clock past 09:00, when today's fires.
    let report = await notifications.reschedule(
      group: slow(simulator, seconds: 3, title: "b"), permissionStrategy: .scheduleIfSystemAllowed)
    #expect(report.deliveredLate.isEmpty)
    #expect(report.replaced.count == 4)
    let deliveries = await simulator.events.filter {
      if case .delivered = $0 { true } else { false }
    }
    #expect(deliveries.count == 1)
    #expect(await simulator.pending.count == 4)
  }

  /// A group of one reminder a day at 09:00 whose maker, once `slow` is set, advances the
  /// device's clock by two hours (a fetch that long), then clears it.
  private func daily(
    _ simulator: SimulatedNotificationCenter, slow: Locked<Bool>, pinnedTo zone: String? = nil
  )
    -> AdHocGroup
  {
    let entry = EveryDay(forDays: 10, starting: .today).at(hour: 9, minute: 0).schedule { (_: Date) async in
      if slow.withLock({ was in
        defer { was = false }
        return was
      }) {
        await simulator.advance(by: 7_200)
      }
      return NotificationContent(title: "Daily", body: zone ?? "floating")
    }
    guard let zone else { return AdHocGroup(identifier: "daily", timeline: NotificationsTimeline { entry }) }
    return AdHocGroup(
      identifier: "daily", timeline: NotificationsTimeline { entry.timeMeaning(.pinned(Zones.named(zone))) })
  }

  @Test func aSecondRoundDoesNotAddAgainWhatFiredDuringTheFirst() async {
    let simulator = simulator()
    let notifications = LocalNotifications(simulator: simulator)
    let slow = Locked(false)
    notifications.register(daily(simulator, slow: slow), permissionStrategy: .scheduleIfSystemAllowed)
    await notifications.rescheduleAll()
    await simulator.advance(by: 86_400 - 1_800)  // 08:30 the next day
    slow.withLock { $0 = true }
    // A request-specific refusal makes a second round.
    await simulator.failNextAdds(1, with: .invalidAttachment("bad"))
    let report = await notifications.rescheduleAll()
    #expect(report.deliveredLate.isEmpty)
    await simulator.advance(by: 86_400)
    let deliveries = await simulator.events.compactMap { event -> String? in
      if case .delivered(let identifier, _, _) = event { identifier } else { nil }
    }
    #expect(deliveries.count == Set(deliveries).count, "delivered twice: \(deliveries)")
  }

  @Test func aReplacementIsNotWrittenWhenTheRequestItReplacesFiredMeanwhile() async {
    let simulator = simulator()
    let notifications = LocalNotifications(simulator: simulator)
    let slow = Locked(false)
    await notifications.reschedule(
      group: daily(simulator, slow: slow), permissionStrategy: .scheduleIfSystemAllowed)
    // Pinned to Los Angeles, today's 09:00 is three hours later: a replacement of the pending
    // 09:00 New York, which fires while the maker runs.
    slow.withLock { $0 = true }
    let report = await notifications.reschedule(
      group: daily(simulator, slow: slow, pinnedTo: "America/Los_Angeles"),
      permissionStrategy: .scheduleIfSystemAllowed)
    #expect(!report.replaced.contains("daily:0:20260308T090000"))
    await simulator.advance(by: 86_400)
    let deliveries = await simulator.events.compactMap { event -> String? in
      if case .delivered(let identifier, _, _) = event { identifier } else { nil }
    }
    #expect(deliveries.count == Set(deliveries).count, "delivered twice: \(deliveries)")
  }

  @Test(.timeLimit(.minutes(1)))
  func aDoneFromTheForegroundBannerOfALateDeliveryLandsWhenItsHandlerLeavesItToATask() async throws {
    // The late 09:00 is presented inside the reschedule's `add`: the handler starts the "done" in a
    // detached task and returns at once, and the call waits its turn at the gate (a plain `Task`
    // would inherit the reschedule's place at the gate and be refused as re-entrant).
    let simulator = SimulatedNotificationCenter(
      now: Self.start, timeZone: Zones.named("America/New_York"), authorization: .authorized,
      appState: .foreground)
    let notifications = LocalNotifications(simulator: simulator)
    let outcomes = Recorder<String>()
    await simulator.setPresentationHandler { notification in
      Task.detached {
        do {
          _ = try await notifications.markDone(notification)
          await outcomes.append("done")
        } catch {
          await outcomes.append("\(error)")
        }
      }
      return [.banner, .list]
    }
    let report = await notifications.reschedule(
      group: slow(simulator, seconds: 2, title: "Stretch"), permissionStrategy: .scheduleIfSystemAllowed)
    let today = "slow:0:20260308T090000"
    #expect(report.deliveredLate == [today])
    #expect(report.added.count == 5)
    while await outcomes.values.isEmpty { await Task.yield() }
    #expect(await outcomes.values == ["done"])
    #expect(try await notifications.handledOccurrences(ofGroup: "slow").contains(today))
  }
}
