#if !canImport(UserNotifications)
  import Foundation
  import NiceNotifications
  import NiceNotificationsUserNotifications
  import Testing
  import UserNotificationsShim
  import TestSupport

  struct TriggerMappingTests {
    static let now = DateBuilder.Context.fixed(2026, 11, 21).now

    /// Adds a request with `trigger` and returns what the adapter and the shim report.
    private func add(_ trigger: NotificationTrigger?) async throws -> (
      reported: NotificationTrigger?, platform: UNNotificationTrigger?
    ) {
      let (system, shim) = adapter(now: Self.now)
      try await system.add(
        NotificationRequest(
          identifier: "trigger", content: NotificationContent(title: "Hi"), trigger: trigger))
      let reported = await system.pendingRequests().first?.request.trigger
      let platform = await shim.pendingNotificationRequests().first?.trigger
      return (reported, platform)
    }

    @Test func wallClockTimeIsAddedAsFloatingCalendarComponents() async throws {
      let components = DateComponents(year: 2026, month: 12, day: 1, hour: 9, minute: 0)
      let (reported, platform) = try await add(.calendar(components, repeats: false))
      let calendar = try #require(platform as? UNCalendarNotificationTrigger)
      #expect(calendar.dateComponents == components)
      #expect(calendar.dateComponents.timeZone == nil)
      #expect(calendar.repeats == false)
      #expect(reported == .calendar(components, repeats: false))
    }

    @Test func pinnedTimeCarriesItsTimeZoneInTheComponents() async throws {
      let tokyo = try #require(TimeZone(identifier: "Asia/Tokyo"))
      let components = DateComponents(timeZone: tokyo, hour: 7, minute: 45)
      let (reported, platform) = try await add(.calendar(components, repeats: true))
      let calendar = try #require(platform as? UNCalendarNotificationTrigger)
      #expect(calendar.dateComponents.timeZone == tokyo)
      #expect(calendar.repeats)
      #expect(reported == .calendar(components, repeats: true))
    }

    @Test func aTimeIntervalStaysATimeInterval() async throws {
      let (reported, platform) = try await add(.timeInterval(3_600, repeats: true))
      let interval = try #require(platform as? UNTimeIntervalNotificationTrigger)
      #expect(interval.timeInterval == 3_600)
      #expect(interval.repeats)
      #expect(reported == .timeInterval(3_600, repeats: true))
    }

    @Test func anInstantIsAddedAsAnIntervalFromNowAndReadsBackAsTheInstant() async throws {
      let instant = Self.now.addingTimeInterval(5_400)
      let (reported, platform) = try await add(.instant(instant))
      let interval = try #require(platform as? UNTimeIntervalNotificationTrigger)
      #expect(interval.timeInterval == 5_400)
      #expect(interval.repeats == false)
      #expect(reported == .instant(instant))
    }

    @Test func anInstantAlreadyPastIsNotAddedAndReplacesThePendingRequest() async throws {
      let (system, shim) = adapter(now: Self.now)
      let content = NotificationContent(title: "Hi")
      try await system.add(
        NotificationRequest(identifier: "once", content: content, trigger: .timeInterval(60, repeats: false)))
      try await system.add(
        NotificationRequest(identifier: "once", content: content, trigger: .instant(Self.now)))
      #expect(await shim.pendingNotificationRequests().isEmpty)
      #expect(shim._shimDeliver(identifier: "once") == nil)
    }

    /// `UNTimeIntervalNotificationTrigger(timeInterval:repeats:)` raises an exception for an
    /// interval that is not positive, or under 60 seconds when repeating (Apple's
    /// documentation of the initializer): the adapter refuses such a trigger with a typed
    /// error and never makes one.
    @Test(arguments: [
      NotificationTrigger.timeInterval(0, repeats: false), .timeInterval(-5, repeats: false),
      .timeInterval(.nan, repeats: false), .timeInterval(.infinity, repeats: true),
      .timeInterval(59, repeats: true),
    ])
    func whatApplesInitializerWouldRaiseForIsRefusedWithATypedError(trigger: NotificationTrigger) async {
      let (system, shim) = adapter(now: Self.now)
      let request = NotificationRequest(
        identifier: "bad", content: NotificationContent(title: "Hi"), trigger: trigger)
      await #expect(throws: NotificationCenterError.self) { try await system.add(request) }
      #expect(await shim.pendingNotificationRequests().isEmpty)
    }

    @Test func aLocationIsWatchedAsACircularRegion() async throws {
      let office = LocationRegion(
        identifier: "office", latitude: 52.52, longitude: 13.405, radius: 150, notifyOnEntry: false,
        notifyOnExit: true)
      let (reported, platform) = try await add(.location(office, repeats: true))
      let location = try #require(platform as? UNLocationNotificationTrigger)
      let circle = try #require(location.region as? CLCircularRegion)
      #expect(circle.identifier == "office")
      #expect(circle.center.latitude == 52.52)
      #expect(circle.center.longitude == 13.405)
      #expect(circle.radius == 150)
      #expect(circle.notifyOnEntry == false)
      #expect(circle.notifyOnExit)
      #expect(location.repeats)
      #expect(reported == .location(office, repeats: true))
    }

    @Test func noTriggerDeliversAtOnce() async throws {
      let (system, shim) = adapter(now: Self.now, authorization: .authorized)
      let request = NotificationRequest(
        identifier: "now", content: NotificationContent(title: "Now"), trigger: nil)
      try await system.add(request)
      #expect(await system.pendingRequests().isEmpty)
      #expect(await system.deliveredNotifications().map(\.request) == [request])
      #expect(await shim.deliveredNotifications().first?.request.trigger == nil)
    }

    @Test func anIntervalOtherCodeAddedReadsAsAnInterval() async throws {
      let (system, shim) = adapter(now: Self.now)
      let trigger = UNTimeIntervalNotificationTrigger(timeInterval: 600, repeats: false)
      try await shim.add(
        UNNotificationRequest(identifier: "theirs", content: UNNotificationContent(), trigger: trigger))
      #expect(await system.pendingRequests().map(\.request.trigger) == [.timeInterval(600, repeats: false)])
    }
  }
#endif
