#if !canImport(UserNotifications)
  import Foundation
  import NiceNotifications
  import Testing
  import TestSupport
  import UserNotificationsShim

  /// The default instance of this test process, bootstrapped once.
  ///
  /// It is the system front door over a fresh shim center — as an app's tests would bootstrap
  /// a simulator. No other test in this target uses the default instance.
  private let shimDefault: LocalNotifications = {
    let shim = UNUserNotificationCenter._shimMake(authorization: .authorized)
    let notifications = LocalNotifications.system(
      SystemNotificationCenter(center: shim), permissionStore: InMemoryGroupPermissionStore(),
      handledStore: InMemoryHandledOccurrenceStore())
    try? LocalNotifications.bootstrap(notifications)
    return notifications
  }()

  /// The seams are process-wide: the tests that assign them run one at a time, and put the
  /// defaults back.
  @Suite(.serialized) struct OriginalEnvTests {
    static func request(_ identifier: String, title: String = "Hello") -> UNNotificationRequest {
      let content = UNMutableNotificationContent()
      content.title = title
      return UNNotificationRequest(
        identifier: identifier, content: content,
        trigger: UNTimeIntervalNotificationTrigger(timeInterval: 3_600, repeats: false))
    }

    /// Calls the default add seam and waits for its completion.
    static func add(_ request: UNNotificationRequest) async -> (any Error)? {
      let add = LocalNotifications.Env.addNotificationRequest
      return await withCheckedContinuation { continuation in
        add(request) { error in continuation.resume(returning: error.map { $0 as any Error }) }
      }
    }

    static func pendingIdentifiers() async -> [String] {
      let read = LocalNotifications.Env.getPendingNotificationRequests
      return await withCheckedContinuation { continuation in
        read { requests in continuation.resume(returning: requests.map(\.identifier).sorted()) }
      }
    }

    @Test func defaultSeamsWorkOnTheDefaultInstanceThroughThePlanner() async throws {
      let bootstrapped = shimDefault  // bootstraps before anything reads the default
      #expect(LocalNotifications.default === bootstrapped)
      let center = bootstrapped.center
      await center.removeAllPendingRequests()

      #expect(await Self.add(Self.request("envWelcome")) == nil)
      #expect(await Self.pendingIdentifiers() == ["envWelcome"])
      let added = await center.pendingRequests()
      #expect(added.map(\.request.content.title) == ["Hello"])

      // An identifier of a group's form belongs to the planner: refused, with the reason.
      let owned = RequestIdentifier(group: "water", entry: "e", occurrence: "o").description
      let refusal = await Self.add(Self.request(owned))
      #expect(refusal != nil)
      #expect(await Self.pendingIdentifiers() == ["envWelcome"])

      // Removal is withdrawn through the planner, in the order of the static calls.
      LocalNotifications.Env.removePendingNotificationRequests(["envWelcome"])
      #expect(await Self.pendingIdentifiers() == [])
    }

    @Test func defaultAddRespectsTheCap() async throws {
      let center = shimDefault.center
      #expect(LocalNotifications.default === shimDefault)
      await center.removeAllPendingRequests()
      for index in 0..<70 {
        _ = await Self.add(Self.request("envCap\(index)"))
      }
      let pending = await Self.pendingIdentifiers()
      #expect(pending.count == 64)
      await center.removeAllPendingRequests()
    }

    @Test func defaultSettingsSeamReadsTheDefaultInstancesCenter() async {
      let bootstrapped = shimDefault  // bootstraps before anything reads the default
      let read = LocalNotifications.SystemAuthorization.Env.getNotificationSettings
      let status = await withCheckedContinuation { continuation in
        read { settings in continuation.resume(returning: settings.authorizationStatus) }
      }
      #expect(status == .authorized)
      #expect(LocalNotifications.default === bootstrapped)
    }

    @Test func authorizingWithPlatformOptionsAsksTheDefaultInstance() async {
      let bootstrapped = shimDefault  // bootstraps before anything reads the default
      let options: UNAuthorizationOptions = [.alert, .sound]
      let result = await withCheckedContinuation { continuation in
        LocalNotifications.SystemAuthorization.authorizeWithSystem(options: options) { result in
          continuation.resume(returning: result.map { $0 })
        }
      }
      #expect((try? result.get()) == .allowed)
      #expect(LocalNotifications.default === bootstrapped)
    }

    @Test func assignedSeamReadsBackAndThePackageNeverCallsIt() async throws {
      let seamCalls = CallCounter()
      let original = (
        add: LocalNotifications.Env.addNotificationRequest,
        removePending: LocalNotifications.Env.removePendingNotificationRequests,
        getPending: LocalNotifications.Env.getPendingNotificationRequests,
        settings: LocalNotifications.SystemAuthorization.Env.getNotificationSettings,
        authorize: LocalNotifications.SystemAuthorization.Env.requestAuthorization
      )
      defer {
        LocalNotifications.Env.addNotificationRequest = original.add
        LocalNotifications.Env.removePendingNotificationRequests = original.removePending
        LocalNotifications.Env.getPendingNotificationRequests = original.getPending
        LocalNotifications.SystemAuthorization.Env.getNotificationSettings = original.settings
        LocalNotifications.SystemAuthorization.Env.requestAuthorization = original.authorize
      }
      LocalNotifications.Env.addNotificationRequest = { _, completion in
        seamCalls.increment()
        completion?(nil)
      }
      LocalNotifications.Env.removePendingNotificationRequests = { _ in seamCalls.increment() }
      LocalNotifications.Env.getPendingNotificationRequests = { completion in
        seamCalls.increment()
        completion([])
      }
      LocalNotifications.SystemAuthorization.Env.getNotificationSettings = { _ in seamCalls.increment() }
      LocalNotifications.SystemAuthorization.Env.requestAuthorization = { _, completion in
        seamCalls.increment()
        completion(true, nil)
      }

      // Reading the seam gives what was assigned.
      let assigned = LocalNotifications.Env.addNotificationRequest
      assigned(Self.request("assigned"), nil)
      #expect(seamCalls.value == 1)

      // The package's own calls — asking the system, adding, removing — go through the planner
      // over the instance's center, never through the seams.
      let shim = UNUserNotificationCenter._shimMake(authorization: .notDetermined)
      shim._shimSetAuthorizationAnswer(.allow)
      let notifications = LocalNotifications.system(
        SystemNotificationCenter(center: shim), permissionStore: InMemoryGroupPermissionStore(),
        handledStore: InMemoryHandledOccurrenceStore())
      let report = await notifications.directSchedule(
        request: Self.request("direct"), permissionStrategy: .askSystemPermissionIfNeeded)
      #expect(report.outcomes["direct"] == .scheduled)
      #expect(shim._shimAuthorizationPromptCount == 1)
      _ = await notifications.remove(
        group: AdHocGroup(identifier: "none", timeline: NotificationsTimeline {}))
      #expect(seamCalls.value == 1)
      #expect(await shim.pendingNotificationRequests().map(\.identifier) == ["direct"])
    }
  }
#endif
