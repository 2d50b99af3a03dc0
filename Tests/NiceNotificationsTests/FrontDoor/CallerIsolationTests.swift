import DateBuilder
import Foundation
import NiceNotificationsTesting
import TestSupport
import Testing

@testable import NiceNotifications

/// The front door runs where it is called: its gate does not move the work to the global
/// executor, so a launch from an actor reaches the center and the stores from that actor, and
/// the in-memory stores answer without a switch of threads.
struct CallerIsolationTests {
  /// An actor an app might call from: it runs a gated body, or a whole launch, from itself.
  actor Caller {
    func isolationInsideGate(_ gate: SerialGate) async throws -> ObjectIdentifier? {
      try await gate.run { callerIsolation() }
    }

    func launch(_ notifications: LocalNotifications) async -> RescheduleReport {
      await notifications.rescheduleAll()
    }
  }

  /// A center that forwards to the simulator and records the isolation of every call.
  final class IsolationRecordingCenter: ForwardingNotificationCenter {
    let base: any NotificationCenterPort
    let isolations = Locked<[ObjectIdentifier?]>([])

    init(base: any NotificationCenterPort) { self.base = base }

    private func record(_ isolation: ObjectIdentifier?) { isolations.withLock { $0.append(isolation) } }

    func notificationSettings() async -> NotificationSettings {
      record(callerIsolation())
      return await base.notificationSettings()
    }

    func pendingRequests() async -> [PendingRequest] {
      record(callerIsolation())
      return await base.pendingRequests()
    }

    func add(_ request: NotificationRequest) async throws(NotificationCenterError) {
      record(callerIsolation())
      try await base.add(request)
    }
  }

  @Test func aGatedBodyRunsOnTheCallersActor() async throws {
    let caller = Caller()
    let seen = try await caller.isolationInsideGate(SerialGate())
    #expect(seen == ObjectIdentifier(caller))
  }

  @Test func aLaunchFromAnActorCallsTheCenterFromThatActor() async throws {
    // Three days across Berlin's change to summer time (29 March 2026).
    let context = DateBuilder.Context.fixed(2026, 3, 28, 10, 0)
    let simulator = SimulatedNotificationCenter(
      now: context.now, timeZone: context.timeZone, calendar: context.calendar, authorization: .authorized)
    let center = IsolationRecordingCenter(base: simulator)
    let notifications = LocalNotifications(
      center: center, permissionStore: InMemoryGroupPermissionStore(), policy: .soonestFirst,
      handledStore: InMemoryHandledOccurrenceStore()
    ) { context }
    notifications.register(
      AdHocGroup(
        identifier: "water",
        timeline: NotificationsTimeline {
          EveryDay(forDays: 3, starting: .today).at(hour: 11, minute: 0).schedule(title: "Water")
        }),
      permissionStrategy: .scheduleIfSystemAllowed)
    let caller = Caller()
    let report = await caller.launch(notifications)
    #expect(report.isSuccess)
    #expect(await simulator.pendingRequests().count == 3)
    let isolations = center.isolations.withLock { $0 }
    #expect(!isolations.isEmpty)
    #expect(isolations.allSatisfy { $0 == ObjectIdentifier(caller) }, "\(isolations)")
  }

  @Test func theInMemoryStoresAnswerOnTheCallersActor() async throws {
    // Neither store is an actor of its own: its calls inherit the caller's isolation.
    let permissions = InMemoryGroupPermissionStore(["quotes": .allowed])
    let handled = InMemoryHandledOccurrenceStore()
    let identifier = RequestIdentifier(group: "quotes", entry: "0", occurrence: "20261126T090000")
    await handled.markHandled(identifier, date: nil)
    #expect(await permissions.permission(forGroup: "quotes") == .allowed)
    #expect(await handled.handledOccurrences(inGroup: "quotes") == [identifier.description])
    await handled.unmarkHandled(identifier)
    #expect(await handled.handledOccurrences(inGroup: "quotes").isEmpty)
  }
}

/// The isolation this call inherited from its caller, as an identity (`nil` off any actor).
private func callerIsolation(isolation: isolated (any Actor)? = #isolation) -> ObjectIdentifier? {
  isolation.map { ObjectIdentifier($0) }
}
