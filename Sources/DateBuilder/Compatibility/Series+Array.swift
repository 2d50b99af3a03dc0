extension DateBuilder.Series: Sequence where Extent == DateBuilder.Bounded {
  /// Iterates the elements that exist in the current context, in order, as the original
  /// DateBuilder's arrays did.
  ///
  /// The elements stay symbolic (a `Day`, not its date); the ones that do not exist now —
  /// the 31st of a 30-day month, a fifth Friday — are left out, as `dates()` leaves them out.
  ///
  /// ```swift
  /// for day in EveryDay(forDays: 7, starting: .today) { print(day.dateComponents()) }
  /// let weeks = EveryWeek(forWeeks: 4, starting: .thisWeek).map(\.firstDay)  // [DateBuilder.Day]
  /// ```
  public func makeIterator() -> IndexingIterator<[Element]> {
    existingElements(in: .current).makeIterator()
  }
}

extension DateBuilder.Series where Extent == DateBuilder.Bounded {
  /// How many elements exist in the current context: the original DateBuilder's array count.
  ///
  /// ```swift
  /// EveryDay(forDays: 7, starting: .today).count  // 7
  /// ThisMonth().allDays.count                     // 28 to 31
  /// ```
  public var count: Int { existingElements(in: .current).count }

  /// The element at `position` among those that exist in the current context, as the
  /// original DateBuilder's arrays were indexed; `position` must be below ``count``.
  ///
  /// ```swift
  /// let thirdDay = EveryDay(forDays: 7, starting: .today)[2]
  /// ```
  public subscript(position: Int) -> Element {
    existingElements(in: .current)[position]
  }

  /// The elements that exist in `context`, in order; none if the series is invalid.
  func existingElements(in context: DateBuilder.Context) -> [Element] {
    var cursor = evaluated { element, context throws(DateBuilderError) in
      try Self.validate(element, in: context)
      return element
    }
    return (try? cursor.collect(in: context)) ?? []
  }

  /// Throws what evaluating `element` in `context` throws: its absence or its invalid input.
  private static func validate(_ element: Element, in context: DateBuilder.Context) throws(DateBuilderError) {
    switch element {
    case let day as DateBuilder.Day: _ = try day.civilDay(in: context)
    case let week as DateBuilder.Week: _ = try week.civilDay(in: context)
    case let month as DateBuilder.Month: _ = try month.civilDay(in: context)
    case let year as DateBuilder.Year: _ = try year.civilDay(in: context)
    case let date as DateBuilder.ResolvedDate: _ = try date.date(in: context)
    default: break
    }
  }
}
