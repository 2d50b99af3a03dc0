#if canImport(Combine)
  public import Combine
#endif
public import Observation

/// The person's notification settings for the app, kept for SwiftUI:
/// `@StateObject private var settings = NotificationSettingsModel(notifications: notifications)`.
@MainActor
public final class NotificationSettingsModel {
  /// The front door whose center the settings are read from.
  public let notifications: LocalNotifications

  private let observation = ModelObservation()
  private var storedSettings: NotificationSettings?
  private var storedIsRefreshing = false
  private var storedLastError: LocalNotificationsError?
  /// The last read asked for; a call made before it starts shares it.
  private var lastRead: Task<Void, Never>?
  private var lastReadStarted = true
  /// How many reads were asked for; the last one to finish clears ``isRefreshing``.
  private var readsAsked = 0
  #if (canImport(UIKit) && !os(watchOS)) || canImport(AppKit)
    private var activation: AppActivationRelay?
  #endif

  /// A model of the settings of `notifications`' center (the default instance's unless given):
  /// `let settings = NotificationSettingsModel(notifications: notifications)`.
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
  public var settings: NotificationSettings? {
    observation.access(self, \.settings)
    return storedSettings
  }

  /// The system's authorization, from ``settings``; `nil` until the first read.
  public var authorizationStatus: AuthorizationStatus? {
    settings?.authorizationStatus
  }

  /// Whether a read is asked for or under way.
  public var isRefreshing: Bool {
    observation.access(self, \.isRefreshing)
    return storedIsRefreshing
  }

  /// Why the last read failed (the center did not answer within the instance's
  /// `centerTimeLimit`), or `nil` when it succeeded; ``settings`` keeps the last answer.
  public var lastError: LocalNotificationsError? {
    observation.access(self, \.lastError)
    return storedLastError
  }

  /// Reads the settings from the center, within the instance's `centerTimeLimit`, and returns once a read
  /// that started after this call has finished: `.task { await settings.refresh() }`.
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
      self.lastReadStarted = true
      await self.read()
      if asked == self.readsAsked {
        self.observation.mutate(self, \.isRefreshing) { self.storedIsRefreshing = false }
      }
    }
    lastRead = read
    await read.value
  }

  /// Asks the system for permission to notify with `options`, reads the settings again, and returns the
  /// decision: `Button("Allow notifications") { Task { await settings.requestAuthorization() } }`.
  ///
  /// The system is asked only while it has not been: an app that is authorized, provisionally too, is
  /// allowed without a prompt, and `LocalNotifications.upgradeToFullAuthorization(options:)` asks a
  /// provisional app for full authorization.
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
    /// Sends before any of the model's properties changes.
    public nonisolated var objectWillChange: ObservableObjectPublisher { observation.objectWillChange }
  }
#endif
