extension PermissionStrategy {
  /// The strategy as the person turning a switch on means it: their yes for the group.
  ///
  /// A group-level question is asked again, so an earlier "Not now" does not keep the switch off
  /// for good; `.bypass` and `.ifAlreadyAllowed` record the yes, or a group once turned off would
  /// stay off; `.ifAllowed(other:)` records it only while `other` is allowed, since its reschedules
  /// follow the other. The system is asked if it never was.
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

  /// Whether a reschedule with this strategy schedules a group now without asking anyone: the
  /// group level lets it through and the system allows notifications.
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
