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
        "replaceByIdentifier", "categoriesSetReplaces", "categoriesSetEmptyClears", "badgeZeroAccepted",
        "badgePositiveAccepted",
      ])
    #expect(error?.failures.first?.message.contains("stored fingerprint") == true)
    #expect(
      error?.description.hasPrefix("9 conformance checks failed:\n- roundTrip.calendarFloating: ") == true)
    #expect(NotificationCenterConformance.checkNames.count == 17)
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

  @Test func aCenterThatRemovesOnlyTheFirstIdentifierOfAListFailsTheRemoveCheck() async throws {
    let error = await #expect(throws: ConformanceFailure.self) {
      try await NotificationCenterConformance.check { RemovesOnlyTheFirst(base: simulator(Self.start)) }
    }
    #expect(error?.failedChecks == ["removeByIdentifiers"])
  }

  @Test(arguments: [0, 1, 2, 3])
  func aCenterWithLittleRoomConformsWhenItHoldsWhatFits(capacity: Int) async throws {
    try await NotificationCenterConformance.check {
      simulator(Self.start, authorization: .notDetermined, capacity: capacity, promptAnswer: .allow)
    }
  }

  @Test func aFullCenterConformsWithoutRoomForTheChecks() async throws {
    try await NotificationCenterConformance.check {
      let center = simulator(Self.start, capacity: 2)
      for index in 0..<2 {
        try? await center.add(
          NotificationRequest(
            identifier: "app.\(index)", content: NotificationContent(title: "Held"),
            trigger: .timeInterval(600, repeats: false)))
      }
      return center
    }
  }

  @Test(arguments: [PromptAnswer.allow, .deny])
  func aCenterThatRefusesAddsWhileNotAllowedConforms(answer: PromptAnswer) async throws {
    try await NotificationCenterConformance.check {
      SimulatedNotificationCenter(
        now: Self.start.now, timeZone: Self.start.timeZone, authorization: .notDetermined,
        promptAnswer: answer, rejectsAddsWhenNotAllowed: true)
    }
  }

  @Test func aCenterThatRefusesAddsWhileAllowedFailsTheChecksThatAdd() async throws {
    let error = await #expect(throws: ConformanceFailure.self) {
      try await NotificationCenterConformance.check { RefusesEveryAdd(base: simulator(Self.start)) }
    }
    #expect(error?.failedChecks.contains("roundTrip.instant") == true)
    #expect(error?.failedChecks.contains("capacityHeld") == true)
  }

  @Test func aCenterThatRefusesAPositiveBadgeFailsTheBadgeCheck() async throws {
    let error = await #expect(throws: ConformanceFailure.self) {
      try await NotificationCenterConformance.check { ClearsBadgeOnly(base: simulator(Self.start)) }
    }
    #expect(error?.failedChecks == ["badgePositiveAccepted"])
  }

  @Test func aCenterWithLooserTriggerLimitsFailsTheInvalidRequestsCheck() async throws {
    let error = await #expect(throws: ConformanceFailure.self) {
      try await NotificationCenterConformance.check { LooseTriggerLimits(base: simulator(Self.start)) }
    }
    #expect(error?.failedChecks == ["invalidRequestsThrow"])
    let message = error?.failures.first?.message ?? ""
    #expect(message.contains("45.0"))
    #expect(message.contains("minute: 60"))
    #expect(message.components(separatedBy: "did not throw").count == 3)  // the two loose limits only
  }

  @Test func aCenterThatKeepsItsCategoriesWhenSetEmptyFailsTheCategoriesCheck() async throws {
    let error = await #expect(throws: ConformanceFailure.self) {
      try await NotificationCenterConformance.check { IgnoresEmptyCategories(base: simulator(Self.start)) }
    }
    #expect(error?.failedChecks == ["categoriesSetEmptyClears"])
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

/// A center whose batch removal removes only the first identifier of the list.
private struct RemovesOnlyTheFirst: ForwardingNotificationCenter {
  let base: any NotificationCenterPort

  func removePendingRequests(withIdentifiers identifiers: [String]) async {
    await base.removePendingRequests(withIdentifiers: Array(identifiers.prefix(1)))
  }
}

/// A center that throws `.notificationsNotAllowed` for every add, while it allows scheduling too.
private struct RefusesEveryAdd: ForwardingNotificationCenter {
  let base: any NotificationCenterPort

  func add(_ request: NotificationRequest) async throws(NotificationCenterError) {
    throw .notificationsNotAllowed
  }
}

/// A center that clears the badge but refuses to set a number.
private struct ClearsBadgeOnly: ForwardingNotificationCenter {
  let base: any NotificationCenterPort

  func setBadgeCount(_ count: Int) async throws(NotificationCenterError) {
    guard count == 0 else { throw .failed("badges cannot be set") }
    try await base.setBadgeCount(count)
  }
}

/// A center with looser limits than the platform's: it takes a repeating interval from 40 s and a
/// minute of 60 without an error, and keeps neither.
private struct LooseTriggerLimits: ForwardingNotificationCenter {
  let base: any NotificationCenterPort

  func add(_ request: NotificationRequest) async throws(NotificationCenterError) {
    switch request.trigger {
    case .timeInterval(let seconds, repeats: true) where seconds >= 40: return
    case .calendar(let components, _) where components.minute == 60: return
    default: try await base.add(request)
    }
  }
}

/// A center that keeps its categories when asked to set none.
private struct IgnoresEmptyCategories: ForwardingNotificationCenter {
  let base: any NotificationCenterPort

  func setCategories(_ categories: Set<NotificationCategory>) async {
    guard !categories.isEmpty else { return }
    await base.setCategories(categories)
  }
}
