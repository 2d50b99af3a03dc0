#if !canImport(UserNotifications)
  import Foundation
  import NiceNotifications
  import Testing
  import TestSupport
  import UserNotificationsShim

  struct PlatformRequestDirectScheduleTests {
    static let start = DateBuilder.Context.fixed(2026, 3, 28, 12, 0, in: "Europe/Berlin")

    /// A group with more daily occurrences than the cap, across the spring DST change.
    struct ManyDaysGroup: LocalNotificationsGroup {
      let groupIdentifier = "manyDays"
      func timeline() async throws -> NotificationsTimeline {
        NotificationsTimeline {
          EveryDay(forDays: 70, starting: .today).at(hour: 9, minute: 0).schedule(title: "Morning")
        }
      }
    }

    static func frontDoor() -> (
      notifications: LocalNotifications, shim: UNUserNotificationCenter, counter: CountingCenter
    ) {
      let shim = UNUserNotificationCenter._shimMake(authorization: .authorized)
      let context = start
      let counter = CountingCenter(base: SystemNotificationCenter(center: shim, now: { context.now }))
      // The shim answers from a task of its own, which the suite's CPU-bound property tests
      // can keep waiting for seconds on two threads: a limit no run of the suite reaches.
      let notifications = LocalNotifications(
        center: counter, permissionStore: InMemoryGroupPermissionStore(), policy: .soonestFirst,
        centerTimeLimit: 600, context: { context })
      return (notifications, shim, counter)
    }

    static func welcome(identifier: String = "welcome") -> UNNotificationRequest {
      let content = UNMutableNotificationContent()
      content.title = "Welcome"
      content.body = "Glad you are here"
      return UNNotificationRequest(
        identifier: identifier, content: content,
        trigger: UNTimeIntervalNotificationTrigger(timeInterval: 600, repeats: false))
    }

    @Test func platformRequestIsAddedThroughThePlanner() async {
      let (notifications, shim, counter) = Self.frontDoor()
      let report = await notifications.directSchedule(
        request: Self.welcome(), permissionStrategy: .scheduleIfSystemAllowed)
      #expect(report.outcomes["welcome"] == .scheduled)
      #expect(report.added == ["welcome"])
      #expect(await counter.writes.values == ["add welcome"])
      let pending = await shim.pendingNotificationRequests()
      #expect(pending.map(\.identifier) == ["welcome"])
      #expect(pending.first?.content.title == "Welcome")
      #expect(pending.first?.content.body == "Glad you are here")
    }

    @Test func platformRequestTakesASlotUnderTheCap() async {
      let (notifications, shim, _) = Self.frontDoor()
      let first = await notifications.reschedule(
        group: ManyDaysGroup(), permissionStrategy: .scheduleIfSystemAllowed)
      #expect(first.added.count == 64)

      let report = await notifications.directSchedule(
        request: Self.welcome(), permissionStrategy: .scheduleIfSystemAllowed)
      #expect(report.outcomes["welcome"] == .scheduled)
      let pending = await shim.pendingNotificationRequests().map(\.identifier)
      #expect(pending.count == 64)
      #expect(pending.contains("welcome"))
      // The group's latest occurrence gave its slot up.
      #expect(report.removed.count == 1)
      #expect(!pending.contains(report.removed.first ?? ""))
    }

    @Test func platformRequestWithAGroupsIdentifierIsRefused() async {
      let (notifications, shim, _) = Self.frontDoor()
      _ = await notifications.reschedule(group: ManyDaysGroup(), permissionStrategy: .scheduleIfSystemAllowed)
      let before = await shim.pendingNotificationRequests().map(\.identifier)
      let owned = before.first ?? ""
      #expect(RequestIdentifier(owned) != nil)

      let report = await notifications.directSchedule(
        request: Self.welcome(identifier: owned), permissionStrategy: .scheduleIfSystemAllowed)
      guard case .failed(let reason)? = report.outcomes[owned] else {
        Issue.record("expected a refusal, got \(String(describing: report.outcomes[owned]))")
        return
      }
      #expect(reason.contains("group's request identifier"))
      #expect(report.added.isEmpty)
      #expect(await shim.pendingNotificationRequests().map(\.identifier) == before)
    }
  }
#endif
