import Foundation
import NiceNotifications
import NiceNotificationsTesting
import Testing
import TestSupport

/// While a compressed series is planned as one-shots (a flight west brought a delivered evening's
/// time round again), its repeating request is not pending: a mark the app makes with the series'
/// own identifier marks one day, never the whole series.
///
/// Berlin to New York, 27 March 2026; Berlin's clocks go forward in the night of the 28th.
struct SeriesPlannedAsOneShotsTests {
  let berlin = DateBuilder.Context.fixed(2026, 3, 27, 12, 0, in: "Europe/Berlin")

  /// A daily 20:00 reminder without end: one repeating request while nothing keeps it in one-shots.
  let pills = FixedGroup("pills") {
    EveryDay(starting: .today).at(hour: 20, minute: 0).schedule(title: "Pill").withCategory("pill")
  }

  let series = RequestIdentifier(group: "pills", entry: "0", occurrence: "repeating")

  /// The instant New York's clock shows `hour`:00 on `day` March 2026.
  func newYork(_ day: Int, _ hour: Int) throws -> Date {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = zone("America/New_York")
    return try #require(calendar.date(from: DateComponents(year: 2026, month: 3, day: day, hour: hour)))
  }

  /// Delivers the 27th's 20:00 in Berlin, flies to New York and reschedules there, where 20:00
  /// comes round again: the series is planned as one-shots.
  func landed() async throws -> (SimulatedNotificationCenter, LocalNotifications) {
    let center = simulator(berlin)
    let notifications = frontDoor(over: center)
    await notifications.reschedule(group: pills, permissionStrategy: .scheduleIfSystemAllowed)
    await center.advance(by: 8 * 3_600 + 30 * 60)  // 20:30 in Berlin, 15:30 in New York
    await center.setTimeZone(zone("America/New_York"))
    await notifications.reschedule(group: pills, permissionStrategy: .scheduleIfSystemAllowed)
    #expect(await !center.pending.map(\.request.identifier).contains(series.description))
    return (center, notifications)
  }

  /// The New York days of every delivery until the 31st at 21:00, rescheduling on each morning
  /// after the 28th.
  func deliveryDays(
    on center: SimulatedNotificationCenter, of notifications: LocalNotifications
  ) async throws -> [Int] {
    var days: [Int] = []
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = zone("America/New_York")
    _ = await center.takeEvents()
    for day in 28...31 {
      if day > 28 {
        await center.advance(to: try newYork(day, 8))
        await notifications.reschedule(group: pills, permissionStrategy: .scheduleIfSystemAllowed)
      }
      await center.advance(to: try newYork(day, 21))
    }
    for case .delivered(_, _, let date) in await center.takeEvents() {
      days.append(calendar.component(.day, from: date))
    }
    return days
  }

  @Test func markingTheDeliveredEveningByTheSeriesIdentifierMarksThatEvening() async throws {
    let (center, notifications) = try await landed()
    let delivered = try #require(await center.delivered.first)
    try await notifications.markHandled(series, date: delivered.date)
    #expect(try await notifications.handledOccurrences(ofGroup: "pills") == ["pills:0:20260327T200000"])
    #expect(try await deliveryDays(on: center, of: notifications) == [28, 29, 30, 31])
  }

  @Test func markingTomorrowAheadByTheSeriesIdentifierSkipsOnlyTomorrow() async throws {
    let (center, notifications) = try await landed()
    let report = try await notifications.markHandled(series, date: try newYork(28, 20))
    #expect(report.removed == ["pills:0:20260328T200000"])
    #expect(try await notifications.handledOccurrences(ofGroup: "pills") == ["pills:0:20260328T200000"])
    #expect(try await deliveryDays(on: center, of: notifications) == [29, 30, 31])
  }

  @Test func aMarkThatCannotTellItsDayMarksNothingAndSaysSo() async throws {
    let (center, notifications) = try await landed()
    let delivered = try #require(await center.delivered.first)
    try await center.clearNotificationCenter()
    let pending = await center.pending.map(\.request.identifier)
    let report = try await notifications.markHandled(series, date: delivered.date)
    guard case .failed(let reason)? = report.outcomes["pills"] else {
      Issue.record("the outcome does not say nothing was marked: \(report.outcomes)")
      return
    }
    #expect(reason.contains("pills:0:repeating"))
    #expect(try await notifications.handledOccurrences(ofGroup: "pills").isEmpty)
    #expect(await center.pending.map(\.request.identifier) == pending)
    #expect(try await deliveryDays(on: center, of: notifications) == [28, 29, 30, 31])
  }
}
