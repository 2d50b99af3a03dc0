/// What the framework needs from a platform's notification center: a small, async,
/// `Sendable` protocol with three implementations — `SimulatedNotificationCenter` for
/// tests and Linux, the Apple adapter over `UNUserNotificationCenter`, and yours.
///
/// The planner itself never calls a center: it is a pure function from a snapshot of the
/// center to a plan. The reschedule executor behind ``LocalNotifications`` reads
/// ``pendingRequests()`` for that snapshot and carries the plan out with ``add(_:)`` and
/// ``removePendingRequests(withIdentifiers:)``; the permission strategies read
/// ``notificationSettings()`` and call ``requestAuthorization(options:)``; categories,
/// delivered notifications and the badge are managed through the rest.
///
/// # Implementation requirements
///
/// - ``add(_:)`` replaces a pending request with the same identifier, and stores the
///   request's ``NotificationRequest/fingerprint`` with it, so that ``pendingRequests()``
///   reports it back in ``PendingRequest/fingerprint`` even if the platform reports the
///   request itself in other terms. It throws ``NotificationCenterError`` for a request the
///   platform refuses; it never traps.
/// - ``pendingRequests()`` reports every pending request, the app's own and any others,
///   each once.
/// - Removing identifiers that are not pending is not an error.
/// - ``requestAuthorization(options:)`` prompts the person at most once; later calls
///   answer with the stored decision. Provisional authorization is granted without a prompt.
/// - ``setCategories(_:)`` replaces the whole registered set.
/// - Every requirement may be called from any task, concurrently.
///
/// Every implementation should pass the conformance checks in `NiceNotificationsTesting`:
///
/// ```swift
/// import NiceNotificationsTesting
/// import Testing
///
/// @Test func myCenterConforms() async throws {
///   try await NotificationCenterConformance.check { MyCenter() }
/// }
/// ```
public protocol NotificationCenterPort: Sendable {
  /// The most requests the platform keeps pending (64 on iOS). The planner never plans
  /// more than this, counting requests it does not own.
  ///
  /// Read by the reschedule executor before each reschedule. The default is 64.
  var pendingCapacity: Int { get }

  /// The person's current settings, including the authorization status.
  ///
  /// Called by the permission strategies before each reschedule, and by content makers
  /// that adapt to the settings.
  func notificationSettings() async -> NotificationSettings

  /// Asks the person for permission, the first time; answers with the stored decision
  /// after that. Returns whether any option was granted.
  ///
  /// Called by the system-level permission strategy `.askPermission`.
  func requestAuthorization(options: AuthorizationOptions) async throws(NotificationCenterError) -> Bool

  /// Schedules `request`, replacing a pending one with the same identifier, and stores its
  /// fingerprint with it.
  ///
  /// Called by the reschedule executor for each request the plan adds or replaces.
  func add(_ request: NotificationRequest) async throws(NotificationCenterError)

  /// Every pending request, with its stored fingerprint.
  ///
  /// Called by the reschedule executor at the start of each reschedule.
  func pendingRequests() async -> [PendingRequest]

  /// Removes the pending requests with these identifiers; unknown ones are ignored.
  ///
  /// Called by the reschedule executor for requests the plan removes: no longer in a
  /// timeline, displaced by a sooner one, or of a group that is disabled or denied.
  func removePendingRequests(withIdentifiers identifiers: [String]) async

  /// Removes every pending request.
  ///
  /// Called only when the app asks for it; a reschedule removes by identifier.
  func removeAllPendingRequests() async

  /// The notifications delivered and still shown in Notification Center.
  ///
  /// Called by delivered-notification cleanup.
  func deliveredNotifications() async -> [DeliveredNotification]

  /// Removes the delivered notifications with these identifiers.
  ///
  /// Called by delivered-notification cleanup.
  func removeDeliveredNotifications(withIdentifiers identifiers: [String]) async

  /// Removes every delivered notification.
  ///
  /// Called only when the app asks for it.
  func removeAllDeliveredNotifications() async

  /// Replaces the registered categories.
  ///
  /// Called when the app registers its categories, usually at launch.
  func setCategories(_ categories: Set<NotificationCategory>) async

  /// The registered categories.
  ///
  /// Called to check what is registered.
  func categories() async -> Set<NotificationCategory>

  /// Sets the app icon's badge; 0 clears it.
  ///
  /// Called by badge management.
  func setBadgeCount(_ count: Int) async throws(NotificationCenterError)

  /// The object that stands for the device's center behind this port, if any: every
  /// ``LocalNotifications`` over ports with the same owner identity shares one owner of the
  /// pending slots. By default the port itself when it is a class or an actor, and `nil`
  /// for a value type; a decorator reports the identity of the center it wraps.
  var ownerIdentity: AnyObject? { get }
}

extension NotificationCenterPort {
  /// 64, the iOS limit.
  ///
  /// ```swift
  /// center.pendingCapacity // 64
  /// ```
  public var pendingCapacity: Int { 64 }

  /// The port itself when it is a class or an actor; `nil` for a value type.
  ///
  /// ```swift
  /// simulator.ownerIdentity === simulator // true
  /// ```
  public var ownerIdentity: AnyObject? {
    type(of: self) is AnyClass ? self as AnyObject : nil
  }

  /// The authorization status, from the settings.
  ///
  /// ```swift
  /// if await center.authorizationStatus().allowsScheduling { … }
  /// ```
  public func authorizationStatus() async -> AuthorizationStatus {
    await notificationSettings().authorizationStatus
  }
}
