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
  /// day alone, and a reschedule that expands the series knows it by that identifier.
  ///
  /// The day is read in the trigger's time zone, if it has one. A floating trigger was
  /// delivered in whatever zone the device was in then, which may not be the zone it is in
  /// now: of the days whose time of day, read as the delivery, gives a real offset from UTC
  /// (−12 to +14 hours), the one whose offset is nearest the device's present one.
  ///
  /// An offset is real if some zone keeps it (``offsetsKept``): a day whose offset none keeps
  /// comes after every day whose offset one does. A delivery at 00:30 in the Chatham
  /// Islands (+13:45) reads as 00:30 that day, not the day before at −10:15, even after a
  /// flight to London (+1), the nearer of the two.
  ///
  /// Near the date line two neighbouring days can both give a real offset, a day apart: a
  /// delivery at 20:00 in Auckland (+13) reads as 20:00 the day before at −11. Few places
  /// keep −12, −11 or +14 hours, so a day that needs one of those is taken only when the
  /// device is at that offset now or no other day fits: after a flight from Auckland to Los
  /// Angeles (−8), the delivery is Auckland's day, not the Samoan one the nearest offset
  /// would give.
  ///
  /// Any other identifier is its own occurrence, as is a repeating one whose trigger is not
  /// a repeating calendar trigger with a time of day.
  ///
  /// ```swift
  /// RequestIdentifier("pills:evening:repeating")?
  ///   .deliveredOccurrence(at: delivery.date, trigger: delivery.request.trigger, in: context)
  ///   .description  // "pills:evening:20261122T200000"
  /// ```
  func deliveredOccurrence(
    at date: Date, trigger: NotificationTrigger?, in context: DateBuilder.Context
  ) -> RequestIdentifier {
    guard occurrence == Self.repeatingOccurrence, !isManaged,
      case .calendar(let components, repeats: true)? = trigger,
      let hour = components.hour, let minute = components.minute, date.timeIntervalSince1970.isFinite,
      let gmt = TimeZone(secondsFromGMT: 0)
    else { return self }
    let second = components.second ?? 0
    let zone = components.timeZone ?? context.timeZone
    var utc = Calendar(identifier: .gregorian)
    utc.timeZone = gmt
    // The delivery's day where the device is, and that zone's offset then.
    let delivered = date.timeIntervalSince1970.rounded(.down)
    let offset = Double(zone.secondsFromGMT(for: date))
    let today = utc.dateComponents(
      [.year, .month, .day], from: Date(timeIntervalSince1970: delivered + offset))
    var best: (day: DateComponents, distance: Double, isKept: Bool)?
    // Offsets few places keep: a day that needs one is the last choice, unless the device is there.
    let sparse: Set<Double> = [-12 * 3_600, -11 * 3_600, 14 * 3_600]
    for days in -2...2 {
      guard let day = today.day,
        let shown = utc.date(
          from: DateComponents(
            year: today.year, month: today.month, day: day + days, hour: hour, minute: minute, second: second)
        )
      else { continue }
      // The offset the delivery had if it was this day's time of day.
      let candidate = shown.timeIntervalSince1970 - delivered
      guard (-12 * 3_600.0...14 * 3_600.0).contains(candidate) else { continue }
      // A sparse offset counts as further than any other real one (26 hours apart at most).
      // Offsets are whole quarter hours; a delivery stamped late (at power-on, say) is not.
      let quarterHours = (candidate / 900).rounded() * 900
      let isSparse = sparse.contains(quarterHours) && quarterHours != offset
      let distance = abs(candidate - offset) + (isSparse ? 86_400 * 2 : 0)
      // A day whose offset no zone keeps (−10:15, the day before a delivery at +13:45) comes
      // after every day whose offset some zone keeps, however near the device's it is. A
      // delivery stamped up to a quarter of an hour late still shows its zone's offset.
      let kept = (candidate / 900).rounded(.up) * 900
      let isKept = Self.offsetsKept.contains(kept) || kept == offset
      let better = best.map { isKept != $0.isKept ? isKept : distance < $0.distance } ?? true
      if better {
        best = (utc.dateComponents([.year, .month, .day], from: shown), distance, isKept)
      }
    }
    guard let day = best?.day else { return self }
    let labels = DateBuilder.WallClockLabels(
      DateComponents(
        year: day.year, month: day.month, day: day.day, hour: hour, minute: minute, second: second))
    return RequestIdentifier(group: group, entry: entry, occurrence: Self.occurrenceKey(labels))
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
