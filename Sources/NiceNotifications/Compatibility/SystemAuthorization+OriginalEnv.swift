#if !os(tvOS)
  #if canImport(UserNotifications)
    public import UserNotifications
  #else
    public import UserNotificationsShim
  #endif

  extension LocalNotifications.SystemAuthorization {
    /// The original's seams for reading and asking for authorization, kept so code using them compiles:
    /// `LocalNotifications.SystemAuthorization.Env.getNotificationSettings { print($0.alertSetting) }`.
    ///
    /// The package never calls them, and assigning one changes only later reads. The defaults run on the default
    /// instance in static-call order, so a "no" reads back as ``LocalNotifications/SystemAuthorization/deniedNow``.
    public enum Env {
      /// Hands the center's settings to a callback.
      public typealias GetSettings = @Sendable (@escaping @Sendable (UNNotificationSettings) -> Void) -> Void
      /// Asks for authorization, then calls back with whether it was granted, or the error.
      public typealias RequestAuthorization =
        @Sendable (UNAuthorizationOptions, @escaping @Sendable (Bool, (any Error)?) -> Void) -> Void

      /// Reads the notification settings.
      public static var getNotificationSettings: GetSettings {
        get { seams.withLock { $0.getSettings } }
        set { seams.withLock { $0.getSettings = newValue } }
      }

      /// Asks the person for authorization, through the default instance.
      public static var requestAuthorization: RequestAuthorization {
        get { seams.withLock { $0.request } }
        set { seams.withLock { $0.request = newValue } }
      }

      /// The only state: read and written inside `withLock`, every closure `@Sendable`, so any thread may use it.
      private static let seams = Locked(Seams(run: LocalNotifications.submit))

      /// The seams' closures; the defaults run each call as a job of `run` (the default instance's queue).
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

    /// Asks the system for the platform's `options` on the default instance if not decided yet; delivers the
    /// status: `LocalNotifications.SystemAuthorization.authorizeWithSystem(options: [.alert]) { print($0) }`.
    ///
    /// A prompt the system could not show is a `.failure` with a ``NotificationCenterError``.
    @_disfavoredOverload
    public static func authorizeWithSystem(
      options: UNAuthorizationOptions,
      _ completion: @escaping @Sendable (Result<LocalNotifications.SystemAuthorization, any Error>) -> Void
    ) {
      authorize(options: AuthorizationOptions(options), run: LocalNotifications.submit, completion)
    }

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
    /// The package's options for the platform's `options`, dropping those it has no name for:
    /// `AuthorizationOptions(UNAuthorizationOptions([.alert, .sound]))`.
    public init(_ options: UNAuthorizationOptions) {
      // The platform's bits: badge 1, sound 2, alert 4, carPlay 8, critical 16, settings 32, provisional 64.
      self.init(rawValue: options.rawValue & 0x7F)
    }
  }
#endif
