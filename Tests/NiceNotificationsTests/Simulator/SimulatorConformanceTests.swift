import Foundation
import NiceNotifications
import NiceNotificationsTesting
import Testing

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

  @Test func conformanceAcceptsAnInstantReportedAsAnInterval() async throws {
    try await NotificationCenterConformance.check {
      InstantAsInterval(inner: simulator(Self.start, authorization: .notDetermined))
    }
  }

  @Test func conformanceReportsEveryFailedCheckByName() async throws {
    let error = await #expect(throws: ConformanceFailure.self) {
      try await NotificationCenterConformance.check { Forgetful(inner: simulator(Self.start)) }
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
struct InstantAsInterval: NotificationCenterPort {
  let inner: SimulatedNotificationCenter

  func notificationSettings() async -> NotificationSettings { await inner.notificationSettings() }
  func requestAuthorization(options: AuthorizationOptions) async throws(NotificationCenterError) -> Bool {
    try await inner.requestAuthorization(options: options)
  }
  func add(_ request: NotificationRequest) async throws(NotificationCenterError) {
    try await inner.add(request)
  }
  func pendingRequests() async -> [PendingRequest] {
    let now = await inner.now
    return await inner.pendingRequests().map { pending in
      var pending = pending
      if case .instant(let date) = pending.request.trigger {
        pending.request.trigger = .timeInterval(date.timeIntervalSince(now), repeats: false)
      }
      return pending
    }
  }
  func removePendingRequests(withIdentifiers identifiers: [String]) async {
    await inner.removePendingRequests(withIdentifiers: identifiers)
  }
  func removeAllPendingRequests() async { await inner.removeAllPendingRequests() }
  func deliveredNotifications() async -> [DeliveredNotification] { await inner.deliveredNotifications() }
  func removeDeliveredNotifications(withIdentifiers identifiers: [String]) async {
    await inner.removeDeliveredNotifications(withIdentifiers: identifiers)
  }
  func removeAllDeliveredNotifications() async { await inner.removeAllDeliveredNotifications() }
  func setCategories(_ categories: Set<NotificationCategory>) async { await inner.setCategories(categories) }
  func categories() async -> Set<NotificationCategory> { await inner.categories() }
  func setBadgeCount(_ count: Int) async throws(NotificationCenterError) {
    try await inner.setBadgeCount(count)
  }
}

/// A broken center: forgets fingerprints, merges categories instead of replacing them, and
/// refuses every badge.
struct Forgetful: NotificationCenterPort {
  let inner: SimulatedNotificationCenter

  func notificationSettings() async -> NotificationSettings { await inner.notificationSettings() }
  func requestAuthorization(options: AuthorizationOptions) async throws(NotificationCenterError) -> Bool {
    try await inner.requestAuthorization(options: options)
  }
  func add(_ request: NotificationRequest) async throws(NotificationCenterError) {
    try await inner.add(request)
  }
  func pendingRequests() async -> [PendingRequest] {
    await inner.pendingRequests().map { PendingRequest(request: $0.request, fingerprint: nil) }
  }
  func removePendingRequests(withIdentifiers identifiers: [String]) async {
    await inner.removePendingRequests(withIdentifiers: identifiers)
  }
  func removeAllPendingRequests() async { await inner.removeAllPendingRequests() }
  func deliveredNotifications() async -> [DeliveredNotification] { await inner.deliveredNotifications() }
  func removeDeliveredNotifications(withIdentifiers identifiers: [String]) async {
    await inner.removeDeliveredNotifications(withIdentifiers: identifiers)
  }
  func removeAllDeliveredNotifications() async { await inner.removeAllDeliveredNotifications() }
  func setCategories(_ categories: Set<NotificationCategory>) async {
    await inner.setCategories(await inner.categories().union(categories))
  }
  func categories() async -> Set<NotificationCategory> { await inner.categories() }
  func setBadgeCount(_ count: Int) async throws(NotificationCenterError) { throw .failed("no badges here") }
}
