public import NiceNotifications
import NotificationCenterModel

/// How the scripted person answers the permission prompt.
///
/// iOS prompts once, on the first non-provisional ``SimulatedNotificationCenter/requestAuthorization(options:)``
/// (UserNotificationsBehaviour.md §5); the simulator has no person to ask, so the test says in advance what
/// the answer is.
///
/// ```swift
/// let center = SimulatedNotificationCenter(promptAnswer: .allowOnly([.alert]))
/// try await center.requestAuthorization(options: [.alert, .sound, .badge]) // true, alerts only
/// ```
public enum PromptAnswer: Hashable, Sendable {
  /// Taps Allow: every requested option is granted.
  case allow
  /// Taps Don't Allow: nothing is granted and the status becomes denied.
  case deny
  /// Allows, but only these options of those requested are granted (as if the person then
  /// turned the others off in Settings). Granting none of the requested options denies.
  case allowOnly(AuthorizationOptions)

  /// The options granted when `requested` are asked for.
  ///
  /// ```swift
  /// PromptAnswer.allowOnly([.alert]).granted(from: [.alert, .sound]) // [.alert]
  /// ```
  public func granted(from requested: AuthorizationOptions) -> AuthorizationOptions {
    AuthorizationOptions(rawValue: model.granted(from: requested.model).rawValue)
  }
}
