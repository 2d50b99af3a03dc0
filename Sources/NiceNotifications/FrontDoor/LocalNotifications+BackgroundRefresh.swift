public import Foundation

extension LocalNotifications {
  /// Reschedules every registered group and returns when to refresh next (`margin` before the refill date),
  /// or `nil`: `let next = await notifications.backgroundRefresh()`.
  ///
  /// Never a date already past; ``retryAfterFailure`` from now when a group failed, so that it is tried
  /// again soon.
  public func backgroundRefresh(margin: TimeInterval = 3_600) async -> Date? {
    let report = await rescheduleAll()
    let context = await context()
    if report.outcomes.values.contains(where: { if case .failed = $0 { true } else { false } }) {
      return context.now.addingTimeInterval(Self.retryAfterFailure)
    }
    guard let refill = report.plan?.refillDate else { return nil }
    let margin = margin.isFinite ? max(0, margin) : 0
    let eastward = max(0, Self.easternmostOffset - context.timeZone.secondsFromGMT(for: refill))
    return max(context.now, refill.addingTimeInterval(-margin - TimeInterval(eastward)))
  }

  /// How long after a failed refresh the next is asked for: 15 minutes, iOS's shortest refresh spacing.
  public static let retryAfterFailure: TimeInterval = 15 * 60

  /// UTC+14, Kiribati's Line Islands, in seconds.
  static let easternmostOffset = 14 * 3_600
}
