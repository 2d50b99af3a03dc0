/// What the permission decisions of one call share: the authorization read once, whether the person may be
/// asked, and whether they were.
struct PermissionPass {
  /// `nil` until it is read, and again after a prompt.
  var status: AuthorizationStatus?
  /// When a strategy may not ask, a group level that asks reads the stored answer, and a system level that
  /// prompts reads the status.
  let mayAsk: Bool
  /// Whether the person was asked: while a pre-permission screen waits the gate is open, so they may turn a
  /// group off or mark a reminder done, and an allowed prompt allows the groups decided before it; decisions
  /// made before they answered may no longer hold.
  var asked = false

  init(mayAsk: Bool = true) {
    self.mayAsk = mayAsk
  }
}
