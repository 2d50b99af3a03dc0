import Foundation
import NiceNotifications
import NiceNotificationsTesting
import Testing
import TestSupport

/// Tonight's occurrence of a moved series comes once when a launch makes the series one-shots.
///
/// A series kept as one repeating request that quiet hours moved delivers tonight's occurrence at
/// their end; the launch comes between the occurrence's own time and the end of the quiet hours,
/// with a dose the person added that fills a later day under the daily limit.
struct PacedSeriesExpandedBeforeItsMoveTests {
  /// A reminder at 00:15 every night, without end, one text: one repeating request.
  static let night = TimelineGroup(
    groupIdentifier: "night",
    fixed: NotificationsTimeline {
      EveryDay(starting: .today).at(hour: 0, minute: 15).schedule(title: "Night")
    })

  /// A reminder at 07:00 for twenty days, a text per day: one-shots, 20 minutes from the moved night one.
  static let morning = TimelineGroup(
    groupIdentifier: "morning",
    fixed: NotificationsTimeline {
      EveryDay(forDays: 20, starting: ExactDay(year: 2026, month: 3, day: 10)).at(hour: 7, minute: 0)
        .schedule { (date: Date) in NotificationContent(title: "Morning \(Int(date.timeIntervalSince1970))") }
    })

  /// A dose on 15 March: with the night and the morning ones, three that day, over a limit of two.
  static let meds = TimelineGroup(
    groupIdentifier: "meds",
    fixed: NotificationsTimeline {
      ExactDay(year: 2026, month: 3, day: 15).at(hour: 12, minute: 0).schedule(title: "Dose")
    })

  @Test(arguments: ["UTC", "America/New_York", "Europe/London", "Australia/Lord_Howe", "America/Havana"])
  func tonightsMovedOccurrenceComesOnceWhenTheSeriesBecomesOneShots(zone: String) async throws {
    let start = DateBuilder.Context.fixed(2026, 3, 10, 12, 0, in: zone)
    let pacing = try Pacing(
      quietHours: QuietHours(from: .time(hour: 22, minute: 0), to: .time(hour: 7, minute: 0)),
      minimumGap: 20 * 60, dailyLimit: 2, priorities: ["morning": 1, "meds": 2])
    let (simulator, notifications) = pacedDevice(on: start, pacing: pacing)
    notifications.registerAll([Self.night, Self.morning], permissionStrategy: .scheduleIfSystemAllowed)
    await notifications.rescheduleAll()
    let launch = DateBuilder.Context.fixed(2026, 3, 12, 6, 19, in: zone).now
    await simulator.advance(to: launch)
    _ = await simulator.takeEvents()
    notifications.registerAll(
      [Self.night, Self.morning, Self.meds], permissionStrategy: .scheduleIfSystemAllowed)

    let report = await notifications.rescheduleAll()
    #expect(report.plan?.groups["night"]?.compressed == 0)
    await simulator.advance(to: DateBuilder.Context.fixed(2026, 3, 13, 12, 0, in: zone).now)
    let nights = await simulator.takeEvents().compactMap(\.delivery)
      .filter { $0.identifier.hasPrefix("night") }.map { start.local($0.date) }
    #expect(nights == ["2026-03-12 07:00", "2026-03-13 07:00"])
    #expect(try await notifications.deliveryAudit().findings.isEmpty)
  }
}
