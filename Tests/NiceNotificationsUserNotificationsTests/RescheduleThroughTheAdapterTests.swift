#if !canImport(UserNotifications)
  import Foundation
  import NiceNotifications
  import NiceNotificationsUserNotifications
  import Testing
  import UserNotificationsShim
  import TestSupport

  struct RescheduleThroughTheAdapterTests {
    static let start = DateBuilder.Context.fixed(2026, 11, 21, 12, 0)

    /// Every kind of entry the planner makes requests for: wall-clock dates, pinned dates,
    /// instants, a repeating interval and a location, with content that uses every field.
    struct EveryKindGroup: LocalNotificationsGroup {
      let groupIdentifier = "everyKind"
      var title = "Quote"

      func timeline() async throws -> NotificationsTimeline {
        var fields = everyContentField
        fields.title = title
        let content = fields
        let berlin = TimeZone(identifier: "Europe/Berlin") ?? .gmt
        let office = LocationRegion(identifier: "office", latitude: 52.52, longitude: 13.405, radius: 100)
        return NotificationsTimeline {
          EveryDay(forDays: 5, starting: .today).at(hour: 9, minute: 0).schedule(with: content)
          EveryDay(forDays: 3, starting: .today).at(hour: 18, minute: 30).schedule(with: content)
            .timeMeaning(.pinned(berlin))
          EveryDay(forDays: 3, starting: .today).at(hour: 20, minute: 0).schedule(with: content).timeMeaning(
            .instant)
          Repeating(everySeconds: 3_600).schedule(with: content)
          NotificationTrigger.location(office, repeats: true).schedule(with: content)
        }
      }
    }

    /// A front door over the adapter (counting its writes) and the shim, at `context`.
    static func frontDoor(
      over shim: UNUserNotificationCenter, at context: DateBuilder.Context, store: any GroupPermissionStore
    ) -> (notifications: LocalNotifications, counter: CountingCenter) {
      let counter = CountingCenter(base: SystemNotificationCenter(center: shim, now: { context.now }))
      // The shim answers from a task of its own, which the suite's CPU-bound property tests
      // can keep waiting for seconds on two threads: a limit no run of the suite reaches.
      let notifications = LocalNotifications(
        center: counter, permissionStore: store, policy: .soonestFirst, centerTimeLimit: 600,
        context: { context })
      return (notifications, counter)
    }

    @Test func unchangedTimelineThroughTheAdapterWritesNothing() async throws {
      let shim = UNUserNotificationCenter._shimMake()
      shim._shimSetNotificationSettings(authorizationStatus: .authorized)
      let store = InMemoryGroupPermissionStore()
      let (notifications, counter) = Self.frontDoor(over: shim, at: Self.start, store: store)

      let first = await notifications.reschedule(
        group: EveryKindGroup(), permissionStrategy: .scheduleIfSystemAllowed)
      #expect(first.isSuccess)
      #expect(first.added.count == 12)
      let pendingAfterFirst = await shim.pendingNotificationRequests()
      #expect(pendingAfterFirst.count == 12)
      let writesAfterFirst = await counter.writes.values.count

      let second = await notifications.reschedule(
        group: EveryKindGroup(), permissionStrategy: .scheduleIfSystemAllowed)
      #expect(second.isSuccess)
      #expect(second.writes == 0)
      #expect(second.kept.count == 12)
      #expect(await counter.writes.values.count == writesAfterFirst)
      #expect(await shim.pendingNotificationRequests() == pendingAfterFirst)
    }

    @Test func instantsStillMatchAnHourLaterThoughThePlatformKeepsIntervals() async throws {
      let shim = UNUserNotificationCenter._shimMake()
      shim._shimSetNotificationSettings(authorizationStatus: .authorized)
      let store = InMemoryGroupPermissionStore()
      let now = Self.frontDoor(over: shim, at: Self.start, store: store)
      _ = await now.notifications.reschedule(
        group: EveryKindGroup(), permissionStrategy: .scheduleIfSystemAllowed)

      var anHourLater = Self.start
      anHourLater.now += 3_600
      let later = Self.frontDoor(over: shim, at: anHourLater, store: store)
      let report = await later.notifications.reschedule(
        group: EveryKindGroup(), permissionStrategy: .scheduleIfSystemAllowed)
      #expect(report.writes == 0)
      #expect(await later.counter.writes.values.isEmpty)
    }

    @Test func changedContentIsReplacedThroughTheAdapter() async throws {
      let shim = UNUserNotificationCenter._shimMake()
      shim._shimSetNotificationSettings(authorizationStatus: .authorized)
      let (notifications, _) = Self.frontDoor(
        over: shim, at: Self.start, store: InMemoryGroupPermissionStore())
      _ = await notifications.reschedule(
        group: EveryKindGroup(), permissionStrategy: .scheduleIfSystemAllowed)

      let report = await notifications.reschedule(
        group: EveryKindGroup(title: "Another quote"), permissionStrategy: .scheduleIfSystemAllowed)
      #expect(report.replaced.count == 12)
      #expect(report.added.isEmpty && report.removed.isEmpty)
      let titles = await shim.pendingNotificationRequests().map(\.content.title)
      #expect(titles == Array(repeating: "Another quote", count: 12))
    }
  }
#endif
