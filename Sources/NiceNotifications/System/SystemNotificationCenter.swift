#if !os(tvOS)
  public import Foundation
  #if canImport(UserNotifications)
    public import UserNotifications
  #else
    public import UserNotificationsShim
  #endif

  /// The device's notification center, `UNUserNotificationCenter`, behind the package's
  /// `NotificationCenterPort`: what an app passes to `LocalNotifications` in production,
  /// where tests pass a `SimulatedNotificationCenter`.
  ///
  /// ```swift
  /// // application(_:willFinishLaunchingWithOptions:)
  /// let system = SystemNotificationCenter()
  /// system.installDelegate()  // responses that launched the app wait for a handler
  /// let notifications = LocalNotifications.system(system)
  /// await notifications.reschedule(group: DailyQuoteGroup(), permissionStrategy: .askSystemPermissionIfNeeded)
  /// ```
  ///
  /// Only values cross its methods: each call turns the package's values into
  /// UserNotifications objects, calls the center, and turns what comes back into values
  /// before returning, so no UserNotifications object is shared between tasks.
  ///
  /// What the mapping keeps, both ways:
  /// - Content: every field. The request's fingerprint, an instant trigger's date, the sound
  ///   and the attachments' options are also stored in the content's `userInfo` under the
  ///   key `"NiceNotifications"`, because the platform cannot report them; the adapter
  ///   refuses content whose own `userInfo` uses that key, and reads it back out.
  /// - Triggers: a calendar trigger keeps its components — floating (wall-clock) without a
  ///   time zone, pinned with one. An instant is added as a time interval from the moment of
  ///   adding (an instant already past is not added) and reads back as the instant. A
  ///   location trigger watches a `CLCircularRegion` (iOS and watchOS).
  /// - Categories and actions, text-input actions and icons; icons read back as `nil`,
  ///   since `UNNotificationActionIcon` does not report its image.
  /// - Settings and authorization, provisional and ephemeral included; errors as
  ///   `NotificationCenterError` (see
  ///   ``NiceNotifications/NotificationCenterError/init(userNotificationsError:)``).
  ///
  /// Requests are checked with `NotificationRequest.validate()` before
  /// they reach the platform, which traps on an invalid time interval instead of reporting
  /// it.
  ///
  /// Not on tvOS, whose UserNotifications offers only badges.
  //
  // `@unchecked Sendable` is safe because every stored property is a `let`, and all but
  // `center` are `Sendable`. `center` is a `UNUserNotificationCenter`, which Apple does not
  // mark `Sendable` but documents as shared by the whole app: `add` "may be called from any
  // thread", the center "handles requests serially in the order received", and completion
  // handlers may run on a background thread (UserNotificationsBehaviour.md §2). The adapter assumes, as apps
  // do, that its other methods are as thread-safe as `add`; the shim keeps its state behind
  // a lock for the same guarantee. The adapter calls only those methods, passes the center
  // objects it made for that one call and does not keep, and reads the objects the center
  // hands back into values inside the completion handler they arrive in.
  public final class SystemNotificationCenter: NotificationCenterPort, @unchecked Sendable {
    /// The delegate this adapter owns, installed by ``installDelegate()``; set its handlers
    /// when the app is ready to handle responses.
    ///
    /// ```swift
    /// await system.delegateBridge.setResponseHandler { response in await router.route(response) }
    /// ```
    public let delegateBridge: NotificationDelegateBridge

    let center: UNUserNotificationCenter
    let now: @Sendable () -> Date

    /// An adapter over the app's notification center, `UNUserNotificationCenter.current()`.
    ///
    /// ```swift
    /// let system = SystemNotificationCenter()
    /// ```
    ///
    /// Making one has no effect on the center: the delegate is installed only by
    /// ``installDelegate()``.
    public convenience init() {
      self.init(center: .current())
    }

    /// An adapter over `center`, which takes instants as time intervals from `now()`.
    ///
    /// ```swift
    /// let system = SystemNotificationCenter(center: .current())
    /// ```
    ///
    /// - Parameters:
    ///   - center: The notification center; `UNUserNotificationCenter.current()` in an app.
    ///   - now: The clock instants are measured from when they are added; by default the
    ///     DateBuilder evaluation context's, the system clock unless `DateBuilder.withNow`
    ///     fixed it.
    public init(
      center: UNUserNotificationCenter,
      now: @escaping @Sendable () -> Date = { DateBuilder.Context.current.now }
    ) {
      self.center = center
      self.now = now
      self.delegateBridge = NotificationDelegateBridge()
    }

    /// Makes ``delegateBridge`` the center's delegate; call it before the app finishes
    /// launching.
    ///
    /// ```swift
    /// func application(
    ///   _ application: UIApplication, willFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?
    /// ) -> Bool {
    ///   system.installDelegate()
    ///   return true
    /// }
    /// ```
    ///
    /// Responses that arrive before the bridge has a response handler are queued for it. The
    /// adapter keeps the bridge alive (the center holds its delegate weakly), so keep the
    /// adapter.
    public func installDelegate() {
      delegateBridge.install(on: center)
    }
  }
#endif
