public import Foundation

/// A group-permission store in the iCloud key-value store, so a group turned off on one device is off on
/// all: `CloudGroupPermissionStore(keyValueStore: ICloudKeyValueStore.shared)`.
public final class CloudGroupPermissionStore: GroupPermissionStore, CrossDeviceDecisionStore {
  /// The prefix of this store's keys: `"nn.group."`.
  public static let keyPrefix = "nn.group."

  private let ledger: CloudLedger<GroupPermission>
  private let now: @Sendable () async -> Date

  /// A store over `keyValueStore`:
  /// `let store = CloudGroupPermissionStore(keyValueStore: ICloudKeyValueStore.shared, keyBudget: 50)`.
  ///
  /// - Parameters:
  ///   - keyValueStore: Where decisions live.
  ///   - keyBudget: The most groups kept, within 1...1,024; 100 by default, leaving most of the store's 1,024
  ///     keys to the app and to marks.
  ///   - knownDecisions: Where the decision this device last knew for each group stays, across
  ///     relaunches; the app's standard defaults by default.
  ///   - now: The clock that dates decisions; the system clock by default.
  public init(
    keyValueStore: any UbiquitousKeyValueStoring, keyBudget: Int = 100,
    knownDecisions: any KnownDecisionsStore = UserDefaultsKnownDecisionsStore(),
    now: @escaping @Sendable () async -> Date = { Date() }
  ) {
    ledger = CloudLedger(
      keyValueStore: keyValueStore, prefix: Self.keyPrefix, keyBudget: min(max(1, keyBudget), 1_024),
      knownDecisions: knownDecisions)
    self.now = now
  }

  /// The key a group's decision is kept under, `"nn.group."` and 32 hex digits:
  /// `store.key(forGroup: "dailyQuote")`.
  public func key(forGroup group: String) -> String {
    ledger.key(for: RequestIdentifier.normalized(group))
  }

  /// The group's decision, merged with what this device last knew:
  /// `await store.permission(forGroup: "dailyQuote")`.
  public func permission(forGroup group: String) async -> GroupPermission {
    ledger.decision(about: RequestIdentifier.normalized(group), now: await now())?.value ?? .notAsked
  }

  /// Records a decision made now; `.notAsked` forgets the group on every device:
  /// `try await store.setPermission(.allowed, forGroup: "dailyQuote")`.
  ///
  /// - Throws: ``GroupPermissionStoreError/keyBudgetExhausted(limit:)`` for a new group when
  ///   the budget is spent.
  public func setPermission(_ permission: GroupPermission, forGroup group: String)
    async throws(GroupPermissionStoreError)
  {
    let subject = RequestIdentifier.normalized(group)
    // Forgetting what no device decided writes nothing.
    let now = await now()
    if permission == .notAsked, ledger.decision(about: subject, now: now) == nil { return }
    guard ledger.record(CloudDecision(subject: subject, value: permission, decidedAt: now), now: now) else {
      throw .keyBudgetExhausted(limit: ledger.keyBudget)
    }
  }

  /// Every group's decision, by group name (NFC): `await store.allPermissions()`.
  public func allPermissions() async -> [String: GroupPermission] {
    Dictionary(
      ledger.all(now: await now()).filter { $0.value != .notAsked }.map { ($0.subject, $0.value) },
      uniquingKeysWith: { $1 })
  }

  /// Forgets the group's decision on every device:
  /// `try await store.removePermission(forGroup: "dailyQuote")`.
  public func removePermission(forGroup group: String) async throws(GroupPermissionStoreError) {
    try await setPermission(.notAsked, forGroup: group)
  }

  /// Calls `handler` with the groups whose decisions another device changed:
  /// `let observation = store.observeDecisionChanges { print($0) }`.
  public func observeDecisionChanges(_ handler: @escaping @Sendable (Set<String>) -> Void)
    -> UbiquitousKeyValueObservation
  {
    let ledger = ledger
    return ledger.keyValueStore.observeExternalChanges { change in
      let groups = ledger.absorb(change)
      if !groups.isEmpty { handler(groups) }
    }
  }
}
