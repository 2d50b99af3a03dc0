import Testing
import TestSupport

/// `swift run timeline-inspector` draws the plan it promises.
@Suite(.enabled(if: ChildProcess.isSupported, "runs a built executable in a process of its own"))
struct TimelineInspectorExampleTests {
  let run: ExampleRun

  init() throws {
    run = try ExampleRun("timeline-inspector")
  }

  /// The grid's lines for one group, a week each: the lines above the legend.
  func rows(_ group: String) -> [String] {
    let legend = run.lines.firstIndex { $0.hasPrefix("  ·") } ?? run.lines.endIndex
    return run.lines[..<legend].filter { $0.hasPrefix("  \(group)  ") }
  }

  @Test func theGridHasFourWeeksOfEveryGroup() {
    for group in ["daily quote", "medication", "weekly review", "monthly bill"] {
      #expect(rows(group).count == 4, "\(group)")
    }
    #expect(run.lines(containing: "Mon 26  Tue 27  Wed 28  Thu 29  Fri 30  Sat 31  Sun  1").count == 1)
  }

  @Test func theScheduledMarksAreExactlyTheCap() {
    let groups = ["daily quote", "medication", "weekly review", "monthly bill"]
    let marks = groups.flatMap(rows).map { $0.filter { $0 == "·" }.count }.reduce(0, +)
    #expect(marks == 64)
    #expect(run.lines(containing: "·       scheduled: 64 pending, the cap").count == 1)
  }

  @Test func whatDoesNotFitIsMarkedAndTheRefillDateIsWhereTheMarksChange() {
    #expect(rows("medication").contains { $0.contains("·××") })
    #expect(rows("monthly bill").contains { $0.contains("×") })
    #expect(run.lines(containing: "×       over the cap: 49 in these weeks").count == 1)
    #expect(run.lines.contains { $0.hasPrefix("  refill by") && $0.contains("↑14:00") })
    #expect(run.lines(containing: "Refill date: Wed 4 Nov 14:00").count == 1)
  }

  @Test func theClocksFallingBackAreShown() {
    #expect(run.lines.contains { $0.hasPrefix("  clocks") && $0.hasSuffix("-1h") })
    #expect(run.lines(containing: "the 08:00 dose comes 13 hours after the 20:00 one").count == 1)
  }

  @Test func reservedSlotsFitTheBillAndTheReviews() throws {
    let table = try #require(run.lines.firstIndex { $0.hasPrefix("With PlanningPolicy(reservedSlots:") })
    let reserved = run.lines[table...]
    /// The scheduled and over-the-cap counts of a group's row in the table.
    func counts(_ group: String) -> [Int] {
      let row = reserved.first { $0.hasPrefix("  \(group)  ") } ?? ""
      return row.dropFirst(group.count + 2).split(separator: " ").prefix(2).compactMap { Int($0) }
    }
    #expect(counts("monthly bill") == [2, 0])
    #expect(counts("weekly review") == [4, 0])
  }
}
