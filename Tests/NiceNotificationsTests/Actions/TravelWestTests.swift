import Foundation
import NiceNotifications
import NiceNotificationsTesting
import Testing
import TestSupport

/// An occurrence answered, snoozed (its snooze pending or shown) or still shown is not delivered again
/// after a flight west.
///
/// Its time comes round a second time there, whether its series is one-shots or compressed
/// into one repeating request. Berlin, 21 November 2026; New York is six hours behind.
struct TravelWestTests {
  let berlin = DateBuilder.Context.fixed(2026, 11, 21, 12, 0)

  /// A daily 20:00 reminder for `days` days (one-shots), or without end (compressed).
  func pills(days: Int?) -> FixedGroup {
    FixedGroup("pills") {
      if let days {
        EveryDay(forDays: days, starting: .today).at(hour: 20, minute: 0).schedule(title: "Pill")
          .withCategory("pill")
      } else {
        EveryDay(starting: .today).at(hour: 20, minute: 0).schedule(title: "Pill").withCategory("pill")
      }
    }
  }

  func prepared() async throws -> (SimulatedNotificationCenter, LocalNotifications) {
    let center = simulator(berlin)
    return (center, try await pillFrontDoor(over: center))
  }

  /// Delivers tonight's 20:00 in Berlin, answers it with `action` (or not), flies to New York
  /// at 20:30 Berlin time (14:30 there), reschedules, and lets two days go by: every delivery
  /// of the occurrence of 21 November, by local time where it was delivered.
  func deliveriesOfTonight(days: Int?, answeringWith action: String?) async throws -> [String] {
    let (center, notifications) = try await prepared()
    let group = pills(days: days)
    await notifications.reschedule(group: group, permissionStrategy: .scheduleIfSystemAllowed)
    await center.advance(by: 8 * 3_600)
    let tonight = try #require(await center.delivered.first?.request.identifier)
    if let action { try await center.chooseAction(action, on: tonight) }
    await center.advance(by: 1_800)
    await center.setTimeZone(zone("America/New_York"))
    await notifications.reschedule(group: group, permissionStrategy: .scheduleIfSystemAllowed)
    await center.advance(by: 2 * 86_400)
    var calendar = berlin.calendar
    var deliveries: [String] = []
    for event in await center.events {
      if case .timeZoneChanged(let zone, _) = event { calendar.timeZone = zone }
      guard let delivery = event.delivery, delivery.identifier.hasPrefix("pills:") else { continue }
      let day = calendar.component(.day, from: delivery.date)
      let hour = calendar.component(.hour, from: delivery.date)
      if day == 21 || (day == 22 && hour < 6) { deliveries.append("\(day) \(hour):00") }
    }
    return deliveries
  }

  @Test(arguments: [3, nil] as [Int?])
  func aDeliveredOccurrenceStillShownIsNotDeliveredAgain(days: Int?) async throws {
    #expect(try await deliveriesOfTonight(days: days, answeringWith: nil) == ["21 20:00"])
  }

  @Test(arguments: [3, nil] as [Int?])
  func aSnoozedOccurrenceComesBackOnlyAsItsSnooze(days: Int?) async throws {
    // The snooze is delivered at 20:10 Berlin, before the flight.
    let deliveries = try await deliveriesOfTonight(days: days, answeringWith: "snooze")
    #expect(deliveries == ["21 20:00", "21 20:00"])
  }

  @Test(arguments: [3, nil] as [Int?])
  func anOccurrenceMarkedDoneIsNotDeliveredAgain(days: Int?) async throws {
    #expect(try await deliveriesOfTonight(days: days, answeringWith: "done") == ["21 20:00"])
  }

  @Test func aFlightFromAucklandToLosAngelesAcrossTheDateLineDeliversTonightOnce() async throws {
    // 16 January 2027, 12:00 in Auckland (+13). 20:00 there is 07:00 UTC, which also reads as
    // 20:00 the evening before at −11: the delivery must still be Auckland's evening.
    let auckland = DateBuilder.Context.fixed(2027, 1, 16, 12, 0, in: "Pacific/Auckland")
    let center = simulator(auckland)
    let notifications = frontDoor(over: center)
    let group = pills(days: nil)
    await notifications.reschedule(group: group, permissionStrategy: .scheduleIfSystemAllowed)
    await center.advance(by: 8 * 3_600)  // 20:00 in Auckland, delivered
    await center.advance(by: 12 * 3_600)
    await center.setTimeZone(zone("America/Los_Angeles"))  // 11:00 on the 16th there
    let landed = await notifications.reschedule(group: group, permissionStrategy: .scheduleIfSystemAllowed)
    #expect(landed.plan?.groups["pills"]?.skippedDelivered == 1)
    await center.advance(by: 2 * 86_400)
    let hours = await center.events.compactMap {
      $0.delivery.map { $0.date.timeIntervalSince(auckland.now) / 3_600 }
    }
    // Auckland's 20:00 on the 16th (8 hours in), then Los Angeles' 20:00 on the 17th (53
    // hours in): not Los Angeles' 20:00 on the 16th, the same evening again (29 hours in).
    #expect(hours == [8, 53])
  }

