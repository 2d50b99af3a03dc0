import Foundation
import NiceNotifications
import NiceNotificationsTesting
import TestSupport

/// One of the person's devices in a cloud test: a simulated center on its own clock and
/// zone, cloud stores over its view of the shared cloud, and a front door over both.
struct CloudDevice {
  /// A pill at 09:00 for ten days, one request a day (its content is made per date, so the
  /// days are not one repeating request).
  static let pills = FixedGroup("pills") {
    EveryDay(forDays: 10, starting: .today).at(hour: 9, minute: 0).schedule { (_: Date) in
      NotificationContent(title: "Pill")
    }
  }

  let center: SimulatedNotificationCenter
  let keyValues: SimulatedKeyValueStore
  /// What the device keeps across a relaunch, besides its view of the cloud.
  let knownDecisions: any KnownDecisionsStore
  let permissions: CloudGroupPermissionStore
  let handled: CloudHandledOccurrenceStore
  let notifications: LocalNotifications
  /// `nil` for a device that only learns of changes when it reschedules.
  let following: DecisionsFollowing?

  init(
    _ name: String, cloud: SimulatedCloud, start: DateBuilder.Context, follows: Bool = true,
    knownDecisions: any KnownDecisionsStore = InMemoryKnownDecisionsStore()
  ) throws {
    try self.init(
      center: simulator(start), keyValues: cloud.device(name), knownDecisions: knownDecisions,
      follows: follows)
  }

  private init(
    center: SimulatedNotificationCenter, keyValues: SimulatedKeyValueStore,
    knownDecisions: any KnownDecisionsStore, follows: Bool
  ) throws {
    self.center = center
    self.keyValues = keyValues
    self.knownDecisions = knownDecisions
    permissions = CloudGroupPermissionStore(keyValueStore: keyValues, knownDecisions: knownDecisions) {
      await center.now
    }
    handled = CloudHandledOccurrenceStore(keyValueStore: keyValues, knownDecisions: knownDecisions) {
      await center.now
    }
    notifications = LocalNotifications(simulator: center, permissionStore: permissions, handledStore: handled)
    notifications.register(Self.pills, permissionStrategy: .scheduleIfSystemAllowed)
    following = follows ? try notifications.followDecisionsAcrossDevices() : nil
  }

  /// A phone and a tablet, both at `start`, over a new shared cloud.
  ///
  /// ```swift
  /// let (cloud, phone, tablet) = try CloudDevice.phoneAndTablet(start: start, tabletFollows: false)
  /// ```
  static func phoneAndTablet(
    start: DateBuilder.Context, tabletFollows: Bool = true,
    phoneKnows knownDecisions: any KnownDecisionsStore = InMemoryKnownDecisionsStore()
  ) throws -> (SimulatedCloud, CloudDevice, CloudDevice) {
    let cloud = SimulatedCloud()
    let phone = try CloudDevice("phone", cloud: cloud, start: start, knownDecisions: knownDecisions)
    let tablet = try CloudDevice("tablet", cloud: cloud, start: start, follows: tabletFollows)
    return (cloud, phone, tablet)
  }

  /// The app's process ends: it no longer hears of changes, and what it held in memory goes.
  func end() {
    following?.cancel()
  }

  /// The app starts again on the same device: the same center, view of the cloud and known
  /// decisions; new stores and a new front door.
  func relaunched() throws -> CloudDevice {
    end()
    return try CloudDevice(
      center: center, keyValues: keyValues, knownDecisions: knownDecisions, follows: following != nil)
  }

  /// The identifiers of the pills pending on this device, sorted.
  func pendingPills() async -> [String] {
    await center.pending.map(\.request.identifier).filter { $0.hasPrefix("pills:") }.sorted()
  }

  /// Reschedules the pills group here.
  @discardableResult
  func reschedule() async -> RescheduleReport {
    await notifications.reschedule(group: Self.pills, permissionStrategy: .scheduleIfSystemAllowed)
  }
}
