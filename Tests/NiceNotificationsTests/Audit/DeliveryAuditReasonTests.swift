import DateBuilder
import Foundation
import NiceNotifications
import NiceNotificationsTesting
import Testing
import TestSupport

/// One disruption per row, on a simulated device in New York across the night its clocks spring
/// forward (Sunday 8 March 2026): the audit names the reason the disruption gives, and what the
/// person saw, answered, finished or snoozed, or what is still ahead, is not a finding.
struct DeliveryAuditReasonTests {
  /// A 9:00 reminder on 7, 8 and 9 March, one request a day.
  struct Pills: LocalNotificationsGroup {
    var groupIdentifier: String { "pills" }
    func timeline() async throws -> NotificationsTimeline {
      NotificationsTimeline {
        EveryDay(forDays: 3, starting: ExactDay(year: 2026, month: 3, day: 7)).at(hour: 9, minute: 0)
          .schedule(with: { (date: Date) in
            NotificationContent(title: "Pills \(date.timeIntervalSince1970)")
          })
      }
    }
  }

  enum Disruption: String, CaseIterable, Sendable {
    case notificationsOff, notificationCenterOff, groupOff, clearedByThePerson, flightEast, capOfTwo
    case otherCodeRemovedEverything, notificationsOffUntilTheInstantOneIsDue
  }

  enum Handling: String, CaseIterable, Sendable {
    case stillListed, markedDone, snoozed, answered, stillAhead, clearedByTheApp
  }

  /// A device at 07:00 on 7 March with the reminders planned, and a way to read the clock's days.
  struct Device {
    let simulator: SimulatedNotificationCenter
    let notifications: LocalNotifications
    let calendar: Calendar

    init(capacity: Int = 64) async {
      let start = DateBuilder.Context.fixed(2026, 3, 7, 7, 0, in: "America/New_York")
      (simulator, notifications) = deviceInZone(of: start, capacity: capacity)
      calendar = start.calendar
      notifications.register(Pills(), permissionStrategy: .scheduleIfSystemAllowed)
      await notifications.rescheduleAll()
    }

    func advance(toDay day: Int, hour: Int) async {
      let date =
        calendar.date(from: DateComponents(year: 2026, month: 3, day: day, hour: hour)) ?? .distantPast
      await simulator.advance(to: date)
    }

    func occurrence(day: Int) -> String { "pills:0:2026030\(day)T090000" }
  }

  static let expected: [Disruption: [Int: MissedDelivery.Reason]] = [
    .notificationsOff: [7: .authorizationOff, 8: .authorizationOff],
    // The run that turns them on at 09:00 sharp saw the state after that 09:00 had passed.
    .notificationsOffUntilTheInstantOneIsDue: [7: .authorizationOff, 8: .authorizationOff],
    .notificationCenterOff: [7: .alertsOrNotificationCenterOff, 8: .alertsOrNotificationCenterOff],
    .groupOff: [7: .groupOff, 8: .groupOff],
    .clearedByThePerson: [7: .removedByPerson],
    .flightEast: [7: .clockChange],
    .capOfTwo: [9: .deferredByCap],
    .otherCodeRemovedEverything: [7: .unknown, 8: .unknown],
  ]

