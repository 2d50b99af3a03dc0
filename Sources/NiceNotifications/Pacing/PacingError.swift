/// Why a ``Pacing`` or ``QuietHours`` value could not be made: `catch PacingError.invalidTime(let time)`.
public enum PacingError: Error, Hashable, Sendable, CustomStringConvertible {
  /// A quiet-hours bound is not a time of day (hour 0…23, minute and second 0…59).
  case invalidTime(TimeOfDay)
  /// Quiet hours that start where they end: empty or the whole day, which is ambiguous.
  case emptyQuietHours(TimeOfDay)
  /// A minimum gap, in seconds, that is negative, not a number, or longer than
  /// ``Pacing/longestMinimumGap``.
  case invalidMinimumGap(Double)
  /// A daily limit below 1.
  case invalidDailyLimit(Int)
  /// A group identifier that is not among the groups given to check against.
  case unknownGroup(String)

  /// A sentence naming the problem.
  public var description: String {
    switch self {
    case .invalidTime(let time): "\(time) is not a time of day"
    case .emptyQuietHours(let time): "quiet hours from \(time) to \(time) are empty or the whole day"
    case .invalidMinimumGap(let gap):
      "a minimum gap of \(gap) s is not a duration from 0 to \(Int(Pacing.longestMinimumGap)) s (31 days)"
    case .invalidDailyLimit(let limit): "a daily limit of \(limit) allows nothing"
    case .unknownGroup(let group): "pacing names \"\(group)\", which is not a group of the app"
    }
  }
}
