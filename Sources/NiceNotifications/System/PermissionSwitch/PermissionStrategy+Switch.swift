extension PermissionStrategy {
  /// The strategy as the person turning a switch on means it: their yes for the group.
  ///
  /// A group-level question is asked again, since a "Not now" answered before must not keep the
  /// switch off for good; `.bypass` and `.ifAlreadyAllowed`, which only follow a decision,
  /// record the yes instead, or a group the person once turned off would stay off. A group that
  /// follows another (`.ifAllowed(other:)`) records the yes while the other is allowed, and
  /// otherwise stays off with it: its reschedules follow the other, so an "on" of its own would
  /// not last. The system is asked if it never was.
  ///
  /// - Parameter other: The permission of the group an `.ifAllowed(other:)` level follows.
  func turnedOnByThePerson(other: GroupPermission) -> PermissionStrategy {
    let group: GroupLevel =
      switch groupLevel {
      case .askPermission(_, let asker): .askPermission(.alwaysIfNotAllowed, asker)
      case .bypass, .ifAlreadyAllowed: .allowAutomatically
      case .ifAllowed: other == .allowed ? .allowAutomatically : groupLevel
      case .allowAutomatically: groupLevel
      }
    let system: SystemLevel =
      if case .ifAlreadyAllowed = systemLevel { .askPermission } else { systemLevel }
    return PermissionStrategy(groupLevel: group, systemLevel: system)
  }

  /// Whether a reschedule with this strategy schedules a group now without asking the person
  /// anything: the group level lets it through as the front door decides it, and the system
  /// already allows notifications; never for a group the person turned off.
  ///
  /// - Parameters:
  ///   - group: The group's stored permission.
  ///   - other: The permission of the group an `.ifAllowed(other:)` level follows.
  ///   - system: The system's authorization.
  func schedulesWithoutAsking(group: GroupPermission, other: GroupPermission, system: AuthorizationStatus)
    -> Bool
  {
    // A group the person turned off stays off here, although `.allowAutomatically` would
    // overwrite the denial: the switch shows the person's decision.
    guard system.allowsScheduling, group != .denied else { return false }
    switch groupLevel {
    case .bypass, .allowAutomatically: return true
    case .ifAlreadyAllowed: return group == .allowed
    case .ifAllowed: return other == .allowed
    case .askPermission: return group == .allowed
    }
  }
}
