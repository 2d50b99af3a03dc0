import Foundation
import Testing
import TestSupport

@testable import NiceNotifications

/// A delivery of a compressed series' repeating request stands for the occurrence of the day
/// its clock showed — also when the device has since flown east or west across the date line.
struct DeliveredOccurrenceTests {
  let repeating = RequestIdentifier(group: "pills", entry: "0", occurrence: "repeating")
  let nineDaily = NotificationTrigger.calendar(DateComponents(hour: 9, minute: 0), repeats: true)

  func occurrence(
    deliveredAt utc: (Int, Int, Int, Int), minute: Int = 0, now zone: String,
    trigger: NotificationTrigger? = nil
  )
    -> String
  {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = .gmt
    let date =
      calendar.date(from: DateComponents(year: utc.0, month: utc.1, day: utc.2, hour: utc.3, minute: minute))
      ?? .distantPast
    let context = DateBuilder.Context.fixed(2027, 12, 1, 12, 0, in: zone)
    return repeating.deliveredOccurrence(at: date, trigger: trigger ?? nineDaily, in: context).description
  }

  @Test func aDeliveryInTheZoneTheDeviceIsInIsThatDaysOccurrence() {
    // 09:00 in Berlin on 27 November is 08:00 UTC.
    #expect(occurrence(deliveredAt: (2027, 11, 27, 8), now: "Europe/Berlin") == "pills:0:20271127T090000")
  }

  @Test func aDeliveryBeforeAFlightEastIsTheDayItWasDeliveredOn() {
    // 09:00 in New York on 27 November (14:00 UTC) is already the 28th on Lord Howe.
    #expect(
      occurrence(deliveredAt: (2027, 11, 27, 14), now: "Australia/Lord_Howe") == "pills:0:20271127T090000")
  }

  @Test func aDeliveryBeforeAFlightWestIsTheDayItWasDeliveredOn() {
    // 09:00 in Kolkata on 28 November (03:30 UTC) is still the 27th in Honolulu.
    #expect(
      occurrence(deliveredAt: (2027, 11, 28, 3), minute: 30, now: "Pacific/Honolulu")
        == "pills:0:20271128T090000")
  }

  @Test func aDeliveryInAucklandBeforeAFlightToLosAngelesIsAucklandsDay() {
    // 09:00 in Auckland (+13) on 28 November is 20:00 UTC on the 27th: 09:00 on the 27th at
    // −11 too, nearer Los Angeles (−8), but only a few islands keep −11.
    #expect(
      occurrence(deliveredAt: (2027, 11, 27, 20), now: "America/Los_Angeles") == "pills:0:20271128T090000")
  }

  @Test func aDeliveryStampedLateInAucklandIsStillAucklandsDay() {
    // Delivered a minute after 09:00 (the device was off at 09:00, say).
    #expect(
      occurrence(deliveredAt: (2027, 11, 27, 20), minute: 1, now: "America/Los_Angeles")
        == "pills:0:20271128T090000")
  }

  @Test func aDeliveryInTheChathamIslandsBeforeAFlightWestIsTheirDay() {
    // 00:30 on 28 September 2026 in the Chatham Islands (+13:45) is 10:45 UTC on the 27th:
    // 00:30 on the 27th at −10:15 too, nearer London (+1), but no zone keeps −10:15.
    let halfPast = NotificationTrigger.calendar(DateComponents(hour: 0, minute: 30), repeats: true)
    #expect(
      occurrence(deliveredAt: (2026, 9, 27, 10), minute: 45, now: "Europe/London", trigger: halfPast)
        == "pills:0:20260928T003000")
    // In winter (+12:45), a flight to New York: 20:00 on 11 July is 07:15 UTC, and 20:00 on
    // the 10th at −11:15, which no zone keeps either. Also when stamped a few minutes late.
    let eight = NotificationTrigger.calendar(DateComponents(hour: 20, minute: 0), repeats: true)
    for late in [0, 4] {
      #expect(
        occurrence(deliveredAt: (2027, 7, 11, 7), minute: 15 + late, now: "America/New_York", trigger: eight)
          == "pills:0:20270711T200000")
    }
  }

  @Test func everyZonesOffsetNowIsOneZonesKeep() {
    let now = Date(timeIntervalSince1970: 1_790_000_000)
    let halfYear = now.addingTimeInterval(182 * 86_400)
    for identifier in TimeZone.knownTimeZoneIdentifiers {
      guard let zone = TimeZone(identifier: identifier) else { continue }
      for date in [now, halfYear] {
        let offset = Double(zone.secondsFromGMT(for: date))
        #expect(RequestIdentifier.offsetsKept.contains(offset), "\(identifier) keeps \(offset / 3_600) h")
      }
    }
  }

  @Test func aDeliveryInSamoaIsSamoasDayWhileTheDeviceIsThere() {
    // 09:00 in Pago Pago (−11) on 27 November is 20:00 UTC, as 09:00 on the 28th in Auckland.
    #expect(
      occurrence(deliveredAt: (2027, 11, 27, 20), now: "Pacific/Pago_Pago") == "pills:0:20271127T090000")
    // 09:00 in Honolulu (−10) on 27 November is 19:00 UTC, as 09:00 on the 28th at +14.
    #expect(
      occurrence(deliveredAt: (2027, 11, 27, 19), now: "Asia/Tokyo") == "pills:0:20271127T090000")
  }

  @Test func aPinnedTriggersDayIsReadInItsZone() {
    var components = DateComponents(hour: 9, minute: 0)
    components.timeZone = TimeZone(identifier: "Asia/Tokyo")
    // 09:00 in Tokyo on 28 November is 00:00 UTC, still the 27th in New York.
    #expect(
      occurrence(
        deliveredAt: (2027, 11, 28, 0), now: "America/New_York", trigger: .calendar(components, repeats: true)
      )
        == "pills:0:20271128T090000")
  }

  @Test func otherRequestsAreTheirOwnOccurrence() {
    let oneShot = RequestIdentifier(group: "pills", entry: "0", occurrence: "20271127T090000")
    let context = DateBuilder.Context.fixed(2027, 12, 1, 12, 0)
    #expect(oneShot.deliveredOccurrence(at: context.now, trigger: nineDaily, in: context) == oneShot)
    let interval = NotificationTrigger.timeInterval(3_600, repeats: true)
    #expect(repeating.deliveredOccurrence(at: context.now, trigger: interval, in: context) == repeating)
  }
}

