import Foundation
import Testing
import TestSupport

/// The original NiceNotifications' static calls, as an app wrote them in the Swift 6
/// language mode, run on the default instance in a process of their own
/// (`nicenotifications-test-child original-calls`, Tests/TestChild/OriginalCalls.swift): a
/// simulator starting the Saturday before Berlin's clocks go forward, and a `UserDefaults`
/// store holding the original's leftovers.
@Suite(.enabled(if: ChildProcess.isSupported, "runs a built executable in a process of its own"))
struct OriginalStaticCallsTests {
  /// What the child saw, by name.
  private static func observations() throws -> [String: String] {
    let run = try ChildProcess.run(["original-calls"])
    #expect(run.succeeded, "\(run.output)")
    var seen: [String: String] = [:]
    for line in run.output.split(separator: "\n") {
      guard let equals = line.firstIndex(of: "=") else { continue }
      seen[String(line[..<equals])] = String(line[line.index(after: equals)...])
    }
    return seen
  }

  @Test func theOriginalsStaticCallsBehaveAsItDocuments() throws {
    let seen = try Self.observations()
    let expected: [String: String] = [
      // Before the system was asked, nothing is enabled and nothing is scheduled.
      "finalStatusBeforeAsking": "disabled",
      "scheduleBeforeAskingResult": "deniedOnSystemLevel",
      // `requestPermission(strategy:)` with no completion still asks, before later calls.
      "systemStatusAfterRequest": "allowed",
      "authorizeWithSystem": "allowed",
      // The original's pending `dailyQuote:<UUID>` is replaced by the timeline's 50.
      "rescheduleSuccess": "true",
      "dailyQuotePending": "50",
      "leftoverStillPending": "false",
      // A refused add makes the Bool completion `false`; the next reschedule adds it.
      "rescheduleWithRefusedAddSuccess": "false",
      "rescheduleAfterRetrySuccess": "true",
      "scheduleWithGroupResult": "scheduledSuccesfully",
      "eveningPending": "2",
      "scheduleContentWithGroupSuccess": "true",
      "directScheduleResult": "scheduledSuccesfully",
      // 29 March, when Berlin's clocks go forward: 20:15 stays a wall-clock 20:15.
      "oneOffTrigger": "calendar(year: 2026 month: 3 day: 29 hour: 20 minute: 15 second: 0 , repeats: false)",
      // `.once`: asked the first time only; the answer is kept.
      "askOnceResults": "deniedOnGroupLevel,deniedOnGroupLevel",
      "askOnceAsked": "1",
      "tipsStatus": "denied",
      // `.alwaysIfNotAllowed` asks again; `perform` runs once allowed.
      "askAlwaysResult": "allowed",
      "askAlwaysAskedAndPerformed": "2",
      "dailyQuoteStatusAfterDisable": "denied",
      "dailyQuotePendingAfterDisable": "0",
      "ifAllowedOtherDisabledResult": "deniedOnGroupLevel",
      // The original's `UserDefaults` decision reads as the same decision.
      "migratedStatus": "allowed",
      "migratedIfAlreadyAllowed": "true",
      "dailyQuoteStatusAfterSetIsAllowed": "allowed",
      "finalStatusAllowed": "enabled",
      // The `async` forms, awaited inside a static call or from an asker's button, run at once.
      "timelineAwaitingStaticCallsSuccess": "true",
      "askerButtonAwaitingStaticCallResult": "scheduledSuccesfully",
      // An asker that never answers holds back only its own call.
      "rescheduleAfterAnAskerThatNeverAnswersSuccess": "true",
      "scheduleWhenSystemDeniedResult": "deniedOnSystemLevel",
      "finalStatusSystemDenied": "systemDenied",
      "rescheduleWhenSystemDeniedSuccess": "false",
      "logLinesWritten": "true",
    ]
    for (name, value) in expected.sorted(by: { $0.key < $1.key }) {
      #expect(seen[name] == value, "\(name)")
    }
    #expect(Set(seen.keys) == Set(expected.keys))
  }
}
