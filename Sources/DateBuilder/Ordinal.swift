extension DateBuilder {
  /// Which occurrence of a weekday within a month: first to fifth from the start, or from the end
  /// (``fromLast(_:)``): `NextMonth().weekday(.last, .friday)`.
  public struct Ordinal: Hashable, Sendable, CustomStringConvertible {
    /// 1…5 counts from the start of the month; -1…-5 from the end (-1 is the last).
    public var rawValue: Int

    /// The first.
    public static let first = Ordinal(rawValue: 1)
    /// The second.
    public static let second = Ordinal(rawValue: 2)
    /// The third.
    public static let third = Ordinal(rawValue: 3)
    /// The fourth.
    public static let fourth = Ordinal(rawValue: 4)
    /// The fifth, which many months lack: a month without one yields no day.
    public static let fifth = Ordinal(rawValue: 5)
    /// The last, the fourth or the fifth.
    public static let last = Ordinal(rawValue: -1)

    /// Creates an ordinal from its number.
    public init(rawValue: Int) {
      self.rawValue = rawValue
    }

    func validated() throws(DateBuilderError) -> Int {
      guard (1...5).contains(rawValue) || (-5...(-1)).contains(rawValue) else {
        throw .invalidOrdinal(rawValue)
      }
      return rawValue
    }

    /// "first" … "fifth", "last".
    public var description: String {
      switch rawValue {
      case 1: "first"
      case 2: "second"
      case 3: "third"
      case 4: "fourth"
      case 5: "fifth"
      case -1: "last"
      case -5...(-2): "\(Ordinal(rawValue: -rawValue)) from last"
      default: "ordinal \(rawValue)"
      }
    }
  }
}
