import DateBuilder
import Foundation

extension RequestIdentifier {
  /// The one occurrence `delivery` of this request stands for, read at its date and with its trigger:
  /// `occurrence.deliveredOccurrence(of: shown, in: context) == marked`.
  func deliveredOccurrence(
    of delivery: DeliveredNotification, in context: DateBuilder.Context,
    seen sightings: TimeZoneSightings = TimeZoneSightings()
  ) -> RequestIdentifier {
    deliveredOccurrence(at: delivery.date, trigger: delivery.request.trigger, in: context, seen: sightings)
  }

  /// The one occurrence a delivery of this request stands for: a compressed series' delivery
  /// stands for that day's one-shot identifier, so snoozing or marking it done concerns that day.
  ///
  /// Near the date line a floating delivery can stand for two days: the day at a zone seen around
  /// it wins, else the one nearest the present offset no longer ahead, so nothing still to come is skipped.
  func deliveredOccurrence(
    at date: Date, trigger: NotificationTrigger?, in context: DateBuilder.Context,
    seen sightings: TimeZoneSightings = TimeZoneSightings()
  ) -> RequestIdentifier {
    guard isCompressedSeries, case .calendar(let components, repeats: true)? = trigger,
      let hour = components.hour, let minute = components.minute, date.timeIntervalSince1970.isFinite
    else { return self }
    let readings = DeliveryReading.readings(of: date, components: components, in: context.timeZone)
    // The zones the device was in around the delivery, or a pinned trigger's own.
    var witnesses = components.timeZone.map { [$0] } ?? sightings.zones(around: date)
    if components.timeZone == nil, !sightings.hasRun(atOrAfter: date) { witnesses.append(context.timeZone) }
    let witnessed = witnesses.map { Double($0.secondsFromGMT(for: date)) }
    let fired = TimeOfDay(hour: hour, minute: minute, second: components.second ?? 0)
    func identifier(_ reading: DeliveryReading) -> RequestIdentifier {
      seriesOccurrence(year: reading.year, month: reading.month, day: reading.day, firedAt: fired)
    }
    let chosen = DeliveryReading.choose(
      among: readings, witnessedOffsets: witnessed,
      comesRoundAgain: { identifier($0).comesRoundAgain(in: context) })
    return chosen.map(identifier) ?? self
  }

  /// The offsets from UTC that zones keep: every whole hour from −12 to +14, and the half and
  /// quarter hours in use.
  static let offsetsKept: Set<Double> = {
    let hours = (-12...14).map { Double($0) * 3_600 }
    let others: [Double] = [-3.5, -2.5, -9.5, 3.5, 4.5, 5.5, 5.75, 6.5, 8.75, 9.5, 10.5, 12.75, 13.75]
    return Set(hours + others.map { $0 * 3_600 })
  }()
  /// Whether this occurrence's wall-clock time is still to come in `context`, so a repeating
  /// request for its series would deliver it (again); a key with no wall-clock time never does.
  func comesRoundAgain(in context: DateBuilder.Context) -> Bool {
    let key = Array(occurrence.utf8.prefix(15))
    guard let first = key.first else { return false }
    if first == UInt8(ascii: "e") { return true }
    let digits = key.indices.filter { $0 != 8 }
    guard key.count == 15, key[8] == UInt8(ascii: "T"),
      digits.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(key[$0]) })
    else { return false }
    func number(_ range: Range<Int>) -> Int { range.reduce(0) { $0 * 10 + Int(key[$1] - UInt8(ascii: "0")) } }
    let reading = ExactDay(year: number(0..<4), month: number(4..<6), day: number(6..<8))
      .at(hour: number(9..<11), minute: number(11..<13), second: number(13..<15))
    guard let date = try? reading.date(in: context) else { return false }
    return date > context.now
  }
}
