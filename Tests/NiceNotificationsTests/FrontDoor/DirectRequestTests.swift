import DateBuilder
import Foundation
import NiceNotifications
import NiceNotificationsTesting
import Testing
import TestSupport

/// Requests an app builds itself and hands to `directSchedule`: each is scheduled, or its outcome
/// says why not; an identifier is compared by its bytes, as iOS compares it.
@Suite struct DirectRequestTests {
  /// Noon in New York, two weeks after the clocks went forward.
  static let start = DateBuilder.Context.fixed(2026, 3, 28, 12, 0, in: "America/New_York")

  static func tomorrow(_ identifier: String) -> NotificationRequest {
    NotificationRequest(
      identifier: identifier, content: NotificationContent(title: identifier),
      trigger: .instant(start.now + 86_400))
  }

  @Test func theTailNoticesIdentifierIsRefusedAndNothingIsWritten() async {
    let simulator = simulator(Self.start)
    let notifications = LocalNotifications(simulator: simulator)
    let report = await notifications.directSchedule(
      request: Self.tomorrow(TailNotice.identifier), permissionStrategy: .scheduleIfSystemAllowed)
    guard case .failed(let reason)? = report.outcomes[TailNotice.identifier] else {
      Issue.record("accepted: \(report.outcomes)")
      return
    }
    #expect(reason.contains("choose another"))
    #expect(await simulator.pending.isEmpty && report.writes == 0)
  }

  /// An instant a minute or a day ago, and a full calendar date of yesterday in New York, where the
  /// clocks went forward two weeks before.
  static let passed: [NotificationTrigger] = [
    .instant(start.now - 60), .instant(start.now - 86_400),
    .calendar(DateComponents(year: 2026, month: 3, day: 27, hour: 9, minute: 0, second: 0), repeats: false),
    .calendar(DateComponents(year: 2025, month: 3, day: 8, hour: 2, minute: 30), repeats: true),
  ]

  @Test(arguments: passed)
  func aRequestWhoseDateHasPassedFailsRatherThanBeingAddedToNeverFire(_ trigger: NotificationTrigger) async {
    let simulator = simulator(Self.start)
    let notifications = LocalNotifications(simulator: simulator)
    let request = NotificationRequest(
      identifier: "late-bill", content: NotificationContent(title: "Bill"), trigger: trigger)
    let report = await notifications.directSchedule(
      request: request, permissionStrategy: .scheduleIfSystemAllowed)
    guard case .failed(let reason)? = report.outcomes["late-bill"] else {
      Issue.record("accepted: \(report.outcomes)")
      return
    }
    #expect(reason.contains("has passed"))
    let dropped = await simulator.dropped
    #expect(await simulator.pending.isEmpty && report.writes == 0)
    #expect(dropped.isEmpty)
  }

  @Test func identifiersThatDifferOnlyInNormalizationAreTwoRequestsEvenAtTheCap() async throws {
    let simulator = simulator(Self.start, capacity: 3)
    let precomposed = "caf\u{E9}"
    let decomposed = "cafe\u{301}"
    try await simulator.add(Self.tomorrow(precomposed))
    let notifications = LocalNotifications(simulator: simulator)
    let daily = AdHocGroup(
      identifier: "daily",
      timeline: NotificationsTimeline {
        EveryDay(forDays: 5, starting: .tomorrow).at(hour: 8, minute: 0)
          .schedule(with: { (date: Date) in NotificationContent(title: "\(date.timeIntervalSince1970)") })
      })
    await notifications.reschedule(group: daily, permissionStrategy: .scheduleIfSystemAllowed)
    #expect(await simulator.pending.count == 3)
    let report = await notifications.directSchedule(
      request: Self.tomorrow(decomposed), permissionStrategy: .scheduleIfSystemAllowed)
    #expect(report.outcomes[decomposed] == .scheduled)
    // The group's latest request made room; the other library's request is neither replaced nor dropped.
    #expect(report.replaced.isEmpty)
    #expect(report.removed.count == 1)
    #expect(report.added.count == 1)
    let pending = await simulator.pending.map { Array($0.request.identifier.utf8) }
    #expect(pending.contains(Array(precomposed.utf8)) && pending.contains(Array(decomposed.utf8)))
    let dropped = await simulator.dropped
    #expect(pending.count == 3 && dropped.isEmpty)
  }
}
