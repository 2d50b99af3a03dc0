import Foundation

/// The steps of a ``DateBuilder/ResolvedDate`` in the order written, the first two held
/// inline: an expression of one or two steps (`ExactlyAt(now).addingDays(3)`) allocates
/// nothing, and only a third step and those after it go to an array.
///
/// Equal lists of steps compare and hash equal: a step goes inline while there is room, so a
/// list has one representation.
///
/// Not generic, so that copying, comparing and walking a list needs no type metadata at run time.
///
/// ```swift
/// var steps = StepList()
/// steps.append(.days(1))
/// steps.replaceLast(with: .days(2))
/// Array(steps)  // [.days(2)]
/// ```
struct StepList: Hashable, Sendable, Sequence {
  typealias Step = DateBuilder.ResolvedDate.Step

  private var first: Step?
  private var second: Step?
  /// The third step and those after it; `nil` until there is a third.
  private var rest: [Step]?

  init() {}

  /// Whether there are no steps.
  var isEmpty: Bool { first == nil }

  /// The last step, if there is one.
  var last: Step? {
    rest?.last ?? second ?? first
  }

  /// Adds `step` after the others.
  mutating func append(_ step: Step) {
    if first == nil {
      first = step
    } else if second == nil {
      second = step
    } else {
      rest = (rest ?? []) + [step]
    }
  }

  /// Replaces the last step with `step`; appends it if there is none.
  mutating func replaceLast(with step: Step) {
    if var rest, !rest.isEmpty {
      rest[rest.count - 1] = step
      self.rest = rest
    } else if second != nil {
      second = step
    } else {
      first = step
    }
  }

  func makeIterator() -> Iterator {
    Iterator(list: self)
  }

  /// The steps in the order written.
  struct Iterator: IteratorProtocol {
    let list: StepList
    var index = 0

    mutating func next() -> Step? {
      defer { index += 1 }
      switch index {
      case 0: return list.first
      case 1: return list.second
      default:
        guard let rest = list.rest, index - 2 < rest.count else { return nil }
        return rest[index - 2]
      }
    }
  }
}
