public import Foundation

/// A pure state machine deciding when lifecycle events reschedule the registered groups, one at a time and
/// none lost: `coalescer.record(.becameActive, at: now)`.
public struct RescheduleCoalescer: Hashable, Sendable {
  /// What asks for a reschedule: `coalescer.record(.significantTimeChange, at: now)`.
  public enum Trigger: Hashable, Sendable, Comparable {
    /// The app became active: the person may have changed settings or travelled.
    case becameActive
    /// The system time zone changed.
    case timeZoneChanged
    /// The clock changed significantly: midnight passed, the carrier's time or daylight saving time changed.
    case significantTimeChange
  }

  /// What the driver does next:
  /// `if case .arm(let date) = coalescer.record(.becameActive, at: now) { startTimer(until: date) }`.
  public enum Effect: Hashable, Sendable {
    /// Nothing.
    case none
    /// Start a timer that calls ``RescheduleCoalescer/timerFired()`` at this date.
    case arm(at: Date)
    /// Reschedule now, for these triggers, then call ``RescheduleCoalescer/rescheduleFinished(at:)``.
    case reschedule([Trigger])
  }

  private enum Phase: Hashable, Sendable {
    case idle
    case armed
    case running(again: Bool)
  }

  /// How long, in seconds, the first trigger waits for others to join it.
  public let delay: TimeInterval
  private var phase = Phase.idle
  private var triggers: Set<Trigger> = []

  /// A coalescer that waits `delay` seconds after the first trigger; a negative or non-finite delay waits for
  /// none, and one longer than a day waits a day: `let coalescer = RescheduleCoalescer(delay: 0.5)`.
  public init(delay: TimeInterval = 0.5) {
    self.delay = delay.isFinite ? min(max(0, delay), 86_400) : 0
  }

  /// Whether nothing is armed or running.
  public var isIdle: Bool { phase == .idle }

  /// Records `trigger` at `now`: ``Effect/arm(at:)`` when nothing was armed or running, else
  /// ``Effect/none``: `coalescer.record(.becameActive, at: now)`.
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

  /// The armed timer fired: ``Effect/reschedule(_:)`` with the triggers it covers, sorted, when one was
  /// armed; else ``Effect/none``:
  /// `if case .reschedule = coalescer.timerFired() { await notifications.rescheduleAll() }`.
  public mutating func timerFired() -> Effect {
    guard phase == .armed else { return .none }
    phase = .running(again: false)
    defer { triggers = [] }
    return .reschedule(triggers.sorted())
  }

  /// The reschedule finished: ``Effect/arm(at:)`` when triggers came during it; else ``Effect/none``:
  /// `if case .arm(let date) = coalescer.rescheduleFinished(at: now) { startTimer(until: date) }`.
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
