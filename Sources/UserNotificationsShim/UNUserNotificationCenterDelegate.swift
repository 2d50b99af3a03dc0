#if !canImport(UserNotifications)
  public import Foundation

  /// Receives notifications that arrive while the app is in the foreground, and the
  /// person's responses to notifications.
  ///
  /// ```swift
  /// final class NotificationDelegate: NSObject, UNUserNotificationCenterDelegate {
  ///   func userNotificationCenter(
  ///     _ center: UNUserNotificationCenter, willPresent notification: UNNotification
  ///   ) async -> UNNotificationPresentationOptions {
  ///     [.banner, .list, .sound]
  ///   }
  /// }
  /// ```
  ///
  /// Implement either the completion-handler form or the `async` form of a method, not
  /// both. Shim: Apple's requirements are `optional`, which needs Objective-C; here every
  /// requirement has a default implementation that behaves as "not implemented": the
  /// `async` forms call the completion-handler forms, and those present nothing (`[]`),
  /// finish at once, or do nothing. The center only calls the `async` forms.
  public protocol UNUserNotificationCenterDelegate: NSObjectProtocol {
    /// Asks how to present a notification that arrives while the app is in the foreground;
    /// call `completionHandler` with the options, `[]` to silence it.
    func userNotificationCenter(
      _ center: UNUserNotificationCenter, willPresent notification: UNNotification,
      withCompletionHandler completionHandler: @escaping @Sendable (UNNotificationPresentationOptions) -> Void
    )

    /// Asks how to present a notification that arrives while the app is in the foreground;
    /// returns the options, `[]` to silence it.
    func userNotificationCenter(
      _ center: UNUserNotificationCenter, willPresent notification: UNNotification
    ) async -> UNNotificationPresentationOptions

    /// Tells the app the person acted on a notification; call `completionHandler` when done
    /// (not on tvOS).
    func userNotificationCenter(
      _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
      withCompletionHandler completionHandler: @escaping @Sendable () -> Void)

    /// Tells the app the person acted on a notification; returns when done (not on tvOS).
    func userNotificationCenter(
      _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse) async

    /// Asks the app to show its own notification settings, for `notification` or, from the
    /// Settings app, `nil` (iOS 12, macOS 10.14; not on watchOS or tvOS).
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