  @Test(arguments: Disruption.allCases)
  func aDisruptionIsAuditedWithItsReason(_ disruption: Disruption) async throws {
    let device = await Device(capacity: disruption == .capOfTwo ? 2 : 64)
    let (simulator, notifications) = (device.simulator, device.notifications)
    var reported: [MissedDelivery] = []
    switch disruption {
    case .notificationsOff, .notificationsOffUntilTheInstantOneIsDue:
      await simulator.setAuthorizationStatus(.denied)
      reported += await notifications.rescheduleAll().missedDeliveries
      await device.advance(toDay: 8, hour: disruption == .notificationsOff ? 10 : 9)
      await simulator.setAuthorizationStatus(.authorized)
    case .notificationCenterOff:
      await simulator.updateSettings { $0.notificationCenterSetting = .disabled }
      reported += await notifications.rescheduleAll().missedDeliveries
      await device.advance(toDay: 8, hour: 10)
    case .groupOff:
      reported += await notifications.disable(group: Pills()).missedDeliveries
      await device.advance(toDay: 8, hour: 10)
      try await notifications.permissionStore.setPermission(.allowed, forGroup: "pills")
    case .clearedByThePerson:
      await device.advance(toDay: 7, hour: 10)
      reported += await notifications.rescheduleAll().missedDeliveries
      try await simulator.clearNotificationCenter()
      await device.advance(toDay: 8, hour: 8)
    case .flightEast:
      await device.advance(toDay: 7, hour: 8)
      await simulator.setTimeZone(Zones.named("Europe/Paris"))
      reported += await notifications.rescheduleAll().missedDeliveries
      await device.advance(toDay: 8, hour: 10)
    case .capOfTwo:
      await device.advance(toDay: 10, hour: 8)
    case .otherCodeRemovedEverything:
      await simulator.removeAllPendingRequests()
      // A write that plans another group sees the reminders gone before their time.
      await device.advance(toDay: 7, hour: 8)
      reported += await notifications.schedule(
        content: NotificationContent(title: "Water"), at: Today().at(hour: 18, minute: 0),
        permissionStrategy: .scheduleIfSystemAllowed
      ).report.missedDeliveries
      await device.advance(toDay: 8, hour: 10)
    }
    reported += await notifications.rescheduleAll().missedDeliveries
    let audit = try await notifications.deliveryAudit()
    let expected = (Self.expected[disruption] ?? [:]).map { (device.occurrence(day: $0.key), $0.value) }
    #expect(
      Dictionary(uniqueKeysWithValues: audit.findings.map { ($0.identifier, $0.reason) })
        == Dictionary(uniqueKeysWithValues: expected))
    #expect(audit.findings(inGroup: "pills") == audit.findings)
    // Each finding once, across the reports.
    #expect(reported.map(\.identifier).sorted() == audit.findings.map(\.identifier).sorted())
  }

  @Test(arguments: Handling.allCases)
  func whatThePersonSawOrHandledIsNotAFinding(_ handling: Handling) async throws {
    let device = await Device()
    let (simulator, notifications) = (device.simulator, device.notifications)
    let first = device.occurrence(day: 7)
    if handling == .stillAhead {
      // Flown west before 9:00: 9:00 comes three hours later, so its planned instant passes first.
      await device.advance(toDay: 7, hour: 8)
      await simulator.setTimeZone(Zones.named("America/Los_Angeles"))
      await notifications.rescheduleAll()
      await device.advance(toDay: 7, hour: 10)
    } else {
      await device.advance(toDay: 7, hour: 10)
      let delivered = try #require(await simulator.delivered.first { $0.request.identifier == first })
      switch handling {
      case .stillListed, .stillAhead: break
      case .markedDone:
        try await notifications.markDone(delivered)
      case .snoozed:
        try await notifications.snooze(delivered, .after(7_200))
      case .answered:
        try await simulator.tap(first)
        await notifications.recordResponse(NotificationResponse(notification: delivered, action: .default))
      case .clearedByTheApp:
        // The person read it in the app, which clears the group's notifications: not removed by the person.
        #expect(await notifications.removeDeliveredNotifications(ofGroup: "pills") == [first])
      }
      await device.advance(toDay: 7, hour: 11)
    }
    let report = await notifications.rescheduleAll()
    #expect(report.missedDeliveries.isEmpty)
    #expect(try await notifications.deliveryAudit().findings.isEmpty)
    // Not vacuous: the reminder left Notification Center, or is there, or is still pending.
    let listed = await simulator.delivered.contains { $0.request.identifier == first }
    let pending = await simulator.pending.contains { $0.request.identifier == first }
    #expect(listed == (handling == .stillListed))
    #expect(pending == (handling == .stillAhead))
  }
}
