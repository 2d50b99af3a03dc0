#if (canImport(UIKit) && !os(watchOS)) || canImport(AppKit)
  public import Foundation
  #if canImport(UIKit)
    import UIKit
  #else
    import AppKit
  #endif

  /// Keeps a ``LifecycleRescheduler`` told of the app becoming active, the system time zone changing and
  /// significant time changes, until it is released: `let lifecycle = notifications.observeLifecycle()`.
  //
  // `Sendable` without `@unchecked`: its only stored property is a `let` actor. Its methods are
  // nonisolated, since a time-zone change may be posted off the main thread.
  public final class LifecycleObservation: NSObject, Sendable {
    /// The rescheduler the lifecycle events go to.
    public let rescheduler: LifecycleRescheduler

    /// Observes the app's lifecycle for `rescheduler`:
    /// `let lifecycle = LifecycleObservation(rescheduler: LifecycleRescheduler(notifications: notifications))`.
    public init(rescheduler: LifecycleRescheduler) {
      self.rescheduler = rescheduler
      super.init()
      let center = NotificationCenter.default
      #if canImport(UIKit)
        let active = UIApplication.didBecomeActiveNotification
        let timeChange = UIApplication.significantTimeChangeNotification
      #else
        let active = NSApplication.didBecomeActiveNotification
        let timeChange = Notification.Name.NSSystemClockDidChange
      #endif
      center.addObserver(self, selector: #selector(becameActive), name: active, object: nil)
      center.addObserver(
        self, selector: #selector(timeZoneChanged), name: .NSSystemTimeZoneDidChange, object: nil)
      center.addObserver(self, selector: #selector(significantTimeChange), name: timeChange, object: nil)
    }

    @objc private func becameActive() { record(.becameActive) }
    @objc private func timeZoneChanged() { record(.timeZoneChanged) }
    @objc private func significantTimeChange() { record(.significantTimeChange) }

    private func record(_ trigger: RescheduleCoalescer.Trigger) {
      Task { [rescheduler] in await rescheduler.record(trigger) }
    }
  }

  extension LocalNotifications {
    /// Reschedules the registered groups on the lifecycle events ``LifecycleObservation`` observes, those
    /// within `delay` seconds making one reschedule: `let lifecycle = notifications.observeLifecycle()`.
    public func observeLifecycle(delay: TimeInterval = 0.5) -> LifecycleObservation {
      LifecycleObservation(rescheduler: LifecycleRescheduler(notifications: self, delay: delay))
    }
  }
#endif
