#if !os(tvOS)
  public import Foundation
  #if canImport(UserNotifications)
    public import UserNotifications
  #else
    public import UserNotificationsShim
  #endif

  /// The device's notification center, `UNUserNotificationCenter`, behind the package's
  /// `NotificationCenterPort`: what an app passes to `LocalNotifications` in production, where
  /// tests pass a `SimulatedNotificationCenter`.
  ///
  /// ```swift
  /// let system = SystemNotificationCenter()
  /// system.installDelegate()  // in application(_:willFinishLaunchingWithOptions:)
  /// let notifications = LocalNotifications.system(system)
  /// ```
  ///
  /// Only values cross its methods: UserNotifications objects are made and read within each call.
  /// What the mapping keeps, both ways:
  /// - Content: every field. The fingerprint, an instant trigger's date, the sound and the
  ///   attachments' options are stored in `userInfo` under `"NiceNotifications"`, which the
  ///   platform cannot report; content whose own `userInfo` uses that key is refused.
  /// - Triggers: a calendar trigger keeps its components, floating (wall-clock) without a time
  ///   zone, pinned with one. An instant is added as an interval from the moment of adding (one
  ///   already past is not added) and reads back as the instant. A location trigger watches a
  ///   `CLCircularRegion` (iOS and watchOS).
  /// - Categories and actions; action icons read back as `nil`.
  /// - Settings and authorization, provisional and ephemeral included; errors as
  ///   `NotificationCenterError`.
  ///
  /// Requests are checked with `NotificationRequest.validate()` first, since the platform traps
  /// on an invalid time interval. Not on tvOS, whose UserNotifications offers only badges.
  //
  // `@unchecked Sendable`: every stored property is a `let`; `center` is not marked `Sendable`,
  // but Apple documents it as app-wide and serial, callable from any thread. Objects passed to
  // it are made per call, and what it hands back is read into values inside its handler.
  public final class SystemNotificationCenter: NotificationCenterPort, @unchecked Sendable {
    /// The delegate this adapter owns, installed by ``installDelegate()``; set its handlers when
    /// the app is ready to handle responses.
    ///
    /// ```swift
    /// await system.delegateBridge.route(to: router)
    /// ```
    public let delegateBridge: NotificationDelegateBridge

    let center: UNUserNotificationCenter
    let now: @Sendable () -> Date

    /// An adapter over `UNUserNotificationCenter.current()`; making one does not touch the center.
    ///
    /// ```swift
    /// let system = SystemNotificationCenter()
    /// ```
    public convenience init() {
      self.init(center: .current())
    }

    /// An adapter over `center`, which measures instants as intervals from `now()`: by default
    /// the DateBuilder context's clock, the system clock unless `DateBuilder.withNow` fixed it.
    ///
    /// ```swift
    /// let system = SystemNotificationCenter(center: .current())
    /// ```
    public init(
      center: UNUserNotificationCenter,
      now: @escaping @Sendable () -> Date = { DateBuilder.Context.current.now }
    ) {
      self.center = center
      self.now = now
      self.delegateBridge = NotificationDelegateBridge()
    }

    /// Makes ``delegateBridge`` the center's delegate; call it before the app finishes launching.
    ///
    /// ```swift
    /// system.installDelegate()
    /// ```
    ///
    /// Responses that arrive before the bridge has a handler are queued. The adapter keeps the
    /// bridge alive (the center holds its delegate weakly), so keep the adapter.
    public func installDelegate() {
      delegateBridge.install(on: center)
    }
  }
#endif
