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

  /// The elements that exist in the current context, as the array the original DateBuilder
  /// returned: what to sort, slice, append to or keep.
  ///
  /// ```swift
  /// var days = EveryDay(forDays: 3, starting: .today).array
  /// days.append(NextWeek().firstDay)
  /// ```
  public var array: [Element] { existingElements(in: .current) }

  /// The first element that exists in the current context, as the original's array's
  /// `first`; `nil` for an empty series.
  ///
  /// ```swift
  /// EveryWeek(forWeeks: 4, starting: .thisWeek).first?.firstDay
  /// ```
  public var first: Element? { firstExisting(in: .current) }

  /// The last element that exists in the current context, as the original's array's `last`.
  ///
  /// ```swift
  /// EveryDay(forDays: 10, starting: .today).at(hour: 9, minute: 0).last?.date()
  /// ```
  public var last: Element? { existingElements(in: .current).last }

  /// Whether no element exists in the current context, as the original's array's `isEmpty`.
  ///
  /// ```swift
  /// EveryDay(forDays: 0, starting: .today).isEmpty  // true
  /// ```
  public var isEmpty: Bool { firstExisting(in: .current) == nil }

  /// The positions of the elements that exist in the current context: `0..<count`.
  ///
  /// ```swift
  /// for index in EveryDay(forDays: 3, starting: .today).indices { print(index) }
  /// ```
  public var indices: Range<Int> { existingElements(in: .current).indices }

  /// The elements at `bounds` among those that exist in the current context, as the
  /// original's array slices were; `bounds` must lie within ``indices``.
  ///
  /// ```swift
  /// let middle = EveryDay(forDays: 7, starting: .today)[2..<5]  // three days
  /// ```
  public subscript(bounds: Range<Int>) -> ArraySlice<Element> {
    existingElements(in: .current)[bounds]
  }

  /// A random element of those that exist in the current context; `nil` for an empty series.
  ///
  /// ```swift
  /// let someDay = EveryDay(forDays: 7, starting: .today).randomElement()
  /// ```
  public func randomElement() -> Element? { existingElements(in: .current).randomElement() }

  /// A random element of those that exist in the current context, drawn with `generator`.
  ///
  /// ```swift
  /// var generator = SystemRandomNumberGenerator()
  /// let someDay = EveryDay(forDays: 7, starting: .today).randomElement(using: &generator)
  /// ```
  public func randomElement<Generator: RandomNumberGenerator>(using generator: inout Generator) -> Element? {
    existingElements(in: .current).randomElement(using: &generator)
  }

  /// The elements that exist in `context`, in order; none if the series is invalid.
  func existingElements(in context: DateBuilder.Context) -> [Element] {
    var cursor = existenceCursor
    return (try? cursor.collect(in: context)) ?? []
  }

  /// The first of ``existingElements(in:)``, found without reading the rest.
  func firstExisting(in context: DateBuilder.Context) -> Element? {
    var cursor = existenceCursor
    return (try? cursor.first(in: context)) ?? nil
  }

  /// A cursor over the elements that exist, each one as it is.
  private var existenceCursor: Cursor<Element> {
    evaluated { element, context throws(DateBuilderError) in
      try Self.validate(element, in: context)
      return element
    }
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
