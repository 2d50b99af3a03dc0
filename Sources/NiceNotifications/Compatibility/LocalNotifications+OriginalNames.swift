extension LocalNotifications {
  /// The NiceNotifications name of ``PermissionStrategy``.
  ///
  /// ```swift
  /// let strategy = LocalNotifications.PermissionStrategy(groupLevel: .bypass, systemLevel: .askPermission)
  /// ```
  public typealias PermissionStrategy = NiceNotifications.PermissionStrategy

  /// The NiceNotifications name of ``PermissionAsker``.
  ///
  /// ```swift
  /// let asker = LocalNotifications.ApplicationLevelPermissionAsker { completion in completion(.success(true)) }
  /// ```
  public typealias ApplicationLevelPermissionAsker = PermissionAsker
}
