public import NiceNotifications
import NotificationCenterModel

/// How the scripted person answers the permission prompt: `SimulatedNotificationCenter(promptAnswer: .deny)`.
public enum PromptAnswer: Hashable, Sendable {
  /// Taps Allow: every requested option is granted.
  case allow
  /// Taps Don't Allow: the status becomes denied.
  case deny
  /// Allows only these of the requested options; granting none of them denies.
  case allowOnly(AuthorizationOptions)

  /// The options granted when `requested` are asked for: `PromptAnswer.allow.granted(from: [.alert])`.
  public func granted(from requested: AuthorizationOptions) -> AuthorizationOptions {
    AuthorizationOptions(rawValue: model.granted(from: requested.model).rawValue)
  }
}
