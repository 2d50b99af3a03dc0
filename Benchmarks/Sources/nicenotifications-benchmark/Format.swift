import Foundation

/// How figures are written in the table.
///
/// ```swift
/// Format.duration(.microseconds(41)) // "41.0 µs"
/// Format.ratio(0.0213)               // "0.021"
/// ```
@available(macOS 13, iOS 16, tvOS 16, watchOS 9, visionOS 1, *)
enum Format {
  /// A time with three significant digits and a unit from ns to s.
  static func duration(_ duration: Duration) -> String {
    let seconds = duration.seconds
    switch seconds {
    case ..<1e-6: return significant(seconds * 1e9) + " ns"
    case ..<1e-3: return significant(seconds * 1e6) + " µs"
    case ..<1: return significant(seconds * 1e3) + " ms"
    default: return significant(seconds) + " s"
    }
  }

  /// A ratio with three significant digits.
  static func ratio(_ value: Double) -> String {
    guard value.isFinite else { return "—" }
    return significant(value)
  }

  /// A count with thousands separators: `1,000,000`.
  static func count(_ value: Int) -> String {
    let digits = String(value.magnitude)
    var grouped = ""
    for (offset, digit) in digits.enumerated() {
      if offset > 0, (digits.count - offset) % 3 == 0 { grouped.append(",") }
      grouped.append(digit)
    }
    return (value < 0 ? "-" : "") + grouped
  }

  /// A rate per second, in thousands or millions: `2.41 M/s`.
  static func rate(_ perSecond: Double) -> String {
    switch perSecond {
    case 1e6...: significant(perSecond / 1e6) + " M/s"
    case 1e3...: significant(perSecond / 1e3) + " k/s"
    default: significant(perSecond) + " /s"
    }
  }

  /// A number of bytes in KB or MB (powers of 1,024), with a sign: `+1.20 MB`.
  static func bytes(_ value: Int, signed: Bool = false) -> String {
    let sign = signed ? (value < 0 ? "-" : "+") : (value < 0 ? "-" : "")
    let magnitude = Double(value.magnitude)
    if magnitude < 1_024 * 1_024 { return sign + significant(magnitude / 1_024) + " KB" }
    return sign + significant(magnitude / (1_024 * 1_024)) + " MB"
  }

  /// Three significant digits, without an exponent: 0.0213, 2.41, 41.0, 413.
  static func significant(_ value: Double) -> String {
    let magnitude = abs(value)
    let decimals =
      switch magnitude {
      case 0: 0
      case ..<0.01: 4
      case ..<0.1: 3
      case ..<10: 2
      case ..<100: 1
      default: 0
      }
    return String(format: "%.\(decimals)f", value)
  }
}

@available(macOS 13, iOS 16, tvOS 16, watchOS 9, visionOS 1, *)
extension Duration {
  /// The duration in seconds, as a `Double`.
  var seconds: Double {
    let (seconds, attoseconds) = components
    return Double(seconds) + Double(attoseconds) * 1e-18
  }
}
