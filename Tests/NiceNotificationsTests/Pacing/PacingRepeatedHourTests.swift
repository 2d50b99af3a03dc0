import Foundation
import NiceNotifications
import NiceNotificationsTesting
import Testing
import TestSupport

/// A move that lands in the hour a clock repeats: a calendar trigger fires at the first reading of
/// a time, so a move never lands on the second.
struct PacingRepeatedHourTests {
  /// Saturday 31 October 2026, 12:00 in New York; the clocks fall back from 02:00 to 01:00 on 1 November.
  let newYork = DateBuilder.Context.fixed(2026, 10, 31, 12, 0, in: "America/New_York")
  /// Saturday 4 April 2026, 12:00 on Lord Howe Island; the clocks fall back half an hour, from 02:00 to 01:30, on 5 April.
  let lordHowe = DateBuilder.Context.fixed(2026, 4, 4, 12, 0, in: "Australia/Lord_Howe")

  func deliveries(
    _ times: [(hour: Int, minute: Int)], gapMinutes: Int, in context: DateBuilder.Context
  ) async throws -> [String] {
    let (simulator, notifications) = pacedDevice(
      on: context, pacing: try Pacing(minimumGap: TimeInterval(gapMinutes * 60)))
    let group = TimelineGroup(
      groupIdentifier: "night",
      fixed: NotificationsTimeline {
        for time in times {
          Tomorrow().at(hour: time.hour, minute: time.minute).schedule(title: "\(time.hour):\(time.minute)")
        }
      })
    await notifications.reschedule(group: group, permissionStrategy: .scheduleIfSystemAllowed)
    await simulator.advance(by: 2 * 86_400)
    return await simulator.takeEvents().compactMap { event in
      guard case .delivered(_, _, let date) = event else { return nil }
      return PacingClock.utcText(date)
    }
  }

  @Test func aGapMoveIntoTheRepeatedHourLandsWhereTheClockReadsOnce() async throws {
    // 01:50 EDT is 05:50 UTC; 01:55 moved by the 30-minute gap would be 06:20 UTC, which New York's
    // clock reads as 01:20 for the second time: it goes to 02:00 EST, 07:00 UTC, instead.
    let delivered = try await deliveries([(1, 50), (1, 55)], gapMinutes: 30, in: newYork)
    #expect(delivered == ["2026-11-01 05:50:00", "2026-11-01 07:00:00"])
  }

  @Test func aMoveBeforeTheRepeatKeepsItsInstant() async throws {
    // 01:05 moved by the gap to 01:35 EDT (05:35 UTC): read once so far, the first reading.
    let delivered = try await deliveries([(1, 5), (1, 10)], gapMinutes: 30, in: newYork)
    #expect(delivered == ["2026-11-01 05:05:00", "2026-11-01 05:35:00"])
  }

  @Test func aHalfHourRepeatIsLeftWhereTheClockReadsOnce() async throws {
    // 01:40 LHDT (+11) is 14:40 UTC; the gap would move 01:45 to 15:20 UTC, read 01:50 again after
    // the clock fell back at 15:00 UTC: it goes to 15:30 UTC, when the clock reads 02:00 once.
    let delivered = try await deliveries([(1, 40), (1, 45)], gapMinutes: 40, in: lordHowe)
    #expect(delivered == ["2026-04-04 14:40:00", "2026-04-04 15:30:00"])
  }
}