  @Test func aRelaunchAtTheSecondOfADeliveryKeepsTheSeriesCompressed() async throws {
    let (center, notifications) = try await prepared()
    let group = pills(days: nil)
    await notifications.reschedule(group: group, permissionStrategy: .scheduleIfSystemAllowed)
    await center.advance(by: 8 * 3_600)  // 20:00:00, delivered
    #expect(await center.delivered.count == 1)
    #expect(
      await notifications.reschedule(group: group, permissionStrategy: .scheduleIfSystemAllowed).writes == 0)
    await center.advance(by: 1)
    #expect(
      await notifications.reschedule(group: group, permissionStrategy: .scheduleIfSystemAllowed).writes == 0)
  }

  @Test func aRelaunchInTheSecondRunOfARepeatedHourKeepsTheSeriesCompressed() async throws {
    // Santiago's clocks go back from 24:00 to 23:00 on 6 April 2024: 23:59 shows twice, and a
    // repeating trigger fires on the first only.
    let santiago = DateBuilder.Context.fixed(2024, 4, 6, 12, 0, in: "America/Santiago")
    let center = simulator(santiago)
    let notifications = frontDoor(over: center)
    let group = FixedGroup("late") {
      EveryDay(starting: .today).at(hour: 23, minute: 59).schedule(title: "Late")
    }
    await notifications.reschedule(group: group, permissionStrategy: .scheduleIfSystemAllowed)
    await center.advance(by: 12 * 3_600 - 60)  // the first 23:59, delivered
    #expect(await center.delivered.count == 1)
    await center.advance(by: 31 * 60 + 3_600)  // 23:30 in the second run
    let relaunch = await notifications.reschedule(group: group, permissionStrategy: .scheduleIfSystemAllowed)
    #expect(relaunch.writes == 0)
    #expect(await center.pending.map(\.request.identifier) == ["late:0:repeating"])
  }

  @Test func snoozesOfTwoDaysOfARepeatingReminderAreTwoRequests() async throws {
    let (center, notifications) = try await prepared()
    await notifications.reschedule(group: pills(days: nil), permissionStrategy: .scheduleIfSystemAllowed)
    #expect(await center.pending.map(\.request.identifier) == ["pills:0:repeating"])
    await center.advance(by: 8 * 3_600)
    let first = try #require(await center.delivered.last)
    try await notifications.snooze(first, .after(2 * 86_400))
    await center.advance(by: 86_400)
    let second = try #require(await center.delivered.last)
    try await notifications.snooze(second, .after(2 * 86_400))
    #expect(
      Set(await center.pending.map(\.request.identifier)) == [
        "pills:0:repeating", "pills:~snooze:0:20261121T200000", "pills:~snooze:0:20261122T200000",
      ])
  }

  @Test func doneOnARepeatingReminderMarksThatDaysOccurrence() async throws {
    let (center, notifications) = try await prepared()
    await notifications.reschedule(group: pills(days: nil), permissionStrategy: .scheduleIfSystemAllowed)
    await center.advance(by: 8 * 3_600)
    try await center.chooseAction("done", on: "pills:0:repeating")
    #expect(try await notifications.handledOccurrences(ofGroup: "pills") == ["pills:0:20261121T200000"])
    #expect(await center.pending.map(\.request.identifier) == ["pills:0:repeating"])
  }
}

/// The same across the date line from the Chatham Islands, whose offsets (+12:45, +13:45 in
/// summer) put the day before at an offset no zone keeps: the delivered day is theirs.
struct TravelWestFromChathamTests {
  /// A daily reminder at `hour`:`minute`, compressed into one repeating request.
  private struct Stretch: LocalNotificationsGroup {
    let groupIdentifier = "habit"
    let hour: Int
    let minute: Int
    func timeline() async throws -> NotificationsTimeline {
      NotificationsTimeline {
        EveryDay(starting: .today).at(hour: hour, minute: minute).schedule(title: "Stretch")
      }
    }
  }

  /// Deliveries in the day after a flight from the Chatham Islands to `to`, a day after the
  /// first reschedule there.
  private func deliveriesAfterFlight(startingAt start: Date, to: String, hour: Int, minute: Int) async
    -> [String]
  {
    let center = SimulatedNotificationCenter(
      now: start, timeZone: zone("Pacific/Chatham"), authorization: .authorized)
    let notifications = LocalNotifications(simulator: center)
    notifications.register(Stretch(hour: hour, minute: minute), permissionStrategy: .scheduleIfSystemAllowed)
    await notifications.rescheduleAll()
    await center.advance(by: 86_400)
    await center.setTimeZone(zone(to))
    await notifications.rescheduleAll()
    _ = await center.takeEvents()
    await center.advance(by: 86_400)
    return await center.takeEvents().compactMap { $0.delivery.map { "\($0.identifier) at \($0.date)" } }
  }

  @Test func aDeliveryInChathamSummerIsNotRepeatedInLondon() async {
    // 26 September 2026, 13:10 UTC: the Chatham Islands are on summer time (+13:45).
    let deliveries = await deliveriesAfterFlight(
      startingAt: Date(timeIntervalSince1970: 1_790_428_232), to: "Europe/London", hour: 0, minute: 30)
    #expect(deliveries.isEmpty)
  }

  @Test func aDeliveryInChathamWinterIsNotRepeatedInNewYork() async {
    // 10 July 2027, 06:40 UTC: standard time there (+12:45).
    let deliveries = await deliveriesAfterFlight(
      startingAt: Date(timeIntervalSince1970: 1_815_206_400), to: "America/New_York", hour: 20, minute: 0)
    #expect(deliveries.isEmpty)
  }
}
