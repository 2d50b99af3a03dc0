import Foundation
import NiceNotifications
import NiceNotificationsTesting
import Testing
import TestSupport

/// A delivery of a repeating request that quiet hours moved stands for the occurrence whose time
/// was moved, not for the moved time.
///
/// A daily 23:00 moved to 07:00 and delivered at 07:00 on 5 March is the occurrence of 23:00 on
/// 4 March, for "done", snooze and the delivery audit. In Berlin, including the night its clocks
/// spring forward (Sunday 29 March 2026, 02:00 to 03:00).
struct PacedRepeatingDeliveryTests {
  /// A daily reminder at `hour`:`minute` without end, with the category whose actions are done and snooze.
  static func stretch(hour: Int, minute: Int = 0) -> TimelineGroup {
    TimelineGroup(
      groupIdentifier: "stretch",
      fixed: NotificationsTimeline {
        EveryDay(starting: .today).at(hour: hour, minute: minute).schedule(title: "Stretch")
          .identified(by: "evening").whenPaced(.moveToEnd)
      })
  }

  /// A device in Berlin at `start`, pacing with quiet hours from `from` to `to`, the group registered.
  static func device(
    _ start: DateBuilder.Context, from: TimeOfDay, to: TimeOfDay, group: TimelineGroup,
    record: InMemoryDeliveryRecordStore = InMemoryDeliveryRecordStore()
  ) throws -> (SimulatedNotificationCenter, LocalNotifications) {
    let (simulator, notifications) = pacedDevice(
      on: start, pacing: try Pacing(quietHours: QuietHours(from: from, to: to)), deliveryRecordStore: record)
    notifications.register(group, permissionStrategy: .scheduleIfSystemAllowed)
    return (simulator, notifications)
  }

  /// The notification in Notification Center delivered at `local` (`yyyy-MM-dd HH:mm`) in `context`'s zone.
  static func delivered(
    at local: String, on simulator: SimulatedNotificationCenter, in context: DateBuilder.Context
  ) async throws -> DeliveredNotification {
    let shown = await simulator.delivered
    return try #require(shown.first { context.local($0.date) == local }, "delivered: \(shown.map(\.date))")
  }

  /// Flies the device to `zone` and reschedules there, then lets two days pass: what was
  /// delivered in them, as `M-D H:00` on the clock of `zone`.
  static func twoDaysOfDeliveries(
    afterFlyingTo zone: String, simulator: SimulatedNotificationCenter, notifications: LocalNotifications
  ) async -> [String] {
    let destination = Zones.named(zone)
    await simulator.setTimeZone(destination)
    await notifications.rescheduleAll()
    _ = await simulator.takeEvents()
    await simulator.advance(by: 2 * 86_400)
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = destination
    return await simulator.takeEvents().compactMap(\.delivery).map {
      let local = calendar.dateComponents([.month, .day, .hour], from: $0.date)
      return "\(local.month ?? 0)-\(local.day ?? 0) \(local.hour ?? 0):00"
    }
  }

  @Test func aDoneFromAMovedDailyDeliveryMarksTheOccurrenceOfTheEveningBefore() async throws {
    let start = DateBuilder.Context.fixed(2026, 3, 3, 12, 0, in: "Europe/Berlin")
    let (simulator, notifications) = try Self.device(
      start, from: .time(hour: 22, minute: 0), to: .time(hour: 7, minute: 0), group: Self.stretch(hour: 23))
    await notifications.rescheduleAll()
    #expect(await simulator.pending.count == 1)
    await simulator.advance(to: start.now.addingTimeInterval(43 * 3_600 + 300))
    let morning = try await Self.delivered(at: "2026-03-05 07:00", on: simulator, in: start)
    try await notifications.markDone(morning)
    let done = try await notifications.handledOccurrences(ofGroup: "stretch")
    #expect(done == ["stretch:evening:20260304T230000"])
  }

  @Test func aMoveAcrossTheSpringForwardNightNamesTheOccurrenceBeforeIt() async throws {
    // 22:00–02:30: 02:30 does not exist on 29 March, so the moved request fires at 03:00 CEST.
    let start = DateBuilder.Context.fixed(2026, 3, 27, 12, 0, in: "Europe/Berlin")
    let (simulator, notifications) = try Self.device(
      start, from: .time(hour: 22, minute: 0), to: .time(hour: 2, minute: 30), group: Self.stretch(hour: 23))
    await notifications.rescheduleAll()
    await simulator.advance(to: PacingClock.utc("2026-03-29 01:05"))
    let jump = try await Self.delivered(at: "2026-03-29 03:00", on: simulator, in: start)
    try await notifications.markDone(jump)
    let done = try await notifications.handledOccurrences(ofGroup: "stretch")
    #expect(done == ["stretch:evening:20260328T230000"])
  }

