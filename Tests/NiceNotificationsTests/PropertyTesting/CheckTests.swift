import PropertyTesting
import Testing

struct CheckTests {
  private struct Planted: Error {}

  @Test func findsAPlantedFailureAndShrinksItToTheBoundary() throws {
    let failure = try #require(
      check(
        "below 500", seed: 1, generate: { Int.random(in: 0..<1000, using: &$0) }, shrink: Shrink.int,
        property: { $0 < 500 }))
    #expect(failure.shrunk == 500)
    #expect(failure.original >= 500)
    #expect(failure.seed == 1)
    #expect(failure.shrinkSteps > 0)
    #expect(failure.error == nil)
  }

  @Test func reportNamesTheSeedIterationAndShrunkCase() throws {
    let failure = try #require(
      check(
        "below 500", seed: 123_456, generate: { Int.random(in: 0..<1000, using: &$0) },
        shrink: Shrink.int, property: { $0 < 500 }))
    let report = failure.description
    #expect(report.contains("seed: 123456"))
    #expect(report.contains("iteration \(failure.iteration)"))
    #expect(report.contains("Shrunk case (\(failure.shrinkSteps) steps): 500"))
    #expect(report.contains("NICE_SEED=123456"))
  }

  @Test func sameSeedFindsTheSameFailure() throws {
    func run() throws -> PropertyFailure<Int> {
      try #require(
        check(
          "below 900", seed: 77, generate: { Int.random(in: 0..<1000, using: &$0) }, property: { $0 < 900 }))
    }
    let first = try run()
    let second = try run()
    #expect(first.iteration == second.iteration)
    #expect(first.original == second.original)
  }

  @Test func holdingPropertyRunsEveryIterationAndReportsNothing() {
    var runs = 0
    let failure = check(
      "non-negative", iterations: 250, seed: 3, generate: { Int.random(in: 0..<10, using: &$0) },
      property: { value in
        runs += 1
        return value >= 0
      })
    #expect(failure == nil)
    #expect(runs == 250)
  }

  @Test func withoutAShrinkerTheOriginalCaseIsReported() throws {
    let failure = try #require(
      check("below 500", seed: 1, generate: { Int.random(in: 0..<1000, using: &$0) }, property: { $0 < 500 }))
    #expect(failure.shrunk == failure.original)
    #expect(failure.shrinkSteps == 0)
  }

  @Test func thrownErrorIsAFailureAndIsReported() throws {
    let failure = try #require(
      check(
        "throws from 10", seed: 2, generate: { Int.random(in: 0..<100, using: &$0) }, shrink: Shrink.int,
        property: { value in
          if value >= 10 { throw Planted() }
          return true
        }))
    #expect(failure.shrunk == 10)
    #expect(failure.error is Planted)
    #expect(failure.description.contains("Threw: Planted()"))
  }

  @Test func shrinkingStopsAfterTheAttemptBudget() throws {
    var evaluations = 0
    let failure = try #require(
      check(
        "always fails", iterations: 1, seed: 4, maxShrinkAttempts: 5,
        generate: { _ in 1_000_000 }, shrink: { [$0 + 1, $0 + 2] },
        property: { _ in
          evaluations += 1
          return false
        }))
    #expect(evaluations == 6)
    #expect(failure.shrinkSteps == 5)
  }

  @Test func shrinksArraysToTheSmallestCounterexample() throws {
    let failure = try #require(
      check(
        "no element reaches 50", seed: 8,
        generate: { g in
          (0..<Int.random(in: 0...20, using: &g)).map { _ in Int.random(in: 0..<100, using: &g) }
        },
        shrink: { Shrink.array($0, element: Shrink.int) },
        property: { !$0.contains { $0 >= 50 } }))
    #expect(failure.shrunk == [50])
  }

  @Test func asyncRunnerFindsAndShrinksAPlantedFailure() async throws {
    let failure = try #require(
      await check(
        "below 500", seed: 1, generate: { Int.random(in: 0..<1000, using: &$0) }, shrink: Shrink.int,
        property: { value async in
          await Task.yield()
          return value < 500
        }))
    #expect(failure.shrunk == 500)
    let sync = try #require(
      check("below 500", seed: 1, generate: { Int.random(in: 0..<1000, using: &$0) }, property: { $0 < 500 }))
    #expect(failure.iteration == sync.iteration)
    #expect(failure.original == sync.original)
  }
}
