/// A store whose decisions follow the person across devices and that says which groups another device
/// changed: `let observation = store.observeDecisionChanges { groups in print(groups) }`.
public protocol CrossDeviceDecisionStore: Sendable {
  /// Calls `handler` with the groups (normalized to NFC) whose decisions another device
  /// changed, after merging them, until the observation is cancelled or released:
  /// `let observation = store.observeDecisionChanges { print($0) }`.
  func observeDecisionChanges(_ handler: @escaping @Sendable (Set<String>) -> Void)
    -> UbiquitousKeyValueObservation
}
