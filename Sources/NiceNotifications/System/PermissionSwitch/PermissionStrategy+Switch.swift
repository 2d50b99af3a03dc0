extension PermissionStrategy {
  /// The strategy as the person turning a switch on means it: a group-level question asked
  /// only once is asked again, since a "Not now" answered before must not keep the switch
  /// off for good.
  var turnedOnByThePerson: PermissionStrategy {
    guard case .askPermission(.once, let asker) = groupLevel else { return self }
    return PermissionStrategy(
      groupLevel: .askPermission(.alwaysIfNotAllowed, asker), systemLevel: systemLevel)
  }
}
