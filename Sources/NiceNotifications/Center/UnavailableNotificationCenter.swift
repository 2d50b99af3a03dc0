/// A notification center with no device behind it, authorized so planning goes ahead, that fails every add
/// with its reason: `let center = UnavailableNotificationCenter(reason: "notifications are off")`.
///
/// It is the default instance's center where the platform has none, so a forgotten
/// ``LocalNotifications/bootstrap(_:)`` shows in every report as a failed add.
public struct UnavailableNotificationCenter: NotificationCenterPort {
  /// Why nothing can be scheduled: the message of every error this center throws.
  public let reason: String

  /// Creates a center that fails with `reason`:
  /// `UnavailableNotificationCenter(reason: "notifications are off in this build")`.
  public init(reason: String) {
    self.reason = reason
  }

  /// Settings that allow scheduling, so that the failure surfaces at `add`.
  public func notificationSettings() async -> NotificationSettings {
    var settings = NotificationSettings.notDetermined
    settings.authorizationStatus = .authorized
    return settings
  }

  /// Throws ``NotificationCenterError/failed(_:)`` with the reason.
  public func requestAuthorization(options: AuthorizationOptions) async throws(NotificationCenterError)
    -> Bool
  {
    throw .failed(reason)
  }

  /// Throws ``NotificationCenterError/failed(_:)`` with the reason; nothing is added.
  public func add(_ request: NotificationRequest) async throws(NotificationCenterError) {
    throw .failed(reason)
  }

  /// Nothing is pending.
  public func pendingRequests() async -> [PendingRequest] { [] }
  /// Does nothing: nothing is pending.
  public func removePendingRequests(withIdentifiers identifiers: [String]) async {}
  /// Does nothing: nothing is pending.
  public func removeAllPendingRequests() async {}
  /// Nothing was delivered.
  public func deliveredNotifications() async -> [DeliveredNotification] { [] }
  /// Does nothing: nothing was delivered.
  public func removeDeliveredNotifications(withIdentifiers identifiers: [String]) async {}
  /// Does nothing: nothing was delivered.
  public func removeAllDeliveredNotifications() async {}
  /// Does nothing: no categories are kept.
  public func setCategories(_ categories: Set<NotificationCategory>) async {}
  /// No categories.
  public func categories() async -> Set<NotificationCategory> { [] }

  /// Throws ``NotificationCenterError/failed(_:)`` with the reason.
  public func setBadgeCount(_ count: Int) async throws(NotificationCenterError) {
    throw .failed(reason)
  }
}
