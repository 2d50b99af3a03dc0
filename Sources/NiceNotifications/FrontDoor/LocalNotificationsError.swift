/// Why a call to ``LocalNotifications`` was refused.
///
/// ```swift
/// do { try LocalNotifications.bootstrap(instance) } catch { print(error) }
/// ```
public enum LocalNotificationsError: Error, Hashable, Sendable, CustomStringConvertible {
  /// ``LocalNotifications/bootstrap(_:)`` was called after the default instance was set or
  /// used.
  case alreadyBootstrapped

  /// A sentence naming the problem.
  public var description: String {
    switch self {
    case .alreadyBootstrapped: "LocalNotifications was bootstrapped, or its default used, already"
    }
  }
}
