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
  /// Only values cross its methods. What the mapping keeps, both ways:
  /// - Content: every field. The fingerprint, an instant trigger's date, the sound and the
  ///   attachments' options are stored in `userInfo` under `"NiceNotifications"` (a key content
  ///   may not use itself), since the platform cannot report them.
  /// - Triggers: a calendar trigger's components, floating (wall-clock) without a time zone,
  ///   pinned with one; an instant, added as an interval from the moment of adding (not at all
  ///   if already past); a location trigger's `CLCircularRegion` (iOS and watchOS).
  /// - Categories and actions (icons read back as `nil`), settings and authorization; errors
  ///   as `NotificationCenterError`.
  ///
  /// Not on tvOS, whose UserNotifications offers only badges.
  //
  // `@unchecked Sendable`: every stored property is a `let`; `center` is not marked `Sendable`,
  // but Apple documents it as app-wide and serial, callable from any thread. Objects passed to
  // it are made per call, and what it hands back is read into values inside its handler.
  public final class SystemNotificationCenter: NotificationCenterPort, @unchecked Sendable {
    /// The delegate this adapter owns, installed by ``installDelegate()``; set its handlers when
    /// the app is ready to handle responses.
    public let delegateBridge: NotificationDelegateBridge

    let center: UNUserNotificationCenter
    let now: @Sendable () -> Date

    /// An adapter over `UNUserNotificationCenter.current()`; making one does not touch the center:
    /// `let system = SystemNotificationCenter()`.
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
    /// Responses that arrive before the bridge has a handler are queued. The adapter keeps the
    /// bridge alive (the center holds its delegate weakly), so keep the adapter.
    /// For example: `system.installDelegate()`.
    public func installDelegate() {
      delegateBridge.install(on: center)
    }
  }
#endif
