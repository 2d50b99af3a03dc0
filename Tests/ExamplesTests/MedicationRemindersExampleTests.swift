import Testing
import TestSupport

/// `swift run medication-reminders` tells the story it promises.
@Suite(.enabled(if: ChildProcess.isSupported, "runs a built executable in a process of its own"))
struct MedicationRemindersExampleTests {
  let run: ExampleRun

  init() throws {
    run = try ExampleRun("medication-reminders")
  }

  /// The one line that contains `text`, or a recorded issue.
  func line(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) -> String {
    let found = run.lines(containing: text)
    #expect(
      found.count == 1, "\(found.count) lines contain \(text):\n\(run.output)", sourceLocation: sourceLocation
    )
    return found.first ?? ""
  }

  /// The plan table's rows for one group: with reservations first, then soonest first.
  func rows(_ group: String) -> [String] {
    run.lines.filter { $0.hasPrefix("  \(group) ") }
  }

  @Test func reservedSlotsFitTheInjectionsAndTheRefillUnderTheCap() {
    let pill = rows("pill")
    let injection = rows("injection")
    let refill = rows("refill")
    #expect(pill.count == 2 && injection.count == 2 && refill.count == 2)
    #expect(pill.first?.contains(" 59 ") == true)
    #expect(
      injection.first?.contains(" 4 ") == true && injection.first?.hasSuffix("Sun 22 Nov 09:00") == true)
    #expect(refill.first?.contains(" 1 ") == true && refill.first?.hasSuffix("Sat 21 Nov 10:00") == true)
    #expect(run.lines(containing: "total            64   the cap").count == 2)
    // Soonest first, the refill does not fit and the fourth injection is left out.
    #expect(refill.last?.hasSuffix("does not fit") == true)
    #expect(injection.last?.contains(" 3 ") == true)
  }

  @Test func takenMarksTheDoseDoneAndTheEarlyDoseIsNotScheduledAgain() {
    #expect(run.lines(containing: "tapped Taken: marked done").count == 3)
    #expect(line("took the evening pill early").hasSuffix("63 pending"))
    #expect(line("20:00 not back: done").hasSuffix("64 pending"))
    #expect(run.lines(containing: "Wed 28 Oct 20:00").isEmpty)
  }

  @Test func aSnoozeHoldsASlotOfItsOwnAndIsDelivered() {
    #expect(line("tapped Snooze: a one-off at 14:10").hasSuffix("64 pending"))
    #expect(line("nothing changed: 63 planned + 1 snooze = 64").hasSuffix("64 pending"))
    #expect(
      line("(snoozed)").hasPrefix(
        "  Wed 28 Oct 14:10  UTC-4 18:10Z delivered \"Time for your afternoon pill\""))
    #expect(line("Snoozed:").contains("1 delivered 10 minutes after its dose"))
  }

  @Test func dosesStayAtTheirWallClockHoursWhenTheClocksFallBack() {
    #expect(line("clocks go from 02:00 to 01:00").hasPrefix("  Sun  1 Nov 01:00"))
    #expect(line("Sat 31 Oct 08:00").contains("UTC-4 12:00Z"))
    #expect(line("Sun  1 Nov 08:00").contains("UTC-5 13:00Z"))
    #expect(line("Pills:").contains("every one at 08:00, 14:00, 20:00 on the wall clock, in UTC-4 and UTC-5"))
  }

  @Test func thePendingRequestsNeverExceedTheCap() {
    let counts = run.lines.compactMap { line -> Int? in
      guard line.hasSuffix(" pending") else { return nil }
      return Int(line.dropLast(" pending".count).split(separator: " ").last ?? "")
    }
    #expect(!counts.isEmpty && counts.allSatisfy { $0 <= 64 })
    #expect(line("Pending:").contains("64 (59 pill, 4 injection, 1 refill); dropped by iOS: 0"))
  }
}
