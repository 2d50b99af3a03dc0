/// A notification center that passes every call on to another: a decorator implements only
/// the calls it changes.
///
/// Logging, counting writes, or a test double that misreports one thing are each a few
/// lines:
///
/// ```swift
/// struct LoggingCenter: ForwardingNotificationCenter {
///   let base: any NotificationCenterPort
///
///   func add(_ request: NotificationRequest) async throws(NotificationCenterError) {
///     print("adding \(request.identifier)")
///     try await base.add(request)
///   }
/// }
/// ```
public protocol ForwardingNotificationCenter: NotificationCenterPort {
  /// The center that every call this type does not implement goes to.
  var base: any NotificationCenterPort { get }
}

extension ForwardingNotificationCenter {
  /// The base center's capacity.
  ///
  /// ```swift
  /// LoggingCenter(base: simulator).pendingCapacity // 64
  /// ```
  public var pendingCapacity: Int { base.pendingCapacity }

  /// The base center's owner identity: a decorator shares its base's owner.
  ///
  /// ```swift
  /// LoggingCenter(base: simulator).ownerIdentity === simulator // true
  /// ```
  public var ownerIdentity: AnyObject? { base.ownerIdentity }

  /// The base center's settings.
  ///
  /// ```swift
  /// let settings = await center.notificationSettings()
  /// ```
  public func notificationSettings() async -> NotificationSettings { await base.notificationSettings() }

  /// Asks the base center for authorization.
  ///
  /// ```swift
  /// let granted = try await center.requestAuthorization(options: .standard)
  /// ```
  public func requestAuthorization(options: AuthorizationOptions) async throws(NotificationCenterError)
    -> Bool
  {
    try await base.requestAuthorization(options: options)
  }

  /// Adds the request to the base center.
  ///
  /// ```swift
  /// try await center.add(request)
  /// ```
  public func add(_ request: NotificationRequest) async throws(NotificationCenterError) {
    try await base.add(request)
  }

  /// The base center's pending requests.
  ///
  /// ```swift
  /// let pending = await center.pendingRequests()
  /// ```
  public func pendingRequests() async -> [PendingRequest] { await base.pendingRequests() }

  /// Removes pending requests from the base center.
  ///
  /// ```swift
  /// await center.removePendingRequests(withIdentifiers: ["dailyQuote:0:20261122T090000"])
  /// ```
  public func removePendingRequests(withIdentifiers identifiers: [String]) async {
    await base.removePendingRequests(withIdentifiers: identifiers)
  }

  /// Removes every pending request from the base center.
  ///
  /// ```swift
  /// await center.removeAllPendingRequests()
  /// ```
  public func removeAllPendingRequests() async { await base.removeAllPendingRequests() }

  /// The base center's delivered notifications.
  ///
  /// ```swift
  /// let shown = await center.deliveredNotifications()
  /// ```
  public func deliveredNotifications() async -> [DeliveredNotification] {
    await base.deliveredNotifications()
  }

  /// Removes delivered notifications from the base center.
  ///
  /// ```swift
  /// await center.removeDeliveredNotifications(withIdentifiers: ["dailyQuote:0:20261122T090000"])
  /// ```
  public func removeDeliveredNotifications(withIdentifiers identifiers: [String]) async {
    await base.removeDeliveredNotifications(withIdentifiers: identifiers)
  }

  /// Removes every delivered notification from the base center.
  ///
  /// ```swift
  /// await center.removeAllDeliveredNotifications()
  /// ```
  public func removeAllDeliveredNotifications() async { await base.removeAllDeliveredNotifications() }

  /// Replaces the base center's categories.
  ///
  /// ```swift
  /// await center.setCategories([timer])
  /// ```
  public func setCategories(_ categories: Set<NotificationCategory>) async {
    await base.setCategories(categories)
  }

  /// The base center's categories.
  ///
  /// ```swift
  /// let registered = await center.categories()
  /// ```
  public func categories() async -> Set<NotificationCategory> { await base.categories() }

  /// Sets the base center's badge.
  ///
  /// ```swift
  /// try await center.setBadgeCount(0)
  /// ```
  public func setBadgeCount(_ count: Int) async throws(NotificationCenterError) {
    try await base.setBadgeCount(count)
  }
}
