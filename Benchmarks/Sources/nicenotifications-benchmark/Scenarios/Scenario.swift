/// One benchmark: it checks its own output first, then measures, and adds rows to the report.
///
/// ```swift
/// struct HorizonScenario: Scenario {
///   let name = "2 horizon"
///   func run(_ settings: Settings, into report: inout Report) async throws(CheckFailure) { … }
/// }
/// ```
@available(macOS 13, iOS 16, tvOS 16, watchOS 9, visionOS 1, *)
protocol Scenario: Sendable {
  /// The name in the table's first column: a number and a few words.
  var name: String { get }

  /// Checks the scenario's output, then measures it and adds its rows to `report`.
  ///
  /// - Throws: ``CheckFailure`` if the output is wrong; a missed target is a row marked ✗.
  func run(_ settings: Settings, into report: inout Report) async throws(CheckFailure)
}
