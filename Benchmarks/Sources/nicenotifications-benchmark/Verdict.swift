/// Whether a figure met its target: ✓, ✗, or nothing for a figure without one.
///
/// ```swift
/// let verdict = Verdict(ratio <= 1.5)
/// ```
@available(macOS 13, iOS 16, tvOS 16, watchOS 9, visionOS 1, *)
enum Verdict: Sendable {
  /// The target was met.
  case met
  /// The target was missed; the run still succeeds.
  case missed
  /// The figure has no target: it is the reference, or for information.
  case none

  /// `.met` if `condition` holds, else `.missed`.
  init(_ condition: Bool) {
    self = condition ? .met : .missed
  }

  /// The table's mark.
  var symbol: String {
    switch self {
    case .met: "✓"
    case .missed: "✗"
    case .none: ""
    }
  }
}
