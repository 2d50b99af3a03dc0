#if !os(tvOS)
  #if canImport(UserNotifications)
    public import UserNotifications
  #else
    public import UserNotificationsShim
  #endif

  extension LocalNotifications.SystemAuthorization {
    /// The original NiceNotifications' seams for reading and asking for the system's
    /// authorization, kept so that code which reads or assigns them compiles.
    ///
    /// ```swift
    /// LocalNotifications.SystemAuthorization.Env.getNotificationSettings { settings in print(settings.authorizationStatus) }
    /// ```
    ///
    /// This package never calls them: ``LocalNotifications/SystemAuthorization/getCurrent(_:)``
    /// and the permission strategies ask the default instance's center. Assigning one changes
    /// only what later reads of it return; to run over another center, call
    /// ``LocalNotifications/bootstrap(_:)``. The defaults work on the default instance, in the
    /// order of the other static calls: `getNotificationSettings` reads its center (the
    /// ``SystemNotificationCenter``'s, else `UNUserNotificationCenter.current()`), and
    /// `requestAuthorization` asks through its permission strategy, so that a "no" at the
    /// prompt reads back as ``LocalNotifications/SystemAuthorization/deniedNow``.
    public enum Env {
      /// Hands the center's settings to a callback.
      ///
      /// ```swift
      /// let read: LocalNotifications.SystemAuthorization.Env.GetSettings = { completion in }
      /// ```
      public typealias GetSettings = @Sendable (@escaping @Sendable (UNNotificationSettings) -> Void) -> Void
      /// Asks for authorization, then calls back with whether it was granted, or the error.
      ///
      /// ```swift
      /// let ask: LocalNotifications.SystemAuthorization.Env.RequestAuthorization = { options, completion in completion(true, nil) }
      /// ```
      public typealias RequestAuthorization =
        @Sendable (UNAuthorizationOptions, @escaping @Sendable (Bool, (any Error)?) -> Void) -> Void

      /// Reads the notification settings.
      ///
      /// ```swift
      /// LocalNotifications.SystemAuthorization.Env.getNotificationSettings { settings in print(settings.alertSetting) }
      /// ```
      public static var getNotificationSettings: GetSettings {
        get { seams.withLock { $0.getSettings } }
        set { seams.withLock { $0.getSettings = newValue } }
      }

      /// Asks the person for authorization, through the default instance.
      ///
      /// ```swift
      /// LocalNotifications.SystemAuthorization.Env.requestAuthorization([.alert, .sound]) { granted, _ in print(granted) }
      /// ```
      public static var requestAuthorization: RequestAuthorization {
        get { seams.withLock { $0.request } }
        set { seams.withLock { $0.request = newValue } }
      }

      /// The closures, behind one lock: the only state, read and written only inside
      /// `withLock`, and every closure in it `@Sendable`, so any thread may read or assign.
      private static let seams = Locked(Seams(run: LocalNotifications.submit))

      /// The seams' closures, behind the lock of `seams`.
      ///
      /// The defaults run each call as a job of `run`: in the package, the default instance's
      /// ordered queue of static calls.
      struct Seams: Sendable {
        var getSettings: GetSettings
        var request: RequestAuthorization

        init(run: @escaping LocalNotifications.JobRunner) {
          getSettings = { completion in
            run { instance in instance.handSettings(to: completion) }
          }
          request = { options, completion in
            let wanted = AuthorizationOptions(options)
            run { instance in
              let strategy = PermissionStrategy(
                groupLevel: .bypass, systemLevel: .requestAuthorization(wanted))
              switch await instance.requestPermission(strategy: strategy) {
              case .allowed: completion(true, nil)
              case .denied: completion(false, nil)
              case .failed(let reason): completion(false, NotificationCenterError.failed(reason))
              }
            }
          }
        }
      }
    }

    /// Asks the system for `options`, given as the platform's options, on the default
    /// instance if the person has not decided yet, and delivers the status.
    ///
    /// ```swift
    /// let options: UNAuthorizationOptions = [.alert, .badge, .sound]
    /// LocalNotifications.SystemAuthorization.authorizeWithSystem(options: options) { result in
    ///   if case .success(let status) = result, status.isAllowed { print("allowed") }
    /// }
    /// ```
    ///
    /// The request goes through the default instance's permission strategy
    /// (``PermissionStrategy/SystemLevel/requestAuthorization(_:)``): the status is ``allowed``,
    /// ``deniedNow`` when the person said no to this prompt, ``deniedPreviously`` when they had
    /// said no before; a prompt the system could not show is a `.failure` with a
    /// ``NotificationCenterError``.
    @_disfavoredOverload
    public static func authorizeWithSystem(
      options: UNAuthorizationOptions,
      _ completion: @escaping @Sendable (Result<LocalNotifications.SystemAuthorization, any Error>) -> Void
    ) {
      authorize(options: AuthorizationOptions(options), run: LocalNotifications.submit, completion)
    }

    /// ``authorizeWithSystem(options:_:)``, on the instance `run` hands its job.
    static func authorize(
      options: AuthorizationOptions, run: LocalNotifications.JobRunner,
      _ completion: @escaping @Sendable (Result<LocalNotifications.SystemAuthorization, any Error>) -> Void
    ) {
      run { instance in
        let strategy = PermissionStrategy(groupLevel: .bypass, systemLevel: .requestAuthorization(options))
        switch await instance.requestPermission(strategy: strategy) {
        case .failed(let reason): completion(.failure(NotificationCenterError.failed(reason)))
        case .allowed, .denied: completion(.success(await current(of: instance)))
        }
      }
    }
  }

  extension AuthorizationOptions {
    /// The package's options for the platform's `options`; options the package has no
    /// name for are dropped.
    ///
    /// ```swift
    /// AuthorizationOptions(UNAuthorizationOptions([.alert, .sound])) // [.alert, .sound]
    /// ```
    public init(_ options: UNAuthorizationOptions) {
      // The bits are the platform's (badge 1, sound 2, alert 4, carPlay 8, critical alert 16,
      // app notification settings 32, provisional 64); higher ones have no name here.
      self.init(rawValue: options.rawValue & 0x7F)
    }
  }
#endif
