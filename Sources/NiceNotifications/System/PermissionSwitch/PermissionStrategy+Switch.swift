extension PermissionStrategy {
  /// The strategy as the person turning a switch on means it: a group-level question asked
  /// only once is asked again, since a "Not now" answered before must not keep the switch
  /// off for good.
  var turnedOnByThePerson: PermissionStrategy {
    guard case .askPermission(.once, let asker) = groupLevel else { return self }
    return PermissionStrategy(
      groupLevel: .askPermission(.alwaysIfNotAllowed, asker), systemLevel: systemLevel)
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
