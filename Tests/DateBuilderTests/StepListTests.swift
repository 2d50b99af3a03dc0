@testable import DateBuilder
import Foundation
import PropertyTesting
import Testing

/// The steps of an expression, the first two held inline and the rest in an array, against a
/// plain array of the same steps.
struct StepListTests {
  /// An edit of a step list: append a step, or replace the last one.
  enum Edit: CustomStringConvertible {
    case append(DateBuilder.ResolvedDate.Step)
    case replaceLast(DateBuilder.ResolvedDate.Step)

    var description: String {
      switch self {
      case .append(let step): "append(\(step))"
      case .replaceLast(let step): "replaceLast(\(step))"
      }
    }
  }

  private static func generate(_ g: inout SeededGenerator) -> [Edit] {
    (0..<Int.random(in: 0...8, using: &g)).map { _ in
      let value = Int.random(in: -3...3, using: &g)
      let step: DateBuilder.ResolvedDate.Step =
        switch Int.random(in: 0..<4, using: &g) {
        case 0: .seconds(value)
        case 1: .days(value)
        case 2: .calendar(.months(value))
        default: .calendar(.years(value))
        }
      return Bool.random(using: &g) ? .append(step) : .replaceLast(step)
    }
  }

  private static func apply(_ edits: [Edit]) -> (list: StepList, model: [DateBuilder.ResolvedDate.Step]) {
    var list = StepList()
    var model: [DateBuilder.ResolvedDate.Step] = []
    for edit in edits {
      switch edit {
      case .append(let step):
        list.append(step)
        model.append(step)
      case .replaceLast(let step):
        list.replaceLast(with: step)
        if model.isEmpty { model.append(step) } else { model[model.count - 1] = step }
      }
    }
    return (list, model)
  }

  @Test func aStepListHoldsItsStepsInTheOrderWritten() {
    expectProperty(
      "a step list reads back as the array of the same edits", iterations: 500,
      generate: Self.generate, shrink: { Shrink.array($0) }
    ) { edits in
      let (list, model) = Self.apply(edits)
      return Array(list) == model && list.last == model.last
    }
  }

  @Test func stepListsOfTheSameStepsAreEqualAndHashAlike() {
    expectProperty(
      "step lists are equal exactly when their steps are", iterations: 500,
      generate: { g in (Self.generate(&g), Self.generate(&g)) },
      shrink: { pair in Shrink.array(pair.0).map { ($0, pair.1) } + Shrink.array(pair.1).map { (pair.0, $0) }
      }
    ) { pair in
      let (left, leftModel) = Self.apply(pair.0)
      let (right, rightModel) = Self.apply(pair.1)
      // The same steps written afresh, with no replacements, must be the same list too.
      let (rebuilt, _) = Self.apply(leftModel.map { .append($0) })
      return (left == right) == (leftModel == rightModel) && rebuilt == left
        && rebuilt.hashValue == left.hashValue
    }
  }

  @Test func anExpressionOfManyStepsAppliesThemInTheOrderWritten() throws {
    let context = DateBuilder.Context.at(2024, 1, 1, in: "America/New_York")
    let start = ExactDay(year: 2024, month: 1, day: 30).at(hour: 9, minute: 0)
    // 30 Jan + 1 month = 29 Feb; + 1 day = 1 Mar; + 1 year = 1 Mar 2025; 9:00 + 2 h = 11:00;
    // then 9 Mar 2025 (the day New York springs forward) at 11:00.
    let long = start.addingMonths(1).addingDays(1).addingYears(1).addingHours(2).addingDays(8)
    #expect(context.local(try long.date(in: context)) == "2025-03-09 11:00:00")
    // The other order: 31 Jan 2025; 1 Feb; 28 Feb at 11:00, then 8 days: 8 Mar.
    let reordered = start.addingYears(1).addingDays(1).addingMonths(1).addingHours(2).addingDays(8)
    #expect(context.local(try reordered.date(in: context)) == "2025-03-08 11:00:00")
    #expect(long != reordered)
    #expect(start.addingDays(1).addingDays(2) == start.addingDays(3))
    #expect(
      start.addingMonths(1).addingDays(1).addingDays(2).addingHours(1)
        == start.addingMonths(1).addingDays(3).addingMinutes(60))
  }
}
