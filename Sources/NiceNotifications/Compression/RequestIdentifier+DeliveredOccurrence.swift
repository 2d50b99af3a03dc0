import DateBuilder
import Foundation

extension RequestIdentifier {
  /// The one occurrence a delivery of this request stands for.
  ///
  /// A compressed series' repeating request (`pills:evening:repeating`) is delivered under
  /// one identifier every day. One delivery of it is the series' occurrence of that day: the
  /// same group and entry, keyed by the trigger's time of day on the day the clock showed it
  /// when it was delivered — `pills:evening:20261122T200000`, the identifier the series'
  /// one-shot request for that day has. Snoozing or marking that delivery done is about that
  /// day alone, and a reschedule that expands the series knows it by that identifier. The
  /// time of day and the day's weekday, day and month are the delivered trigger's, whatever
  /// the entry says now.
  ///
  /// The day is read in the trigger's time zone, if it has one. A floating trigger was
  /// delivered in whatever zone the device was in then, which the platform does not record:
  /// the day is one whose time of day, read as the delivery, gives an offset from UTC that
  /// some zone keeps (``offsetsKept``). Near the date line two neighbouring days can both
  /// do so: 20:45 in Pago Pago (−11) is 20:45 the next day at +13. Then, in this order:
  ///
  /// 1. The day read at the offset of a zone the device was in at the package's runs just
  ///    before and just after the delivery (`seen`, and the zone in `context` when no run
  ///    is recorded after it), if that names one day.
  /// 2. Otherwise it cannot be known, and the day is one whose time is no longer ahead in
  ///    `context`: a day still to come is not taken as delivered, so a reminder the person
  ///    may not have had is not skipped. Of several, the one whose offset is nearest the
  ///    device's present one (an offset only a few islands keep, −12, −11 or +14 hours, last).
  ///
  /// Any other identifier is its own occurrence, as is a repeating one whose trigger is not
  /// a repeating calendar trigger with a time of day.
  ///
  /// ```swift
  /// RequestIdentifier("pills:evening:repeating")?
  ///   .deliveredOccurrence(at: delivery.date, trigger: delivery.request.trigger, in: context, seen: sightings)
  ///   .description  // "pills:evening:20261122T200000"
  /// ```
  func deliveredOccurrence(
    at date: Date, trigger: NotificationTrigger?, in context: DateBuilder.Context,
    seen sightings: TimeZoneSightings = TimeZoneSightings()
  ) -> RequestIdentifier {
    guard occurrence == RequestIdentifierGrammar.repeatingKey, !isManaged,
      case .calendar(let components, repeats: true)? = trigger,
      let hour = components.hour, let minute = components.minute, date.timeIntervalSince1970.isFinite
    else { return self }
    let readings = DeliveryReading.readings(of: date, components: components, in: context.timeZone)
    // The zones the device was in around the delivery; a pinned trigger's own zone.
    var witnesses = components.timeZone.map { [$0] } ?? sightings.zones(around: date)
    if components.timeZone == nil, !sightings.hasRun(atOrAfter: date) { witnesses.append(context.timeZone) }
    let witnessed = witnesses.map { Double($0.secondsFromGMT(for: date)) }
    let second = components.second ?? 0
    func identifier(_ reading: DeliveryReading) -> RequestIdentifier {
      let labels = DateBuilder.WallClockLabels(
        DateComponents(
          year: reading.year, month: reading.month, day: reading.day, hour: hour, minute: minute,
          second: second))
      return RequestIdentifier(
        group: group, entry: entry, occurrence: RequestIdentifierGrammar.wallClockKey(labels))
    }
    let chosen = DeliveryReading.choose(
      among: readings, witnessedOffsets: witnessed,
      comesRoundAgain: { identifier($0).comesRoundAgain(in: context) })
    return chosen.map(identifier) ?? self
  }

  /// The offsets from UTC that zones keep, in seconds: every whole hour from −12 to +14,
  /// and the half and quarter hours of Newfoundland (−3:30, −2:30 in summer), the Marquesas
  /// (−9:30), Iran (+3:30), Afghanistan (+4:30), India (+5:30), Nepal (+5:45), Myanmar
  /// (+6:30), Eucla (+8:45), central Australia (+9:30, +10:30 in summer), Lord Howe (+10:30,
  /// +11) and the Chatham Islands (+12:45, +13:45 in summer).
  ///
  /// ```swift
  /// RequestIdentifier.offsetsKept.contains(13.75 * 3_600) // true
  /// ```
  static let offsetsKept: Set<Double> = {
    let hours = (-12...14).map { Double($0) * 3_600 }
    let others: [Double] = [-3.5, -2.5, -9.5, 3.5, 4.5, 5.5, 5.75, 6.5, 8.75, 9.5, 10.5, 12.75, 13.75]
    return Set(hours + others.map { $0 * 3_600 })
  }()
  /// Whether this occurrence's wall-clock time is still to come in `context`: a repeating
  /// request for its series would deliver it (again).
  ///
  /// Its reading (`20261122T200000`, perhaps with a `-2` of a repeat) is resolved as a
  /// repeating trigger resolves it: a time the clocks repeat is the first of the two, so one
  /// whose first run has passed does not come again. A key of another shape — an instant
  /// (`t…`, past once delivered), `repeating`, `trigger`, `now` — never comes round again,
  /// and a key with an era is taken as one that may.
  ///
  /// ```swift
  /// RequestIdentifier("pills:evening:20261122T200000")?.comesRoundAgain(in: context)  // true before 20:00 there
  /// ```
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
    // A reading that names no instant here (a day the zone skipped) cannot come round.
    guard let date = try? reading.date(in: context) else { return false }
    return date > context.now
  }
}
