public import Foundation

/// Reschedules the registered groups when the app becomes active, the time zone changes or the clock
/// jumps, coalescing triggers that come close together: `await rescheduler.record(.timeZoneChanged)`.
public actor LifecycleRescheduler {
  private var coalescer: RescheduleCoalescer
  private let reschedule: @Sendable () async -> Void
  private var settledWaiters: [CheckedContinuation<Void, Never>] = []

  /// A rescheduler that runs `reschedule` once for the triggers that come within `delay` seconds of the
  /// first: `let rescheduler = LifecycleRescheduler(delay: 0.5) { await notifications.rescheduleAll() }`.
  public init(delay: TimeInterval = 0.5, reschedule: @escaping @Sendable () async -> Void) {
    coalescer = RescheduleCoalescer(delay: delay)
    self.reschedule = reschedule
  }

  /// A rescheduler whose reschedule is `notifications.rescheduleAll()`:
  /// `let rescheduler = LifecycleRescheduler(notifications: notifications)`.
  public init(notifications: LocalNotifications, delay: TimeInterval = 0.5) {
    self.init(delay: delay) { _ = await notifications.rescheduleAll() }
  }

  /// Records `trigger`: arms a reschedule, or joins the one armed or running:
  /// `await rescheduler.record(.significantTimeChange)`.
  public func record(_ trigger: RescheduleCoalescer.Trigger) {
    perform(coalescer.record(trigger, at: Date()))
  }

  /// Returns once every trigger recorded so far is covered by a finished reschedule:
  /// `await rescheduler.settled()`.
  public func settled() async {
    guard !coalescer.isIdle else { return }
    await withCheckedContinuation { settledWaiters.append($0) }
  }

  private func perform(_ effect: RescheduleCoalescer.Effect) {
    switch effect {
    case .none:
      guard coalescer.isIdle else { return }
      for waiter in settledWaiters { waiter.resume() }
      settledWaiters = []
    case .arm(let date):
      let seconds = max(0, date.timeIntervalSinceNow)
      Task {
        try? await Task.sleep(nanoseconds: UInt64(seconds * 1_000_000_000))
        self.perform(self.coalescer.timerFired())
      }
    case .reschedule:
      Task {
        await self.reschedule()
        self.perform(self.coalescer.rescheduleFinished(at: Date()))
      }
    }
  }
}
