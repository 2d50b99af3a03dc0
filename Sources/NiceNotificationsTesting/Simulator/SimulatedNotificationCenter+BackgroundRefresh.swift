import NiceNotifications
public import Foundation

extension SimulatedNotificationCenter {
  /// The shortest wait the simulator allows between background refreshes, as the system
  /// spaces out an app's refresh tasks: 15 minutes.
  public static let minimumBackgroundRefreshInterval: TimeInterval = 15 * 60

  /// Sets what a background app refresh runs — usually
  /// `LocalNotifications.backgroundRefresh(margin:)` — which returns when the next
  /// refresh should run, or `nil` for none.
  ///
  /// ```swift
  /// await center.setBackgroundRefreshHandler { await notifications.backgroundRefresh() }
  /// ```
  public func setBackgroundRefreshHandler(_ handler: (@Sendable () async -> Date?)?) {
    backgroundRefreshHandler = handler
  }

  /// Asks for a background refresh at or after `date`, as an app submits a `BGAppRefreshTaskRequest` with an
  /// earliest begin date; `nil` cancels it.
  ///
  /// The simulator runs it at `date` (never sooner than ``minimumBackgroundRefreshInterval`` after the last
  /// one), while the device is on, whatever the app's state.
  ///
  /// ```swift
  /// await center.scheduleBackgroundRefresh(at: report.plan?.refillDate)
  /// ```
  public func scheduleBackgroundRefresh(at date: Date?) {
    backgroundRefreshDate = date.map(earliestRefresh)
  }

  /// `date`, or the first moment a refresh may run if that is later: now, and
  /// ``minimumBackgroundRefreshInterval`` after the last refresh.
  private func earliestRefresh(_ date: Date) -> Date {
    let floor =
      lastBackgroundRefresh.map { $0.addingTimeInterval(Self.minimumBackgroundRefreshInterval) } ?? now
    return max(date, now, floor)
  }

  /// When the next background refresh runs, if one is scheduled.
  ///
  /// ```swift
  /// #expect(await center.nextBackgroundRefresh != nil)
  /// ```
  public var nextBackgroundRefresh: Date? { backgroundRefreshDate }

  /// Runs the background refreshes due through `target`, each after delivering what came
  /// due before it, and schedules the next one from the handler's answer.
  func runBackgroundRefreshes(through target: Date) async {
    while isPoweredOn, let due = backgroundRefreshDate, due <= target, let handler = backgroundRefreshHandler
    {
      await deliverDue(through: due)
      if due > now { now = due }
      backgroundRefreshDate = nil
      lastBackgroundRefresh = now
      let next = await handler()
      backgroundRefreshDate = next.map(earliestRefresh)
    }
  }
}
