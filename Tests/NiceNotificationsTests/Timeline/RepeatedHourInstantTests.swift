import Foundation
import NiceNotifications
import NiceNotificationsTesting
import Testing
import TestSupport

/// Exact instants in the hour that happens twice when clocks fall back (Berlin, 25 October
/// 2026: 03:00 CEST becomes 02:00 CET).
///
/// Under the default wall-clock meaning an exact instant is scheduled as the instant it is,
/// so both 02:30s keep their own identifiers and fire when they were asked to. Under a
/// pinned zone the first is written as that zone's components, and the second, which those
/// components would name an hour early, as its instant.
struct RepeatedHourInstantTests {
  /// Noon the day before the clocks fall back.
  let context = DateBuilder.Context.fixed(2026, 10, 24, 12, 0, in: "Europe/Berlin")
  /// 02:30 CEST, 00:30 UTC.
  var firstHalf: Date { Date(timeIntervalSince1970: 1_792_888_200) }
  /// 02:30 CET, 01:30 UTC: an hour later, showing the same reading.
  var secondHalf: Date { firstHalf + 3_600 }

  @Test func bothInstantsOfTheRepeatedHourKeepTheirOwnRequests() throws {
    let timeline = NotificationsTimeline {
      [ExactlyAt(firstHalf), ExactlyAt(secondHalf)].schedule(title: "both")
    }
    var occurrences = try timeline.occurrences(forGroup: "g", in: context)
    let taken = occurrences.take(10)
    #expect(taken.map(\.fireDate) == [firstHalf, secondHalf])
    #expect(taken.map(\.identifier.description) == ["g:0:t1792888200", "g:0:t1792891800"])
    #expect(taken.map(\.trigger) == [.instant(firstHalf), .instant(secondHalf)])
    #expect(occurrences.failures.isEmpty)
  }

  @Test func anInstantAnHourLaterIsElapsedTime() throws {
    let timeline = NotificationsTimeline {
      ExactlyAt(firstHalf).addingHours(1).schedule(title: "an hour later")
      ExactlyAt(secondHalf).schedule(title: "alone")
    }
    var occurrences = try timeline.occurrences(forGroup: "g", in: context)
    let taken = occurrences.take(10)
    #expect(taken.map(\.fireDate) == [secondHalf, secondHalf])
    #expect(taken.map(\.trigger) == [.instant(secondHalf), .instant(secondHalf)])
  }

  @Test func instantsWithinOneSecondShareTheirSecondsAndGetTwoIdentifiers() throws {
    let timeline = NotificationsTimeline {
      [ExactlyAt(firstHalf - 7_200), ExactlyAt(firstHalf - 7_199.5)].schedule(title: "half a second apart")
    }
    var occurrences = try timeline.occurrences(forGroup: "g", in: context)
    #expect(
      occurrences.take(10).map(\.identifier.description) == ["g:0:t1792881000", "g:0:t1792881000-2"])
  }

  @Test func aWallClockTimeInTheRepeatedHourIsStillTheFirstOfTheTwo() throws {
    let timeline = NotificationsTimeline {
      Tomorrow().at(hour: 2, minute: 30).schedule(title: "wall clock")
    }
    var occurrences = try timeline.occurrences(forGroup: "g", in: context)
    let next = occurrences.next()
    let occurrence = try #require(next)
    #expect(occurrence.fireDate == firstHalf)
    #expect(occurrence.identifier.description == "g:0:20261025T023000")
  }

  @Test func aPinnedZonesRepeatedHourIsReadInThatZone() throws {
    // New York falls back on 1 November 2026: 01:30 EDT (05:30 UTC), then 01:30 EST.
    let newYorkFirst = Date(timeIntervalSince1970: 1_793_511_000)
    let timeline = NotificationsTimeline {
      [ExactlyAt(newYorkFirst), ExactlyAt(newYorkFirst + 3_600)].schedule(title: "pinned")
        .timeMeaning(.pinned(TimeZone(identifier: "America/New_York")!))
    }
    var occurrences = try timeline.occurrences(forGroup: "g", in: context)
    let taken = occurrences.take(10)
    #expect(taken.map(\.fireDate) == [newYorkFirst, newYorkFirst + 3_600])
    #expect(taken[0].identifier.description == "g:0:20261101T013000")
    #expect(taken[1].trigger == .instant(newYorkFirst + 3_600))
  }

  @Test func anExactInstantFiresAtItsMomentAfterTheDeviceChangesZone() async throws {
    let center = simulator(context)
    let meeting = context.now + 86_400.25
    let group = AdHocGroup(
      identifier: "m", timeline: NotificationsTimeline { ExactlyAt(meeting).schedule(title: "Meeting") })
    await LocalNotifications(simulator: center).reschedule(
      group: group, permissionStrategy: .scheduleIfSystemAllowed)
    await center.setTimeZone(zone("America/New_York"))
    #expect(await center.pendingFireDates() == ["m:0:t1792922400": meeting])
  }

  @Test func aFractionOfASecondIsNotARepeatedReading() throws {
    // 03:33:20.5 in New York on an ordinary day: written as its reading there, pinned.
    let timeline = NotificationsTimeline {
      ExactlyAt(Date(timeIntervalSince1970: 1_793_000_000.5)).schedule(title: "pinned")
        .timeMeaning(.pinned(TimeZone(identifier: "America/New_York")!))
    }
    var occurrences = try timeline.occurrences(forGroup: "g", in: context)
    let next = occurrences.next()
    let occurrence = try #require(next)
    #expect(occurrence.identifier.description == "g:0:20261026T033320")
  }

  @Test func bothInstantsAreDeliveredOnceAndAnUnchangedLaunchWritesNothing() async throws {
    let center = simulator(context)
    let group = AdHocGroup(
      identifier: "g",
      timeline: NotificationsTimeline {
        [ExactlyAt(firstHalf), ExactlyAt(secondHalf)].schedule(title: "both")
        Tomorrow().at(hour: 2, minute: 30).schedule(title: "wall clock")
      })
    func launch() async -> RescheduleReport {
      await LocalNotifications(simulator: center).reschedule(
        group: group, permissionStrategy: .scheduleIfSystemAllowed)
    }
    let first = await launch()
    #expect(first.writes == 3)
    #expect(await center.pendingRequests().count == 3)
    #expect(await launch().writes == 0)
    await center.advance(by: 16 * 3_600)
    let delivered = await center.delivered.map(\.date).sorted()
    #expect(delivered == [firstHalf, firstHalf, secondHalf])
  }
}
