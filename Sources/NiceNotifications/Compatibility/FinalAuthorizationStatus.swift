extension LocalNotifications {
  /// Whether a group's notifications can be delivered, both levels considered: the original's switch state:
  /// `LocalNotifications.currentAuthorizationStatus(forGroup: quotes) { print($0.isEnabled) }`.
  public enum FinalAuthorizationStatus: Hashable, Sendable {
    /// The system allows notifications and the group is allowed.
    case enabled
    /// The system allows them (or was not asked yet) but the group is not allowed.
    case disabled
    /// The system denies notifications; only Settings can change that.
    case systemDenied

    /// Whether it is ``enabled``.
    public var isEnabled: Bool { self == .enabled }
  }

  /// The group's status on the default instance, delivered on any thread (the original used the main queue):
  /// `LocalNotifications.currentAuthorizationStatus(forGroup: quotes) { toggle.isOn = $0.isEnabled }`.
  public static func currentAuthorizationStatus(
    forGroup group: some LocalNotificationsGroup,
    completion: @escaping @Sendable (FinalAuthorizationStatus) -> Void
  ) {
    let identifier = group.groupIdentifier
    submit { instance in completion(await instance.authorizationStatus(forGroup: identifier)) }
  }

  /// The group's status: `systemDenied` when the system denies, `enabled` when it and the group allow,
  /// `disabled` otherwise (also before the system is asked):
  /// `let status = await notifications.authorizationStatus(forGroup: "dailyQuote")`.
  public func authorizationStatus(forGroup groupIdentifier: String) async -> FinalAuthorizationStatus {
    switch await SystemAuthorization.current(of: self) {
    case .deniedNow, .deniedPreviously: return .systemDenied
    case .undetermined: return .disabled
    case .allowed:
      return await groupAuthorization(forGroup: groupIdentifier) == .allowed ? .enabled : .disabled
    }
  }
}
