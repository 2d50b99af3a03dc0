#if !canImport(UserNotifications)
  import Foundation
  import NiceNotifications
  import NiceNotificationsTesting
  import NiceNotificationsUserNotifications
  import Testing
  import UserNotificationsShim

  /// The simulator and the Linux shim agree: they take their iOS rules from one model.
  ///
  /// The same calls through `NotificationCenterPort` give the same answers on both. Each scenario
  /// runs on both and compares; the expectations name the iOS behaviour and its source.
  struct SimulatorAndShimAgreeTests {
    /// 1 November 2026, 01:30 in New York: the fall-back night, the hour 01:00–02:00 repeats.
    static let now = Date(timeIntervalSince1970: 1_793_511_000)
    // swift-format-ignore: NeverForceUnwrap
    // Zones from the tz database, present wherever Foundation is.
    static let newYork = TimeZone(identifier: "America/New_York")!

    /// A fresh simulator and a fresh adapter over a fresh shim, both authorized.
    static func centers() -> (
      simulator: SimulatedNotificationCenter, shim: UNUserNotificationCenter,
      adapter: SystemNotificationCenter
    ) {
      let simulator = SimulatedNotificationCenter(now: now, timeZone: newYork, authorization: .authorized)
      let shim = UNUserNotificationCenter._shimMake(authorization: .authorized)
      return (simulator, shim, SystemNotificationCenter(center: shim, now: { now }))
    }

    static func request(_ identifier: String, seconds: TimeInterval, badge: Int? = nil) -> NotificationRequest
    {
      NotificationRequest(
        identifier: identifier, content: NotificationContent(title: identifier, badge: badge),
        trigger: .timeInterval(seconds, repeats: false))
    }

    /// Whether `add` returned rather than threw.
    static func accepts(_ add: () async throws -> Void) async -> Bool {
      do {
        try await add()
        return true
      } catch {
        return false
      }
    }

    /// iOS 11 and later keep the last 64 requests added (public reproductions: 70 requests
    /// of 1…70 s left 7…70 pending).
    @Test func beyondTheCapBothKeepTheLast64Added() async throws {
      let (simulator, _, adapter) = Self.centers()
      for number in 1...70 {
        try await simulator.add(Self.request("r\(number)", seconds: TimeInterval(number)))
        try await adapter.add(Self.request("r\(number)", seconds: TimeInterval(number)))
      }
      let expected = Set((7...70).map { "r\($0)" })
      #expect(Set(await simulator.pendingRequests().map(\.request.identifier)) == expected)
      #expect(Set(await adapter.pendingRequests().map(\.request.identifier)) == expected)
    }

    /// "UNNotificationAttachment": a missing file, or a type iOS does not support, is refused;
    /// an accepted file is moved into the system's store, so it is gone from where it was.
    @Test func bothRefuseTheSameAttachmentsAndTakeTheFilesTheyAccept() async throws {
      let (simulator, _, adapter) = Self.centers()
      let directory = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      defer { try? FileManager.default.removeItem(at: directory) }
      /// A file of its own for each center: the first add takes it away.
      func file(_ name: String, _ bytes: [UInt8]) throws -> (URL, URL) {
        let one = directory.appendingPathComponent("simulator-\(name)")
        let other = directory.appendingPathComponent("shim-\(name)")
        try Data(bytes).write(to: one)
        try Data(bytes).write(to: other)
        return (one, other)
      }
      let png = try file("cover.png", [0x89, 0x50, 0x4E, 0x47])
      let text = try file("notes.txt", Array("hello".utf8))
      let missing = (
        directory.appendingPathComponent("gone.png"), directory.appendingPathComponent("gone.png")
      )

      for ((forSimulator, forShim), accepted) in [(png, true), (text, false), (missing, false)] {
        func request(_ url: URL) -> NotificationRequest {
          var content = NotificationContent(title: url.lastPathComponent)
          content.attachments = [NotificationAttachment(identifier: "a", url: url)]
          return NotificationRequest(
            identifier: "attached", content: content, trigger: .timeInterval(60, repeats: false))
        }
        let onSimulator = await Self.accepts { try await simulator.add(request(forSimulator)) }
        let onShim = await Self.accepts { try await adapter.add(request(forShim)) }
        #expect(onSimulator == accepted, "simulator, \(forSimulator.lastPathComponent)")
        #expect(onShim == accepted, "shim, \(forShim.lastPathComponent)")
      }
      // The accepted file left its folder on both, and the pending request points at the store.
      #expect(!FileManager.default.fileExists(atPath: png.0.path))
      #expect(!FileManager.default.fileExists(atPath: png.1.path))
      for center in [simulator as any NotificationCenterPort, adapter] {
        let stored = try #require(
          await center.pendingRequests().first?.request.content.attachments.first?.url)
        #expect(stored.lastPathComponent.hasSuffix("cover.png"))
        #expect(FileManager.default.fileExists(atPath: stored.path))
      }
    }

    /// "getDeliveredNotifications" lists what Notification Center shows: nothing while the
    /// app's Notification Center setting is off.
    @Test func withNotificationCenterOffNeitherListsADelivery() async throws {
      let (simulator, shim, adapter) = Self.centers()
      await simulator.updateSettings { $0.notificationCenterSetting = .disabled }
      shim._shimSetNotificationSettings(
        authorizationStatus: .authorized, notificationCenterSetting: .disabled)
      let request = NotificationRequest(
        identifier: "now", content: NotificationContent(title: "Now"), trigger: nil)
      try await simulator.add(request)
      try await adapter.add(request)
      #expect(await simulator.deliveredNotifications().isEmpty)
      #expect(await adapter.deliveredNotifications().isEmpty)
    }

    /// "UNNotificationSettings.badgeSetting": a delivery sets the badge only while badges are on.
    @Test func bothApplyABadgeOnlyWhileBadgesAreOn() async throws {
      let (simulator, shim, adapter) = Self.centers()
      let badged = NotificationRequest(
        identifier: "inbox", content: NotificationContent(title: "Inbox", badge: 4), trigger: nil)
      try await simulator.add(badged)
      try await adapter.add(badged)
      #expect(await simulator.badgeCount == 4)
      #expect(shim._shimBadgeCount == 4)

      await simulator.updateSettings { $0.badgeSetting = .disabled }
      shim._shimSetNotificationSettings(authorizationStatus: .authorized, badgeSetting: .disabled)
      let more = NotificationRequest(
        identifier: "inbox2", content: NotificationContent(title: "Inbox", badge: 9), trigger: nil)
      try await simulator.add(more)
      try await adapter.add(more)
      #expect(await simulator.badgeCount == 4)
      #expect(shim._shimBadgeCount == 4)
    }

    /// Setting the badge succeeds on both whatever the settings, and shows only while
    /// notifications and badges are allowed, as a delivery's badge does.
    @Test(arguments: [(AuthorizationStatus.authorized, true), (.denied, true), (.authorized, false)])
    func bothSetTheBadgeOnlyWhileBadgesAreAllowed(status: AuthorizationStatus, badges: Bool) async throws {
      let (simulator, shim, adapter) = Self.centers()
      await simulator.setAuthorizationStatus(status)
      await simulator.updateSettings { $0.badgeSetting = badges ? .enabled : .disabled }
      shim._shimSetNotificationSettings(
        authorizationStatus: status == .denied ? .denied : .authorized,
        badgeSetting: badges ? .enabled : .disabled)
      try await simulator.setBadgeCount(5)
      try await adapter.setBadgeCount(5)
      let shows = status == .authorized && badges
      #expect(await simulator.badgeCount == (shows ? 5 : 0))
      #expect(shim._shimBadgeCount == (shows ? 5 : 0))
    }

    /// "init(timeInterval:repeats:)": a repeating interval under 60 s is refused by both
    /// (a device raises an exception; neither lets it get that far).
    @Test func bothRefuseARepeatingIntervalUnderAMinute() async {
      let (simulator, _, adapter) = Self.centers()
      let request = NotificationRequest(
        identifier: "fast", content: NotificationContent(title: "Fast"),
        trigger: .timeInterval(30, repeats: true))
      await #expect(throws: NotificationCenterError.self) { try await simulator.add(request) }
      await #expect(throws: NotificationCenterError.self) { try await adapter.add(request) }
      #expect(await simulator.pendingRequests().isEmpty)
      #expect(await adapter.pendingRequests().isEmpty)
    }

    /// Nothing is shown for an app that may not notify: a delivery while denied is not listed.
    @Test func aDeniedAppListsNothingOnEither() async throws {
      let simulator = SimulatedNotificationCenter(
        now: Self.now, timeZone: Self.newYork, authorization: .denied)
      let shim = UNUserNotificationCenter._shimMake(authorization: .denied)
      let adapter = SystemNotificationCenter(center: shim, now: { Self.now })
      let request = NotificationRequest(
        identifier: "now", content: NotificationContent(title: "Now"), trigger: nil)
      try await simulator.add(request)
      try await adapter.add(request)
      #expect(await simulator.deliveredNotifications().isEmpty)
      #expect(await adapter.deliveredNotifications().isEmpty)
    }
    /// "UNNotificationCategory": the system shows the first ten actions; an eleventh cannot
    /// be chosen, on either.
    @Test func neitherLetsThePersonChooseAnEleventhAction() async throws {
      let (simulator, shim, adapter) = Self.centers()
      let actions = (1...12).map { NotificationAction("a\($0)", title: "Action \($0)") }
      let category = NotificationCategory(identifier: "many", actions: actions)
      await simulator.setCategories([category])
      await adapter.setCategories([category])
      var content = NotificationContent(title: "Choose")
      content.categoryIdentifier = "many"
      let request = NotificationRequest(identifier: "choose", content: content, trigger: nil)
      try await simulator.add(request)
      try await adapter.add(request)
      await simulator.setResponseHandler { _ in }
      let bridge = NotificationDelegateBridge(response: { _ in })
      bridge.install(on: shim)
      let delivered = try #require(await shim.deliveredNotifications().first)

      try await simulator.chooseAction("a10", on: "choose")
      #expect(await shim._shimRespond(to: delivered, actionIdentifier: "a10"))
      try await simulator.add(request)
      await #expect(throws: SimulatorError.self) { try await simulator.chooseAction("a11", on: "choose") }
      #expect(await shim._shimRespond(to: delivered, actionIdentifier: "a11") == false)
      withExtendedLifetime(bridge) {}
    }

    /// A calendar trigger for the 8th of the Chinese leap sixth month (1 August 2025): both keep
    /// its era and leap month, and both find it on that day, as Foundation reads the components.
    @Test func bothFindADayOfAChineseLeapMonthInTheLeapMonth() async throws {
      // swift-format-ignore: NeverForceUnwrap
      // A zone from the tz database, present wherever Foundation is.
      let shanghai = TimeZone(identifier: "Asia/Shanghai")!
      var chinese = Calendar(identifier: .chinese)
      chinese.timeZone = shanghai
      let start = Date(timeIntervalSince1970: 1_753_000_000)  // 20 July 2025
      var components = DateComponents(era: 78, year: 42, month: 6, day: 8, hour: 9, minute: 0)
      components.isLeapMonth = true
      let expected = chinese.date(from: components)
      let simulator = SimulatedNotificationCenter(
        now: start, timeZone: shanghai, calendar: chinese, authorization: .authorized)
      let shim = UNUserNotificationCenter._shimMake(authorization: .authorized)
      let adapter = SystemNotificationCenter(center: shim, now: { start })
      let request = NotificationRequest(
        identifier: "leap", content: NotificationContent(title: "Leap month"),
        trigger: .calendar(components, repeats: false))
      try await simulator.add(request)
      try await adapter.add(request)
      #expect(await adapter.pendingRequests().map(\.request.trigger) == [request.trigger])
      let shimNext = UNCalendarNotificationTrigger(dateMatching: components, repeats: false)
        ._shimNextTriggerDate(after: start, calendar: chinese)
      #expect(shimNext == expected)
      #expect(await simulator.nextTriggerDate(of: "leap") == expected)
      await simulator.advance(by: 20 * 86_400)
      #expect(await simulator.delivered.map(\.date) == [expected].compactMap { $0 })
    }
  }
#endif