  @Test func aWeeklySeriesMovedPastMidnightFiresTheNextMorningAndNamesTheEveningBefore() async throws {
    // Tuesday 24 March 2026; the Saturday-night series moves to Sunday 07:00 across the
    // spring-forward night, not back to Saturday morning.
    let start = DateBuilder.Context.fixed(2026, 3, 24, 12, 0, in: "Europe/Berlin")
    let weekly = TimelineGroup(
      groupIdentifier: "stretch",
      fixed: NotificationsTimeline {
        EveryWeek(starting: .thisWeek).weekday(.saturday).at(hour: 23, minute: 30).schedule(title: "Stretch")
          .identified(by: "evening")
      })
    let (simulator, notifications) = try Self.device(
      start, from: .time(hour: 22, minute: 0), to: .time(hour: 7, minute: 0), group: weekly)
    await notifications.rescheduleAll()
    let pending = await simulator.pending
    #expect(pending.map(\.request.trigger?.repeats) == [true])
    await simulator.advance(to: PacingClock.utc("2026-03-29 06:00"))
    #expect(await simulator.delivered.map { start.local($0.date) } == ["2026-03-29 07:00"])
    let sunday = try await Self.delivered(at: "2026-03-29 07:00", on: simulator, in: start)
    try await notifications.markDone(sunday)
    let done = try await notifications.handledOccurrences(ofGroup: "stretch")
    #expect(done == ["stretch:evening:20260328T233000"])
  }

  @Test func aMovedDeliverySnoozesTheOccurrenceItStandsFor() async throws {
    let start = DateBuilder.Context.fixed(2026, 3, 27, 12, 0, in: "Europe/Berlin")
    let (simulator, notifications) = try Self.device(
      start, from: .time(hour: 22, minute: 0), to: .time(hour: 7, minute: 0), group: Self.stretch(hour: 23))
    await notifications.rescheduleAll()
    await simulator.advance(to: PacingClock.utc("2026-03-29 05:05"))
    let morning = try await Self.delivered(at: "2026-03-29 07:00", on: simulator, in: start)
    try await notifications.snooze(morning, .after(600))
    let snoozes = await simulator.pending.map(\.request.identifier).filter { $0.contains("~snooze") }
    #expect(snoozes == ["stretch:~snooze:evening:20260328T230000"])
  }

  @Test func theAuditNamesAMovedDeliveryForTheOccurrenceItStandsForAndMissesNothing() async throws {
    let start = DateBuilder.Context.fixed(2026, 3, 27, 12, 0, in: "Europe/Berlin")
    let record = InMemoryDeliveryRecordStore()
    let (simulator, notifications) = try Self.device(
      start, from: .time(hour: 22, minute: 0), to: .time(hour: 7, minute: 0), group: Self.stretch(hour: 23),
      record: record)
    await notifications.rescheduleAll()
    // A run each morning after the delivery, across the spring-forward night.
    for morning in ["2026-03-28 08:00", "2026-03-29 07:30", "2026-03-30 07:30"] {
      await simulator.advance(to: PacingClock.utc(morning))
      await notifications.rescheduleAll()
    }
    let audit = try await notifications.deliveryAudit()
    #expect(audit.findings.isEmpty, "\(audit.findings.map(\.identifier))")
    let seen = await record.deliveryRecord().repeating.flatMap(\.seenDelivered).sorted()
    #expect(
      seen == [
        "stretch:evening:20260327T230000", "stretch:evening:20260328T230000",
        "stretch:evening:20260329T230000",
      ])
  }

  @Test func anOccurrenceDoneFromItsMovedDeliveryIsNotDeliveredAgainAfterAFlightWest() async throws {
    let start = DateBuilder.Context.fixed(2026, 3, 3, 12, 0, in: "Europe/Berlin")
    let (simulator, notifications) = try Self.device(
      start, from: .time(hour: 22, minute: 0), to: .time(hour: 7, minute: 0), group: Self.stretch(hour: 23))
    await notifications.rescheduleAll()
    // 07:05 on 5 March in Berlin; then Los Angeles, where it is 22:05 on 4 March and 23:00 is ahead.
    await simulator.advance(to: start.now.addingTimeInterval(43 * 3_600 + 300))
    let morning = try await Self.delivered(at: "2026-03-05 07:00", on: simulator, in: start)
    try await notifications.markDone(morning)
    let deliveries = await Self.twoDaysOfDeliveries(
      afterFlyingTo: "America/Los_Angeles", simulator: simulator, notifications: notifications)
    // The occurrence of 4 March was delivered in Berlin; Los Angeles gets that of 5 March, at 07:00 on the 6th.
    #expect(deliveries == ["3-6 7:00"])
  }

  @Test(arguments: [false, true])
  func aMovedDeliveryIsNotDeliveredAgainWhereItsMovedTimeComesRoundAfterAFlightWest(markedDone: Bool)
    async throws
  {
    let start = DateBuilder.Context.fixed(2026, 3, 3, 12, 0, in: "Europe/Berlin")
    let (simulator, notifications) = try Self.device(
      start, from: .time(hour: 22, minute: 0), to: .time(hour: 7, minute: 0), group: Self.stretch(hour: 23))
    await notifications.rescheduleAll()
    // 07:30 on 5 March in Berlin: 01:30 in New York, where 23:00 on 4 March is past and 07:00 is not.
    await simulator.advance(to: start.now.addingTimeInterval(43 * 3_600 + 1_800))
    let morning = try await Self.delivered(at: "2026-03-05 07:00", on: simulator, in: start)
    if markedDone { try await notifications.markDone(morning) }
    let deliveries = await Self.twoDaysOfDeliveries(
      afterFlyingTo: "America/New_York", simulator: simulator, notifications: notifications)
    // The occurrence of 4 March was delivered in Berlin; New York gets that of 5 March, at 07:00 on the 6th.
    #expect(deliveries == ["3-6 7:00"])
  }
}
