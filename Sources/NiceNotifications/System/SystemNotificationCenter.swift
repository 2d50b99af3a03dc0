#if !os(tvOS)
  public import Foundation
  #if canImport(UserNotifications)
    public import UserNotifications
  #else
    public import UserNotificationsShim
  #endif

  /// The device's `UNUserNotificationCenter` behind the package's `NotificationCenterPort`, for production:
  /// `let notifications = LocalNotifications.system(SystemNotificationCenter())`.
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

    /// An adapter over `center`, which measures instants as intervals from `now()`: by default the
    /// DateBuilder context's clock, the system clock unless `DateBuilder.withNow` fixed it:
    /// `let system = SystemNotificationCenter(center: .current())`.
    public init(
      center: UNUserNotificationCenter,
      now: @escaping @Sendable () -> Date = { DateBuilder.Context.current.now }
    ) {
      self.center = center
      self.now = now
      self.delegateBridge = NotificationDelegateBridge()
    }

    /// Makes ``delegateBridge`` the center's delegate before the app finishes launching; keep the adapter, as
    /// the center holds its delegate weakly: `system.installDelegate()`.
    public func installDelegate() {
      delegateBridge.install(on: center)
    }
  }

  extension SystemNotificationCenter: ResponseRecordingCenter {
    package var responseRecorders: ResponseRecorders { delegateBridge.responseRecorders }
  }
#endif
