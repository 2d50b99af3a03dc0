import NiceNotifications
import Testing

struct InMemoryGroupPermissionStoreTests {
  @Test func initialDecisionsAreReadBack() async {
    let store = InMemoryGroupPermissionStore(["dailyQuote": .allowed, "news": .denied])
    #expect(await store.permission(forGroup: "dailyQuote") == .allowed)
    #expect(await store.allPermissions() == ["dailyQuote": .allowed, "news": .denied])
  }

  @Test func initialNotAskedEntriesAreNotDecisions() async {
    let store = InMemoryGroupPermissionStore(["dailyQuote": .notAsked, "news": .denied])
    #expect(await store.allPermissions() == ["news": .denied])
  }

  @Test func separateStoresDoNotShareDecisions() async {
    let first = InMemoryGroupPermissionStore()
    let second = InMemoryGroupPermissionStore()
    await first.setPermission(.allowed, forGroup: "dailyQuote")
    #expect(await second.permission(forGroup: "dailyQuote") == .notAsked)
  }
}
