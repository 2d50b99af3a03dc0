import DateBuilder
import Foundation
import NiceNotifications
import NiceNotificationsTesting
import Testing
import TestSupport

/// What a cloud store keeps on the device across relaunches: read once, written only when it
/// changes, within the key budget, dropped with the account, and never a reason to fail.
struct KnownDecisionsTests {
  /// Around the night New York's clocks go back.
  static let night = DateBuilder.Context.fixed(2026, 11, 1, 1, 30, in: "America/New_York").now

  /// Counts the saves of the store it wraps.
  final class CountingStore: KnownDecisionsStore {
    let wrapped = InMemoryKnownDecisionsStore()
    let saves = Locked(0)

    func knownDecisions(forPrefix prefix: String) -> [String: PropertyListValue] {
      wrapped.knownDecisions(forPrefix: prefix)
    }

    func saveKnownDecisions(_ decisions: [String: PropertyListValue], forPrefix prefix: String) {
      saves.withLock { $0 += 1 }
      wrapped.saveKnownDecisions(decisions, forPrefix: prefix)
    }
  }

  static let corruptValues: [PropertyListValue] = [
    42, "garbage", .data(Data([0xFF, 0x00])), .data(Data(#"{"nn.group.0": "denied"}"#.utf8)),
    .data(Data(#"[1, 2, 3]"#.utf8)),
  ]

  @Test(arguments: corruptValues)
  func unreadableKnownDecisionsAreReportedByTheDefaultsStore(_ value: PropertyListValue) async throws {
    try await withTemporaryDefaultsSuite { defaults, _ in
      let known = UserDefaultsKnownDecisionsStore(userDefaults: defaults)
      let key = known.key(forPrefix: CloudGroupPermissionStore.keyPrefix)
      defaults.set(value.defaultsValue, forKey: key)
      let error = #expect(throws: KnownDecisionsStoreError.self) {
        try known.knownDecisions(forPrefix: CloudGroupPermissionStore.keyPrefix)
      }
      guard case .unreadableValue(let reported, _)? = error else {
        Issue.record("expected an unreadable value, got \(String(describing: error))")
        return
      }
      #expect(reported == key)
    }
  }

  @Test(arguments: corruptValues)
  func aStoreOverUnreadableKnownDecisionsStartsAsOnAFirstLaunchAndReplacesThem(_ value: PropertyListValue)
    async throws
  {
    try await withTemporaryDefaultsSuite { defaults, _ in
      let cloud = SimulatedCloud()
      let tablet = CloudGroupPermissionStore.fresh(over: cloud.device("tablet"), clockAt: Self.night)
      try await tablet.setPermission(.denied, forGroup: "pills")
      cloud.sync()
      let known = UserDefaultsKnownDecisionsStore(userDefaults: defaults)
      defaults.set(value.defaultsValue, forKey: known.key(forPrefix: CloudGroupPermissionStore.keyPrefix))
      let phoneValues = cloud.device("phone")
      let phone = CloudGroupPermissionStore(keyValueStore: phoneValues, knownDecisions: known) {
        Self.night.addingTimeInterval(60)
      }
      // The cloud's decision is read as it is, and reschedules go on.
      #expect(await phone.permission(forGroup: "pills") == .denied)
      #expect(await phone.allPermissions() == ["pills": .denied])
      try await phone.setPermission(.allowed, forGroup: "news")
      // What could not be read is replaced by what the phone knows now.
      let kept = try known.knownDecisions(forPrefix: CloudGroupPermissionStore.keyPrefix)
      #expect(kept.count == 2)
      let relaunched = CloudGroupPermissionStore(keyValueStore: phoneValues, knownDecisions: known) {
        Self.night.addingTimeInterval(120)
      }
      #expect(await relaunched.allPermissions() == ["pills": .denied, "news": .allowed])
      #expect(cloud.limitViolations.isEmpty)
    }
  }

  @Test func knownEntriesThisStoreDidNotWriteCountAsNoDecision() async throws {
    let cloud = SimulatedCloud()
    let phone = cloud.device("phone")
    let known = InMemoryKnownDecisionsStore()
    let first = CloudGroupPermissionStore(keyValueStore: phone, knownDecisions: known) { Self.night }
    try await first.setPermission(.allowed, forGroup: "pills")
    cloud.sync()
    let key = first.key(forGroup: "pills")
    // A later "denied" filed under the pills key but about another group, and one in a format
    // this code does not know: neither may outvote the store's value.
    let later = Self.night.addingTimeInterval(3_600)
    known.saveKnownDecisions(
      [
        key: ["v": 1, "s": "news", "d": "denied", "at": .date(later)],
        first.key(forGroup: "news"): ["v": 2, "s": "news", "d": "denied", "at": .date(later)],
      ], forPrefix: CloudGroupPermissionStore.keyPrefix)
    let relaunched = CloudGroupPermissionStore(keyValueStore: phone, knownDecisions: known) { later }
    #expect(await relaunched.allPermissions() == ["pills": .allowed])
    #expect(!cloud.hasUnsentWrites)
  }

  @Test func knownDecisionsAreWrittenOnlyWhenTheyChange() async throws {
    let cloud = SimulatedCloud()
    let phone = cloud.device("phone")
    let known = CountingStore()
    let handled = CloudHandledOccurrenceStore(keyValueStore: phone, knownDecisions: known) {
      Self.night
    }
    let occurrence = RequestIdentifier(group: "pills", entry: "0", occurrence: "20261101T013000")
    for _ in 0..<3 { _ = await handled.handledOccurrences(inGroup: "pills") }
    #expect(known.saves.withLock { $0 } == 0)
    try await handled.markHandled(occurrence, date: nil)
    #expect(known.saves.withLock { $0 } == 1)
    cloud.sync()
    for _ in 0..<3 { _ = await handled.handledOccurrences(inGroup: "pills") }
    // A relaunch over the same values reads them back exactly and writes nothing anywhere.
    let relaunched = CloudHandledOccurrenceStore(keyValueStore: phone, knownDecisions: known) {
      Self.night
    }
    #expect(await relaunched.handledOccurrences(inGroup: "pills") == [occurrence.description])
    #expect(known.saves.withLock { $0 } == 1)
    #expect(!cloud.hasUnsentWrites)
  }

  @Test func aRelaunchOverTheDefaultsStoreReadsItsDecisionsBackExactly() async throws {
    try await withTemporaryDefaultsSuite { defaults, _ in
      let cloud = SimulatedCloud()
      let phone = cloud.device("phone")
      // Decisions a millisecond apart, as a device dates one later than what it saw.
      let first = CloudGroupPermissionStore(
        keyValueStore: phone, knownDecisions: UserDefaultsKnownDecisionsStore(userDefaults: defaults)
      ) { Self.night }
      try await first.setPermission(.allowed, forGroup: "pills")
      try await first.setPermission(.denied, forGroup: "pills")
      cloud.sync()
      let relaunched = CloudGroupPermissionStore(
        keyValueStore: phone, knownDecisions: UserDefaultsKnownDecisionsStore(userDefaults: defaults)
      ) { Self.night }
      #expect(await relaunched.permission(forGroup: "pills") == .denied)
      #expect(!cloud.hasUnsentWrites)
    }
  }

  @Test func knownDecisionsStayWithinTheKeyBudgetKeepingTheLatest() async throws {
    let cloud = SimulatedCloud()
    let clock = Locked(Self.night)
    let tablet = CloudGroupPermissionStore(
      keyValueStore: cloud.device("tablet"), keyBudget: 5, knownDecisions: InMemoryKnownDecisionsStore()
    ) { clock.withLock { $0 } }
    for group in ["a", "b", "c", "d", "e"] {
      clock.withLock { $0 = $0.addingTimeInterval(60) }
      try await tablet.setPermission(.denied, forGroup: group)
    }
    cloud.sync()
    let known = InMemoryKnownDecisionsStore()
    let phone = CloudGroupPermissionStore(
      keyValueStore: cloud.device("phone"), keyBudget: 2, knownDecisions: known
    ) {
      clock.withLock { $0 }
    }
    #expect(await phone.allPermissions().count == 5)
    let kept = known.knownDecisions(forPrefix: CloudGroupPermissionStore.keyPrefix)
    #expect(Set(kept.keys) == [phone.key(forGroup: "d"), phone.key(forGroup: "e")])
  }

  @Test func anAccountChangeDropsTheKnownDecisionsSoARelaunchDoesNotOutvoteTheNewAccount() async throws {
    let cloud = SimulatedCloud()
    let known = InMemoryKnownDecisionsStore()
    let start = DateBuilder.Context.fixed(2026, 11, 1, 0, 30, in: "America/New_York")
    let phone = try CloudDevice("phone", cloud: cloud, start: start, knownDecisions: known)
    await phone.center.advance(by: 3_600)
    await phone.notifications.disable(group: CloudDevice.pills)
    cloud.sync()
    cloud.changeAccount()
    #expect(known.knownDecisions(forPrefix: CloudGroupPermissionStore.keyPrefix).isEmpty)
    // The other account turned the group on, on a device whose clock is behind the phone's.
    let other = try CloudDevice("other", cloud: cloud, start: start)
    try await other.permissions.setPermission(.allowed, forGroup: "pills")
    cloud.sync()
    let relaunched = try phone.relaunched()
    await relaunched.reschedule()
    #expect(await relaunched.notifications.groupAuthorization(forGroup: "pills") == .allowed)
    #expect(await !relaunched.pendingPills().isEmpty)
    cloud.sync()
    #expect(await other.permissions.permission(forGroup: "pills") == .allowed)
  }
}

extension PropertyListValue {
  /// The value as `UserDefaults` keeps it.
  fileprivate var defaultsValue: Any {
    switch self {
    case .string(let value): value
    case .int(let value): value
    case .data(let value): value
    default: "\(self)"
    }
  }
}
