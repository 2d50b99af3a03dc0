/// Why pacing moved or skipped an occurrence: `plan.paced.filter { $0.reason == .quietHours }`.
public enum PacingReason: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
  /// It fell inside the quiet hours.
  case quietHours
  /// It came less than the minimum gap after another notification of the app.
  case minimumGap
  /// Its day already had the daily limit's number of notifications of groups of equal or higher priority.
  case dailyLimit

  /// A few words naming the reason.
  public var description: String {
    switch self {
    case .quietHours: "inside the quiet hours"
    case .minimumGap: "too close to another notification"
    case .dailyLimit: "over the daily limit"
    }
  }
}
