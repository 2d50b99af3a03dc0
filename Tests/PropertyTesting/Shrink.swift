/// Shrinkers: functions from a failing case to smaller candidates, big jumps before small steps:
/// `let candidates = Shrink.int(873)`.
public enum Shrink {
  /// Candidates between `value` and zero, nearest to zero first; a negative value also offers its opposite.
  ///
  /// ```swift
  /// Shrink.int(-3)   // [0, 3, -2]
  /// ```
  public static func int(_ value: Int) -> [Int] {
    int(value, towards: 0)
  }

  /// Candidates between `value` and `target`, halving the distance, nearest to the target first.
  ///
  /// ```swift
  /// Shrink.int(20, towards: 10)   // [10, 15, 18, 19]
  /// ```
  public static func int(_ value: Int, towards target: Int) -> [Int] {
    guard value != target else { return [] }
    var candidates = [target]
    if target == 0, value < 0, value != .min { candidates.append(-value) }
    // The distance overflows for Int.min towards Int.max; then halve both ends instead.
    let (distance, overflow) = value.subtractingReportingOverflow(target)
    var step = overflow ? value / 2 - target / 2 : distance / 2
    while step != 0 {
      let candidate = value - step
      if candidate != target, !candidates.contains(candidate) { candidates.append(candidate) }
      step /= 2
    }
    return candidates
  }

  /// Candidates for an array: empty, then with runs of elements removed (halves, quarters, …),
  /// then with one element shrunk: `let candidates = Shrink.array([5, 7], element: Shrink.int)`.
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
