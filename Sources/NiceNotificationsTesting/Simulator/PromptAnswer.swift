public import NiceNotifications
import NotificationCenterModel

/// How the scripted person answers the permission prompt, decided by the test in advance:
/// `let center = SimulatedNotificationCenter(promptAnswer: .allowOnly([.alert]))`.
public enum PromptAnswer: Hashable, Sendable {
  /// Taps Allow: every requested option is granted.
  case allow
  /// Taps Don't Allow: the status becomes denied.
  case deny
  /// Allows only these of the requested options; granting none of them denies.
  case allowOnly(AuthorizationOptions)

  /// The options granted when `requested` are asked for:
  /// `PromptAnswer.allowOnly([.alert]).granted(from: [.alert, .sound])`.
  public func granted(from requested: AuthorizationOptions) -> AuthorizationOptions {
    AuthorizationOptions(rawValue: model.granted(from: requested.model).rawValue)
  }
}
