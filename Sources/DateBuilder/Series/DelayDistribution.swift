extension DateBuilder {
  /// How `EveryDay` spaces its days: the day offset, from the starting day, of each
  /// occurrence.
  ///
  /// ```swift
  /// EveryDay(forDays: 30, starting: .today, distribution: .normal)     // every day
  /// EveryDay(forDays: 30, starting: .today, distribution: .optimized)  // spreading out
  /// EveryDay(forDays: 10, starting: .today, distribution: DelayDistribution { $0 * 3 }) // every third day
  /// ```
  ///
  /// In a series, offsets must increase from one occurrence to the next; one that does not
  /// is reported as ``DateBuilderError/nonIncreasingDistribution(index:offset:previous:)``.
  /// The original's arrays (`let days: [DateBuilder.Day] = EveryDay(…)`) take them in any
  /// order, as the original did.
  public struct DelayDistribution: Sendable {
    /// The day offset of occurrence `index` of a series of `count` (`nil` without end).
    let offset: @Sendable (_ index: Int, _ count: Int?) -> Int
    /// Whether this is ``normal``: one occurrence a day, a rhythm a repeating trigger keeps.
    var isEveryDay = false

    /// A distribution that puts occurrence `index` on the day `dayOffset(index)` days after
    /// the start.
    ///
    /// ```swift
    /// let weekdaysOnly = DateBuilder.DelayDistribution { index in index / 5 * 7 + index % 5 }
    /// ```
    public init(dayOffset: @escaping @Sendable (_ index: Int) -> Int) {
      offset = { index, _ in dayOffset(index) }
    }

    /// A distribution whose offsets also depend on how many occurrences the series has.
    init(counting offset: @escaping @Sendable (_ index: Int, _ count: Int?) -> Int) {
      self.offset = offset
    }

    /// One occurrence a day: offsets 0, 1, 2, 3 and so on.
    ///
    /// ```swift
    /// EveryDay(forDays: 7, starting: .today, distribution: .normal)
    /// ```
    public static let normal: DelayDistribution = {
      var normal = DelayDistribution { $0 }
      normal.isEveryDay = true
      return normal
    }()

    /// Daily for the first week, then every second day for a week's worth of occurrences,
    /// then every third day, and so on: the gap after occurrence `n` is `n / 7 + 1` days.
    ///
    /// Made for reminders that should keep coming while the app stays closed: 64
    /// occurrences — the most iOS keeps pending — reach 315 days ahead instead of 63.
    ///
    /// ```swift
    /// EveryDay(forDays: 64, starting: .today, distribution: .optimized) // offsets 0…7, 9, 11, …
    /// ```
    public static let optimized = DelayDistribution { index in
      // Σ_{k<index} (k / 7 + 1), in closed form over the complete runs of 7; `Int.max` where
      // it passes what `Int` holds (an index past about 4.5 billion), which ``day(_:of:)``
      // reports as out of range. (`runs · (runs + 1)` is even, so halving it is exact.)
      let runs = index / 7
      let rest = index % 7
      let (pairs, pairsOverflow) = runs.multipliedReportingOverflow(by: runs + 1)
      let (complete, completeOverflow) = (pairs / 2).multipliedReportingOverflow(by: 7)
      let (partial, partialOverflow) = rest.multipliedReportingOverflow(by: runs + 1)
      let (offset, sumOverflow) = complete.addingReportingOverflow(partial)
      return pairsOverflow || completeOverflow || partialOverflow || sumOverflow ? .max : offset
    }

    /// The offset of occurrence `index` of `count`, checked against the one before it; an
    /// offset of `Int.max` is ``DateBuilderError/outOfRange``.
    func day(_ index: Int, of count: Int?) throws(DateBuilderError) -> Int {
      let current = offset(index, count)
      guard current != .max else { throw .outOfRange }
      if index > 0 {
        let previous = offset(index - 1, count)
        guard current > previous else {
          throw .nonIncreasingDistribution(index: index, offset: current, previous: previous)
        }
      } else if current < 0 {
        throw .nonIncreasingDistribution(index: 0, offset: current, previous: 0)
      }
      return current
    }
  }
}
