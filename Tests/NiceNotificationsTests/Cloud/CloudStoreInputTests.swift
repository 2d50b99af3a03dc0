import Foundation
import NiceNotifications
import NiceNotificationsTesting
import Testing
import TestSupport

/// What the cloud stores do with values they did not write, with names in any spelling, and
/// at the edge of their key budget.
struct CloudStoreInputTests {
  /// Around the night Berlin's clocks go forward.
  static let night = DateBuilder.Context.fixed(2026, 3, 29, 1, 30, in: "Europe/Berlin").now

  static let foreignValues: [PropertyListValue] = [
    "denied", 42, true, .data(Data([0xFF])), ["v": 1, "s": "pills", "d": "maybe", "at": .date(night)],
    ["v": 2, "s": "pills", "d": "denied", "at": .date(night)], ["v": 1, "s": "pills", "d": "denied"],
    ["v": 1, "s": "other", "d": "denied", "at": .date(night)],
    ["v": 1, "s": "pills", "d": "denied", "at": .date(night), "until": "soon"],
  ]

  @Test(arguments: foreignValues)
  func aValueThisStoreDidNotWriteReadsAsNoDecision(_ value: PropertyListValue) async throws {
    let cloud = SimulatedCloud()
    let device = cloud.device("phone")
    let permissions = CloudGroupPermissionStore.fresh(over: device, clockAt: Self.night)
    device.setValue(value, forKey: permissions.key(forGroup: "pills"))
    #expect(await permissions.permission(forGroup: "pills") == .notAsked)
    #expect(await permissions.allPermissions().isEmpty)
    try await permissions.setPermission(.denied, forGroup: "pills")
    #expect(await permissions.allPermissions() == ["pills": .denied])

    let handled = CloudHandledOccurrenceStore.fresh(over: device, clockAt: Self.night)
    let occurrence = RequestIdentifier(group: "pills", entry: "0", occurrence: "20260329T090000")
    device.setValue(value, forKey: handled.key(for: occurrence))
    #expect(await handled.handledOccurrences(inGroup: "pills").isEmpty)
    try await handled.markHandled(occurrence, date: nil)
    #expect(await handled.handledOccurrences(inGroup: "pills") == [occurrence.description])
  }

