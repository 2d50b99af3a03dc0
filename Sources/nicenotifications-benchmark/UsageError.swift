/// An argument the benchmark does not know.
///
/// ```swift
/// #expect(throws: UsageError.self) { try Options(arguments: ["--fast"]) }
/// ```
struct UsageError: Error, CustomStringConvertible {
  /// The argument.
  var argument: String

  var description: String { "unknown argument \(argument)" }
}
