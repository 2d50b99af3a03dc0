public import Foundation

/// A wall-clock time of day — hour, minute and second — with no date and no time zone:
/// `Today().at(.time(hour: 10, minute: 30))`.
///
/// It may hold any numbers; one outside 00:00:00…23:59:59 is reported as
/// ``DateBuilderError/invalidTimeOfDay(hour:minute:second:)`` when evaluated (``isValid`` tells beforehand).
public struct TimeOfDay: Hashable, Sendable, Comparable, Codable, CustomStringConvertible {
  /// The hour, 0…23.
  public var hour: Int
  /// The minute, 0…59.
  public var minute: Int
  /// The second, 0…59.
  public var second: Int

  /// Creates a time of day: `let breakfast = TimeOfDay(hour: 8, minute: 30)`.
  public init(hour: Int, minute: Int, second: Int = 0) {
    self.hour = hour
    self.minute = minute
    self.second = second
  }

  /// A time of day, as it reads at the call site: `Today().at(.time(hour: 10, minute: 30))`.
  public static func time(hour: Int, minute: Int, second: Int = 0) -> TimeOfDay {
    TimeOfDay(hour: hour, minute: minute, second: second)
  }

  /// The time of day a clock shows at `date` in `calendar`: `let signUpTime = TimeOfDay(date: signUp)`.
  ///
  /// A date that is no instant a calendar labels (not a number, infinite, or past the calendars' range)
  /// shows no time: the result is not ``isValid``, so a date made with it is a typed error.
  public init(date: Date, calendar: Calendar = DateBuilder.calendar) {
    guard CivilDay.representableSeconds.contains(date.timeIntervalSince1970) else {
      self.init(hour: -1, minute: -1, second: -1)
      return
    }
    let components = calendar.dateComponents([.hour, .minute, .second], from: date)
    self.init(hour: components.hour ?? 0, minute: components.minute ?? 0, second: components.second ?? 0)
  }

  /// Whether the time is within 00:00:00…23:59:59.
  public var isValid: Bool {
    (0..<24).contains(hour) && (0..<60).contains(minute) && (0..<60).contains(second)
  }

  /// This time, or ``DateBuilderError/invalidTimeOfDay(hour:minute:second:)``: `try time.validated()`.
  public func validated() throws(DateBuilderError) -> TimeOfDay {
    guard isValid else { throw .invalidTimeOfDay(hour: hour, minute: minute, second: second) }
    return self
  }

  var secondsSinceMidnight: Int { hour * 3_600 + minute * 60 + second }

  /// Orders times by their position in the day: `TimeOfDay(hour: 8, minute: 0) < .time(hour: 9, minute: 30)`.
  public static func < (lhs: TimeOfDay, rhs: TimeOfDay) -> Bool {
    (lhs.hour, lhs.minute, lhs.second) < (rhs.hour, rhs.minute, rhs.second)
  }

  /// `HH:MM:SS`.
  public var description: String {
    func pad(_ value: Int) -> String { value < 10 && value >= 0 ? "0\(value)" : "\(value)" }
    return "\(pad(hour)):\(pad(minute)):\(pad(second))"
  }

  /// A time drawn uniformly, to the second, from `lower` up to (not including) `upper`, with `generator`:
  /// `TimeOfDay.randomTime(from: nine, to: five, using: &seeded)`.
  ///
  /// An `upper` before `lower` wraps past midnight; an invalid bound is returned, so evaluating reports it.
  public static func randomTime(
    from lower: TimeOfDay, to upper: TimeOfDay, using generator: inout some RandomNumberGenerator
  ) -> TimeOfDay {
    // A series reading this expression draws a time for each day.
    TimeOfDayProbe.notePerDay()
    guard lower.isValid else { return lower }
    guard upper.isValid else { return upper }
    let day = 86_400
    let start = lower.secondsSinceMidnight
    let width = (upper.secondsSinceMidnight - start + day) % day
    guard width > 0 else { return lower }
    let picked = (start + Int.random(in: 0..<width, using: &generator)) % day
    return TimeOfDay(hour: picked / 3_600, minute: picked % 3_600 / 60, second: picked % 60)
  }

  /// A time drawn from `lower` up to `upper`; in a series, drawn once per day and the same at every
  /// reschedule: `EveryDay(forDays: 5, starting: .today).at(.randomTime(from: nine, to: nineInTheEvening))`.
  ///
  /// In a series a day's time is a pure function of the day, the bounds and the call site (`file`,
  /// `line`): the same at every evaluation, another on another day or at another call site.
  /// Outside a series each call draws afresh.
  public static func randomTime(
    from lower: TimeOfDay, to upper: TimeOfDay, file: StaticString = #fileID, line: UInt = #line
  ) -> TimeOfDay {
    guard let day = DailyDraw.day else {
      var generator = SystemRandomNumberGenerator()
      return randomTime(from: lower, to: upper, using: &generator)
    }
    var generator = SplitMix64(
      state: DailyDraw.seed(day: day, lower: lower, upper: upper, file: file, line: line))
    return randomTime(from: lower, to: upper, using: &generator)
  }

  private enum CodingKeys: String, CodingKey { case hour, minute, second }

  /// Decodes `{"hour": 9, "minute": 30, "second": 0}` (`second` optional), rejecting a time outside the day.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      hour: try container.decode(Int.self, forKey: .hour),
      minute: try container.decode(Int.self, forKey: .minute),
      second: try container.decodeIfPresent(Int.self, forKey: .second) ?? 0)
    guard isValid else {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(
          codingPath: decoder.codingPath,
          debugDescription: DateBuilderError.invalidTimeOfDay(hour: hour, minute: minute, second: second)
            .description))
    }
  }
}
