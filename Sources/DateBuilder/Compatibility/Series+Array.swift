extension DateBuilder.Series: Sequence where Extent == DateBuilder.Bounded {
  /// Iterates the elements that exist now, in order: `for day in EveryDay(forDays: 7, starting: d) { … }`.
  public func makeIterator() -> IndexingIterator<[Element]> {
    existingElements(in: .current).makeIterator()
  }
}

extension DateBuilder.Series where Extent == DateBuilder.Bounded {
  /// How many elements exist in the current context.
  public var count: Int { existingElements(in: .current).count }

  /// The element at `position` among those that exist: `EveryDay(forDays: 7, starting: .today)[2]`.
  ///
  /// `position` must be below ``count``, as for an array.
  public subscript(position: Int) -> Element {
    existingElements(in: .current)[position]
  }

  /// The elements that exist now, as an array: `var days = EveryDay(forDays: 3, starting: .today).array`.
  public var array: [Element] { existingElements(in: .current) }

  /// The first element that exists, found without reading the rest.
  public var first: Element? { firstExisting(in: .current) }

  /// The last element that exists.
  public var last: Element? { existingElements(in: .current).last }

  /// Whether no element exists.
  public var isEmpty: Bool { firstExisting(in: .current) == nil }

  /// `0..<count`.
  public var indices: Range<Int> { existingElements(in: .current).indices }

  /// The elements at `bounds` among those that exist: `EveryDay(forDays: 7, starting: .today)[2..<5]`.
  ///
  /// `bounds` must lie within ``indices``, as for an array.
  public subscript(bounds: Range<Int>) -> ArraySlice<Element> {
    existingElements(in: .current)[bounds]
  }

  /// A random element of those that exist: `EveryDay(forDays: 7, starting: .today).randomElement()`.
  public func randomElement() -> Element? { existingElements(in: .current).randomElement() }

  /// A random element of those that exist, drawn with `generator`: `days.randomElement(using: &generator)`.
  public func randomElement<Generator: RandomNumberGenerator>(using generator: inout Generator) -> Element? {
    existingElements(in: .current).randomElement(using: &generator)
  }

  /// None if the series is invalid.
  func existingElements(in context: DateBuilder.Context) -> [Element] {
    var cursor = existenceCursor
    return (try? cursor.collect(in: context)) ?? []
  }

  func firstExisting(in context: DateBuilder.Context) -> Element? {
    var cursor = existenceCursor
    return (try? cursor.first(in: context)) ?? nil
  }

  private var existenceCursor: Cursor<Element> {
    evaluated { element, context throws(DateBuilderError) in
      try Self.validate(element, in: context)
      return element
    }
  }

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
