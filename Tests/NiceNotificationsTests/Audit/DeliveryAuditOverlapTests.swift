import DateBuilder
import Foundation
import NiceNotifications
import NiceNotificationsTesting
import Testing
import TestSupport

/// A response recorded while a reschedule is between reading the delivery record and saving it —
/// an app launched by a tap runs both at once — is kept: the reschedule's save does not erase it,
/// and the audit does not say the person removed what they answered.
struct DeliveryAuditOverlapTests {
  /// A permission store whose listing waits, once armed, until it is let go: a reschedule reads it
  /// after it read the delivery record.
  actor HeldPermissionStore: GroupPermissionStore {
    private var armed = false
    private var entered: [CheckedContinuation<Void, Never>] = []
    private var held: [CheckedContinuation<Void, Never>] = []
    private var isHolding = false

    func arm() { armed = true }

    func waitUntilHolding() async {
      guard !isHolding else { return }
      await withCheckedContinuation { entered.append($0) }
    }

    func letGo() {
      armed = false
      for waiter in held { waiter.resume() }
      held = []
    }

    func allPermissions() async -> [String: GroupPermission] {
      if armed {
        isHolding = true
        for waiter in entered { waiter.resume() }
        entered = []
        await withCheckedContinuation { held.append($0) }
      }
      return [:]
    }

    func permission(forGroup group: String) -> GroupPermission { .notAsked }
    func setPermission(_ permission: GroupPermission, forGroup group: String) {}
    func removePermission(forGroup group: String) {}
  }

  struct Tea: LocalNotificationsGroup {
    var groupIdentifier: String { "tea" }
    func timeline() async throws -> NotificationsTimeline {
      NotificationsTimeline {
        EveryDay(forDays: 3, starting: ExactDay(year: 2026, month: 3, day: 7)).at(hour: 9, minute: 0)
          .schedule(title: "Tea")
      }
    }
  }

  @Test(arguments: ["in memory", "file"])
  func aTapRecordedWhileALaunchRescheduleRunsIsKept(store kind: String) async throws {
    try await withTemporaryDirectory { directory in
      let records: any DeliveryRecordStore =
        kind == "file"
        ? FileDeliveryRecordStore(fileURL: directory.appendingPathComponent("DeliveryRecord.json"))
        : InMemoryDeliveryRecordStore()
      let permissions = HeldPermissionStore()
      let start = DateBuilder.Context.fixed(2026, 3, 7, 8, 0, in: "America/New_York")
      let simulator = SimulatedNotificationCenter(
        now: start.now, timeZone: start.timeZone, authorization: .authorized)
      let notifications = LocalNotifications(
        simulator: simulator, permissionStore: permissions, deliveryRecordStore: records)
      notifications.register(Tea(), permissionStrategy: .scheduleIfSystemAllowed)
      await notifications.rescheduleAll()
      await simulator.advance(by: 3_600 + 60)
      let shown = try #require(await simulator.delivered.first?.request.identifier)
      await simulator.setResponseHandler { await notifications.recordResponse($0) }

      await permissions.arm()
      let launch = Task { await notifications.rescheduleAll() }
      await permissions.waitUntilHolding()
      let tap = Task { try await simulator.tap(shown) }
      try await Task.sleep(for: .milliseconds(50))
      await permissions.letGo()
      _ = await launch.value
      try await tap.value

      let next = await notifications.rescheduleAll()
      #expect(next.missedDeliveries.isEmpty)
      #expect(try await notifications.deliveryAudit().findings.isEmpty)
    }
  }
}
