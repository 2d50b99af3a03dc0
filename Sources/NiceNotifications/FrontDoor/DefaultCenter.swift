/// Which center the default ``LocalNotifications`` uses when none was bootstrapped, by platform:
/// `if DefaultCenter(for: .linux) == .unavailable { try LocalNotifications.bootstrap(simulated) }`.
public enum DefaultCenter: Hashable, Sendable {
  /// The device's notification center, through ``SystemNotificationCenter``.
  case system
  /// An ``UnavailableNotificationCenter``: the platform has no center this package can schedule on.
  case unavailable

  /// A platform the package builds for: `let choice = DefaultCenter(for: .macOS)`.
  public enum Platform: Hashable, Sendable, CaseIterable {
    /// iOS and iPadOS, Mac Catalyst included.
    case iOS
    /// macOS.
    case macOS
    /// watchOS.
    case watchOS
    /// visionOS.
    case visionOS
    /// tvOS, whose UserNotifications offers only badges.
    case tvOS
    /// Linux, where only simulated centers exist.
    case linux
    /// Any other platform.
    case other

    /// The platform this build is for.
    public static var current: Platform {
      #if os(iOS)
        .iOS
      #elseif os(macOS)
        .macOS
      #elseif os(watchOS)
        .watchOS
      #elseif os(visionOS)
        .visionOS
      #elseif os(tvOS)
        .tvOS
      #elseif os(Linux)
        .linux
      #else
        .other
      #endif
    }
  }

  /// The system's center on iOS, macOS, watchOS and visionOS; none elsewhere: `DefaultCenter(for: .tvOS)`.
  public init(for platform: Platform) {
    switch platform {
    case .iOS, .macOS, .watchOS, .visionOS: self = .system
    case .tvOS, .linux, .other: self = .unavailable
    }
  }

  /// This build's choice.
  public static var current: DefaultCenter { DefaultCenter(for: .current) }
}
