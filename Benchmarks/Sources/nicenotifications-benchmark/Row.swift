/// One line of the results table: a figure, the baseline it is compared with, their ratio
/// (figure ÷ baseline), the target and whether it was met.
///
/// ```swift
/// Row(scenario: "2 horizon", case: "1,000,000 days", figure: "41 µs", baseline: "40 µs",
///     ratio: "1.02", target: "≤ 1.5", verdict: .met)
/// ```
@available(macOS 13, iOS 16, tvOS 16, watchOS 9, visionOS 1, *)
struct Row: Sendable {
  /// The scenario, by its number and name.
  var scenario: String
  /// The case within it.
  var `case`: String
  /// What was measured.
  var figure: String
  /// What it is compared with, measured in the same run.
  var baseline: String
  /// Figure ÷ baseline.
  var ratio: String
  /// The target, in terms of the ratio or the figure.
  var target: String
  /// Whether the target was met.
  var verdict: Verdict
}
