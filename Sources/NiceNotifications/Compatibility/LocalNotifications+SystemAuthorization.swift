extension LocalNotifications {
  /// The system's authorization, in NiceNotifications' terms:
  /// `let allowed = await LocalNotifications.SystemAuthorization.current().isAllowed`.
  public enum SystemAuthorization: Hashable, Sendable {
    /// Authorized, provisional or ephemeral.
    case allowed
    /// Denied by the person in answer to the prompt this instance showed, since launch.
    case deniedNow
    /// Denied earlier; only Settings can change it.
    case deniedPreviously
    /// Not asked yet.
    case undetermined

    /// Whether requests may be scheduled.
    public var isAllowed: Bool { self == .allowed }

    /// The status of the default instance's center, delivered to `completion`:
    /// `LocalNotifications.SystemAuthorization.getCurrent { status in print(status) }`.
    public static func getCurrent(_ completion: @escaping @Sendable (SystemAuthorization) -> Void) {
      submit { instance in completion(await current(of: instance)) }
    }

    /// The status of the default instance's center under the first label; a trailing closure picks ``getCurrent(_:)``.
    @available(*, deprecated, renamed: "getCurrent(_:)")
    @_disfavoredOverload
    public static func getCurrent(completion: @escaping @Sendable (SystemAuthorization) -> Void) {
      getCurrent(completion)
    }

    /// The status of `instance`'s center (by default the default instance's):
    /// `let status = await LocalNotifications.SystemAuthorization.current()`.
    public static func current(of instance: LocalNotifications = .default) async -> SystemAuthorization {
      switch await instance.systemAuthorization() {
      case .authorized, .provisional, .ephemeral: .allowed
      case .denied: instance.deniedAtPrompt.withLock { $0 } ? .deniedNow : .deniedPreviously
      case .notDetermined: .undetermined
      }
    }
  }
}
