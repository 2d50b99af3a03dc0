/// A notification center that passes every call on to ``base``: a decorator implements only the calls it
/// changes: `struct LoggingCenter: ForwardingNotificationCenter { let base: any NotificationCenterPort }`.
public protocol ForwardingNotificationCenter: NotificationCenterPort {
  /// The center that every call this type does not implement goes to.
  var base: any NotificationCenterPort { get }
}

extension ForwardingNotificationCenter {
  /// The base center's capacity.
  public var pendingCapacity: Int { base.pendingCapacity }
  /// The base center's owner identity: a decorator shares its base's owner.
  public var ownerIdentity: AnyObject? { base.ownerIdentity }
  /// The base center's settings.
  public func notificationSettings() async -> NotificationSettings { await base.notificationSettings() }
  /// Asks the base center for authorization.
  public func requestAuthorization(options: AuthorizationOptions) async throws(NotificationCenterError)
    -> Bool
  {
    try await base.requestAuthorization(options: options)
  }

  /// Adds the request to the base center.
  public func add(_ request: NotificationRequest) async throws(NotificationCenterError) {
    try await base.add(request)
  }

  /// The base center's pending requests.
  public func pendingRequests() async -> [PendingRequest] { await base.pendingRequests() }

  /// Removes pending requests from the base center.
  public func removePendingRequests(withIdentifiers identifiers: [String]) async {
    await base.removePendingRequests(withIdentifiers: identifiers)
  }

  /// Removes every pending request from the base center.
  public func removeAllPendingRequests() async { await base.removeAllPendingRequests() }

  /// The base center's delivered notifications.
  public func deliveredNotifications() async -> [DeliveredNotification] {
    await base.deliveredNotifications()
  }

  /// Removes delivered notifications from the base center.
  public func removeDeliveredNotifications(withIdentifiers identifiers: [String]) async {
    await base.removeDeliveredNotifications(withIdentifiers: identifiers)
  }

  /// Removes every delivered notification from the base center.
  public func removeAllDeliveredNotifications() async { await base.removeAllDeliveredNotifications() }

  /// Replaces the base center's categories.
  public func setCategories(_ categories: Set<NotificationCategory>) async {
    await base.setCategories(categories)
  }

  /// The base center's categories.
  public func categories() async -> Set<NotificationCategory> { await base.categories() }

  /// Sets the base center's badge.
  public func setBadgeCount(_ count: Int) async throws(NotificationCenterError) {
    try await base.setBadgeCount(count)
  }
}
