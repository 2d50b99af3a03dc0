import Foundation
import NiceNotifications
import NiceNotificationsTesting
import Testing
import TestSupport

/// A set of several of the original's triggers schedules each at its first fire date: a trigger the
/// platform would refuse is refused as it is on its own, and one that fires at no date is no
/// notification at a date of its own invention.
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
}
