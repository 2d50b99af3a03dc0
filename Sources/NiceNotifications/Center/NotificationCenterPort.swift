/// What the framework needs from a platform's notification center, checked by the conformance suite:
/// `try await NotificationCenterConformance.check { MyCenter() }`; <doc:ImplementingANotificationCenter>
/// lists what a center must guarantee.
public protocol NotificationCenterPort: Sendable {
  /// The most requests the platform keeps pending (64 on iOS), counting those the app does not own.
  var pendingCapacity: Int { get }
  /// The person's current settings, including the authorization status.
  func notificationSettings() async -> NotificationSettings
  /// Asks the person for permission, or answers with the stored decision; whether any option was granted.
  func requestAuthorization(options: AuthorizationOptions) async throws(NotificationCenterError) -> Bool
  /// Schedules `request`, replacing a pending one with the same identifier, with its fingerprint.
  func add(_ request: NotificationRequest) async throws(NotificationCenterError)
  /// Every pending request, with its stored fingerprint.
  func pendingRequests() async -> [PendingRequest]
  /// Removes the pending requests with these identifiers; unknown ones are ignored.
  func removePendingRequests(withIdentifiers identifiers: [String]) async
  /// Removes every pending request.
  func removeAllPendingRequests() async
  /// The notifications delivered and still shown in Notification Center.
  func deliveredNotifications() async -> [DeliveredNotification]
  /// Removes the delivered notifications with these identifiers.
  func removeDeliveredNotifications(withIdentifiers identifiers: [String]) async
  /// Removes every delivered notification.
  func removeAllDeliveredNotifications() async
  /// Replaces the registered categories.
  func setCategories(_ categories: Set<NotificationCategory>) async
  /// The registered categories.
  func categories() async -> Set<NotificationCategory>
  /// Sets the app icon's badge; 0 clears it.
  func setBadgeCount(_ count: Int) async throws(NotificationCenterError)

  /// The object standing for the device's center behind this port: every ``LocalNotifications``
  /// over ports with the same identity shares one owner of the pending slots. A decorator reports
  /// the identity of the center it wraps.
  var ownerIdentity: AnyObject? { get }
}

extension NotificationCenterPort {
  /// 64, the iOS limit.
  public var pendingCapacity: Int { 64 }

  /// The port itself when it is a class or an actor; `nil` for a value type.
  public var ownerIdentity: AnyObject? {
    type(of: self) is AnyClass ? self as AnyObject : nil
  }

  /// The authorization status, from the settings: `let status = await center.authorizationStatus()`.
  public func authorizationStatus() async -> AuthorizationStatus {
    await notificationSettings().authorizationStatus
  }
}
