#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
  public import UIKit

  extension PermissionAsker {
    /// Asks with an alert presented on `viewController`: "yes" allows the group, "no" does not.
    ///
    /// ```swift
    /// toggle.permissionAsker = {
    ///   .alert(
    ///     on: self, title: "Daily quotes?", message: "One quote each morning at 9:00.",
    ///     noActionTitle: "Not Now", yesActionTitle: "OK")
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - viewController: Where the alert is presented.
    ///   - title: The alert's title.
    ///   - message: The alert's message.
    ///   - noActionTitle: The title of the button that answers no.
    ///   - yesActionTitle: The title of the button that answers yes, the preferred one.
    /// - Returns: An asker that answers once the person taps a button.
    public static func alert(
      on viewController: UIViewController, title: String?, message: String?, noActionTitle: String,
      yesActionTitle: String
    ) -> PermissionAsker {
      PermissionAsker { @MainActor in
        await withCheckedContinuation { (answer: CheckedContinuation<Bool, Never>) in
          let alert = UIAlertController(title: title, message: message, preferredStyle: .alert)
          alert.addAction(
            UIAlertAction(title: noActionTitle, style: .default) { _ in answer.resume(returning: false) })
          let yes = UIAlertAction(title: yesActionTitle, style: .default) { _ in
            answer.resume(returning: true)
          }
          alert.addAction(yes)
          alert.preferredAction = yes
          viewController.present(alert, animated: true)
        }
      }
    }

    /// Asks with an alert in English, as the original NiceNotifications' did; localize your
    /// own with ``alert(on:title:message:noActionTitle:yesActionTitle:)``.
    ///
    /// ```swift
    /// toggle.permissionAsker = { .defaultAlert(on: self) }
    /// ```
    ///
    /// - Parameter viewController: Where the alert is presented.
    /// - Returns: An asker that answers once the person taps "OK" or "Not Now".
    public static func defaultAlert(on viewController: UIViewController) -> PermissionAsker {
      alert(
        on: viewController, title: "Allow notifications?",
        message: "They may include alerts, sounds and badges; you can change them in Settings at any time.",
        noActionTitle: "Not Now", yesActionTitle: "OK")
    }
  }
#endif
