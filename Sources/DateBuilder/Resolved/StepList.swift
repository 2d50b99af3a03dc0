/// A ``DateBuilder/ResolvedDate``'s steps in order, the first two inline, so that one or two
/// steps allocate nothing.
///
/// Steps go inline while there is room, so equal lists have one representation and hash equal.
/// Not generic, so that copying and walking need no type metadata at run time.
@usableFromInline
struct StepList: Hashable, Sendable, Sequence {
  @usableFromInline typealias Step = DateBuilder.ResolvedDate.Step

  @usableFromInline var first: Step?
  @usableFromInline var second: Step?
  /// `nil` until there is a third step.
  @usableFromInline var rest: [Step]?

  @inlinable
  init() {}

  @inlinable
  init(_ step: Step) {
    first = step
  }

  @inlinable
  var isEmpty: Bool { first == nil }

  /// The days of a list that is one `.days` step, else `nil`.
  @inlinable
  var onlyDays: Int? {
    guard second == nil, case .days(let days)? = first else { return nil }
    return days
  }

  var last: Step? {
    rest?.last ?? second ?? first
  }

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

  @usableFromInline
  func makeIterator() -> Iterator {
    Iterator(list: self)
  }

  @usableFromInline
  struct Iterator: IteratorProtocol {
    let list: StepList
    var index = 0

    @usableFromInline
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
