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
    #expect(NotificationCenterConformance.checkNames.count == 15)
  }

  @Test func aCenterThatClaimsMoreRoomThanItKeepsFailsTheCapacityCheck() async throws {
    let error = await #expect(throws: ConformanceFailure.self) {
      try await NotificationCenterConformance.check {
        ClaimsRoom(base: simulator(Self.start, capacity: 64), pendingCapacity: 100)
      }
    }
    #expect(error?.failedChecks == ["capacityHeld"])
    #expect(error?.failures.first?.message.contains("capacity 100") == true)
  }

  @Test func theCapacityCheckCountsRequestsTheCenterHeldBefore() async throws {
    try await NotificationCenterConformance.check {
      let center = simulator(Self.start, capacity: 10)
      for index in 0..<4 {
        try? await center.add(
          NotificationRequest(
            identifier: "app.\(index)", content: NotificationContent(title: "Held"),
            trigger: .timeInterval(60, repeats: false)))
      }
      return center
    }
  }

  @Test func aCenterThatTakesANegativeBadgeFailsTheBadgeCheck() async throws {
    let error = await #expect(throws: ConformanceFailure.self) {
      try await NotificationCenterConformance.check { TakesAnyBadge(base: simulator(Self.start)) }
    }
    #expect(error?.failedChecks == ["negativeBadgeThrows"])
  }

  @Test(.timeLimit(.minutes(1)))
  func aCenterThatNeverAnswersFailsItsChecksWithinTheTimeLimitGiven() async throws {
    let error = await #expect(throws: ConformanceFailure.self) {
      try await NotificationCenterConformance.check(timeLimit: 0.2) {
        NeverAnswersPending(base: simulator(Self.start, authorization: .notDetermined, promptAnswer: .allow))
      }
    }
    let failures = error?.failures ?? []
    // Every check that reads the pending requests hangs, and fails for it.
    #expect(failures.map(\.check).contains("roundTrip.instant"))
    #expect(failures.map(\.check).contains("capacityHeld"))
    #expect(failures.allSatisfy { $0.message == "the center did not finish within 0.2 s" })
  }

  @Test func aTimeLimitLeavesAConformingCenterPassing() async throws {
    try await NotificationCenterConformance.check(timeLimit: 600) {
      simulator(Self.start, authorization: .notDetermined, promptAnswer: .allow)
    }
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

/// A center that claims more pending slots than the center it forwards to keeps.
private struct ClaimsRoom: ForwardingNotificationCenter {
  let base: any NotificationCenterPort
  let pendingCapacity: Int
}

/// A center that sets any badge, a negative one too.
private struct TakesAnyBadge: ForwardingNotificationCenter {
  let base: any NotificationCenterPort

  func setBadgeCount(_ count: Int) async throws(NotificationCenterError) {}
}

/// A center whose pending requests never come back: every check that reads them waits forever.
private struct NeverAnswersPending: ForwardingNotificationCenter {
  let base: any NotificationCenterPort

  func pendingRequests() async -> [PendingRequest] {
    await withUnsafeContinuation { (_: UnsafeContinuation<Void, Never>) in }
    return []
  }
}
