import DateBuilder
import Foundation
import NiceNotifications
import NiceNotificationsTesting
import Testing
import TestSupport

/// A call's time limit measures the center, not the caller: a center that answered at once is not taken
/// for a silent one because the caller's actor was busy when its answer came back.
///
/// Each entry point is called from the main actor over a center whose first settings read puts a job
/// that keeps the main actor busy for three times the time limit ahead of its own answer, which comes
/// at once from a thread outside the shared pool.
@MainActor
struct BusyCallerActorTests {
  static let timeLimit: TimeInterval = 0.5

  /// A center whose first settings read answers `firstSettings` behind a busy main actor; the reads after it
  /// go to `base`.
  struct AnswerBehindABusyMainActor: ForwardingNotificationCenter {
    let base: any NotificationCenterPort
    let firstSettings: NotificationSettings
    private let first = Locked(true)

    init(base: any NotificationCenterPort, firstSettings: NotificationSettings) {
      self.base = base
      self.firstSettings = firstSettings
    }

    func notificationSettings() async -> NotificationSettings {
      let isFirst = first.withLock { isFirst in
        defer { isFirst = false }
        return isFirst
      }
      guard isFirst else { return await base.notificationSettings() }
      Task { @MainActor in BusyCallerActorTests.keepTheThreadBusy(for: BusyCallerActorTests.timeLimit * 3) }
      let settings = firstSettings
      return await withCheckedContinuation { continuation in
        DispatchQueue.global().async { continuation.resume(returning: settings) }
      }
    }
  }

  /// Blocks the calling thread; synchronous, so that nothing else runs on the main actor meanwhile.
  nonisolated static func keepTheThreadBusy(for seconds: TimeInterval) {
    Thread.sleep(forTimeInterval: seconds)
  }

  /// Berlin the day before the clocks go forward, and the front door with a short time limit over a
  /// center that answers its first settings read behind a busy main actor.
  static func phone(authorization: AuthorizationStatus) async throws -> (
    SimulatedNotificationCenter, LocalNotifications
  ) {
    let simulator = try SimulatedNotificationCenter(
      startingAt: 2026, 3, 28, hour: 12, in: Zones.named("Europe/Berlin"), authorization: authorization)
    let center = AnswerBehindABusyMainActor(
      base: simulator, firstSettings: await simulator.notificationSettings())
    let notifications = LocalNotifications(
      center: center, permissionStore: InMemoryGroupPermissionStore(), policy: .soonestFirst,
      centerTimeLimit: timeLimit
    ) { DateBuilder.Context(now: await simulator.now, calendar: await simulator.calendar) }
    return (simulator, notifications)
  }

  @Test func theSwitchOpensTheSettingsWhenTheSystemDeniesThoughTheMainActorWasBusy() async throws {
    let (simulator, notifications) = try await Self.phone(authorization: .denied)
    let opened = CallCounter()
    let model = NotificationsPermissionSwitchModel(
      group: SwitchStateAgreesWithRescheduleTests.DoseGroup(), notifications: notifications,
      strategy: .scheduleIfSystemAllowed
    ) { opened.increment() }
    let state = await model.setOn(true)
    #expect(state == .deniedBySystem)
    #expect(opened.value == 1)
    #expect(await simulator.pending.isEmpty)
  }

  @Test func aRescheduleSchedulesItsGroupThoughTheMainActorWasBusy() async throws {
    let (simulator, notifications) = try await Self.phone(authorization: .authorized)
    let group = SwitchStateAgreesWithRescheduleTests.DoseGroup()
    let report = await notifications.reschedule(group: group, permissionStrategy: .scheduleIfSystemAllowed)
    #expect(report.outcomes["doses"] == .scheduled)
    #expect(await simulator.pending.count == 3)
  }

  @Test func becomingActiveRemembersTheAuthorizationThoughTheMainActorWasBusy() async throws {
    let (simulator, notifications) = try await Self.phone(authorization: .denied)
    notifications.register(
      SwitchStateAgreesWithRescheduleTests.DoseGroup(), permissionStrategy: .scheduleIfSystemAllowed)
    let first = await notifications.applicationDidBecomeActive()
    #expect(first == nil)
    // The person allows notifications in Settings: the change is seen only if the first status was.
    await simulator.setAuthorizationStatus(.authorized)
    let afterSettings = await notifications.applicationDidBecomeActive()
    #expect(afterSettings?.outcomes["doses"] == .scheduled)
  }
}
