import Foundation
import Testing
import TestSupport

/// Inputs that trapped the first version, each in a process of its own.
///
/// A trap then fails one test instead of ending the run. Each must end in a typed error, quickly.
@Suite(.enabled(if: ChildProcess.isSupported, "runs a built executable in a process of its own"))
struct TrapProneInputTests {
  @Test(arguments: [
    ("farFutureInstant", "failures: [invalid dates: the date is outside the representable range]"),
    ("deepUserInfo", "error: userInfo nests deeper than 32 levels"),
    ("deepRemotePayload", "error: the payload is not JSON"),
    ("endlessSeries", "error: the date is outside the representable range"),
    (
      "optimizedPastIntMax",
      "error: the date is outside the representable range; error: the date is outside the representable range"
    ),
  ])
  func aTrapProneInputEndsInATypedError(_ name: String, _ expected: String) throws {
    let started = Date()
    let run = try ChildProcess.run(["bad-input", name])
    #expect(run.succeeded, "\(name) ended with status \(run.status): \(run.output.prefix(400))")
    #expect(run.output.hasPrefix(expected), "\(name): \(run.output.prefix(400))")
    #expect(Date().timeIntervalSince(started) < 20, "\(name) took too long")
  }
}
