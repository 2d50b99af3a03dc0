/// A notification center with no device behind it: it reports itself authorized, so that
/// planning goes ahead, and then fails every add with its reason.
///
/// Where the platform has no notification center to schedule on (Linux, tvOS; see
/// ``DefaultCenter``), it is the default instance's center until
/// ``LocalNotifications/bootstrap(_:)`` is called, so that a forgotten bootstrap shows in
/// every report, as a failed add naming the problem, rather than scheduling into nowhere.
///
/// ```swift
/// let center = UnavailableNotificationCenter(reason: "notifications are off in this build")
/// let report = await LocalNotifications(center: center, permissionStore: InMemoryGroupPermissionStore())
///   .reschedule(group: DailyQuoteGroup(), permissionStrategy: .scheduleIfSystemAllowed)
/// report.failedAdds.first?.error // .failed("notifications are off in this build")
/// ```
public struct UnavailableNotificationCenter: NotificationCenterPort {
  /// Why nothing can be scheduled: the message of every error this center throws.
  ///
  /// ```swift
  /// UnavailableNotificationCenter(reason: "no device").reason // "no device"
  /// ```
  public let reason: String

  /// Creates a center that fails with `reason`.
  ///
  /// ```swift
  /// let center = UnavailableNotificationCenter(reason: "LocalNotifications.bootstrap(_:) was not called")
  /// ```
  public init(reason: String) {
    self.reason = reason
  }

  /// Settings that allow scheduling, so that the failure surfaces at `add`.
  ///
  /// ```swift
  /// await center.notificationSettings().authorizationStatus // .authorized
  /// ```
  public func notificationSettings() async -> NotificationSettings {
    var settings = NotificationSettings.notDetermined
    settings.authorizationStatus = .authorized
    return settings
  }

  /// Throws ``NotificationCenterError/failed(_:)`` with the reason.
  ///
  /// ```swift
  /// try await center.requestAuthorization(options: .standard) // throws
  /// ```
  public func requestAuthorization(options: AuthorizationOptions) async throws(NotificationCenterError)
    -> Bool
  {
    throw .failed(reason)
  }

  /// Throws ``NotificationCenterError/failed(_:)`` with the reason; nothing is added.
  ///
  /// ```swift
  /// try await center.add(request) // throws
  /// ```
  public func add(_ request: NotificationRequest) async throws(NotificationCenterError) {
    throw .failed(reason)
  }

  /// Nothing is pending.
  ///
  /// ```swift
  /// await center.pendingRequests() // []
  /// ```
  public func pendingRequests() async -> [PendingRequest] { [] }

  /// Does nothing: nothing is pending.
  ///
  /// ```swift
  /// await center.removePendingRequests(withIdentifiers: ["a"])
  /// ```
  public func removePendingRequests(withIdentifiers identifiers: [String]) async {}

  /// Does nothing: nothing is pending.
  ///
  /// ```swift
  /// await center.removeAllPendingRequests()
  /// ```
  public func removeAllPendingRequests() async {}

  /// Nothing was delivered.
  ///
  /// ```swift
  /// await center.deliveredNotifications() // []
  /// ```
  public func deliveredNotifications() async -> [DeliveredNotification] { [] }

  /// Does nothing: nothing was delivered.
  ///
  /// ```swift
  /// await center.removeDeliveredNotifications(withIdentifiers: ["a"])
  /// ```
  public func removeDeliveredNotifications(withIdentifiers identifiers: [String]) async {}

  /// Does nothing: nothing was delivered.
  ///
  /// ```swift
  /// await center.removeAllDeliveredNotifications()
  /// ```
  public func removeAllDeliveredNotifications() async {}

  /// Does nothing: no categories are kept.
  ///
  /// ```swift
  /// await center.setCategories([])
  /// ```
  public func setCategories(_ categories: Set<NotificationCategory>) async {}

  /// No categories.
  ///
  /// ```swift
  /// await center.categories() // []
  /// ```
  public func categories() async -> Set<NotificationCategory> { [] }

  /// Throws ``NotificationCenterError/failed(_:)`` with the reason.
  ///
  /// ```swift
  /// try await center.setBadgeCount(0) // throws
  /// ```
  public func setBadgeCount(_ count: Int) async throws(NotificationCenterError) {
    throw .failed(reason)
  }
}
