/// Whether the person lets the app post notifications, as the platform reports it:
/// `if await center.authorizationStatus().allowsScheduling { … }`.
public enum AuthorizationStatus: String, Hashable, Sendable, Codable, CaseIterable {
  /// The app has not asked yet.
  case notDetermined
  /// The person said no, or turned notifications off in Settings.
  case denied
  /// The person said yes.
  case authorized
  /// The app may post quietly, to Notification Center only; granted without a prompt.
  case provisional
  /// An App Clip may post for a limited time.
  case ephemeral

  /// Whether requests may be scheduled: authorized, provisional and ephemeral all count.
  public var allowsScheduling: Bool {
    switch self {
    case .authorized, .provisional, .ephemeral: true
    case .notDetermined, .denied: false
    }
  }
}

/// What the app asks permission for: `try await center.requestAuthorization(options: [.alert, .sound])`.
public struct AuthorizationOptions: OptionSet, Hashable, Sendable, Codable {
  /// The bits, equal to `UNAuthorizationOptions`'s raw values.
  public let rawValue: UInt
  /// Creates options from raw bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// Updating the app icon's badge.
  public static let badge = AuthorizationOptions(rawValue: 1 << 0)
  /// Playing sounds.
  public static let sound = AuthorizationOptions(rawValue: 1 << 1)
  /// Showing alerts.
  public static let alert = AuthorizationOptions(rawValue: 1 << 2)
  /// Showing notifications in CarPlay.
  public static let carPlay = AuthorizationOptions(rawValue: 1 << 3)
  /// Playing critical alerts, which ignore the mute switch and Focus; needs an entitlement.
  public static let criticalAlert = AuthorizationOptions(rawValue: 1 << 4)
  /// Showing a button in Settings that opens the app's own notification settings.
  public static let providesAppNotificationSettings = AuthorizationOptions(rawValue: 1 << 5)
  /// Posting quietly without asking first.
  public static let provisional = AuthorizationOptions(rawValue: 1 << 6)
  /// Alert, sound and badge: what most apps ask for.
  public static let standard: AuthorizationOptions = [.alert, .sound, .badge]
}
