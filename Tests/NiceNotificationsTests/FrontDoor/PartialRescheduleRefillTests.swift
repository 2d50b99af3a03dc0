import DateBuilder
import Foundation
import NiceNotifications
import NiceNotificationsTesting
import Testing
import TestSupport

/// A reschedule of one group reads only that group's timeline: its refill date still comes
/// no later than the first occurrence of the other groups that had no slot when they were
/// last planned, so a background refresh at that date loses none of them.
@Suite struct PartialRescheduleRefillTests {
  /// Five days before the change to summer time in Berlin: the windows cross it.
  static let start = DateBuilder.Context.fixed(2026, 3, 24, 10, 0).now

  private func daily(_ identifier: String, hour: Int) -> AdHocGroup {
    AdHocGroup(
      identifier: identifier,
      timeline: NotificationsTimeline {
        EveryDay(forDays: 60, starting: .tomorrow).at(hour: hour, minute: 0).schedule(title: identifier)
      })
  }

  /// A phone in `zone` at the start, and an instance over it with `groups` registered.
  private func make(in zone: String = "Europe/Berlin", registering groups: [AdHocGroup])
    -> (SimulatedNotificationCenter, LocalNotifications)
  {
    let simulator = SimulatedNotificationCenter(
      now: Self.start, timeZone: Zones.named(zone), authorization: .authorized)
    let notifications = LocalNotifications(simulator: simulator)
    for group in groups { notifications.register(group, permissionStrategy: .scheduleIfSystemAllowed) }
    return (simulator, notifications)
  }

  /// The morning and noon groups, registered.
  private func make() -> (
    SimulatedNotificationCenter, LocalNotifications, morning: AdHocGroup, noon: AdHocGroup
  ) {
    let (morning, noon) = (daily("morning", hour: 9), daily("noon", hour: 12))
    let (simulator, notifications) = make(registering: [morning, noon])
    return (simulator, notifications, morning, noon)
  }

  /// The fire date of `group`'s first occurrence that is not pending, read on the device now.
  private func firstLeftOut(of group: AdHocGroup, on simulator: SimulatedNotificationCenter) async throws
    -> Date
  {
    let context = DateBuilder.Context(now: await simulator.now, calendar: await simulator.calendar)
    let pending = Set(await simulator.pending.map(\.request.identifier))
    var occurrences = try await group.timeline().occurrences(forGroup: group.groupIdentifier, in: context)
    while let occurrence = occurrences.next() {
      if !pending.contains(occurrence.identifier.description), let date = occurrence.fireDate { return date }
    }
    throw CancellationError()
  }

  @Test func aRescheduleOfOneGroupKeepsTheOtherGroupsRefillDate() async throws {
    let (simulator, notifications, morning, noon) = make()
    let all = await notifications.rescheduleAll()
    let leftOut = try await firstLeftOut(of: morning, on: simulator)
    #expect(all.plan?.refillDate == leftOut)
    let one = await notifications.reschedule(group: noon, permissionStrategy: .scheduleIfSystemAllowed)
    #expect(one.writes == 0)
    #expect(try #require(one.plan?.refillDate) <= leftOut)
  }

  @Test func aSnoozeKeepsTheRefillDate() async throws {
    let (simulator, notifications, morning, _) = make()
    await notifications.rescheduleAll()
    let leftOut = try await firstLeftOut(of: morning, on: simulator)
    await simulator.advance(by: 23 * 3_600)  // the first morning reminder is delivered
    let delivered = try #require(await simulator.delivered.first)
    let report = try await notifications.snooze(delivered, .after(600))
    #expect(try #require(report.plan?.refillDate) <= leftOut)
  }

  @Test func aRemovedGroupNoLongerHoldsTheRefillDateBack() async throws {
    let (simulator, notifications, morning, noon) = make()
    await notifications.rescheduleAll()
    let leftOut = try await firstLeftOut(of: morning, on: simulator)
    await notifications.remove(group: morning)
    let one = await notifications.reschedule(group: noon, permissionStrategy: .scheduleIfSystemAllowed)
    // Noon alone fits its 60 days in the 64 slots: nothing waits for a refill.
    #expect(one.plan?.refillDate == nil)
    #expect(leftOut > Self.start)
  }

  @Test func aGroupNeverPlannedMakesTheRefillNow() async throws {
    let (morning, noon) = (daily("morning", hour: 9), daily("noon", hour: 12))
    let (_, notifications) = make(registering: [morning])
    await notifications.rescheduleAll()
    // Registered after every group was planned: none of its reminders is pending.
    notifications.register(noon, permissionStrategy: .scheduleIfSystemAllowed)
    let one = await notifications.reschedule(group: morning, permissionStrategy: .scheduleIfSystemAllowed)
    #expect(one.plan?.refillDate == Self.start)
    // Once planned, its own date counts.
    let all = await notifications.rescheduleAll()
    let again = await notifications.reschedule(group: morning, permissionStrategy: .scheduleIfSystemAllowed)
    #expect(try #require(again.plan?.refillDate) <= #require(all.plan?.refillDate))
    #expect(try #require(again.plan?.refillDate) > Self.start)
  }

  /// After a flight east, the other groups' wall-clock reminders come sooner: the refill
  /// date of a plan of one group moves with them.
  @Test func theOtherGroupsRefillDateMovesSoonerAfterAFlightEast() async throws {
    let (morning, evening) = (daily("morning", hour: 9), daily("evening", hour: 20))
    let (simulator, notifications) = make(in: "Pacific/Pago_Pago", registering: [morning, evening])
    await notifications.rescheduleAll()
    await simulator.setTimeZone(Zones.named("Pacific/Kiritimati"))
    let one = await notifications.reschedule(group: morning, permissionStrategy: .scheduleIfSystemAllowed)
    // The first evening reminder not pending, as it now fires in Kiritimati.
    let leftOut = try await firstLeftOut(of: evening, on: simulator)
    #expect(try #require(one.plan?.refillDate) <= leftOut)
  }
}
