#if !canImport(UserNotifications)
  import Foundation
  @testable import NiceNotifications
  import Testing
  import TestSupport
  import UserNotificationsShim

  /// The original's seams: assignable, never called by the package, defaults through the planner.
  ///
  /// The seams are process-wide: the tests that assign them run one at a time, and put the
  /// defaults back. The default closures are checked over an instance of the test's own —
  /// the test process's default instance belongs to other suites — run in order, as the
  /// package runs them on the default instance's queue.
  @Suite(.serialized) struct OriginalEnvTests {
    static func request(_ identifier: String, title: String = "Hello") -> UNNotificationRequest {
      let content = UNMutableNotificationContent()
      content.title = title
      return UNNotificationRequest(
        identifier: identifier, content: content,
        trigger: UNTimeIntervalNotificationTrigger(timeInterval: 3_600, repeats: false))
    }

    /// A system front door over a fresh shim center, and a runner of jobs on it, in order.
    static func frontDoor(
      authorization: UNAuthorizationStatus = .authorized
    ) -> (notifications: LocalNotifications, run: LocalNotifications.JobRunner) {
      let shim = UNUserNotificationCenter._shimMake(authorization: authorization)
      shim._shimSetAuthorizationAnswer(.allow)
      let notifications = LocalNotifications.system(
        SystemNotificationCenter(center: shim), permissionStore: InMemoryGroupPermissionStore(),
        handledStore: InMemoryHandledOccurrenceStore(), deliveryRecordStore: InMemoryDeliveryRecordStore())
      let jobs = OrderedJobs()
      return (notifications, { job in jobs.submit { await job(notifications) } })
    }

    /// Calls an add seam and waits for its completion.
    static func add(
      _ request: UNNotificationRequest, with seams: LocalNotifications.Env.Seams
    ) async -> (any Error)? {
      await withCheckedContinuation { continuation in
        seams.add(request) { error in continuation.resume(returning: error.map { $0 as any Error }) }
      }
    }

    /// Calls a pending-requests seam and waits for its answer.
    static func pendingIdentifiers(with seams: LocalNotifications.Env.Seams) async -> [String] {
      await withCheckedContinuation { continuation in
        seams.getPending { requests in continuation.resume(returning: requests.map(\.identifier).sorted()) }
      }
    }

    @Test func defaultSeamsWorkThroughThePlanner() async throws {
      let (notifications, run) = Self.frontDoor()
      let seams = LocalNotifications.Env.Seams(run: run)

      #expect(await Self.add(Self.request("envWelcome"), with: seams) == nil)
      #expect(await Self.pendingIdentifiers(with: seams) == ["envWelcome"])
      let added = await notifications.center.pendingRequests()
      #expect(added.map(\.request.content.title) == ["Hello"])

      // An identifier of a group's form belongs to the planner: refused, with the reason.
      let owned = RequestIdentifier(group: "water", entry: "e", occurrence: "now").description
      let refusal = await Self.add(Self.request(owned), with: seams)
      #expect(refusal != nil)
      #expect(await Self.pendingIdentifiers(with: seams) == ["envWelcome"])

      // Removal is withdrawn through the planner, in the order of the calls.
      seams.removePending(["envWelcome"])
      #expect(await Self.pendingIdentifiers(with: seams) == [])
    }

    @Test func defaultAddRespectsTheCap() async throws {
      let (_, run) = Self.frontDoor()
      let seams = LocalNotifications.Env.Seams(run: run)
      var failures = 0
      for index in 0..<70 where await Self.add(Self.request("envCap\(index)"), with: seams) != nil {
        failures += 1
      }
      #expect(await Self.pendingIdentifiers(with: seams).count == 64)
      #expect(failures == 6)
    }

    @Test func defaultSettingsSeamReadsTheInstancesCenter() async {
      let (_, run) = Self.frontDoor()
      let seams = LocalNotifications.SystemAuthorization.Env.Seams(run: run)
      let status = await withCheckedContinuation { continuation in
        seams.getSettings { settings in continuation.resume(returning: settings.authorizationStatus) }
      }
      #expect(status == .authorized)
    }

    @Test func defaultAuthorizationSeamAsksThroughThePermissionStrategy() async {
      let (notifications, run) = Self.frontDoor(authorization: .notDetermined)
      let seams = LocalNotifications.SystemAuthorization.Env.Seams(run: run)
      let granted = await withCheckedContinuation { continuation in
        seams.request([.alert, .sound]) { granted, _ in continuation.resume(returning: granted) }
      }
      #expect(granted)
      #expect(await notifications.systemAuthorization() == .authorized)
    }

    @Test func authorizingWithPlatformOptionsAsksTheInstance() async {
      let (_, run) = Self.frontDoor(authorization: .notDetermined)
      let options: UNAuthorizationOptions = [.alert, .sound]
      let result = await withCheckedContinuation { continuation in
        LocalNotifications.SystemAuthorization.authorize(options: AuthorizationOptions(options), run: run) {
          result in continuation.resume(returning: result.map { $0 })
        }
      }
      #expect((try? result.get()) == .allowed)
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
        handledStore: InMemoryHandledOccurrenceStore(), deliveryRecordStore: InMemoryDeliveryRecordStore())
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
