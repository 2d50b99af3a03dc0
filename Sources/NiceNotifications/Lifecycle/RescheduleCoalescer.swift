public import Foundation

/// Decides when the app's lifecycle events reschedule the registered groups: triggers that
/// come close together make one reschedule, one runs at a time, and none is lost.
///
/// A pure state machine, with no clock and no I/O: ``LifecycleRescheduler`` drives it, and
/// tests drive it step by step.
///
/// ```swift
/// var coalescer = RescheduleCoalescer(delay: 0.5)
/// coalescer.record(.becameActive, at: now)          // .arm(at: now + 0.5)
/// coalescer.record(.timeZoneChanged, at: now + 0.1) // .none: the armed reschedule covers it
/// coalescer.timerFired()                            // .reschedule([.becameActive, .timeZoneChanged])
/// coalescer.rescheduleFinished(at: now + 0.7)       // .none
/// ```
///
/// The first trigger arms a timer `delay` seconds ahead; triggers before it fires join it.
/// When it fires, one reschedule starts; a trigger during that reschedule arms one more after
/// it finishes, since the reschedule may have read the time zone or the clock before the
/// change.
public struct RescheduleCoalescer: Hashable, Sendable {
  /// What asks for a reschedule.
  ///
  /// ```swift
  /// coalescer.record(.significantTimeChange, at: now)
  /// ```
  public enum Trigger: Hashable, Sendable, Comparable {
    /// The app became active: the person may have changed settings or travelled.
    case becameActive
    /// The system time zone changed.
    case timeZoneChanged
    /// The clock changed significantly: midnight passed, the carrier's time or daylight
    /// saving time changed.
    case significantTimeChange
  }

  /// What the driver does next.
  ///
  /// ```swift
  /// if case .arm(let date) = coalescer.record(.becameActive, at: now) { startTimer(until: date) }
  /// ```
  public enum Effect: Hashable, Sendable {
    /// Nothing.
    case none
    /// Start a timer that calls ``RescheduleCoalescer/timerFired()`` at this date.
    case arm(at: Date)
    /// Reschedule now, for these triggers, then call
    /// ``RescheduleCoalescer/rescheduleFinished(at:)``.
    case reschedule([Trigger])
  }

  private enum Phase: Hashable, Sendable {
    case idle
    case armed
    case running(again: Bool)
  }

  /// How long, in seconds, the first trigger waits for others to join it.
  ///
  /// ```swift
  /// RescheduleCoalescer(delay: 0.5).delay  // 0.5
  /// ```
  public let delay: TimeInterval
  private var phase = Phase.idle
  private var triggers: Set<Trigger> = []

  /// A coalescer that waits `delay` seconds after the first trigger.
  ///
  /// ```swift
  /// let coalescer = RescheduleCoalescer(delay: 0.5)
  /// ```
  ///
  /// - Parameter delay: Seconds; a negative or non-finite value waits for none.
  public init(delay: TimeInterval = 0.5) {
    self.delay = delay.isFinite ? max(0, delay) : 0
  }

  /// Whether nothing is armed or running.
  ///
  /// ```swift
  /// #expect(RescheduleCoalescer().isIdle)
  /// ```
  public var isIdle: Bool { phase == .idle }

  /// Records `trigger` at `now`.
  ///
  /// ```swift
  /// coalescer.record(.becameActive, at: now)  // .arm(at: now + delay) when idle
  /// ```
  ///
  /// - Parameters:
  ///   - trigger: What asks for a reschedule.
  ///   - now: The current date.
  /// - Returns: ``Effect/arm(at:)`` when nothing was armed or running; else ``Effect/none``.
  public mutating func record(_ trigger: Trigger, at now: Date) -> Effect {
    triggers.insert(trigger)
    switch phase {
    case .idle:
      phase = .armed
      return .arm(at: now + delay)
    case .armed:
      return .none
    case .running:
      phase = .running(again: true)
      return .none
    }
  }

  /// The armed timer fired.
  ///
  /// ```swift
  /// if case .reschedule = coalescer.timerFired() { await notifications.rescheduleAll() }
  /// ```
  ///
  /// - Returns: ``Effect/reschedule(_:)`` with the triggers it covers, sorted, when a timer
  ///   was armed; else ``Effect/none``.
  public mutating func timerFired() -> Effect {
    guard phase == .armed else { return .none }
    phase = .running(again: false)
    defer { triggers = [] }
    return .reschedule(triggers.sorted())
  }

  /// The reschedule finished.
  ///
  /// ```swift
  /// if case .arm(let date) = coalescer.rescheduleFinished(at: now) { startTimer(until: date) }
  /// ```
  ///
  /// - Parameter now: The current date.
  /// - Returns: ``Effect/arm(at:)`` when triggers came during the reschedule; else ``Effect/none``.
  public mutating func rescheduleFinished(at now: Date) -> Effect {
    guard case .running(let again) = phase else { return .none }
    guard again else {
      phase = .idle
      return .none
    }
    phase = .armed
    return .arm(at: now + delay)
  }
}
