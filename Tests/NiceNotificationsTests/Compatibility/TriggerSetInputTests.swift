import Foundation
import NiceNotifications
import NiceNotificationsTesting
import Testing
import TestSupport

/// A set of several of the original's triggers schedules each at its fire dates — a repeating one at
/// each of its next 64 — a trigger the platform would refuse is refused as it is on its own, and one
/// that fires at no date is no notification at a date of its own invention.
struct TriggerSetInputTests {
  /// A phone in Berlin at 08:00 on the Saturday before the clocks go forward, and the set's
  /// evaluation on its clock.
  private static let berlin = DateBuilder.Context.fixed(2026, 3, 28, 8, 0, in: "Europe/Berlin")

  private static func phone() throws -> SimulatedNotificationCenter {
    try SimulatedNotificationCenter(
      startingAt: 2026, 3, 28, hour: 8, in: Zones.named("Europe/Berlin"), authorization: .authorized)
  }

  /// The set of `trigger` and a one-time interval of an hour, made on the phone's clock.
  private static func set(_ trigger: NotificationTrigger) -> LocalNotifications.NotificationTriggerSet {
    DateBuilder.withContext(berlin) {
      LocalNotifications.NotificationTriggerSet(
        triggers: NotificationTrigger.keyPathForTriggerSet(trigger).triggers
          + NotificationTrigger.keyPathForTriggerSet(.timeInterval(3_600, repeats: false)).triggers)
    }
  }

  static let refusedTriggers: [(NotificationTrigger, NotificationTriggerError)] = [
    (.calendar(DateComponents(hour: 25), repeats: true), .invalidDateComponent("hour", 25)),
    (.calendar(DateComponents(), repeats: false), .emptyDateComponents),
    (.timeInterval(-5, repeats: false), .nonPositiveInterval(-5)),
    (.timeInterval(30, repeats: true), .repeatingIntervalTooShort(30)),
  ]

  @Test(arguments: refusedTriggers)
  func anInvalidTriggerAmongSeveralIsRefusedAsOnItsOwn(
    trigger: NotificationTrigger, error: NotificationTriggerError
  ) async throws {
    let phone = try Self.phone()
    let notifications = LocalNotifications(simulator: phone)
    let group = AdHocGroup(
      identifier: "pills", timeline: NotificationsTimeline { Self.set(trigger).schedule(title: "Pill") })
    let report = await notifications.reschedule(group: group, permissionStrategy: .scheduleIfSystemAllowed)
    #expect(report.outcomes["pills"] == .failed("entry 0: invalid trigger: \(error)"))
    #expect(await phone.pendingRequests().isEmpty)
  }

  @Test func aLocationTriggerAmongSeveralIsRefusedNotScheduledInTheYear4001() async throws {
    let phone = try Self.phone()
    let notifications = LocalNotifications(simulator: phone)
    let home = LocationRegion(
      identifier: "home", latitude: 52.52, longitude: 13.40, radius: 100, notifyOnEntry: true,
      notifyOnExit: false)
    let group = AdHocGroup(
      identifier: "arrival",
      timeline: NotificationsTimeline { Self.set(.location(home, repeats: true)).schedule(title: "Home") })
    let report = await notifications.reschedule(group: group, permissionStrategy: .scheduleIfSystemAllowed)
    guard case .failed(let reason)? = report.outcomes["arrival"] else {
      Issue.record("a location trigger among several was scheduled: \(report.outcomes)")
      return
    }
    #expect(reason.contains("location"))
    #expect(await phone.pendingRequests().isEmpty)
  }

  @Test func aTriggerThatNeverFiresAgainAmongSeveralIsLeftOutLikeAPastDate() async throws {
    let phone = try Self.phone()
    let notifications = LocalNotifications(simulator: phone)
    let past = NotificationTrigger.calendar(
      DateComponents(year: 2020, month: 1, day: 6, hour: 9), repeats: true)
    let group = AdHocGroup(
      identifier: "pills", timeline: NotificationsTimeline { Self.set(past).schedule(title: "Pill") })
    let report = await notifications.reschedule(group: group, permissionStrategy: .scheduleIfSystemAllowed)
    #expect(report.isSuccess)
    // Ground truth: the hour's interval ends at 09:00 in Berlin; nothing else is pending.
    let dates = await phone.pendingFireDates().values.map { Self.berlin.local($0) }
    #expect(dates == ["2026-03-28 09:00"])
  }

  /// A group whose timeline makes a set of `triggers` when it is read, as an app's `timeline()` does.
  private struct TriggerSetGroup: LocalNotificationsGroup {
    let groupIdentifier: String
    let triggers: [NotificationTrigger]

    func timeline() async throws -> NotificationsTimeline {
      let set = LocalNotifications.NotificationTriggerSet(
        triggers: triggers.flatMap { NotificationTrigger.keyPathForTriggerSet($0).triggers })
      return NotificationsTimeline { set.schedule(title: "Pill") }
    }
  }

  @Test func repeatingTriggersAmongSeveralKeepFiringAcrossTheClockChange() async throws {
    let phone = try Self.phone()
    let notifications = LocalNotifications(simulator: phone)
    let group = TriggerSetGroup(
      groupIdentifier: "pills",
      triggers: [
        .calendar(DateComponents(hour: 9, minute: 0), repeats: true),
        .calendar(DateComponents(hour: 20, minute: 30), repeats: true),
      ])
    let report = await notifications.reschedule(group: group, permissionStrategy: .scheduleIfSystemAllowed)
    #expect(report.isSuccess)
    #expect(await phone.pendingRequests().count == 64)
    await phone.advance(by: 3 * 86_400)
    // Ground truth: 09:00 and 20:30 on the wall clock, on either side of 29 March's change; three days
    // from 08:00 the day before it is 09:00 on the 31st.
    let delivered = await phone.delivered.map { Self.berlin.local($0.date) }
    #expect(
      delivered == [
        "2026-03-28 09:00", "2026-03-28 20:30", "2026-03-29 09:00", "2026-03-29 20:30",
        "2026-03-30 09:00", "2026-03-30 20:30", "2026-03-31 09:00",
      ])
    // Read again at the next reschedule, the dates move on: the pending cap is full again.
    await notifications.reschedule(group: group, permissionStrategy: .scheduleIfSystemAllowed)
    #expect(await phone.pendingRequests().count == 64)
  }

  @Test func aRepeatingIntervalAmongSeveralFiresAtEachOfItsRepeats() async throws {
    let phone = try Self.phone()
    let notifications = LocalNotifications(simulator: phone)
    let group = TriggerSetGroup(
      groupIdentifier: "water",
      triggers: [.timeInterval(2 * 3_600, repeats: true), .timeInterval(3_600, repeats: false)])
    let report = await notifications.reschedule(group: group, permissionStrategy: .scheduleIfSystemAllowed)
    #expect(report.isSuccess)
    await phone.advance(by: 7 * 3_600)
    // Ground truth: every two hours from 08:00, and the one-time hour's interval at 09:00.
    let delivered = await phone.delivered.map { Self.berlin.local($0.date) }
    #expect(
      delivered == ["2026-03-28 09:00", "2026-03-28 10:00", "2026-03-28 12:00", "2026-03-28 14:00"])
  }
}
