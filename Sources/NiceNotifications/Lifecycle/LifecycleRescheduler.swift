public import Foundation

/// Reschedules the registered groups when the app becomes active, when the system time zone
/// changes and on a significant time change, coalescing triggers that come close together
/// into one reschedule.
///
/// On Apple platforms, `LocalNotifications.observeLifecycle(delay:)` makes one that
/// observes the app's notifications, and the SwiftUI modifier
/// `reschedulesOnLifecycleChanges(_:)` keeps one for a view's lifetime. Elsewhere, and in
/// tests, record the triggers yourself:
///
/// ```swift
/// let rescheduler = LifecycleRescheduler { await notifications.rescheduleAll() }
/// await rescheduler.record(.becameActive)
/// await rescheduler.record(.timeZoneChanged)  // joins the first: one reschedule
/// await rescheduler.settled()
/// ```
public actor LifecycleRescheduler {
  private var coalescer: RescheduleCoalescer
  private let reschedule: @Sendable () async -> Void
  private var settledWaiters: [CheckedContinuation<Void, Never>] = []

  /// A rescheduler that runs `reschedule` once for the triggers of each `delay` seconds.
  ///
  /// ```swift
  /// let rescheduler = LifecycleRescheduler(delay: 0.5) { await notifications.rescheduleAll() }
  /// ```
  ///
  /// - Parameters:
  ///   - delay: How long, in seconds, the first trigger waits for others to join it.
  ///   - reschedule: The reschedule; `rescheduleAll()` of the app's instance.
  public init(delay: TimeInterval = 0.5, reschedule: @escaping @Sendable () async -> Void) {
    coalescer = RescheduleCoalescer(delay: delay)
    self.reschedule = reschedule
  }

  /// A rescheduler over `notifications`: each reschedule is its `rescheduleAll()`.
  ///
  /// ```swift
  /// let rescheduler = LifecycleRescheduler(notifications: notifications)
  /// ```
  ///
  /// - Parameters:
  ///   - notifications: The instance whose registered groups are rescheduled.
  ///   - delay: How long, in seconds, the first trigger waits for others to join it.
  public init(notifications: LocalNotifications, delay: TimeInterval = 0.5) {
    self.init(delay: delay) { _ = await notifications.rescheduleAll() }
  }

  /// Records `trigger`: arms a reschedule, or joins the one armed or running.
  ///
  /// ```swift
  /// await rescheduler.record(.significantTimeChange)
  /// ```
  ///
  /// - Parameter trigger: What asks for a reschedule.
  public func record(_ trigger: RescheduleCoalescer.Trigger) {
    perform(coalescer.record(trigger, at: Date()))
  }

  /// Returns once nothing is armed or running: every trigger recorded so far has been
  /// covered by a reschedule that finished.
  ///
  /// ```swift
  /// await rescheduler.settled()
  /// ```
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
        self.timerFired()
      }
    case .reschedule:
      Task {
        await self.reschedule()
        self.finished()
      }
    }
  }

  private func timerFired() {
    perform(coalescer.timerFired())
  }

  private func finished() {
    perform(coalescer.rescheduleFinished(at: Date()))
  }
}
