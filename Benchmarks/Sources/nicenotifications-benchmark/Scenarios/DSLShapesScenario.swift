import Foundation
import NiceNotifications

/// Scenario 5b: every DSL shape in dates per second, in America/New_York — series, and
/// single-date expressions evaluated one at a time in a loop — against a hand-written
/// Foundation loop and an integer reference that produce the same dates (the scenario checks
/// that all three agree before it times them).
///
/// Targets: DateBuilder at least 3 times as fast as the Foundation loop, and within 10 times
/// of the integer reference (a ratio of at least 0.1).
@available(macOS 13, iOS 16, tvOS 16, watchOS 9, visionOS 1, *)
struct DSLShapesScenario: Scenario {
  let name = "5b DSL shapes"

  func run(_ settings: Settings, into report: inout Report) async throws(CheckFailure) {
    let context = settings.context
    let reference = IntegerReference(context: context, years: DSLShape.years)
    for shape in DSLShape.all(quick: settings.quick) {
      let handWritten = shape.handWritten(context)
      let dsl = shape.dsl(context)
      let integers = shape.reference(reference)
      try CheckFailure.expect(
        handWritten != nil && dsl != nil, in: name, "\(shape.name): no dates (DSL \(dsl != nil))")
      try CheckFailure.expect(
        dsl == handWritten, in: name,
        "\(shape.name): DateBuilder and the Foundation loop differ \(Self.difference(dsl ?? [], handWritten ?? []))"
      )
      try CheckFailure.expect(
        dsl == integers, in: name,
        "\(shape.name): DateBuilder and the integer reference differ \(Self.difference(dsl ?? [], integers))")
      let count = Double(integers.count)
      let measured = await settings.stopwatch.measure([
        { shape.dsl(context)?.count ?? -1 },
        { shape.handWritten(context)?.count ?? -1 },
        { shape.reference(reference).count },
      ])
      try CheckFailure.expect(measured.allSatisfy(\.isConsistent), in: name, "\(shape.name): runs disagree")
      let (rate, loopRate, integerRate) = (
        count * measured[0].runsPerSecond, count * measured[1].runsPerSecond,
        count * measured[2].runsPerSecond
      )
      report.add(
        Row(
          scenario: name, case: shape.name + " vs Foundation loop, dates/s", figure: Format.rate(rate),
          baseline: Format.rate(loopRate), ratio: Format.ratio(rate / loopRate), target: "≥ 3",
          verdict: Verdict(rate / loopRate >= 3)))
      report.add(
        Row(
          scenario: name, case: shape.name + " vs integer reference, dates/s", figure: Format.rate(rate),
          baseline: Format.rate(integerRate), ratio: Format.ratio(rate / integerRate), target: "≥ 0.1",
          verdict: Verdict(rate / integerRate >= 0.1)))
    }
  }

  /// Runs a single-date shape's loop of 10,000 evaluations `times` times for a profiler
  /// (`--profile tomorrow|adding-days N`); `false` for another name.
  static func profile(_ name: String, times: Int, in context: DateBuilder.Context) -> Bool {
    let shapes = DSLShape.singleDates(quick: false)
    let shape: DSLShape
    switch name {
    case "tomorrow": shape = shapes[0]
    case "adding-days": shape = shapes[1]
    default: return false
    }
    for _ in 0..<max(0, times) { _ = shape.dsl(context) }
    return true
  }

  /// Where two lists of dates first differ, for a failed check.
  private static func difference(_ left: [Date], _ right: [Date]) -> String {
    guard let index = zip(left, right).enumerated().first(where: { $0.element.0 != $0.element.1 })?.offset
    else {
      return "in the count (\(left.count) and \(right.count))"
    }
    return "at index \(index): \(left[index]) and \(right[index])"
  }
}
