extension LocalNotifications.SystemAuthorization {
  /// The original's name for the status itself.
  public typealias Status = LocalNotifications.SystemAuthorization

  /// Asks the system for `options` on the default instance if not decided yet; a prompt it cannot show is
  /// `.failure`: `LocalNotifications.SystemAuthorization.authorizeWithSystem { result in print(result) }`.
  public static func authorizeWithSystem(
    options: AuthorizationOptions = .standard,
    _ completion: @escaping @Sendable (Result<Status, any Error>) -> Void
  ) {
    let strategy = PermissionStrategy(groupLevel: .bypass, systemLevel: .askPermission(options))
    LocalNotifications.submit { instance in
      switch await instance.requestPermission(strategy: strategy) {
      case .failed(let reason):
        completion(.failure(LocalNotifications.SchedulingResult.Failure(reason: reason)))
      case .allowed, .denied:
        completion(.success(await current(of: instance)))
      }
    }
  }
}
