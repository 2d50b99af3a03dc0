extension DateBuilder.Week {
  /// A day of the week, as Foundation numbers it: 1 is Sunday, 7 Saturday: `NextWeek().weekday(.saturday)`.
  public struct GregorianWeekday: Hashable, Sendable, ExpressibleByIntegerLiteral, CustomStringConvertible {
    /// 1 (Sunday) … 7 (Saturday); others are ``DateBuilderError/invalidWeekday(_:)`` when evaluated.
    public var rawValue: Int

    /// Sunday, 1.
    public static let sunday: Self = 1
    /// Monday, 2.
    public static let monday: Self = 2
    /// Tuesday, 3.
    public static let tuesday: Self = 3
    /// Wednesday, 4.
    public static let wednesday: Self = 4
    /// Thursday, 5.
    public static let thursday: Self = 5
    /// Friday, 6.
    public static let friday: Self = 6
    /// Saturday, 7.
    public static let saturday: Self = 7

    /// Creates a weekday from its number.
    public init(rawValue: Int) {
      self.rawValue = rawValue
    }

    /// Creates a weekday from an integer literal: `let saturday: DateBuilder.Weekday = 7`.
    public init(integerLiteral value: Int) {
      self.rawValue = value
    }

    func validated() throws(DateBuilderError) -> Int {
      guard (1...7).contains(rawValue) else { throw .invalidWeekday(rawValue) }
      return rawValue
    }

    /// The English name, or the number if it is not a weekday.
    public var description: String {
      let names = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]
      return (1...7).contains(rawValue) ? names[rawValue - 1] : "weekday \(rawValue)"
    }
  }
}

extension DateBuilder {
  /// A day of the week; the short name of ``DateBuilder/Week/GregorianWeekday``.
  public typealias Weekday = Week.GregorianWeekday
}
