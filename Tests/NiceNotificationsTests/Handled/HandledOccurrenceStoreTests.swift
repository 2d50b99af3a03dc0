import Foundation
import NiceNotifications
import NiceNotificationsTesting
import Testing
import TestSupport

/// The handled-occurrence store requirements, checked on every store the package ships.
struct HandledOccurrenceStoreTests {
  enum Kind: String, CaseIterable, CustomTestStringConvertible {
    case inMemory, userDefaults
    var testDescription: String { rawValue }
  }

  /// Runs `body` with a fresh store of `kind`, and a way to open the same storage again.
  func withStore(
    _ kind: Kind,
    _ body: (_ store: any HandledOccurrenceStore, _ reopen: () -> any HandledOccurrenceStore) async throws ->
      Void
  ) async throws {
    switch kind {
    case .inMemory:
      let store = InMemoryHandledOccurrenceStore()
      try await body(store, { store })
    case .userDefaults:
      try await withTemporaryDefaultsSuite { defaults, _ in
        try await body(
          UserDefaultsHandledOccurrenceStore(userDefaults: defaults),
          { UserDefaultsHandledOccurrenceStore(userDefaults: defaults) })
      }
    }
  }

  let tonight = RequestIdentifier(group: "pills", entry: "0", occurrence: "20261121T200000")
  let tomorrow = RequestIdentifier(group: "pills", entry: "0", occurrence: "20261122T200000")
  let walk = RequestIdentifier(group: "walks", entry: "0", occurrence: "20261121T070000")
  let day = DateBuilder.Context.fixed(2026, 11, 21, 20, 0).now

  @Test(arguments: Kind.allCases)
  func marksAreReadBackPerGroupAndSurviveReopening(kind: Kind) async throws {
    try await withStore(kind) { store, reopen in
      #expect(try await store.handledOccurrences(inGroup: "pills").isEmpty)
      try await store.markHandled(tonight, date: day)
      try await store.markHandled(tonight, date: day)
      try await store.markHandled(tomorrow, date: nil)
      try await store.markHandled(walk, date: day)
      let reopened = reopen()
      #expect(
        try await reopened.handledOccurrences(inGroup: "pills") == [
          tonight.description, tomorrow.description,
        ])
      #expect(try await reopened.handledOccurrences(inGroup: "walks") == [walk.description])
      try await reopened.unmarkHandled(tonight)
      try await reopened.unmarkHandled(tonight)
      #expect(try await store.handledOccurrences(inGroup: "pills") == [tomorrow.description])
    }
  }

  @Test(arguments: Kind.allCases)
  func forgettingDropsOnlyMarksDatedBefore(kind: Kind) async throws {
    try await withStore(kind) { store, _ in
      try await store.markHandled(tonight, date: day)
      try await store.markHandled(tomorrow, date: nil)
      try await store.markHandled(walk, date: day.addingTimeInterval(-86_400))
      try await store.forgetHandled(before: day)
      #expect(
        try await store.handledOccurrences(inGroup: "pills") == [tonight.description, tomorrow.description])
      #expect(try await store.handledOccurrences(inGroup: "walks").isEmpty)
    }
  }

  @Test(arguments: Kind.allCases)
  func concurrentMarksAllSurvive(kind: Kind) async throws {
    try await withStore(kind) { store, _ in
      try await withThrowingTaskGroup(of: Void.self) { tasks in
        for index in 0..<50 {
          tasks.addTask {
            let id = RequestIdentifier(group: "pills", entry: "0", occurrence: "t\(index)")
            try await store.markHandled(id, date: nil)
          }
        }
        try await tasks.waitForAll()
      }
      #expect(try await store.handledOccurrences(inGroup: "pills").count == 50)
    }
  }

  @Test func aForeignValueIsReportedAndLeftAsItIs() async throws {
    try await withTemporaryDefaultsSuite { defaults, _ in
      defaults.set("not marks", forKey: "NiceNotifications.handled.pills")
      let store = UserDefaultsHandledOccurrenceStore(userDefaults: defaults)
      #expect(throws: HandledOccurrenceStoreError.self) { try store.handledOccurrences(inGroup: "pills") }
      #expect(throws: HandledOccurrenceStoreError.self) { try store.markHandled(tonight, date: day) }
      #expect(defaults.string(forKey: "NiceNotifications.handled.pills") == "not marks")
      let walks = try store.handledOccurrences(inGroup: "walks")
      #expect(walks.isEmpty)
    }
  }

  @Test func aDoneMarkSurvivesARelaunch() async throws {
    try await withTemporaryDefaultsSuite { defaults, _ in
      let context = DateBuilder.Context.fixed(2026, 11, 21, 12, 0)
      let pills = FixedGroup("pills") {
        EveryDay(forDays: 3, starting: .today).at(hour: 20, minute: 0).schedule(title: "Take your pill")
      }
      let center = simulator(context)
      let firstLaunch = LocalNotifications(
        simulator: center, handledStore: UserDefaultsHandledOccurrenceStore(userDefaults: defaults))
      await firstLaunch.reschedule(group: pills, permissionStrategy: .scheduleIfSystemAllowed)
      _ = try await firstLaunch.markHandled(tonight, date: day)

      let relaunched = LocalNotifications(
        simulator: center, handledStore: UserDefaultsHandledOccurrenceStore(userDefaults: defaults))
      let report = await relaunched.reschedule(group: pills, permissionStrategy: .scheduleIfSystemAllowed)
      #expect(report.writes == 0)
      #expect(
        await center.pending.map(\.request.identifier) == [tomorrow.description, "pills:0:20261123T200000"])
    }
  }
}
