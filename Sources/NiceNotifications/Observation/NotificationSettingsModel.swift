#if canImport(Combine)
  public import Combine
#endif
public import Observation

/// The person's notification settings for the app, kept for SwiftUI: the system's
/// authorization and every switch of the app's page in Settings, read again when the app
/// becomes active.
///
/// ```swift
/// @StateObject private var settings = NotificationSettingsModel(notifications: notifications)
///
/// var body: some View {
///   Group {
///     if settings.authorizationStatus == .denied { OpenSettingsHint() }
///     if settings.settings?.scheduledDeliverySetting == .enabled { Text("Delivered in your summary") }
///   }
///   .task { await settings.refresh() }
/// }
/// ```
///
/// One type serves every SwiftUI an app supports: it is `Observable` on iOS 17, macOS 14,
/// tvOS 17 and watchOS 10 and later (hold it in `@State`, or pass it along as a plain
/// property), and an `ObservableObject` everywhere Combine exists (hold it in `@StateObject`
/// or `@ObservedObject` on iOS 15 and 16). Every property below tells observers of both
/// kinds when it changes.
///
/// On iOS, tvOS, visionOS and macOS, the model reads the settings again each time the app
/// becomes active, for as long as the model lives: the person may have changed them in
/// Settings meanwhile. Elsewhere, and in tests, call ``refresh()`` yourself.
///
/// Refreshes coalesce: calls made before a read starts share it, and calls made while one is
/// under way share the one read after it. Reads run one at a time, so an older answer never
/// overwrites a newer one.
@MainActor
public final class NotificationSettingsModel {
  /// The front door whose center the settings are read from.
  ///
  /// ```swift
  /// await model.notifications.rescheduleAll()
  /// ```
  public let notifications: LocalNotifications

  private let observation = ModelObservation()
  private var storedSettings: NotificationSettings?
  private var storedIsRefreshing = false
  private var storedLastError: LocalNotificationsError?
  /// The last read asked for, and whether it has started: a call made before it starts
  /// shares it.
  private var lastRead: Task<Void, Never>?
  private var lastReadStarted = true
  /// How many reads were asked for; the last one to finish clears ``isRefreshing``.
  private var readsAsked = 0
  #if (canImport(UIKit) && !os(watchOS)) || canImport(AppKit)
    private var activation: AppActivationRelay?
  #endif

  /// A model of the settings of `notifications`' center (the default instance's unless given).
  ///
  /// ```swift
  /// let settings = NotificationSettingsModel(notifications: notifications)
  /// await settings.refresh()
  /// ```
  ///
  /// On iOS, tvOS, visionOS and macOS it starts observing the app becoming active, and
  /// refreshes each time, until it is released.
  ///
  /// - Parameter notifications: The front door whose center is read.
  public init(notifications: LocalNotifications = .default) {
    self.notifications = notifications
    #if (canImport(UIKit) && !os(watchOS)) || canImport(AppKit)
      activation = AppActivationRelay { [weak self] in
        guard let self else { return }
        Task { await self.refresh() }
      }
    #endif
  }

  /// The settings the last successful read found; `nil` until the first.
  ///
  /// ```swift
  /// let summary = model.settings?.scheduledDeliverySetting == .enabled
  /// ```
  public var settings: NotificationSettings? {
    observation.access(self, \.settings)
    return storedSettings
  }

  /// The system's authorization, from ``settings``; `nil` until the first read.
  ///
  /// ```swift
  /// if model.authorizationStatus == .denied { showOpenSettingsHint() }
  /// ```
  public var authorizationStatus: AuthorizationStatus? {
    settings?.authorizationStatus
  }

  /// Whether a read is asked for or under way.
  ///
  /// ```swift
  /// ProgressView().opacity(model.isRefreshing ? 1 : 0)
  /// ```
  public var isRefreshing: Bool {
    observation.access(self, \.isRefreshing)
    return storedIsRefreshing
  }

  /// Why the last read failed — the center did not answer within the instance's
  /// `centerTimeLimit` — or `nil` when it succeeded; ``settings`` keeps the last answer.
  ///
  /// ```swift
  /// if let error = model.lastError { Text(error.description) }
  /// ```
  public var lastError: LocalNotificationsError? {
    observation.access(self, \.lastError)
    return storedLastError
  }

  /// Reads the settings from the center, within the instance's `centerTimeLimit`, and
  /// returns once a read that started after this call has finished.
  ///
  /// ```swift
  /// .task { await settings.refresh() }
  /// ```
  ///
  /// A call made while a read is asked for but not started shares it; one made while a read
  /// is under way shares the single read after it.
  public func refresh() async {
    if let lastRead, !lastReadStarted {
      await lastRead.value
      return
    }
    let previous = lastRead
    readsAsked += 1
    let asked = readsAsked
    lastReadStarted = false
    if !storedIsRefreshing { observation.mutate(self, \.isRefreshing) { storedIsRefreshing = true } }
    let read = Task { @MainActor in
      await previous?.value
      // Only the last read asked for waits to start: this one.
      self.lastReadStarted = true
      await self.read()
      if asked == self.readsAsked {
        self.observation.mutate(self, \.isRefreshing) { self.storedIsRefreshing = false }
      }
    }
    lastRead = read
    await read.value
  }

  /// Asks the system for permission to notify with `options`, through the instance's
  /// permission strategies, then reads the settings again; what the system decided.
  ///
  /// ```swift
  /// Button("Allow notifications") {
  ///   Task { await settings.requestAuthorization() }
  /// }
  /// ```
  ///
  /// The system prompts only while the person has not decided; afterwards the call answers
  /// with the standing decision, and only the Settings app can change a denial.
  ///
  /// - Parameter options: What to ask for; alert, sound and badge by default.
  /// - Returns: ``PermissionDecision/allowed`` when the system allows notifications
  ///   afterwards, ``PermissionDecision/denied(_:)`` with ``PermissionLevel/system`` when it
  ///   does not, or ``PermissionDecision/failed(_:)``.
  @discardableResult
  public func requestAuthorization(options: AuthorizationOptions = .standard) async -> PermissionDecision {
    let decision = await notifications.requestPermission(
      strategy: PermissionStrategy(groupLevel: .bypass, systemLevel: .requestAuthorization(options)))
    await refresh()
    return decision
  }

  private func read() async {
    do throws(LocalNotificationsError) {
      let settings = try await notifications.executor.notificationSettings()
      if storedSettings != settings { observation.mutate(self, \.settings) { storedSettings = settings } }
      if storedLastError != nil { observation.mutate(self, \.lastError) { storedLastError = nil } }
    } catch {
      if storedLastError != error { observation.mutate(self, \.lastError) { storedLastError = error } }
    }
  }
}

@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
extension NotificationSettingsModel: nonisolated Observable {}

#if canImport(Combine)
  extension NotificationSettingsModel: nonisolated ObservableObject {
    /// Sends before any of the model's properties changes, for `@StateObject` and
    /// `@ObservedObject`.
    ///
    /// ```swift
    /// let subscription = model.objectWillChange.sink { print("settings will change") }
    /// ```
    public nonisolated var objectWillChange: ObservableObjectPublisher { observation.objectWillChange }
  }
#endif