  /// Dates that are no instant, named here rather than shown: describing such a date traps.
  @Test(arguments: ["at": .nan, "until": .nan, "until ": -Double.infinity] as KeyValuePairs<String, Double>)
  func aDecisionDatedAtNoInstantReadsAsNoneAndIsNotWrittenBack(field: String, seconds: Double) async {
    let cloud = SimulatedCloud()
    let device = cloud.device("phone")
    let handled = CloudHandledOccurrenceStore.fresh(over: device, clockAt: Self.night)
    let occurrence = RequestIdentifier(group: "pills", entry: "0", occurrence: "20260329T090000")
    var fields: [String: PropertyListValue] = [
      "v": 1, "s": .string(occurrence.description), "d": "done", "at": .date(Self.night),
    ]
    fields[field.trimmingCharacters(in: .whitespaces)] = .date(Date(timeIntervalSince1970: seconds))
    device.setValue(.dictionary(fields), forKey: handled.key(for: occurrence))
    cloud.sync()
    for _ in 0..<3 { #expect(await handled.handledOccurrences(inGroup: "pills").isEmpty) }
    #expect(!cloud.hasUnsentWrites)
  }

  @Test func aForeignValueOverwritingADecisionLosesToIt() async throws {
    let cloud = SimulatedCloud()
    let phone = cloud.device("phone")
    let tablet = cloud.device("tablet")
    let permissions = CloudGroupPermissionStore.fresh(over: phone, clockAt: Self.night)
    try await permissions.setPermission(.denied, forGroup: "pills")
    cloud.sync()
    tablet.setValue("garbage", forKey: permissions.key(forGroup: "pills"))
    cloud.sync()
    #expect(await permissions.permission(forGroup: "pills") == .denied)
    cloud.sync()
    let tabletPermissions = CloudGroupPermissionStore.fresh(over: tablet, clockAt: Self.night)
    #expect(await tabletPermissions.permission(forGroup: "pills") == .denied)
  }

  @Test(arguments: [
    ("Café", "Cafe\u{301}"), ("Ångström", "A\u{30A}ngstro\u{308}m"),
    ("한국", "\u{1112}\u{1161}\u{11AB}\u{1100}\u{116E}\u{11A8}"),
  ])
  func everySpellingOfAGroupNameIsOneGroup(composed: String, decomposed: String) async throws {
    let cloud = SimulatedCloud()
    let phone = cloud.device("phone")
    let tablet = cloud.device("tablet")
    let phonePermissions = CloudGroupPermissionStore.fresh(over: phone, clockAt: Self.night)
    let tabletPermissions = CloudGroupPermissionStore.fresh(over: tablet, clockAt: Self.night)
    try await phonePermissions.setPermission(.denied, forGroup: decomposed)
    cloud.sync()
    #expect(await tabletPermissions.permission(forGroup: composed) == .denied)
    #expect(await tabletPermissions.allPermissions() == [composed: .denied])

    let phoneHandled = CloudHandledOccurrenceStore.fresh(over: phone, clockAt: Self.night)
    let tabletHandled = CloudHandledOccurrenceStore.fresh(over: tablet, clockAt: Self.night)
    let occurrence = RequestIdentifier(group: decomposed, entry: "0", occurrence: "20260329T090000")
    try await phoneHandled.markHandled(occurrence, date: nil)
    cloud.sync()
    #expect(await tabletHandled.handledOccurrences(inGroup: composed) == [occurrence.description])
    #expect(await tabletHandled.handledOccurrences(inGroup: decomposed) == [occurrence.description])
  }

  @Test func keysFitTheStoreWhateverTheNameLength() async throws {
    let cloud = SimulatedCloud()
    let phone = cloud.device("phone")
    let permissions = CloudGroupPermissionStore.fresh(over: phone, clockAt: Self.night)
    let handled = CloudHandledOccurrenceStore.fresh(over: phone, clockAt: Self.night)
    let long = String(repeating: "Ünïcødé:%", count: 40)
    try await permissions.setPermission(.allowed, forGroup: long)
    try await handled.markHandled(RequestIdentifier(group: long, entry: long, occurrence: "t1"), date: nil)
    cloud.sync()
    #expect(cloud.limitViolations.isEmpty)
    #expect(phone.keys.allSatisfy { $0.utf8.count <= SimulatedKeyValueStore.maximumKeyLength })
    #expect(await permissions.allPermissions() == [long.precomposedStringWithCanonicalMapping: .allowed])
    #expect(await handled.handledOccurrences(inGroup: long).count == 1)
  }

  @Test func aGroupBeyondTheBudgetIsRefusedWithATypedError() async throws {
    let device = SimulatedCloud().device("phone")
    let permissions = CloudGroupPermissionStore(
      keyValueStore: device, keyBudget: 2, knownDecisions: InMemoryKnownDecisionsStore()
    ) { Self.night }
    try await permissions.setPermission(.allowed, forGroup: "a")
    try await permissions.setPermission(.denied, forGroup: "b")
    await #expect(throws: GroupPermissionStoreError.keyBudgetExhausted(limit: 2)) {
      try await permissions.setPermission(.allowed, forGroup: "c")
    }
    // Changing a kept group needs no new key.
    try await permissions.setPermission(.allowed, forGroup: "b")
    #expect(await permissions.allPermissions() == ["a": .allowed, "b": .allowed])
  }

