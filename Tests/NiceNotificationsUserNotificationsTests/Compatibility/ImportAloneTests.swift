// This file imports NiceNotifications alone (and Testing): with MemberImportVisibility, it
// compiles only if the core module itself declares the Apple adapter's symbols.
import NiceNotifications
import Testing

struct ImportAloneTests {
  @Test func coreImportGivesTheSystemFrontDoor() {
    let notifications = LocalNotifications.system()
    #expect(notifications.center is SystemNotificationCenter)
    #expect(notifications.center.pendingCapacity == 64)
  }

  @Test func coreImportGivesTheDelegateBridge() async {
    let system = SystemNotificationCenter()
    let queued = await system.delegateBridge.queuedResponses
    #expect(queued.isEmpty)
  }
}
