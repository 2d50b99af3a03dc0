public import Foundation

extension LocalNotifications {
  /// Reschedules every registered group from a background refresh, and returns when the
  /// next refresh should run: `margin` before the plan's refill date (the first fire date
  /// that got no slot), or `nil` when nothing is waiting for one.
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
    // A margin below zero, or not a finite number, counts as none.
    let margin = margin.isFinite ? max(0, margin) : 0
    return report.plan?.refillDate.map { $0.addingTimeInterval(-margin) }
  }
}
