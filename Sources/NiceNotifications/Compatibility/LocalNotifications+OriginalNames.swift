extension LocalNotifications {
  /// The NiceNotifications name of ``PermissionStrategy``.
  public typealias PermissionStrategy = NiceNotifications.PermissionStrategy

  /// The NiceNotifications name of ``PermissionAsker``.
  public typealias ApplicationLevelPermissionAsker = PermissionAsker
}
