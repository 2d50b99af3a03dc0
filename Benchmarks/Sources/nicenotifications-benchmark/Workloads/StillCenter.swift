import Foundation
import NiceNotifications

/// A notification center that answers from fixed values and counts every write: the
/// cheapest center there can be, so that what an unchanged launch costs is the package's
/// own work (reading, deciding, planning, comparing), not a center's.
///
/// ```swift
/// let center = StillCenter(pending: await simulator.pendingRequests(), settings: await simulator.notificationSettings())
/// _ = await LocalNotifications(center: center, permissionStore: store).rescheduleAll()
/// center.writes // 0 for an unchanged launch
/// ```
@available(macOS 13, iOS 16, tvOS 16, watchOS 9, visionOS 1, *)
final class StillCenter: NotificationCenterPort, @unchecked Sendable {
  // @unchecked: `pending` and `settings` never change; `writeCount` is read and written
  // only under `lock`.
  private let pending: [PendingRequest]
  private let settings: NotificationSettings
  private let lock = NSLock()
  private var writeCount = 0

  /// A center whose pending requests are `pending`, with nothing delivered.
  init(pending: [PendingRequest], settings: NotificationSettings) {
    self.pending = pending
    self.settings = settings
  }

  /// How many writes were asked of it: adds, and each identifier removed.
  var writes: Int { lock.withLock { writeCount } }

  private func wrote(_ count: Int) { lock.withLock { writeCount += count } }

  func notificationSettings() async -> NotificationSettings { settings }
  func requestAuthorization(options: AuthorizationOptions) async throws(NotificationCenterError) -> Bool {
    true
  }
  func add(_ request: NotificationRequest) async throws(NotificationCenterError) { wrote(1) }
  func pendingRequests() async -> [PendingRequest] { pending }
  func removePendingRequests(withIdentifiers identifiers: [String]) async { wrote(identifiers.count) }
  func removeAllPendingRequests() async { wrote(pending.count) }
  func deliveredNotifications() async -> [DeliveredNotification] { [] }
  func removeDeliveredNotifications(withIdentifiers identifiers: [String]) async {}
  func removeAllDeliveredNotifications() async {}
  func setCategories(_ categories: Set<NotificationCategory>) async {}
  func categories() async -> Set<NotificationCategory> { [] }
  func setBadgeCount(_ count: Int) async throws(NotificationCenterError) {}
}
