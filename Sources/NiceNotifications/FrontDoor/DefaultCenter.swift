/// Which notification center the default ``LocalNotifications`` instance is over when none
/// was bootstrapped: a pure function of the platform.
///
/// ```swift
/// DefaultCenter(for: .iOS)   // .system
/// DefaultCenter(for: .linux) // .unavailable
/// DefaultCenter.current      // this build's choice
/// ```
public enum DefaultCenter: Hashable, Sendable {
  /// The device's notification center, through ``SystemNotificationCenter``.
  case system
  /// An ``UnavailableNotificationCenter``: the platform has no notification center this
  /// package can schedule on.
  case unavailable

  /// A platform the package builds for.
  ///
  /// ```swift
  /// let choice = DefaultCenter(for: .macOS) // .system
  /// ```
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
    ///
    /// ```swift
    /// DefaultCenter.Platform.current // .linux on a Linux build
    /// ```
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

  /// The default center on `platform`: the system's wherever UserNotifications can schedule
  /// local notifications (iOS, macOS, watchOS, visionOS), and none elsewhere.
  ///
  /// ```swift
  /// DefaultCenter(for: .tvOS) // .unavailable
  /// ```
  ///
  /// - Parameter platform: The platform to decide for.
  public init(for platform: Platform) {
    switch platform {
    case .iOS, .macOS, .watchOS, .visionOS: self = .system
    case .tvOS, .linux, .other: self = .unavailable
    }
  }

  /// This build's choice.
  ///
  /// ```swift
  /// if DefaultCenter.current == .unavailable { try LocalNotifications.bootstrap(simulated) }
  /// ```
  public static var current: DefaultCenter { DefaultCenter(for: .current) }
}
