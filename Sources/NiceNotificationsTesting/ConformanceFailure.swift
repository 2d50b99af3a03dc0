/// The conformance checks a center failed, each with its findings: `failure.failedChecks`.
public struct ConformanceFailure: Error, Hashable, Sendable, CustomStringConvertible {
  /// One failed check: `ConformanceFailure.Failure(check: "badgeZeroAccepted", message: "it threw")`.
  public struct Failure: Hashable, Sendable, CustomStringConvertible {
    /// The check's name, as in ``NotificationCenterConformance/checkNames``.
    public var check: String
    /// Everything the check found wrong, one finding per line.
    public var message: String

    /// Creates a failure: `ConformanceFailure.Failure(check: "removeAll", message: "2 still pending")`.
    public init(check: String, message: String) {
      self.check = check
      self.message = message
    }

    /// `<check>: <message>`.
    public var description: String { "\(check): \(message)" }
  }

  /// Every failed check, in the order they ran.
  public var failures: [Failure]

  /// Creates a failure report: `let report = ConformanceFailure(failures: [failure])`.
  public init(failures: [Failure]) {
    self.failures = failures
  }

  /// The names of the failed checks.
  public var failedChecks: [String] { failures.map(\.check) }

  /// How many checks failed, then each with its message.
  public var description: String {
    let noun = failures.count == 1 ? "check" : "checks"
    return (["\(failures.count) conformance \(noun) failed:"] + failures.map { "- \($0)" })
      .joined(separator: "\n")
  }
}