/// Which day a delivery near the date line stands for, from the zones seen at the runs
/// around it — and, where they cannot tell, a day that skips nothing the person may not
/// have had.
struct DeliveredOccurrenceSightingsTests {
  let repeating = RequestIdentifier(group: "habit", entry: "0", occurrence: "repeating")
  let evening = NotificationTrigger.calendar(DateComponents(hour: 20, minute: 45), repeats: true)
  /// 20:45 in Pago Pago (−11) on 27 November 2026: 07:45 UTC on the 28th, 20:45 that day at +13.
  let delivered = Date(timeIntervalSince1970: 1_795_851_900)

  /// The occurrence read at `hoursAfter` hours after the delivery in `now`, with runs seen
  /// in `before` a day before it and in `now` at the read.
  func read(before: String?, now: String, hoursAfter: Double) -> String {
    var context = DateBuilder.Context.fixed(2026, 11, 28, 12, 0, in: now)
    context.now = delivered.addingTimeInterval(hoursAfter * 3_600)
    var seen = TimeZoneSightings()
    if let before { seen = seen.recording(Zones.named(before), at: delivered.addingTimeInterval(-86_400)) }
    seen = seen.recording(context.timeZone, at: context.now)
    return repeating.deliveredOccurrence(at: delivered, trigger: evening, in: context, seen: seen).description
  }

  @Test func aDeliveryInPagoPagoIsItsDayAfterAFlightToBerlin() {
    // Berlin's 20:45 on the 28th is still ahead at 15:00 there: it is not the delivery's day.
    #expect(
      read(before: "Pacific/Pago_Pago", now: "Europe/Berlin", hoursAfter: 6.25) == "habit:0:20261127T204500")
  }

  @Test func aDeliveryInAucklandIsItsDayAfterAFlightToLosAngeles() {
    // The same instant is 20:45 on the 28th in Auckland (+13): seen there, that is the day.
    #expect(
      read(before: "Pacific/Auckland", now: "America/Los_Angeles", hoursAfter: 6) == "habit:0:20261128T204500"
    )
  }

  @Test func whereNoRunSawTheZoneTheDayStillAheadIsNotTakenAsDelivered() {
    // Runs in Berlin only: the delivery was in neither zone seen. The 28th's 20:45 is still
    // ahead in Berlin, so the delivery is read as the 27th's, which skips nothing.
    #expect(read(before: "Europe/Berlin", now: "Europe/Berlin", hoursAfter: 6) == "habit:0:20261127T204500")
    #expect(read(before: nil, now: "Europe/Berlin", hoursAfter: 6) == "habit:0:20261127T204500")
  }

  @Test func aWeeklyTriggersWeekdayNamesTheDay() {
    // A Saturday 20:45 (weekday 7): 28 November 2026 is a Saturday, the 27th a Friday.
    let saturday = NotificationTrigger.calendar(
      DateComponents(hour: 20, minute: 45, weekday: 7), repeats: true)
    var context = DateBuilder.Context.fixed(2026, 11, 28, 12, 0, in: "Europe/Berlin")
    context.now = delivered.addingTimeInterval(6 * 3_600)
    #expect(
      repeating.deliveredOccurrence(at: delivered, trigger: saturday, in: context).description
        == "habit:0:20261128T204500")
  }

  @Test func everyChoiceIsAReadingAndOneSeenAloneIsTaken() {
    let readings = [
      DeliveryReading(
        year: 2026, month: 11, day: 27, offset: -11 * 3_600, isKept: true, distance: 3 * 86_400),
      DeliveryReading(year: 2026, month: 11, day: 28, offset: 13 * 3_600, isKept: true, distance: 12 * 3_600),
    ]
    let witnessings: [[Double]] = [[], [-11 * 3_600], [13 * 3_600], [-11 * 3_600, 13 * 3_600]]
    let aheads: [Set<Int>] = [[], [28], [27, 28]]
    for witnessed in witnessings {
      for ahead in aheads {
        let reading = DeliveryReading.choose(
          among: readings, witnessedOffsets: witnessed, comesRoundAgain: { ahead.contains($0.day) })
        guard let reading else {
          Issue.record("no reading for \(witnessed), ahead \(ahead)")
          continue
        }
        #expect(readings.contains(reading))
        if witnessed.count == 1 {
          #expect(reading.offset == witnessed[0], "seen alone: \(witnessed)")
        } else if ahead.count < 2 {
          #expect(!ahead.contains(reading.day), "unknown, ahead \(ahead)")
        } else {
          #expect(reading.day == 27, "every day ahead: the earliest")
        }
      }
    }
    #expect(DeliveryReading.choose(among: [], witnessedOffsets: [], comesRoundAgain: { _ in false }) == nil)
  }
}
