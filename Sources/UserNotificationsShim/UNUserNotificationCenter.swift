#if !canImport(UserNotifications)
  public import Foundation

  /// The app's notification center: authorization, scheduling, delivered notifications,
  /// categories and the badge.
  ///
  /// ```swift
  /// let center = UNUserNotificationCenter.current()
  /// if try await center.requestAuthorization(options: [.alert, .sound]) {
  ///   try await center.add(request)
  /// }
  /// ```
  ///
  /// Every method may be called from any thread. Completion handlers are never called
  /// inside the method: they run on a task of their own.
  ///
  /// Shim: the center is an in-memory model, not a system service. Changes take effect
  /// before the method returns (Apple removes asynchronously); completion handlers may run
  /// in any order relative to one another. Nothing is ever shown, and nothing fires by
  /// itself: tests deliver with the `_shim…` hooks in the extension below. Pending requests
  /// are not capped at 64. Like Apple's, the class is not `Sendable`.
  public final class UNUserNotificationCenter: NSObject {
    let store: CenterStore

    init(store: CenterStore) {
      self.store = store
      super.init()
    }

    /// Unavailable: use ``current()``.
    @available(*, unavailable, message: "Use UNUserNotificationCenter.current()")
    public override convenience init() {
      self.init(store: CenterStore())
    }

    /// The process's center.
    ///
    /// `nonisolated(unsafe)` is safe: the reference never changes, and the object's only
    /// stored property is the `let` `store`, a `Sendable` store that guards all of the
    /// center's state with a lock (see `CenterStore`). The class is not `Sendable` only to
    /// match Apple's, so that code compiled against the shim needs the same conformances
    /// as on Apple platforms.
    nonisolated(unsafe) private static let shared = UNUserNotificationCenter(store: CenterStore())

    /// The notification center of the app or extension; always the same object.
    ///
    /// Shim: one center shared by the whole process. Tests that run in parallel should use
    /// their own `UNUserNotificationCenter._shimMake()` instead.
    public class func current() -> UNUserNotificationCenter { shared }

    /// The object that receives foreground notifications and responses; held weakly.
    ///
    /// Shim: a computed property (Apple declares `weak var`); it holds the delegate weakly
    /// all the same.
    public var delegate: (any UNUserNotificationCenterDelegate)? {
      get { store.withState { $0.delegate } }
      set { store.withState { $0.delegate = newValue } }
    }

    /// Whether the device supports notification content extensions.
    ///
    /// Shim: always `false`.
    public var supportsContentExtensions: Bool { false }

    // MARK: Authorization

    /// Asks the person to allow notifications, the first time only.
    ///
    /// Later calls do not prompt and report the stored decision; a request that includes
    /// `.provisional` is granted at once, without a prompt, with status `.provisional`.
    /// Shim: while provisional, a request without `.provisional` prompts again, as the
    /// simulator does (reports disagree on whether iOS does).
    /// Shim: the person's answer is scripted with `_shimSetAuthorizationAnswer(_:)` (it
    /// allows by default), and the request fails with
    /// ``UNError/Code/notificationsNotAllowed`` after `_shimSetNotificationsAllowed(false)`.
    ///
    /// - Parameters:
    ///   - options: What to ask for.
    ///   - completionHandler: Called with whether any option is allowed, or with an error.
    public func requestAuthorization(
      options: UNAuthorizationOptions = [],
      completionHandler: @escaping @Sendable (Bool, (any Error)?) -> Void
    ) {
      let result = store.withState { $0.requestAuthorization(options: options) }
      Task {
        switch result {
        case .success(let granted): completionHandler(granted, nil)
        case .failure(let error): completionHandler(false, error)
        }
      }
    }

    /// Asks the person to allow notifications, the first time only; returns whether any
    /// option is allowed.
    ///
    /// - Parameter options: What to ask for.
    /// - Throws: ``UNError`` when the app may not post notifications.
    public func requestAuthorization(options: UNAuthorizationOptions = []) async throws -> Bool {
      try store.withState { $0.requestAuthorization(options: options) }.get()
    }

    /// Reads the app's current notification settings.
    ///
    /// - Parameter completionHandler: Called with the settings.
    public func getNotificationSettings(
      completionHandler: @escaping @Sendable (UNNotificationSettings) -> Void
    ) {
      let settings = UNNotificationSettings(values: store.withState { $0.settings })
      Task { completionHandler(settings) }
    }

    /// Returns the app's current notification settings.
    public func notificationSettings() async -> UNNotificationSettings {
      UNNotificationSettings(values: store.withState { $0.settings })
    }

    // MARK: Categories

    /// Registers the app's notification categories, replacing every category registered
    /// before (not on tvOS).
    ///
    /// - Parameter categories: The whole set of categories.
    public func setNotificationCategories(_ categories: Set<UNNotificationCategory>) {
      store.withState { $0.categories = categories }
    }

    /// Reads the registered notification categories (not on tvOS).
    ///
    /// - Parameter completionHandler: Called with the categories.
    public func getNotificationCategories(
      completionHandler: @escaping @Sendable (Set<UNNotificationCategory>) -> Void
    ) {
      let categories = store.withState { $0.categories }
      Task { completionHandler(categories) }
    }

    /// Returns the registered notification categories (not on tvOS).
    public func notificationCategories() async -> Set<UNNotificationCategory> {
      store.withState { $0.categories }
    }

    // MARK: Pending requests

    /// Schedules a request, replacing a pending request with the same identifier; a request
    /// without a trigger is delivered right away.
    ///
    /// Shim: fails with ``UNError/Code/notificationInvalidNoDate`` for an invalid
    /// ``UNTimeIntervalNotificationTrigger`` (Apple crashes when creating it), and with
    /// ``UNError/Code/notificationsNotAllowed`` after `_shimSetNotificationsAllowed(false)`.
    /// A request without a trigger goes straight to the delivered list, dated now.
    ///
    /// - Parameters:
    ///   - request: The request to schedule.
    ///   - completionHandler: Called with `nil`, or with why the request was refused.
    public func add(
      _ request: UNNotificationRequest,
      withCompletionHandler completionHandler: (@Sendable ((any Error)?) -> Void)? = nil
    ) {
      let error = store.withState { $0.add(request, now: Date()) }
      guard let completionHandler else { return }
      Task { completionHandler(error) }
    }

    /// Schedules a request, replacing a pending request with the same identifier; a request
    /// without a trigger is delivered right away.
    ///
    /// - Parameter request: The request to schedule.
    /// - Throws: ``UNError`` when the request is refused (see
    ///   ``add(_:withCompletionHandler:)``).
    public func add(_ request: UNNotificationRequest) async throws {
      if let error = store.withState({ $0.add(request, now: Date()) }) {
        throw error
      }
    }

    /// Reads the requests that are scheduled and not yet delivered (repeating ones stay).
    ///
    /// - Parameter completionHandler: Called with the requests, in the order they were added.
    public func getPendingNotificationRequests(
      completionHandler: @escaping @Sendable ([UNNotificationRequest]) -> Void
    ) {
      let requests = store.withState { $0.pending }
      Task { completionHandler(requests) }
    }

    /// Returns the requests that are scheduled and not yet delivered, in the order they
    /// were added.
    public func pendingNotificationRequests() async -> [UNNotificationRequest] {
      store.withState { $0.pending }
    }

    /// Unschedules the pending requests with these identifiers; unknown ones are ignored.
    ///
    /// - Parameter identifiers: The requests' identifiers.
    public func removePendingNotificationRequests(withIdentifiers identifiers: [String]) {
      let removed = Set(identifiers)
      store.withState { $0.pending.removeAll { removed.contains($0.identifier) } }
    }

    /// Unschedules every pending request.
    public func removeAllPendingNotificationRequests() {
      store.withState { $0.pending.removeAll() }
    }

    // MARK: Delivered notifications

    /// Reads the notifications still shown in Notification Center (not on tvOS).
    ///
    /// Those delivered by location triggers are left out, as on Apple platforms.
    ///
    /// - Parameter completionHandler: Called with the notifications, oldest delivery first.
    public func getDeliveredNotifications(completionHandler: @escaping @Sendable ([UNNotification]) -> Void) {
      let notifications = store.withState { $0.visibleDelivered }
      Task { completionHandler(notifications) }
    }

    /// Returns the notifications still shown in Notification Center, oldest delivery first
    /// (not on tvOS).
    public func deliveredNotifications() async -> [UNNotification] {
      store.withState { $0.visibleDelivered }
    }

    /// Removes the delivered notifications with these identifiers; unknown ones are ignored
    /// (not on tvOS).
    ///
    /// - Parameter identifiers: The notifications' request identifiers.
    public func removeDeliveredNotifications(withIdentifiers identifiers: [String]) {
      let removed = Set(identifiers)
      store.withState { $0.delivered.removeAll { removed.contains($0.request.identifier) } }
    }

    /// Removes every delivered notification (not on tvOS).
    public func removeAllDeliveredNotifications() {
      store.withState { $0.delivered.removeAll() }
    }

    // MARK: Badge

    /// Sets the app icon's badge; `0` removes it (iOS 16, macOS 13; not on watchOS).
    ///
    /// Shim: a negative count fails with ``UNError/Code/badgeInputInvalid`` (undocumented by
    /// Apple); read the badge with `_shimBadgeCount`.
    ///
    /// - Parameters:
    ///   - newBadgeCount: The number to show.
    ///   - completionHandler: Called with `nil`, or with why the count was refused.
    public func setBadgeCount(
      _ newBadgeCount: Int, withCompletionHandler completionHandler: (@Sendable ((any Error)?) -> Void)? = nil
    ) {
      let error = store.withState { $0.setBadgeCount(newBadgeCount) }
      guard let completionHandler else { return }
      Task { completionHandler(error) }
    }

    /// Sets the app icon's badge; `0` removes it (iOS 16, macOS 13; not on watchOS).
    ///
    /// - Parameter newBadgeCount: The number to show.
    /// - Throws: ``UNError`` ``UNError/Code/badgeInputInvalid`` for a negative count.
    public func setBadgeCount(_ newBadgeCount: Int) async throws {
      if let error = store.withState({ $0.setBadgeCount(newBadgeCount) }) {
        throw error
      }
    }
  }
#endif
