/// What the permission decisions of one call share: the authorization read once, whether the person may be
/// asked, and whether they were.
///
/// ```swift
/// var pass = PermissionPass()
/// let decision = await notifications.decide(strategy, group: "pills", pass: &pass)
/// if pass.asked { /* decide every group again with PermissionPass(mayAsk: false) */ }
/// ```
struct PermissionPass {
  /// The authorization read in this pass; `nil` until it is read, and again after a prompt.
  var status: AuthorizationStatus?
  /// Whether a strategy may ask: show a pre-permission screen or the system prompt.
  ///
  /// When it may not, a group level that asks reads the stored answer, and a system level that prompts
  /// reads the status.
  let mayAsk: Bool
  /// Whether the person was asked in this pass.
  ///
  /// While a pre-permission screen waits, the gate is open, and the person may turn a group off or mark a
  /// reminder done; an allowed prompt allows the groups decided before it. Decisions made before the
  /// person answered may no longer hold.
  var asked = false

  init(mayAsk: Bool = true) {
    self.mayAsk = mayAsk
  }
}
