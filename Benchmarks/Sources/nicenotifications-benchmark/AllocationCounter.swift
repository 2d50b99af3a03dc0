#if os(Linux)
  import AllocationCounting
#endif

/// Counts heap allocations: on Linux every allocation of the process, through the
/// `AllocationCounting` target's `malloc`; on Apple platforms, where the zone allocator is
/// not counted, it reports `nil` ("n/a").
///
/// ```swift
/// let count = await AllocationCounter.count { await plan() } // allocations of one run
/// ```
@available(macOS 13, iOS 16, tvOS 16, watchOS 9, visionOS 1, *)
enum AllocationCounter {
  /// The allocations made so far; `nil` where they are not counted.
  static var total: Int? {
    #if os(Linux)
      let count = nn_allocation_count()
      return count < 0 ? nil : count
    #else
      return nil
    #endif
  }

  /// The fewest allocations one run of `operation` made, over `runs` runs after a warm-up
  /// (other threads' work only ever adds); `nil` where they are not counted.
  static func count(runs: Int = 5, _ operation: () async -> Int) async -> Int? {
    guard total != nil else { return nil }
    _ = await operation()
    var fewest = Int.max
    for _ in 0..<max(1, runs) {
      guard let before = total else { return nil }
      _ = await operation()
      guard let after = total else { return nil }
      fewest = min(fewest, after - before)
    }
    return fewest
  }

  /// A count for the table: `3,021 allocs`, or `n/a allocs`.
  static func text(_ count: Int?) -> String {
    count.map { Format.count($0) + " allocs" } ?? "n/a allocs"
  }
}
