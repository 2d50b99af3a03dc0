public import Foundation

extension LocalNotifications {
  /// Reschedules every registered group from a background refresh, and returns when the
  /// next refresh should run: `margin` before the plan's refill date (the first fire date
  /// that got no slot), or `nil` when nothing is waiting for one.
  ///
  /// The refill date is read in the device's time zone, and a reminder at a wall-clock time
  /// comes sooner after a flight east: the date returned is early enough for the
  /// easternmost zone (UTC+14), where that wall-clock time comes first. For an app in Berlin
  /// that is 13 hours earlier still; a refresh that runs early only plans again.
  ///
  /// A reschedule that failed as a whole — the center did not answer in time, or the refresh
  /// was called from inside another call — asks to try again ``retryAfterFailure`` from now,
  /// so that a chain of refreshes does not end there.
  ///
  /// A margin below zero, or not a finite number, counts as none.
  ///
  /// ```swift
  /// let next = await notifications.backgroundRefresh()
  /// submitAppRefresh(earliestBeginDate: next) // BGAppRefreshTaskRequest on iOS
  /// ```
  ///
  /// On iOS, the adapter's `registerBackgroundRefill(identifier:margin:)` registers and
  /// submits the `BGAppRefreshTask` that calls it; in tests, the simulator's
  /// `SimulatedNotificationCenter.setBackgroundRefreshHandler(_:)` does.
  public func backgroundRefresh(margin: TimeInterval = 3_600) async -> Date? {
    let report = await rescheduleAll()
    guard let plan = report.plan else {
      let failed = report.outcomes.values.contains { if case .failed = $0 { true } else { false } }
      return failed ? await context().now.addingTimeInterval(Self.retryAfterFailure) : nil
    }
    guard let refill = plan.refillDate else { return nil }
    // A margin below zero, or not a finite number, counts as none.
    let margin = margin.isFinite ? max(0, margin) : 0
    let zone = await context().timeZone
    let eastward = max(0, Self.easternmostOffset - zone.secondsFromGMT(for: refill))
    return refill.addingTimeInterval(-margin - TimeInterval(eastward))
  }

  /// How long after a refresh whose reschedule failed as a whole the next one is asked for:
  /// 15 minutes, the shortest spacing iOS gives an app's refresh tasks.
  ///
  /// ```swift
  /// LocalNotifications.retryAfterFailure // 900
  /// ```
  public static let retryAfterFailure: TimeInterval = 15 * 60

  /// The easternmost offset from GMT in use, in seconds: UTC+14, Kiribati's Line Islands.
  static let easternmostOffset = 14 * 3_600
}
