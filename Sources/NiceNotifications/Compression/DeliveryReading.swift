import Foundation

/// One day a delivery of a repeating calendar trigger can stand for: the trigger's time of day on
/// that day, read at the offset from UTC that puts it at the delivery's instant.
struct DeliveryReading: Equatable, Sendable {
  /// The day's Gregorian labels.
  var year: Int
  var month: Int
  var day: Int
  /// The offset from UTC, in seconds, at which the day's time of day is the delivery.
  var offset: Double
  /// Whether some zone keeps that offset (a delivery stamped up to 15 minutes late counts).
  var isKept: Bool
  /// How far the offset is from the device's present one, in seconds; an offset only a few
  /// islands keep (−12, −11, +14 hours) counts two days further unless the device is at it.
  var distance: Double
  /// The kept offset this reading shows: rounded up to a quarter hour, as a delivery is stamped
  /// at or a little after its time.
  var keptOffset: Double { (offset / 900).rounded(.up) * 900 }

  /// The days within two days of the delivery's day in `zone` whose time of day puts the delivery
  /// at an offset from −12 to +14 hours, and whose weekday, day and month are the trigger's.
  static func readings(of date: Date, components: DateComponents, in zone: TimeZone) -> [DeliveryReading] {
    guard let hour = components.hour, let minute = components.minute, let gmt = TimeZone(secondsFromGMT: 0)
    else { return [] }
    let second = components.second ?? 0
    var utc = Calendar(identifier: .gregorian)
    utc.timeZone = gmt
    let delivered = date.timeIntervalSince1970.rounded(.down)
    let offset = Double(zone.secondsFromGMT(for: date))
    let today = utc.dateComponents(
      [.year, .month, .day], from: Date(timeIntervalSince1970: delivered + offset))
    let sparse: Set<Double> = [-12 * 3_600, -11 * 3_600, 14 * 3_600]
    var readings: [DeliveryReading] = []
    for days in -2...2 {
      guard let day = today.day,
        let shown = utc.date(
          from: DateComponents(
            year: today.year, month: today.month, day: day + days, hour: hour, minute: minute, second: second)
        )
      else { continue }
      let candidate = shown.timeIntervalSince1970 - delivered
      guard (-12 * 3_600.0...14 * 3_600.0).contains(candidate) else { continue }
      let labels = utc.dateComponents([.year, .month, .day, .weekday], from: shown)
      guard let year = labels.year, let month = labels.month, let dayOfMonth = labels.day else { continue }
      let quarterHours = (candidate / 900).rounded() * 900
      let isSparse = sparse.contains(quarterHours) && quarterHours != offset
      var reading = DeliveryReading(
        year: year, month: month, day: dayOfMonth, offset: candidate, isKept: false,
        distance: abs(candidate - offset) + (isSparse ? 86_400 * 2 : 0))
      reading.isKept =
        RequestIdentifier.offsetsKept.contains(reading.keptOffset) || reading.keptOffset == offset
      let matches =
        (components.weekday.map { $0 == labels.weekday } ?? true)
        && (components.day.map { $0 == dayOfMonth } ?? true)
        && (components.month.map { $0 == month } ?? true)
      if matches { readings.append(reading) }
    }
    return readings
  }

  /// The reading a delivery is taken as: of those at a kept offset, the one at a zone the device
  /// was in around it if one alone is; else the nearest that does not come round again (so nothing
  /// the person may not have had is taken as delivered); else the earliest.
  static func choose(
    among readings: [DeliveryReading], witnessedOffsets: [Double],
    comesRoundAgain: (DeliveryReading) -> Bool
  ) -> DeliveryReading? {
    let kept = readings.filter(\.isKept)
    let plausible = (kept.isEmpty ? readings : kept).sorted { $0.distance < $1.distance }
    let witnessed = plausible.filter { witnessedOffsets.contains($0.keptOffset) }
    if witnessed.count == 1 { return witnessed[0] }
    let unknown = witnessed.isEmpty ? plausible : witnessed
    return unknown.first { !comesRoundAgain($0) }
      ?? unknown.min { ($0.year, $0.month, $0.day) < ($1.year, $1.month, $1.day) }
  }
}
