/// A benchmark whose own output was wrong: it is reported, and the run exits with status 1.
///
/// ```swift
/// try CheckFailure.expect(plan.additions.count == 64, in: "2 horizon", "64 additions, got \(plan.additions.count)")
/// ```
@available(macOS 13, iOS 16, tvOS 16, watchOS 9, visionOS 1, *)
struct CheckFailure: Error, CustomStringConvertible {
  /// The scenario whose check failed.
  var scenario: String
  /// What was wrong.
  var message: String

  var description: String { "self-check failed in \(scenario): \(message)" }

  /// Throws unless `condition` holds.
  ///
  /// - Parameters:
  ///   - condition: What the output must satisfy.
  ///   - scenario: The scenario checking it.
  ///   - message: What went wrong, if it did not hold.
  static func expect(
    _ condition: Bool, in scenario: String, _ message: @autoclosure () -> String
  ) throws(CheckFailure) {
    guard condition else { throw CheckFailure(scenario: scenario, message: message()) }
  }
}
