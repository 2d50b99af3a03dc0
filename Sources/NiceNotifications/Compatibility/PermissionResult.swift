extension LocalNotifications {
  /// The original NiceNotifications' result of a permission strategy.
  ///
  /// ``PermissionDecision`` says the same and also why a decision could not be made;
  /// ``PermissionDecision/permissionResult`` reduces one to this.
  ///
  /// ```swift
  /// LocalNotifications.withPermission(strategy: .askSystemPermissionIfNeeded, perform: {}) { result in
  ///   if result.isDenied { showEnableHint() }
  /// }
  /// ```
  public enum PermissionResult: Hashable, Sendable {
    /// Both levels allow scheduling.
    case allowed
    /// The system level said no.
    case deniedOnSystemLevel
    /// The group level said no.
    case deniedOnGroupLevel

    /// Whether it is ``allowed``.
    ///
    /// ```swift
    /// LocalNotifications.PermissionResult.allowed.isAllowed // true
    /// ```
    public var isAllowed: Bool { self == .allowed }

    /// Whether it is a denial.
    ///
    /// ```swift
    /// LocalNotifications.PermissionResult.deniedOnGroupLevel.isDenied // true
    /// ```
    public var isDenied: Bool { !isAllowed }

    /// The scheduling result a denial at this level gives, or success.
    ///
    /// ```swift
    /// LocalNotifications.PermissionResult.deniedOnSystemLevel.asSchedulingResult // .deniedOnSystemLevel
    /// ```
    public var asSchedulingResult: SchedulingResult {
      switch self {
      case .allowed: .scheduledSuccesfully
      case .deniedOnGroupLevel: .deniedOnGroupLevel
      case .deniedOnSystemLevel: .deniedOnSystemLevel
      }
    }
  }
}

extension PermissionDecision {
  /// The decision as the original NiceNotifications' result.
  ///
  /// A decision that could not be made (an asker, the store or the system's prompt failed) reads as
  /// a denial at the group level, as the original treated a failed asker; the decision itself keeps
  /// the reason.
  ///
  /// ```swift
  /// PermissionDecision.denied(.system).permissionResult // .deniedOnSystemLevel
  /// ```
  public var permissionResult: LocalNotifications.PermissionResult {
    switch self {
    case .allowed: .allowed
    case .denied(.system): .deniedOnSystemLevel
    case .denied(.group), .failed: .deniedOnGroupLevel
    }
  }
}
