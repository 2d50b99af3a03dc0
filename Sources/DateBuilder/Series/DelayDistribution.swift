extension DateBuilder {
  /// How `EveryDay` spaces its days, each day's offset from the start: `DelayDistribution { $0 * 3 }`.
  public struct DelayDistribution: Sendable {
    /// `count` is `nil` without end.
    let offset: @Sendable (_ index: Int, _ count: Int?) -> Int
    /// Whether this is ``normal``, a rhythm a repeating trigger keeps.
    var isEveryDay = false

    /// A distribution that puts occurrence `index` `dayOffset(index)` days after the start.
    public init(dayOffset: @escaping @Sendable (_ index: Int) -> Int) {
      offset = { index, _ in dayOffset(index) }
    }

    init(counting offset: @escaping @Sendable (_ index: Int, _ count: Int?) -> Int) {
      self.offset = offset
    }

    /// One occurrence a day: offsets 0, 1, 2, 3 and so on.
    public static let normal: DelayDistribution = {
      var normal = DelayDistribution { $0 }
      normal.isEveryDay = true
      return normal
    }()

    /// Daily for a week, then every second day for seven occurrences, and so on (gap `n / 7 + 1`):
    /// `EveryDay(forDays: 64, starting: .today, distribution: .optimized)`.
    ///
    /// 64 occurrences, the most iOS keeps pending, reach 315 days ahead instead of 63.
    public static let optimized = DelayDistribution { index in
      // Σ_{k<index} (k / 7 + 1) in closed form (`runs · (runs + 1)` is even); `Int.max` on
      // overflow, which ``day(_:of:)`` reports as out of range.
      let runs = index / 7
      let rest = index % 7
      let (pairs, pairsOverflow) = runs.multipliedReportingOverflow(by: runs + 1)
      let (complete, completeOverflow) = (pairs / 2).multipliedReportingOverflow(by: 7)
      let (partial, partialOverflow) = rest.multipliedReportingOverflow(by: runs + 1)
      let (offset, sumOverflow) = complete.addingReportingOverflow(partial)
      return pairsOverflow || completeOverflow || partialOverflow || sumOverflow ? .max : offset
    }

    /// The offset, checked against the one before it; `Int.max` is ``DateBuilderError/outOfRange``.
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
