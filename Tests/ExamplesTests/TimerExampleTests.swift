import Testing
import TestSupport

/// `swift run timer` tells the story it promises.
@Suite(.enabled(if: ChildProcess.isSupported, "runs a built executable in a process of its own"))
struct TimerExampleTests {
  let run: ExampleRun

  init() throws {
    run = try ExampleRun("timer")
  }

  /// The one line that contains `text`, or a recorded issue.
  func line(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) -> String {
    let found = run.lines(containing: text)
    #expect(
      found.count == 1, "\(found.count) lines contain \(text):\n\(run.output)", sourceLocation: sourceLocation
    )
    return found.first ?? ""
  }

  /// The lines of the numbered part that starts with `heading`.
  func part(_ heading: String) -> [String] {
    guard let start = run.lines.firstIndex(where: { $0.hasPrefix(heading) }) else { return [] }
    let rest = run.lines[start...]
    return Array(rest.prefix { !$0.isEmpty })
  }

  @Test func inTheForegroundThePolicyDecidesWhatShows() {
    let foreground = part("1. In the foreground")
    #expect(foreground.contains { $0.contains("delivered \"Pasta: halfway\": in the app: list, silent") })
    #expect(
      foreground.filter { $0.contains("delivered \"Pasta is ready\": in the app: banner, sound") }.count == 2)
    #expect(foreground.contains { $0.contains("→ action \"snooze\": Pasta rings again at 18:10:05") })
    #expect(foreground.contains { $0.hasPrefix("  18:10:05  delivered \"Pasta is ready\"") })
    #expect(foreground.contains { $0.contains("→ action \"stop\": Pasta stopped") })
  }

  @Test func inTheBackgroundTheReplysTextReachesTheApp() {
    let background = part("2. In the background")
    #expect(background.filter { $0.contains("lock screen and Notification Center") }.count == 2)
    #expect(
      background.contains {
        $0.contains("→ action \"restart\": \"3\": Tea restarted for 3 min, ends 18:19:20")
      })
    #expect(background.contains { $0.contains("→ tap: the app opens on the finished Tea timer") })
  }

  @Test func aColdStartRoutesEachWaitingAnswerOnceItsHandlerIsRegistered() {
    let cold = part("3. Cold start")
    #expect(cold.filter { $0.contains("the answer waits for its launch") }.count == 3)
    #expect(cold.contains { $0.contains("takeLaunchResponses(): 3 answers") })
    #expect(cold.contains { $0.contains("routed before any handler: 3 wait in the router") })
    #expect(cold.filter { $0.contains("registered: 1 waiting answer handled") }.count == 3)
    #expect(cold.contains { $0.contains("→ dismiss: Bread stopped") })
    #expect(cold.contains { $0.contains("Rice restarted for 5 min, ends 18:50:00") })
    #expect(cold.contains { $0.contains("over again: still 3 handled, none twice") })
  }

  @Test func everyAnswerIsHandledExactlyOnce() {
    #expect(line("Answers:").contains("8 made in three app states, 8 handled: none lost, none twice"))
    #expect(line("Left:").contains("0 pending, 0 timers running"))
  }
}