  /// A device's mark store with room for two keys, its clock at ``night``.
  static func handledStoreOfTwoKeys() -> (SimulatedKeyValueStore, CloudHandledOccurrenceStore) {
    let device = SimulatedCloud().device("phone")
    let handled = CloudHandledOccurrenceStore(
      keyValueStore: device, keyBudget: 2, knownDecisions: InMemoryKnownDecisionsStore()
    ) { Self.night }
    return (device, handled)
  }

  @Test func aMarkBeyondTheBudgetDropsPastMarksFirstThenIsRefused() async throws {
    let (_, handled) = Self.handledStoreOfTwoKeys()
    let past = RequestIdentifier(group: "pills", entry: "0", occurrence: "20260328T090000")
    let ahead = RequestIdentifier(group: "pills", entry: "0", occurrence: "20260330T090000")
    let later = RequestIdentifier(group: "pills", entry: "0", occurrence: "20260331T090000")
    try await handled.markHandled(past, date: Self.night.addingTimeInterval(-3_600))
    try await handled.markHandled(ahead, date: Self.night.addingTimeInterval(86_400))
    try await handled.markHandled(later, date: Self.night.addingTimeInterval(2 * 86_400))
    #expect(await handled.handledOccurrences(inGroup: "pills") == [ahead.description, later.description])
    let fourth = RequestIdentifier(group: "pills", entry: "0", occurrence: "20260401T090000")
    await #expect(throws: HandledOccurrenceStoreError.keyBudgetExhausted(limit: 2)) {
      try await handled.markHandled(fourth, date: nil)
    }
    #expect(await handled.handledOccurrences(inGroup: "pills") == [ahead.description, later.description])
  }

  @Test func valuesUnderThePrefixThatAreNoDecisionMakeRoomForADone() async throws {
    let (device, handled) = Self.handledStoreOfTwoKeys()
    let done = RequestIdentifier(group: "pills", entry: "0", occurrence: "20260330T090000")
    let junk = ["junk0", "junk1"].map {
      handled.key(for: RequestIdentifier(group: $0, entry: "0", occurrence: "now"))
    }
    for key in junk { device.setValue("junk", forKey: key) }
    try await handled.markHandled(done, date: nil)
    #expect(await handled.handledOccurrences(inGroup: "pills") == [done.description])
    #expect(junk.filter { device.value(forKey: $0) != nil }.count == 1)
  }

  @Test func forgettingRemovesPastMarksAndUnmarksOnEveryDevice() async throws {
    let cloud = SimulatedCloud()
    let phone = CloudHandledOccurrenceStore.fresh(over: cloud.device("phone"), clockAt: Self.night)
    let tablet = CloudHandledOccurrenceStore.fresh(over: cloud.device("tablet"), clockAt: Self.night)
    let past = RequestIdentifier(group: "pills", entry: "0", occurrence: "20260328T090000")
    let ahead = RequestIdentifier(group: "pills", entry: "0", occurrence: "20260330T090000")
    try await phone.markHandled(past, date: Self.night.addingTimeInterval(-3_600))
    try await phone.markHandled(ahead, date: Self.night.addingTimeInterval(86_400))
    cloud.sync()
    await tablet.forgetHandled(before: Self.night)
    cloud.sync()
    #expect(await phone.handledOccurrences(inGroup: "pills") == [ahead.description])
    #expect(cloud.serverValues.count == 1)
  }

  @Test func timeZoneSightingsStayOnTheDevice() async throws {
    let cloud = SimulatedCloud()
    let local = InMemoryHandledOccurrenceStore()
    let phone = CloudHandledOccurrenceStore(
      keyValueStore: cloud.device("phone"), sightingsStore: local,
      knownDecisions: InMemoryKnownDecisionsStore())
    let sightings = TimeZoneSightings().recording(zone("Europe/Berlin"), at: Self.night)
    try await phone.saveTimeZoneSightings(sightings)
    cloud.sync()
    #expect(try await phone.timeZoneSightings() == sightings)
    #expect(await local.timeZoneSightings() == sightings)
    #expect(cloud.serverValues.isEmpty)
  }
}
