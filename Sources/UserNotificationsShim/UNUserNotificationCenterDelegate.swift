#if !canImport(UserNotifications)
  public import Foundation

  /// Receives notifications that arrive while the app is in the foreground, and the person's responses.
  ///
  /// Shim: instead of Objective-C `optional`, defaults behave as "not implemented".
  public protocol UNUserNotificationCenterDelegate: NSObjectProtocol {
    /// Asks how to present a foreground notification; call `completionHandler` with `[]` to silence it.
    func userNotificationCenter(
      _ center: UNUserNotificationCenter, willPresent notification: UNNotification,
      withCompletionHandler completionHandler: @escaping @Sendable (UNNotificationPresentationOptions) -> Void
    )

    /// Asks how to present a notification in the foreground; `[]` silences it.
    func userNotificationCenter(
      _ center: UNUserNotificationCenter, willPresent notification: UNNotification
    ) async -> UNNotificationPresentationOptions

    /// Tells the app the person acted on a notification; call `completionHandler` when done.
    func userNotificationCenter(
      _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
      withCompletionHandler completionHandler: @escaping @Sendable () -> Void)

    /// Tells the app the person acted on a notification; returns when done.
    func userNotificationCenter(
      _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse) async

    /// Asks the app to show its notification settings, for `notification` or (from Settings) `nil`.
    func userNotificationCenter(
      _ center: UNUserNotificationCenter, openSettingsFor notification: UNNotification?)
  }

  extension UNUserNotificationCenterDelegate {
    /// Not implemented: presents nothing (`[]`), as Apple does without this method.
    public func userNotificationCenter(
      _ center: UNUserNotificationCenter, willPresent notification: UNNotification,
      withCompletionHandler completionHandler: @escaping @Sendable (UNNotificationPresentationOptions) -> Void
    ) {
      completionHandler([])
    }

    /// Not implemented: asks the completion-handler form.
    public func userNotificationCenter(
      _ center: UNUserNotificationCenter, willPresent notification: UNNotification
    ) async -> UNNotificationPresentationOptions {
      await withCheckedContinuation { continuation in
        userNotificationCenter(center, willPresent: notification) { options in
          continuation.resume(returning: options)
        }
      }
    }

    /// Not implemented: finishes at once.
    public func userNotificationCenter(
      _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
      withCompletionHandler completionHandler: @escaping @Sendable () -> Void
    ) {
      completionHandler()
    }

    /// Not implemented: asks the completion-handler form.
    public func userNotificationCenter(
      _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse
    ) async {
      await withCheckedContinuation { continuation in
        userNotificationCenter(center, didReceive: response) {
          continuation.resume()
        }
      }
    }

    /// Not implemented: does nothing.
    public func userNotificationCenter(
      _ center: UNUserNotificationCenter, openSettingsFor notification: UNNotification?
    ) {}
  }
#endif
