import Foundation
import Testing
import TestSupport

/// `swift run daily-quote` tells the story it promises.
@Suite(.enabled(if: ChildProcess.isSupported, "runs a built executable in a process of its own"))
struct DailyQuoteExampleTests {
  let run: ExampleRun

  init() throws {
    run = try ExampleRun("daily-quote")
  }

  /// The one line that contains `text`, or a recorded issue.
  func line(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) -> String {
    let found = run.lines(containing: text)
    #expect(
      found.count == 1, "\(found.count) lines contain \(text):\n\(run.output)", sourceLocation: sourceLocation
    )
    return found.first ?? ""
  }

  /// The number that follows `label` on its line.
  func number(after label: String, sourceLocation: SourceLocation = #_sourceLocation) -> Int? {
    let text = line(label, sourceLocation: sourceLocation)
    guard let range = text.range(of: label) else { return nil }
    return Int(text[range.upperBound...].drop { $0 == " " }.prefix { $0.isNumber })
  }

  @Test func theFirstLaunchFillsTheWindowUpToTheCapAndSaysWhenToRefill() {
    #expect(line("Permission:").hasSuffix("asked once; the person allowed notifications"))
    #expect(line("Scheduled:").hasSuffix("64 quotes, Sun 1 Mar 09:00 to Sun 3 May 09:00, as many as fit"))
    #expect(line("Refill date:").contains("Mon 4 May 09:00, the first quote that did not fit"))
    #expect(run.lines.contains("  Writes:       64"))
  }

  @Test func aLaunchWritesOnlyWhatChanged() {
    let again = line("app opened again")
    #expect(again.contains("nothing changed") && again.contains(" 0 writes") && again.hasSuffix("64 pending"))
    let nextDay = line("Mon  2 Mar 08:00  app opened")
    #expect(nextDay.contains("1 added") && nextDay.contains(" 1 write "))
    let aWeekLater = run.lines(containing: "app opened: 7 added")
    #expect(aWeekLater.count == 4)
    #expect(aWeekLater.allSatisfy { $0.contains(" 7 writes") && $0.hasSuffix(" 64 pending") })
  }

  @Test func deliveriesStayAtNineAcrossTheClockChange() {
    #expect(line("Sun  1 Mar 09:00").hasSuffix("delivered \"Storms make oaks take deeper root.\""))
    #expect(line("clocks went forward").contains("quotes delivered at 09:00 daily"))
  }

  @Test func aQuoteTheUserTurnsOffIsGoneAfterTheNextReschedule() {
    let due = number(after: "(due on ") ?? 0
    #expect(due > 0)
    #expect(line("app reschedules: 4 added, \(due) replaced").contains(" \(4 + due) writes"))
    #expect(line("pending requests showing \"Fortune favours the bold.\":").hasSuffix(": 0"))
  }

  @Test func turningTheGroupOffRemovesItsRequestsAndKeepsThemOff() {
    #expect(line("user turns daily quotes off").hasSuffix("1 write    0 pending"))
    #expect(line("quotes are off, nothing scheduled").hasSuffix("0 writes    0 pending"))
    #expect(line("Delivered:").contains("50 quotes, the last on Sun 19 Apr"))
  }

  @Test func theSummaryComparesWithRemovingAndAddingEverything() throws {
    let writes = try #require(number(after: "  Writes:         "))
    let naive = try #require(number(after: "  Naive app:      "))
    #expect(line("Naive app:").contains("for the same 50 deliveries"))
    #expect(writes < 150)
    #expect(naive > 5 * writes)
  }
}
