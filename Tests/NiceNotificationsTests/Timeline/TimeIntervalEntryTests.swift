import Foundation
import NiceNotifications
import NiceNotificationsTesting
import Testing
import TestSupport

/// A one-time time-interval trigger counts from when it is added: a reschedule that declares it
/// again starts it again, as the original NiceNotifications did by adding it again; a repeating
/// one keeps its rhythm.
struct TimeIntervalEntryTests {
  /// The Friday before Berlin's clocks go forward, so that the countdown crosses the change.
  let context = DateBuilder.Context.fixed(2026, 3, 27, 20, 0, in: "Europe/Berlin")
  let threeDays: TimeInterval = 3 * 86_400

  func device() -> (SimulatedNotificationCenter, LocalNotifications) {
    let simulator = SimulatedNotificationCenter(
      now: context.now, timeZone: context.timeZone, authorization: .authorized)
    return (simulator, LocalNotifications(simulator: simulator))
  }

  func comeBack(repeats: Bool = false) -> AdHocGroup {
    AdHocGroup(
      identifier: "comeBack",
      timeline: NotificationsTimeline {
        NotificationTrigger.timeInterval(threeDays, repeats: repeats).schedule(title: "We miss you")
      })
  }

  @Test func anInactivityReminderCountsFromTheLastLaunch() async {
    let (simulator, notifications) = device()
    _ = await notifications.reschedule(group: comeBack(), permissionStrategy: .scheduleIfSystemAllowed)
    await simulator.advance(by: 2 * 86_400)
    let relaunch = await simulator.now
    let report = await notifications.reschedule(
      group: comeBack(), permissionStrategy: .scheduleIfSystemAllowed)
    #expect(report.isSuccess)
    #expect(report.replaced == ["comeBack:0:trigger"])
    let fire = await simulator.pendingFireDates()["comeBack:0:trigger"]
    #expect(fire == relaunch.addingTimeInterval(threeDays))
    await simulator.advance(by: threeDays - 60)
    #expect(await simulator.delivered.isEmpty)
    await simulator.advance(by: 60)
    #expect(await simulator.delivered.map(\.date) == [relaunch.addingTimeInterval(threeDays)])
  }

  @Test func aOneTimeIntervalRescheduledInTheSameInstantIsKept() async {
    let (simulator, notifications) = device()
    _ = await notifications.reschedule(group: comeBack(), permissionStrategy: .scheduleIfSystemAllowed)
    let report = await notifications.reschedule(
      group: comeBack(), permissionStrategy: .scheduleIfSystemAllowed)
    #expect(report.kept == ["comeBack:0:trigger"])
    #expect(report.writes == 0)
    #expect(
      await simulator.pendingFireDates()["comeBack:0:trigger"] == context.now.addingTimeInterval(threeDays))
  }

  @Test func aDirectRequestAddedAgainCountsFromTheLastAdd() async {
    let (simulator, notifications) = device()
    let request = NotificationRequest(
      identifier: "comeBack", content: NotificationContent(title: "We miss you"),
      trigger: .timeInterval(threeDays, repeats: false))
    _ = await notifications.directSchedule(request: request, permissionStrategy: .scheduleIfSystemAllowed)
    await simulator.advance(by: 86_400)
    let again = await simulator.now
    let report = await notifications.directSchedule(
      request: request, permissionStrategy: .scheduleIfSystemAllowed)
    #expect(report.replaced == ["comeBack"])
    #expect(await simulator.pendingFireDates()["comeBack"] == again.addingTimeInterval(threeDays))
  }

  @Test func aRepeatingIntervalKeepsItsRhythm() async {
    let (simulator, notifications) = device()
    _ = await notifications.reschedule(
      group: comeBack(repeats: true), permissionStrategy: .scheduleIfSystemAllowed)
    let first = await simulator.pendingFireDates()["comeBack:0:trigger"]
    await simulator.advance(by: 86_400)
    let report = await notifications.reschedule(
      group: comeBack(repeats: true), permissionStrategy: .scheduleIfSystemAllowed)
    #expect(report.kept == ["comeBack:0:trigger"])
    #expect(report.writes == 0)
    #expect(await simulator.pendingFireDates()["comeBack:0:trigger"] == first)
  }
}
