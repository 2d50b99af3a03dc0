import Foundation
import NiceNotifications
import Testing
import TestSupport

/// Every public entry point that takes content with a `userInfo`, on shapes around the depth limit, far
/// beyond it and wide: each gives the typed rejection or succeeds, and none traps.
///
/// Each shape runs in a process of its own (`nicenotifications-test-child deep-user-info <shape>`),
/// so a trap fails that shape's test instead of ending the run.
struct DeepUserInfoTests {
  /// The entry points that check content, and so refuse a `userInfo` nested too deep.
  static let checking = [
    "validate", "validateRequest", "codable", "simulatorAdd", "reschedule", "rescheduleOverPending",
    "scheduleContent", "directSchedule", "dryRun", "snooze",
  ]
  /// The computations that never refuse: they give the same answer for two equal values at any depth.
  static let computing = [
    "contentFingerprint": "same", "requestFingerprint": "same", "equality": "equal", "valueEquality": "equal",
    "remote": "equal",
  ]

  /// A shape and whether content of that shape is within the limit.
  @Test(arguments: [
    ("nested-31", true), ("nested-32", true), ("nested-33", false), ("nested-5000", false),
    ("nested-30000", false), ("nested-100000", false), ("wideArray-20000", true),
    ("wideDictionary-2000", true), ("broad-32", true), ("broad-33", false),
  ])
  func everyEntryPointRefusesOrAcceptsWithoutATrap(_ shape: String, _ withinLimit: Bool) throws {
    let run = try ChildProcess.run(["deep-user-info", shape])
    #expect(run.succeeded, "\(shape) ended with status \(run.status): \(run.output.suffix(600))")
    var outcomes: [String: String] = [:]
    for line in run.output.split(separator: "\n") {
      guard let colon = line.firstIndex(of: ":") else { continue }
      outcomes[String(line[..<colon])] = String(line[line.index(after: colon)...].dropFirst())
    }
    var expected = Self.checking
    #if !canImport(UserNotifications)
      expected.append("systemAdd")
      #expect(
        outcomes["platformRead"] == "equal", "\(shape) platformRead: \(outcomes["platformRead"] ?? "missing")"
      )
    #endif
    for entry in expected {
      let outcome = outcomes[entry] ?? "missing"
      if withinLimit {
        #expect(outcome == "accepted", "\(shape) \(entry): \(outcome)")
      } else {
        #expect(
          outcome.hasPrefix("rejected") && outcome.contains("nests deeper than 32 levels"),
          "\(shape) \(entry): \(outcome)")
      }
    }
    for (entry, answer) in Self.computing {
      #expect(outcomes[entry] == answer, "\(shape) \(entry): \(outcomes[entry] ?? "missing")")
    }
  }
}
