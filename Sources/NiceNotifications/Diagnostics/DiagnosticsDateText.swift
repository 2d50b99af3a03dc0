import Foundation

/// How diagnostics write a date: `2026-10-25 02:30:00 +02:00`, in a named zone with its GMT
/// offset, so a wall-clock time that happens twice when clocks fall back reads two ways.
enum DiagnosticsDateText {
  static func format(_ date: Date?, in zone: TimeZone) -> String {
    guard let date else { return "none" }
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = zone
    let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
    let offset = zone.secondsFromGMT(for: date)
    let sign = offset < 0 ? "-" : "+"
    let minutes = abs(offset) / 60
    return "\(padded(parts.year, 4))-\(padded(parts.month))-\(padded(parts.day)) "
      + "\(padded(parts.hour)):\(padded(parts.minute)):\(padded(parts.second)) "
      + "\(sign)\(padded(minutes / 60)):\(padded(minutes % 60))"
  }

  private static func padded(_ value: Int?, _ width: Int = 2) -> String {
    let value = value ?? 0
    let digits = String(abs(value))
    return (value < 0 ? "-" : "") + String(repeating: "0", count: max(0, width - digits.count)) + digits
  }
}
