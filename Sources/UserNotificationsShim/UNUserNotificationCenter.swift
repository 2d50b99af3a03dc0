#if !canImport(UserNotifications)
  public import Foundation

  /// The app's notification center: authorization, scheduling, delivered notifications, categories and the
  /// badge: `try await UNUserNotificationCenter.current().add(request)`.
  ///
  /// Shim: an in-memory model; nothing fires by itself (tests use the `_shim…` hooks).
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

    /// The process's center, safe: the reference never changes and its only stored property is the
    /// `Sendable`, lock-guarded `store`; the class is not `Sendable` only to match Apple's.
    nonisolated(unsafe) private static let shared = UNUserNotificationCenter(store: CenterStore())

    /// The process's one notification center; parallel shim tests should use `_shimMake()`.
    public class func current() -> UNUserNotificationCenter { shared }

    /// The object that receives foreground notifications and responses; held weakly.
    public var delegate: (any UNUserNotificationCenterDelegate)? {
      get { store.withState { $0.delegate } }
      set { store.withState { $0.delegate = newValue } }
    }

    /// Whether the device supports notification content extensions; `false` in the shim.
    public var supportsContentExtensions: Bool { false }

    /// Asks the person to allow notifications, the first time only.
    ///
    /// Shim: the answer is scripted with `_shimSetAuthorizationAnswer(_:)`.
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

    /// Asks the person to allow notifications, the first time only; returns whether any option is allowed.
    public func requestAuthorization(options: UNAuthorizationOptions = []) async throws -> Bool {
      try store.withState { $0.requestAuthorization(options: options) }.get()
    }

    /// Reads the app's current notification settings.
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

    /// Registers the app's notification categories, replacing those registered before.
    public func setNotificationCategories(_ categories: Set<UNNotificationCategory>) {
      store.withState { $0.categories = categories }
    }

    /// Reads the registered notification categories.
    public func getNotificationCategories(
      completionHandler: @escaping @Sendable (Set<UNNotificationCategory>) -> Void
    ) {
      let categories = store.withState { $0.categories }
      Task { completionHandler(categories) }
    }

    /// Returns the registered notification categories.
    public func notificationCategories() async -> Set<UNNotificationCategory> {
      store.withState { $0.categories }
    }

    /// Schedules a request, replacing a pending one with the same identifier.
    ///
    /// Shim: an invalid time-interval trigger fails with ``UNError/Code/notificationInvalidNoDate``.
    public func add(
      _ request: UNNotificationRequest,
      withCompletionHandler completionHandler: (@Sendable ((any Error)?) -> Void)? = nil
    ) {
      let error = store.withState { $0.add(request, now: Date()) }
      guard let completionHandler else { return }
      Task { completionHandler(error) }
    }

    /// Schedules a request; throws as ``add(_:withCompletionHandler:)`` reports.
    public func add(_ request: UNNotificationRequest) async throws {
      if let error = store.withState({ $0.add(request, now: Date()) }) {
        throw error
      }
    }

    /// Reads the pending requests, in the order they were added; repeating ones stay pending.
    public func getPendingNotificationRequests(
      completionHandler: @escaping @Sendable ([UNNotificationRequest]) -> Void
    ) {
      let requests = store.withState { $0.pending }
      Task { completionHandler(requests) }
    }

    /// Returns the pending requests, in the order they were added.
    public func pendingNotificationRequests() async -> [UNNotificationRequest] {
      store.withState { $0.pending }
    }

    /// Unschedules the pending requests with these identifiers; unknown ones are ignored.
    public func removePendingNotificationRequests(withIdentifiers identifiers: [String]) {
      let removed = Set(identifiers)
      store.withState { $0.pending.removeAll { removed.contains($0.identifier) } }
    }

    /// Unschedules every pending request.
    public func removeAllPendingNotificationRequests() {
      store.withState { $0.pending.removeAll() }
    }

    /// Reads the notifications in Notification Center, oldest first, except location-triggered ones.
    public func getDeliveredNotifications(completionHandler: @escaping @Sendable ([UNNotification]) -> Void) {
      let notifications = store.withState { $0.delivered }
      Task { completionHandler(notifications) }
    }

    /// Returns the notifications shown in Notification Center, oldest first.
    public func deliveredNotifications() async -> [UNNotification] {
      store.withState { $0.delivered }
    }

    /// Removes the delivered notifications with these identifiers; unknown ones are ignored.
    public func removeDeliveredNotifications(withIdentifiers identifiers: [String]) {
      let removed = Set(identifiers)
      store.withState { $0.delivered.removeAll { removed.contains($0.request.identifier) } }
    }

    /// Removes every delivered notification.
    public func removeAllDeliveredNotifications() {
      store.withState { $0.delivered.removeAll() }
    }

    /// Sets the badge; `0` removes it; a negative count fails with ``UNError/Code/badgeInputInvalid``.
    public func setBadgeCount(
      _ newBadgeCount: Int, withCompletionHandler completionHandler: (@Sendable ((any Error)?) -> Void)? = nil
    ) {
      let error = store.withState { $0.setBadgeCount(newBadgeCount) }
      guard let completionHandler else { return }
      Task { completionHandler(error) }
    }

    /// Sets the app icon's badge; throws ``UNError/Code/badgeInputInvalid`` for a negative count.
    public func setBadgeCount(_ newBadgeCount: Int) async throws {
      if let error = store.withState({ $0.setBadgeCount(newBadgeCount) }) {
        throw error
      }
    }
  }
#endif
