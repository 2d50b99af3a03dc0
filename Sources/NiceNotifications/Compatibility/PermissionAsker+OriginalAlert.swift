#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
  public import UIKit

  extension PermissionAsker {
    /// Asks with an alert presented on `viewController`: "yes" (the preferred button) allows the group, "no"
    /// does not:
    /// `.alert(on: self, title: "Quotes?", message: nil, noActionTitle: "Not Now", yesActionTitle: "OK")`.
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

    /// Asks with an English alert, as the original did; localize with
    /// ``alert(on:title:message:noActionTitle:yesActionTitle:)``:
    /// `toggle.permissionAsker = { .defaultAlert(on: self) }`.
    public static func defaultAlert(on viewController: UIViewController) -> PermissionAsker {
      alert(
        on: viewController, title: "Allow notifications?",
        message: "They may include alerts, sounds and badges; you can change them in Settings at any time.",
        noActionTitle: "Not Now", yesActionTitle: "OK")
    }
  }
#endif
