public import Foundation

/// A notification that repeats every so many seconds, from when it is scheduled:
/// `Repeating(everySeconds: 3_600).schedule(title: "Drink some water")`.
public struct Repeating: Hashable, Sendable {
  /// The interval in seconds.
  public var seconds: TimeInterval

  /// A repetition every `seconds`: `let hourly = Repeating(everySeconds: 3_600)`.
  public init(everySeconds seconds: TimeInterval) {
    self.seconds = seconds
  }

  /// The trigger it stands for.
  public var trigger: NotificationTrigger { .repeating(everySeconds: seconds) }
}
