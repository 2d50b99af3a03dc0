import DateBuilder
import Foundation
import NiceNotifications
import NiceNotificationsTesting
import Testing
import TestSupport

/// An occurrence the person answered is not a finding, however the answer reaches the package.
///
/// Whatever comes after the answer, on a simulated device in New York two weeks after its clocks
/// sprang forward: a one-shot is answered two days after its 02:15 delivery, when its "done" mark
/// is already past keeping; a series' day, hours after its delivery.
struct DeliveryAuditAnsweredTests {
  /// A 02:15 dose with its own words each day: one one-shot request a day.
  struct Dose: LocalNotificationsGroup {
    var groupIdentifier: String { "dose" }
    func timeline() async throws -> NotificationsTimeline {
      NotificationsTimeline {
        EveryDay(forDays: 20, starting: ExactDay(year: 2026, month: 3, day: 22)).at(hour: 2, minute: 15)
          .schedule(with: { (date: Date) -> NotificationContent? in
            NotificationContent(title: "Dose \(Int(date.timeIntervalSince1970))")
          })
          .withCategory("dose")
      }
    }
  }

  /// The same words at 02:15 every day: one repeating request whose deliveries stand for days.
  struct Walk: LocalNotificationsGroup {
    var groupIdentifier: String { "walk" }
    func timeline() async throws -> NotificationsTimeline {
      NotificationsTimeline {
        EveryDay(starting: ExactDay(year: 2026, month: 3, day: 22)).at(hour: 2, minute: 15)
          .schedule(title: "Walk")
          .withCategory("dose")
      }
    }
  }

  enum Series: String, CaseIterable, Sendable {
    case oneShots, compressed
  }

  enum Answer: String, CaseIterable, Sendable {
    /// `markDone` on the delivered notification.
    case markedDone
    /// The "done" action, routed to ``ResponseHandler/done(in:)``.
    case doneAction
    /// The "snooze" action, routed to ``ResponseHandler/snooze(_:in:)``.
    case snoozeAction
    /// Opened, and recorded with `recordResponse`.
    case opened
    /// Opened, with nothing recorded by the app: the center tells the front door of every response.
    case tapped
  }

  enum Later: String, CaseIterable, Sendable {
    case nothing, notificationsOffThenOn, groupDisabled
  }

  /// A device in New York from 09:17 on 22 March 2026, its router answering "done" and "snooze".
  struct Device {
    let simulator: SimulatedNotificationCenter
    let notifications: LocalNotifications
    let calendar: Calendar

    init() async throws {
      let start = DateBuilder.Context.fixed(2026, 3, 22, 9, 17, in: "America/New_York")
      (simulator, notifications) = deviceInZone(of: start)
      calendar = start.calendar
      try await routeSnoozeAndDone(inCategory: "dose", of: notifications, on: simulator)
    }

    func advance(toDay day: Int, hour: Int, minute: Int = 0) async {
      let date = calendar.date(
        from: DateComponents(year: 2026, month: 3, day: day, hour: hour, minute: minute))
      await simulator.advance(to: date ?? .distantPast)
    }
  }

  @Test(arguments: Series.allCases, Answer.allCases)
  func anOccurrenceAnsweredAfterItsTimeIsNoFinding(_ series: Series, _ answer: Answer) async throws {
    for later in Later.allCases {
      try await audit(series, answeredBy: answer, then: later)
    }
  }

