import Foundation
import NiceNotifications
import NiceNotificationsTesting
import Testing
import TestSupport

/// A series quiet hours move stays one repeating request at a launch before its moved time.
///
/// A daily 23:15 moved to 07:00 delivers at 07:00 the occurrence of the evening before. A launch
/// between that occurrence and 07:00 paces the series before a one-shot at 07:10, as a launch
/// before 23:15 does: the one-shot moves past it by the gap, and nothing is written.
struct PacedSeriesIntactBeforeItsMovedTimeTests {
  static func pacing() throws -> Pacing {
    try Pacing(
      quietHours: QuietHours(from: .time(hour: 22, minute: 0), to: .time(hour: 7, minute: 0)),
      minimumGap: 30 * 60)
  }

  /// Every night at 23:15, without end, one text: one repeating request, moved to 07:00.
  static let stretch = TimelineGroup(
    groupIdentifier: "stretch",
    fixed: NotificationsTimeline {
      EveryDay(starting: .today).at(hour: 23, minute: 15).schedule(title: "Stretch")
    })

  /// At 07:10 for ten days from `day` March 2027, a text per day: one-shots, moved to 07:30 by the gap.
  static func study(fromMarch day: Int) -> TimelineGroup {
    TimelineGroup(
      groupIdentifier: "study",
      fixed: NotificationsTimeline {
        EveryDay(forDays: 10, starting: ExactDay(year: 2027, month: 3, day: day)).at(hour: 7, minute: 10)
          .schedule { (date: Date) in NotificationContent(title: "Study \(Int(date.timeIntervalSince1970))") }
      })
  }

  static let series = "stretch:0:repeating@231500"

  /// A time of day the app is launched at.
  struct Launch: Sendable, CustomStringConvertible {
    var hour: Int
    var minute: Int

    var description: String { String(format: "%02d:%02d", hour, minute) }
  }

  /// After the series' own time, before the end of the quiet hours; and before the series' time.
  static let launches = [
    Launch(hour: 23, minute: 30), Launch(hour: 0, minute: 30), Launch(hour: 5, minute: 51),
    Launch(hour: 6, minute: 59), Launch(hour: 21, minute: 0),
  ]

  @Test func anIntactPacedSeriesStaysOneRequestAtALaunchBeforeItsMovedTime() async throws {
    let start = DateBuilder.Context.fixed(2027, 3, 1, 12, 0, in: "America/New_York")
    let (simulator, notifications) = pacedDevice(on: start, pacing: try Self.pacing())
    notifications.registerAll(
      [Self.stretch, Self.study(fromMarch: 2)],
      permissionStrategy: .scheduleIfSystemAllowed)
    await notifications.rescheduleAll()
    #expect(await simulator.pending.contains { $0.request.identifier == Self.series })
    await simulator.advance(to: DateBuilder.Context.fixed(2027, 3, 2, 5, 51, in: "America/New_York").now)

    let night = await notifications.rescheduleAll()
    #expect(await simulator.pending.contains { $0.request.identifier == Self.series })
    #expect(night.writes == 0)
    #expect(night.plan?.groups["stretch"]?.compressed == 1)
  }

  /// Launches each day of a week that crosses the clocks going forward in New York and Havana,
  /// at times between the series' own time and the end of the quiet hours, and before it.
  @Test(
    arguments: ["America/New_York", "America/Havana", "Europe/London", "Australia/Lord_Howe"],
    launches)
  func everyLaunchWritesNothingAndEveryDayIsDeliveredOnce(zone: String, launch: Launch) async throws {
    let start = DateBuilder.Context.fixed(2027, 3, 11, 12, 0, in: zone)
    let (simulator, notifications) = pacedDevice(on: start, pacing: try Self.pacing())
    notifications.registerAll(
      [Self.stretch, Self.study(fromMarch: 12)],
      permissionStrategy: .scheduleIfSystemAllowed)
    let first = await notifications.rescheduleAll()
    #expect(first.plan?.groups["stretch"]?.compressed == 1)
    for day in 12...17 {
      let now = DateBuilder.Context.fixed(2027, 3, day, launch.hour, launch.minute, in: zone).now
      await simulator.advance(to: now)
      let report = await notifications.rescheduleAll()
      #expect(report.writes == 0, "\(zone) 03-\(day) \(launch)")
      #expect(report.plan?.groups["stretch"]?.compressed == 1, "\(zone) 03-\(day) \(launch)")
      #expect(await simulator.pending.contains { $0.request.identifier == Self.series })
    }
    await simulator.advance(to: DateBuilder.Context.fixed(2027, 3, 18, 12, 0, in: zone).now)
    let deliveries = await simulator.takeEvents().compactMap(\.delivery)
    let stretches = deliveries.filter { $0.identifier.hasPrefix("stretch") }.map { start.local($0.date) }
    let studies = deliveries.filter { $0.identifier.hasPrefix("study") }.map { start.local($0.date) }
    #expect(stretches == (12...18).map { String(format: "2027-03-%02d 07:00", $0) }, "\(zone) \(launch)")
    #expect(studies == (12...18).map { String(format: "2027-03-%02d 07:30", $0) }, "\(zone) \(launch)")
    #expect(try await notifications.deliveryAudit().findings.isEmpty)
  }
}
