extension LocalNotifications.SystemAuthorization {
  /// The original NiceNotifications' name for the status itself.
  ///
  /// ```swift
  /// let status: LocalNotifications.SystemAuthorization.Status = .allowed
  /// ```
  public typealias Status = LocalNotifications.SystemAuthorization

  /// Asks the system for `options` on the default instance if the person has not decided yet.
  ///
  /// `completion` gets the status: `.allowed`, `.deniedNow` if they said no to this prompt,
  /// `.deniedPreviously` if they had said no before. A prompt the system could not show is
  /// `.failure`.
  ///
  /// ```swift
  /// LocalNotifications.SystemAuthorization.authorizeWithSystem { result in
  ///   if case .success(let status) = result, status.isAllowed { print("allowed") }
  /// }
  /// ```
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
