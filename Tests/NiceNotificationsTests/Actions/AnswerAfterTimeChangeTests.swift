import Foundation
import NiceNotifications
import NiceNotificationsTesting
import Testing
import TestSupport

/// Done and snooze on a delivered notification apply to the occurrence its trigger stands
/// for, also after the app moved the entry to another time of day and rescheduled.
struct AnswerAfterTimeChangeTests {
  enum Cadence: String, CaseIterable, Sendable {
    case daily, weekly, monthly
  }

  /// A reminder at `hour`:`minute` on each day, each Saturday or each 27th/28th — a bounded
  /// series of one-shots, or an unbounded one compressed into one repeating request.
  func group(_ cadence: Cadence, day: Int, repeating: Bool, hour: Int, minute: Int) -> FixedGroup {
    FixedGroup("habit") {
      switch (cadence, repeating) {
      case (.daily, true):
        EveryDay(starting: .today).at(hour: hour, minute: minute).schedule(title: "Habit").withCategory(
          "pill")
      case (.daily, false):
        EveryDay(forDays: 10, starting: .today).at(hour: hour, minute: minute).schedule(title: "Habit")
          .withCategory("pill")
      case (.weekly, true):
        EveryWeek(starting: .thisWeek).weekday(.saturday).at(hour: hour, minute: minute)
          .schedule(title: "Habit").withCategory("pill")
      case (.weekly, false):
        EveryWeek(forWeeks: 4, starting: .thisWeek).weekday(.saturday).at(hour: hour, minute: minute)
          .schedule(title: "Habit").withCategory("pill")
      case (.monthly, true):
        EveryMonth(starting: .thisMonth).day(day).at(hour: hour, minute: minute).schedule(title: "Habit")
          .withCategory("pill")
      case (.monthly, false):
        EveryMonth(forMonths: 3, starting: .thisMonth).day(day).at(hour: hour, minute: minute)
          .schedule(title: "Habit").withCategory("pill")
      }
    }
  }

  /// Saturdays before a change of clocks in some of the zones: 28 November 2026 (Lord Howe
  /// in summer time) and 27 March 2027 (Berlin moves to summer time the next night).
  static let saturdays: [(Int, Int, Int)] = [(2026, 11, 28), (2027, 3, 27)]
  static let zones = ["Europe/Berlin", "America/New_York", "Australia/Lord_Howe"]

  /// Delivers Saturday's 19:30, moves the entry to 12:45, reschedules and answers the
  /// delivered notification with `action`; the center and the instance afterwards.
  func answer(
    _ action: String, cadence: Cadence, repeating: Bool, in zoneName: String, on saturday: (Int, Int, Int)
  ) async throws -> (SimulatedNotificationCenter, LocalNotifications, key: String) {
    let start = DateBuilder.Context.fixed(saturday.0, saturday.1, saturday.2, 12, 0, in: zoneName)
    let center = simulator(start)
    let notifications = try await pillFrontDoor(over: center, snooze: .after(3 * 86_400))
    let before = group(cadence, day: saturday.2, repeating: repeating, hour: 19, minute: 30)
    await notifications.reschedule(group: before, permissionStrategy: .scheduleIfSystemAllowed)
    await center.advance(by: 7 * 3_600 + 30 * 60)
    let delivered = try #require(await center.delivered.first)
    let after = group(cadence, day: saturday.2, repeating: repeating, hour: 12, minute: 45)
    await notifications.reschedule(group: after, permissionStrategy: .scheduleIfSystemAllowed)
    try await center.chooseAction(action, on: delivered.request.identifier)
    let key = String(format: "%04d%02d%02dT193000", saturday.0, saturday.1, saturday.2)
    return (center, notifications, key)
  }

  @Test(arguments: Cadence.allCases, [true, false])
  func doneMarksTheDeliveredOccurrence(cadence: Cadence, repeating: Bool) async throws {
    for zoneName in Self.zones {
      for saturday in Self.saturdays {
        let (_, notifications, key) = try await answer(
          "done", cadence: cadence, repeating: repeating, in: zoneName, on: saturday)
        #expect(
          try await notifications.handledOccurrences(ofGroup: "habit") == ["habit:0:\(key)"],
          "\(cadence) in \(zoneName) on \(saturday)")
      }
    }
  }

  @Test(arguments: Cadence.allCases, [true, false])
  func snoozeStandsForTheDeliveredOccurrence(cadence: Cadence, repeating: Bool) async throws {
    for zoneName in Self.zones {
      for saturday in Self.saturdays {
        let (center, _, key) = try await answer(
          "snooze", cadence: cadence, repeating: repeating, in: zoneName, on: saturday)
        let snoozes = await center.pending.map(\.request.identifier).filter { $0.contains("~snooze") }
        #expect(snoozes == ["habit:~snooze:0:\(key)"], "\(cadence) in \(zoneName) on \(saturday)")
      }
    }
  }
}
