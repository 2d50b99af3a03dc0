extension LocalNotifications {
  /// The original's result of a permission strategy; ``PermissionDecision/permissionResult`` makes one:
  /// `if decision.permissionResult.isDenied { showEnableHint() }`.
  public enum PermissionResult: Hashable, Sendable {
    /// Both levels allow scheduling.
    case allowed
    /// The system level said no.
    case deniedOnSystemLevel
    /// The group level said no.
    case deniedOnGroupLevel

    /// Whether it is ``allowed``.
    public var isAllowed: Bool { self == .allowed }

    /// Whether it is a denial.
    public var isDenied: Bool { !isAllowed }

    /// The scheduling result a denial at this level gives, or success.
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
  /// The decision as the original's result; one that could not be made reads as a group-level denial.
  public var permissionResult: LocalNotifications.PermissionResult {
    switch self {
    case .allowed: .allowed
    case .denied(.system): .deniedOnSystemLevel
    case .denied(.group), .failed: .deniedOnGroupLevel
    }
  }
}
