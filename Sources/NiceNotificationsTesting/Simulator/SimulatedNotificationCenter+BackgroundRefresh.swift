import NiceNotifications
public import Foundation

extension SimulatedNotificationCenter {
  /// The shortest wait between background refreshes, as the system spaces them out: 15 minutes.
  public static let minimumBackgroundRefreshInterval: TimeInterval = 15 * 60

  /// Sets what a background refresh runs, returning the next one's date:
  /// `await center.setBackgroundRefreshHandler { await notifications.backgroundRefresh() }`.
  public func setBackgroundRefreshHandler(_ handler: (@Sendable () async -> Date?)?) {
    backgroundRefreshHandler = handler
  }

  /// Asks for a background refresh at or after `date`, as a `BGAppRefreshTaskRequest` does; `nil` cancels it:
  /// `await center.scheduleBackgroundRefresh(at: report.plan?.refillDate)`.
  ///
  /// It runs no sooner than ``minimumBackgroundRefreshInterval`` after the last.
  public func scheduleBackgroundRefresh(at date: Date?) {
    backgroundRefreshDate = date.map(earliestRefresh)
  }

  private func earliestRefresh(_ date: Date) -> Date {
    let floor =
      lastBackgroundRefresh.map { $0.addingTimeInterval(Self.minimumBackgroundRefreshInterval) } ?? now
    return max(date, now, floor)
  }

  /// When the next background refresh runs, if one is scheduled.
  public var nextBackgroundRefresh: Date? { backgroundRefreshDate }

  /// Runs the refreshes due through `target`, each after delivering what came due before it.
  func runBackgroundRefreshes(through target: Date) async {
    while isPoweredOn, let due = backgroundRefreshDate, due <= target, let handler = backgroundRefreshHandler
    {
      await deliverDue(through: due)
      if due > now { now = due }
      backgroundRefreshDate = nil
      lastBackgroundRefresh = now
      backgroundRefreshDate = await handler().map(earliestRefresh)
    }
  }
}