  private func audit(_ series: Series, answeredBy answer: Answer, then later: Later) async throws {
    let device = try await Device()
    let (simulator, notifications) = (device.simulator, device.notifications)
    let group: any LocalNotificationsGroup = series == .oneShots ? Dose() : Walk()
    notifications.register(group, permissionStrategy: .scheduleIfSystemAllowed)
    await notifications.rescheduleAll()
    await device.advance(toDay: 23, hour: 14)
    await notifications.rescheduleAll()
    await device.advance(toDay: 25, hour: 5)
    await notifications.rescheduleAll()
    // A series lists only its latest delivery, the one of 25 March; the one-shots list each day's.
    let (delivery, answered) =
      series == .oneShots
      ? ("dose:0:20260323T021500", "dose:0:20260323T021500")
      : ("walk:0:repeating", "walk:0:20260325T021500")
    let notification = try #require(await simulator.delivered.first { $0.request.identifier == delivery })
    switch answer {
    case .markedDone:
      try await notifications.markDone(notification)
    case .doneAction:
      try await simulator.chooseAction("done", on: delivery)
    case .snoozeAction:
      try await simulator.chooseAction("snooze", on: delivery)
      // The snooze comes, and the person dismisses it.
      await device.advance(toDay: 25, hour: 5, minute: 20)
      try await simulator.dismiss(try #require(RequestIdentifier(answered)).snoozed.description)
    case .opened:
      try await simulator.tap(delivery)
      await notifications.recordResponse(NotificationResponse(notification: notification, action: .default))
    case .tapped:
      try await simulator.tap(delivery)
    }
    var expected: [String: MissedDelivery.Reason] = [:]
    switch later {
    case .nothing:
      await device.advance(toDay: 25, hour: 6)
      await notifications.rescheduleAll()
    case .notificationsOffThenOn:
      await simulator.setAuthorizationStatus(.denied)
      await notifications.rescheduleAll()
      await device.advance(toDay: 25, hour: 6)
      await notifications.rescheduleAll()
      await device.advance(toDay: 25, hour: 7)
      await simulator.setAuthorizationStatus(.authorized)
      await notifications.rescheduleAll()
    case .groupDisabled:
      await device.advance(toDay: 25, hour: 6)
      await notifications.disable(group: group)
      await device.advance(toDay: 26, hour: 6)
      await notifications.rescheduleAll()
      // The one-shot of 26 March was promised, then removed with its group.
      if series == .oneShots { expected["dose:0:20260326T021500"] = .groupOff }
    }
    let audit = try await notifications.deliveryAudit()
    #expect(
      Dictionary(uniqueKeysWithValues: audit.findings.map { ($0.identifier, $0.reason) }) == expected,
      "\(later)")
    // Not vacuous: a run saw the answered occurrence delivered, and it is no longer listed.
    let record = try #require(try await notifications.deliveryRecordStore?.deliveryRecord())
    let seen =
      record.occurrences.contains { $0.identifier == answered && $0.seenDelivered }
      || record.repeating.contains { $0.seenDelivered.contains(answered) }
    #expect(seen, "\(later)")
    #expect(await !simulator.delivered.contains { $0.request.identifier == delivery }, "\(later)")
  }

  @Test func anOccurrenceMarkedDoneAheadIsNoFindingOnceItsMarkIsForgotten() async throws {
    let device = try await Device()
    let (simulator, notifications) = (device.simulator, device.notifications)
    notifications.register(Dose(), permissionStrategy: .scheduleIfSystemAllowed)
    await notifications.rescheduleAll()
    await device.advance(toDay: 25, hour: 5)
    await notifications.rescheduleAll()
    let ahead = try #require(
      await simulator.pending.first { $0.request.identifier == "dose:0:20260326T021500" })
    let occurrence = try #require(RequestIdentifier(ahead.request.identifier))
    let fireDate = device.calendar.date(
      from: DateComponents(year: 2026, month: 3, day: 26, hour: 2, minute: 15))
    try await notifications.markHandled(occurrence, date: fireDate)
    // Two days on, a "done" on another delivery has the store forget the passed mark.
    await device.advance(toDay: 27, hour: 6)
    let other = try #require(
      await simulator.delivered.first { $0.request.identifier == "dose:0:20260327T021500" })
    try await notifications.markDone(other)
    await notifications.rescheduleAll()
    #expect(try await notifications.deliveryAudit().findings.isEmpty)
    // Not vacuous: the mark is forgotten, and the record planned the occurrence.
    #expect(try await !notifications.handledOccurrences(ofGroup: "dose").contains(occurrence.description))
    let record = try #require(try await notifications.deliveryRecordStore?.deliveryRecord())
    #expect(record.occurrences.contains { $0.identifier == occurrence.description })
  }

  @Test func aDoneTakenBackAheadLeavesTheOccurrenceToBeAudited() async throws {
    let device = try await Device()
    let (simulator, notifications) = (device.simulator, device.notifications)
    notifications.register(Dose(), permissionStrategy: .scheduleIfSystemAllowed)
    await notifications.rescheduleAll()
    let occurrence = try #require(RequestIdentifier("dose:0:20260323T021500"))
    let fireDate = device.calendar.date(
      from: DateComponents(year: 2026, month: 3, day: 23, hour: 2, minute: 15))
    try await notifications.markHandled(occurrence, date: fireDate)
    try await notifications.unmarkHandled(occurrence)
    await notifications.rescheduleAll()
    await device.advance(toDay: 23, hour: 8)
    try await simulator.clearNotificationCenter()
    await notifications.rescheduleAll()
    let findings = try await notifications.deliveryAudit().findings
    #expect(findings.map(\.identifier) == [occurrence.description])
    #expect(findings.map(\.reason) == [.removedByPerson])
  }
}
