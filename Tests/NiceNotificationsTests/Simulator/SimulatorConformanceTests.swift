import Foundation
import NiceNotifications
import NiceNotificationsTesting
import Testing
import TestSupport

struct SimulatorConformanceTests {
  static let start = DateBuilder.Context.fixed(2026, 11, 21, 12, 0)

  @Test func simulatorPassesTheConformanceChecks() async throws {
    try await NotificationCenterConformance.check {
      simulator(Self.start, authorization: .notDetermined, promptAnswer: .allow)
    }
  }

  @Test func simulatorThatDeniesStillConforms() async throws {
    try await NotificationCenterConformance.check {
      simulator(Self.start, authorization: .notDetermined, promptAnswer: .deny)
    }
  }

  @Test func aForwardingCenterThatChangesNothingConforms() async throws {
    struct PassThrough: ForwardingNotificationCenter { let base: any NotificationCenterPort }
    try await NotificationCenterConformance.check {
      PassThrough(base: simulator(Self.start, authorization: .notDetermined, promptAnswer: .allow))
    }
    #expect(PassThrough(base: simulator(Self.start, capacity: 20)).pendingCapacity == 20)
  }

  @Test func conformanceAcceptsAnInstantReportedAsAnInterval() async throws {
    try await NotificationCenterConformance.check {
      InstantAsInterval(simulator: simulator(Self.start, authorization: .notDetermined))
    }
  }

  @Test func conformanceReportsEveryFailedCheckByName() async throws {
    let error = await #expect(throws: ConformanceFailure.self) {
      try await NotificationCenterConformance.check { Forgetful(base: simulator(Self.start)) }
    }
    #expect(
      error?.failedChecks == [
        "roundTrip.calendarFloating", "roundTrip.calendarPinned", "roundTrip.timeInterval",
        "roundTrip.instant",
        "replaceByIdentifier", "categoriesSetReplaces", "badgeZeroAccepted",
      ])
    #expect(error?.failures.first?.message.contains("stored fingerprint") == true)
    #expect(
      error?.description.hasPrefix("7 conformance checks failed:\n- roundTrip.calendarFloating: ") == true)
    #expect(NotificationCenterConformance.checkNames.count == 13)
  }
}

/// Reports instants as time intervals from now, as the Apple adapter does.
struct InstantAsInterval: ForwardingNotificationCenter {
  let simulator: SimulatedNotificationCenter
  var base: any NotificationCenterPort { simulator }

  func pendingRequests() async -> [PendingRequest] {
    let now = await simulator.now
    return await simulator.pendingRequests().map { pending in
      var pending = pending
      if case .instant(let date) = pending.request.trigger {
        pending.request.trigger = .timeInterval(date.timeIntervalSince(now), repeats: false)
      }
      return pending
    }
  }
}

/// A broken center: forgets fingerprints, merges categories instead of replacing them, and
/// refuses every badge.
struct Forgetful: ForwardingNotificationCenter {
  let base: any NotificationCenterPort

  func pendingRequests() async -> [PendingRequest] {
    await base.pendingRequests().map { PendingRequest(request: $0.request, fingerprint: nil) }
  }
  func setCategories(_ categories: Set<NotificationCategory>) async {
    await base.setCategories(await base.categories().union(categories))
  }
  func setBadgeCount(_ count: Int) async throws(NotificationCenterError) { throw .failed("no badges here") }
}
