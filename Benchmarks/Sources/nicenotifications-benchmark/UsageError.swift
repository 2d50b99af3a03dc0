/// An argument the benchmark does not know.
///
/// ```swift
/// #expect(throws: UsageError.self) { try Options(arguments: ["--fast"]) }
/// ```
@available(macOS 13, iOS 16, tvOS 16, watchOS 9, visionOS 1, *)
struct UsageError: Error, CustomStringConvertible {
  /// The argument.
  var argument: String

  var description: String { "unknown argument \(argument)" }
}
