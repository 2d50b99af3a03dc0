import Foundation
import NiceNotifications
import NiceNotificationsTesting
import Testing
import TestSupport

/// A group named in decomposed Unicode ("Me\u{301}dicaments") is one group with its precomposed
/// spelling: its done marks and its switch reach every store under one name, whichever store
/// the app gives and however the store compares text.
struct GroupNameSpellingTests {
  static let decomposed = "Me\u{301}dicaments"
  static let precomposed = "M\u{E9}dicaments"

  enum Store: String, CaseIterable, CustomTestStringConvertible {
    case inMemory, userDefaults, byBytes
    var testDescription: String { rawValue }
  }

  func doses(named name: String) -> FixedGroup {
    FixedGroup(name) {
      EveryDay(forDays: 3, starting: .today).at(hour: 20, minute: 0).schedule(title: "Take your dose")
        .withCategory("pill")
    }
  }

  func withHandledStore(_ kind: Store, _ body: (any HandledOccurrenceStore) async throws -> Void) async throws
  {
    switch kind {
    case .inMemory: try await body(InMemoryHandledOccurrenceStore())
    case .byBytes: try await body(HandledStoreByBytes())
    case .userDefaults:
      try await withTemporaryDefaultsSuite { defaults, _ in
        try await body(UserDefaultsHandledOccurrenceStore(userDefaults: defaults))
      }
    }
  }

  @Test(arguments: Store.allCases, [decomposed, precomposed])
  func aDoneOfAGroupNamedInEitherFormHoldsAcrossAFlightWest(store kind: Store, name: String) async throws {
    try await withHandledStore(kind) { store in
      let center = simulator(DateBuilder.Context.fixed(2026, 11, 21, 12, 0))
      let notifications = try await pillFrontDoor(over: center, handledStore: store)
      let group = doses(named: name)
      await notifications.reschedule(group: group, permissionStrategy: .scheduleIfSystemAllowed)
      await center.advance(by: 8 * 3_600)
      let tonight = try #require(await center.delivered.first?.request.identifier)
      try await center.chooseAction("done", on: tonight)
      for spelling in [Self.decomposed, Self.precomposed] {
        #expect(try await notifications.handledOccurrences(ofGroup: spelling) == [tonight])
      }
      // In New York it is 14:00 on the same day: tonight's 20:00 comes round again, done.
      await center.setTimeZone(zone("America/New_York"))
      await notifications.reschedule(group: group, permissionStrategy: .scheduleIfSystemAllowed)
      #expect(await !center.pending.map(\.request.identifier).contains(tonight))
      #expect(await center.pending.count == 2)
    }
  }

  @Test(arguments: [decomposed, precomposed])
  func aGroupSwitchedOffUnderEitherFormRefusesASnoozeWithAStoreThatComparesBytes(name: String) async throws {
    let center = simulator(DateBuilder.Context.fixed(2026, 11, 21, 12, 0))
    let notifications = LocalNotifications(simulator: center, permissionStore: PermissionStoreByBytes())
    let group = doses(named: name)
    await notifications.reschedule(group: group, permissionStrategy: .scheduleIfSystemAllowed)
    await center.advance(by: 8 * 3_600)
    let tonight = try #require(await center.delivered.first)
    await notifications.disable(group: group)
    for spelling in [Self.decomposed, Self.precomposed] {
      #expect(await notifications.groupAuthorization(forGroup: spelling) == .denied)
    }
    let refusal = await #expect(throws: ResponseActionError.self) {
      try await notifications.snooze(tonight, .after(600))
    }
    guard case .groupDisabled = refusal else {
      Issue.record("not refused as switched off: \(String(describing: refusal))")
      return
    }
    #expect(await center.pending.isEmpty)
  }
}

/// A handled store keyed by the bytes of the group's name, as a database column or a file per
/// group would be.
private actor HandledStoreByBytes: HandledOccurrenceStore {
  private var marks: [[UInt8]: Set<String>] = [:]

  func markHandled(_ identifier: RequestIdentifier, date: Date?) {
    marks[Array(identifier.group.utf8), default: []].insert(identifier.description)
  }

  func handledOccurrences(inGroup group: String) -> Set<String> {
    marks[Array(group.utf8)] ?? []
  }

  func unmarkHandled(_ identifier: RequestIdentifier) {
    marks[Array(identifier.group.utf8)]?.remove(identifier.description)
  }

  func forgetHandled(before date: Date) {}
}

/// A permission store keyed by the bytes of the group's name.
private actor PermissionStoreByBytes: GroupPermissionStore {
  private var decisions: [[UInt8]: GroupPermission] = [:]

  func permission(forGroup group: String) -> GroupPermission {
    decisions[Array(group.utf8)] ?? .notAsked
  }

  func setPermission(_ permission: GroupPermission, forGroup group: String) {
    decisions[Array(group.utf8)] = permission
  }

  func removePermission(forGroup group: String) {
    decisions[Array(group.utf8)] = nil
  }

  func allPermissions() -> [String: GroupPermission] {
    Dictionary(decisions.map { (String(decoding: $0.key, as: UTF8.self), $0.value) }) { first, _ in first }
  }
}
