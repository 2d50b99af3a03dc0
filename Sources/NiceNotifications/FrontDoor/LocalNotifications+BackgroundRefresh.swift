public import Foundation

extension LocalNotifications {
  /// Reschedules every registered group and returns when to refresh next (`margin` before the refill date),
  /// or `nil`: `let next = await notifications.backgroundRefresh()`.
  public func backgroundRefresh(margin: TimeInterval = 3_600) async -> Date? {
    let report = await rescheduleAll()
    guard let plan = report.plan else {
      let failed = report.outcomes.values.contains { if case .failed = $0 { true } else { false } }
      return failed ? await context().now.addingTimeInterval(Self.retryAfterFailure) : nil
    }
    guard let refill = plan.refillDate else { return nil }
    let margin = margin.isFinite ? max(0, margin) : 0
    let zone = await context().timeZone
    let eastward = max(0, Self.easternmostOffset - zone.secondsFromGMT(for: refill))
    return refill.addingTimeInterval(-margin - TimeInterval(eastward))
  }

  /// How long after a failed refresh the next is asked for: 15 minutes, iOS's shortest refresh spacing.
  public static let retryAfterFailure: TimeInterval = 15 * 60

  /// UTC+14, Kiribati's Line Islands, in seconds.
  static let easternmostOffset = 14 * 3_600
}
