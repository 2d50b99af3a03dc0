/// Shrinkers: functions from a failing case to smaller candidates, most aggressive first.
///
/// The runner takes the first candidate that still fails and shrinks again, so a shrinker
/// lists big jumps (zero, the empty array) before small steps (one less, one element fewer).
///
/// ```swift
/// Shrink.int(873)           // [0, 437, 655, 764, 819, 846, 860, 867, 870, 872]
/// Shrink.array([3, 1]) { Shrink.int($0) }
/// ```
public enum Shrink {
  /// Candidates between `value` and zero, nearest to zero first.
  ///
  /// Zero, then values halving the distance, down to one step from `value`. A negative
  /// value also offers its positive counterpart.
  ///
  /// ```swift
  /// Shrink.int(10)   // [0, 5, 8, 9]
  /// Shrink.int(-3)   // [0, 3, -2]
  /// ```
  /// - Parameter value: A failing case.
  /// - Returns: Smaller candidates, nearest to zero first.
  public static func int(_ value: Int) -> [Int] {
    int(value, towards: 0)
  }

  /// Candidates between `value` and `target`, nearest to the target first.
  ///
  /// The target, then values halving the distance, down to one step from `value`. Use it
  /// when generated values have a bound that shrinking must not cross.
  ///
  /// ```swift
  /// Shrink.int(20, towards: 10)   // [10, 15, 18, 19]
  /// ```
  /// - Parameters:
  ///   - value: A failing case.
  ///   - target: The simplest value, where shrinking stops.
  /// - Returns: Candidates closer to `target`, nearest to it first.
  public static func int(_ value: Int, towards target: Int) -> [Int] {
    guard value != target else { return [] }
    var candidates = [target]
    if target == 0, value < 0, value != .min { candidates.append(-value) }
    // Halving the distance ends at one step from `value`. The distance may not fit in an
    // Int (Int.min towards Int.max); then its half is taken from the halves of both ends.
    let (distance, overflow) = value.subtractingReportingOverflow(target)
    var step = overflow ? value / 2 - target / 2 : distance / 2
    while step != 0 {
      let candidate = value - step
      if candidate != target, !candidates.contains(candidate) { candidates.append(candidate) }
      step /= 2
    }
    return candidates
  }

  /// Candidates for an array: the empty array, then the array with runs of elements removed
  /// (halves, quarters, … single elements), then the array with one element shrunk.
  ///
  /// ```swift
  /// Shrink.array([5, 7])                   // [[], [7], [5]]
  /// Shrink.array([5, 7], element: Shrink.int)
  /// // [[], [7], [5], [0, 7], [3, 7], [4, 7], [5, 0], [5, 4], [5, 6]]
  /// ```
  /// - Parameters:
  ///   - value: A failing array.
  ///   - element: A shrinker for one element; by default elements are left as they are.
  /// - Returns: Shorter arrays first, then arrays of the same length with a smaller element.
  public static func array<Element>(
    _ value: [Element], element: (Element) -> [Element] = { _ in [] }
  ) -> [[Element]] {
    guard !value.isEmpty else { return [] }
    var candidates: [[Element]] = [[]]
    var runLength = value.count / 2
    while runLength > 0 {
      var start = 0
      while start + runLength <= value.count {
        var shorter = value
        shorter.removeSubrange(start..<(start + runLength))
        candidates.append(shorter)
        start += runLength
      }
      runLength /= 2
    }
    for index in value.indices {
      for smaller in element(value[index]) {
        var copy = value
        copy[index] = smaller
        candidates.append(copy)
      }
    }
    return candidates
  }
}
