import Foundation
import NiceNotifications
import NiceNotificationsTesting
import Testing
import TestSupport

/// A compressed series delivers every day under one identifier, and Notification Center keeps only
/// its latest delivery: an answer for one day leaves another day's delivery shown.
///
/// Sydney, April 2026: the clocks go back an hour in the night of the 4th to the 5th.
struct AnotherDaysDeliveryTests {
  let sydney = DateBuilder.Context.fixed(2026, 4, 3, 12, 0, in: "Australia/Sydney")

  /// A daily 20:00 reminder without end: one repeating request.
  let pills = FixedGroup("pills") {
    EveryDay(starting: .today).at(hour: 20, minute: 0).schedule(title: "Pill").withCategory("pill")
  }

  /// The instant Sydney's clock shows `hour`:`minute` on `day` April 2026.
  func april(_ day: Int, _ hour: Int, _ minute: Int = 0) throws -> Date {
    try #require(
      sydney.calendar.date(from: DateComponents(year: 2026, month: 4, day: day, hour: hour, minute: minute)))
  }

  /// Answers the 3rd's reminder with `action` while the app is not running, and launches the app
  /// after the 4th's has been delivered, which hands it the answer.
  func answerTheThirdAfterTheFourthCame(
    with action: String
  ) async throws -> (SimulatedNotificationCenter, LocalNotifications) {
    let center = simulator(sydney, appState: .notRunning)
    let notifications = try await pillFrontDoor(over: center)
    await notifications.reschedule(group: pills, permissionStrategy: .scheduleIfSystemAllowed)
    await center.advance(to: try april(3, 20, 1))
    try await center.chooseAction(action, on: "pills:0:repeating")
    await center.advance(to: try april(4, 20, 1))
    await center.setAppState(.background)
    let router = NotificationResponseRouter()
    await router.on(.action("snooze"), .snooze(.after(600), in: notifications))
    await router.on(.action("done"), .done(in: notifications))
    await router.route(contentsOf: await center.takeLaunchResponses())
    return (center, notifications)
  }

  @Test func aLateDoneForOneDayLeavesTheNextDaysReminderShown() async throws {
    let (center, notifications) = try await answerTheThirdAfterTheFourthCame(with: "done")
    #expect(try await notifications.handledOccurrences(ofGroup: "pills") == ["pills:0:20260403T200000"])
    #expect(await center.delivered.map(\.date) == [try april(4, 20)])
    // The 4th's own done clears it.
    try await center.chooseAction("done", on: "pills:0:repeating")
    #expect(await center.delivered.isEmpty)
  }

  @Test func aLateSnoozeForOneDayLeavesTheNextDaysReminderShown() async throws {
    let (center, _) = try await answerTheThirdAfterTheFourthCame(with: "snooze")
    #expect(await center.pending.map(\.request.identifier).contains("pills:~snooze:0:20260403T200000"))
    #expect(await center.delivered.map(\.date) == [try april(4, 20)])
  }

  @Test func markingTodayAheadOfTimeLeavesYesterdaysReminderShown() async throws {
    let center = simulator(sydney)
    let notifications = try await pillFrontDoor(over: center)
    await notifications.reschedule(group: pills, permissionStrategy: .scheduleIfSystemAllowed)
    await center.advance(to: try april(5, 12))  // the 4th's reminder came, and no one answered it
    let series = try #require(RequestIdentifier("pills:0:repeating"))
    let report = try await notifications.markHandled(series, date: try april(5, 20))
    #expect(report.removedDelivered.isEmpty)
    #expect(await center.delivered.map(\.date) == [try april(4, 20)])
    #expect(try await notifications.handledOccurrences(ofGroup: "pills") == ["pills:0:20260405T200000"])
  }
}
