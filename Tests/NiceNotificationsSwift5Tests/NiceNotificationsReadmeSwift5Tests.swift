import Foundation
import Testing
import TestSupport

/// The original NiceNotifications README's code, compiled in the Swift 5 language mode as an
/// unmigrated app compiles it (Tests/OriginalReadmeApp), run in a process of its own on the
/// default instance over a simulator: 08:00 on the Saturday before Berlin's clocks go
/// forward.
@Suite(.enabled(if: ChildProcess.isSupported, "runs a built executable in a process of its own"))
struct NiceNotificationsReadmeSwift5Tests {
  @Test func theReadmeBehavesAsItDocuments() throws {
    let run = try ChildProcess.run(["original-readme"])
    #expect(run.succeeded, "\(run.output)")
    var seen: [String: String] = [:]
    for line in run.output.split(separator: "\n") {
      guard let equals = line.firstIndex(of: "=") else { continue }
      seen[String(line[..<equals])] = String(line[line.index(after: equals)...])
    }
    let expected: [String: String] = [
      // The showcase asks the system (the simulated person allows) and schedules the
      // first Friday of the 11 months whose first Friday is ahead (March's has passed).
      "firstFridays": "11",
      "oneOff": "1",
      "multipleIsSuccess": "true",
      "helloTodayAndTomorrow": "2",
      "randomNumbers": "30",
      "forTriggerDates": "30",
      // Removed right after it was scheduled: nothing of it stays.
      "helloAfterRemove": "0",
      "requestPermission": "true",
      "systemStatus": "allowed",
      // 50 days of quotes fill the 64 slots with the 14 requests above.
      "dailyQuotes": "50",
      "pendingTotal": "64",
      "disabledQuoteStillPending": "false",
      "customStrategyIsSuccess": "true",
      "groupStatusAfterAsking": "allowed",
      "groupStatusAfterDisable": "denied",
      "dailyQuotesAfterDisable": "0",
      // `.allowAutomatically` enables the group again; the content comes asynchronously.
      "asyncQuotes": "50",
      // The original's other static shapes, with its results.
      "scheduleTimelineGroup": "scheduledSuccesfully",
      "scheduleBuilderGroup": "true",
      "scheduleContentGroup": "true",
      "withPermission": "true true",
      "finalStatus": "enabled",
      "authorizeWithSystem": "allowed",
      "setIsAllowedThenGetCurrent": "denied ___np_local_notifications_app_permission_group:tea",
      "logLinesWritten": "true",
    ]
    for (name, value) in expected.sorted(by: { $0.key < $1.key }) {
      #expect(seen[name] == value, "\(name)")
    }
    #expect(Set(seen.keys) == Set(expected.keys))
  }
}
