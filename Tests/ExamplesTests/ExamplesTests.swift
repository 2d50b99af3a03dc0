import Testing
import TestSupport

/// Every example in `Examples/` runs to the end, prints something, and prints the same thing
/// each time: they run on a virtual clock from a fixed date.
@Suite(.enabled(if: ChildProcess.isSupported, "runs a built executable in a process of its own"))
struct ExamplesTests {
  @Test func thereAreExamples() {
    #expect(ExampleRun.all.contains("daily-quote"))
  }

  @Test(arguments: ExampleRun.all)
  func runsAndPrintsTheSameEachTime(_ name: String) throws {
    let first = try ExampleRun(name)
    #expect(first.status == 0, "\(name) exited with \(first.status):\n\(first.output)")
    #expect(first.lines.count > 10)
    let second = try ExampleRun(name)
    #expect(second.output == first.output)
  }
}
