import Foundation
import NiceNotifications
import NiceNotificationsTesting
import Testing
import TestSupport

/// A group turned off or on on one device is off or on on the person's other devices.
struct GroupsAcrossDevicesTests {
  /// 28 March 2026, the day before Berlin's clocks go forward.
  let start = DateBuilder.Context.fixed(2026, 3, 28, 12, 0, in: "Europe/Berlin")

  @Test func groupTurnedOffOnOneDeviceIsOffOnTheOtherAndBackOn() async throws {
    let (cloud, phone, tablet) = try CloudDevice.phoneAndTablet(start: start)
    await phone.reschedule()
    await tablet.reschedule()
    let scheduled = await tablet.pendingPills()
    #expect(!scheduled.isEmpty)
    await phone.notifications.disable(group: CloudDevice.pills)
    cloud.sync()
    let off = try #require(await tablet.following?.reschedules())
    #expect(off.map { $0.outcomes["pills"] } == [.denied(.group)])
    #expect(await tablet.pendingPills().isEmpty)
    #expect(await tablet.notifications.groupAuthorization(forGroup: "pills") == .denied)
    await phone.center.advance(by: 3_600)
    try await phone.permissions.setPermission(.allowed, forGroup: "pills")
    cloud.sync()
    _ = await tablet.following?.reschedules()
    #expect(await tablet.pendingPills() == scheduled)
  }

  @Test(arguments: [false, true])
  func concurrentDecisionsResolveToTheLaterOnBoth(laterArrivesFirst: Bool) async throws {
    let (cloud, phone, tablet) = try CloudDevice.phoneAndTablet(start: start)
    // Both offline: the phone turns the group off at 13:00, the tablet on at 13:05.
    await phone.center.advance(by: 3_600)
    try await phone.permissions.setPermission(.denied, forGroup: "pills")
    await tablet.center.advance(by: 3_900)
    try await tablet.permissions.setPermission(.allowed, forGroup: "pills")
    if laterArrivesFirst {
      cloud.sync(tablet.keyValues)
      cloud.sync(phone.keyValues)
    } else {
      cloud.sync(phone.keyValues)
      cloud.sync(tablet.keyValues)
    }
    // A device that hears of an older decision than its own sends its own again.
    repeat { cloud.sync() } while cloud.hasUnsentWrites
    #expect(await phone.permissions.permission(forGroup: "pills") == .allowed)
    #expect(await tablet.permissions.permission(forGroup: "pills") == .allowed)
  }

  @Test func staleDevicesOlderDecisionDoesNotOverwriteALaterOne() async throws {
    let (cloud, phone, tablet) = try CloudDevice.phoneAndTablet(start: start)
    await phone.reschedule()
    await tablet.reschedule()
    // The tablet, offline since noon, turned the group on at 12:30; the phone turned it off
    // at 14:00 and synced at once. The tablet's older decision arrives afterwards.
    await tablet.center.advance(by: 1_800)
    try await tablet.permissions.setPermission(.allowed, forGroup: "pills")
    await phone.center.advance(by: 2 * 3_600)
    await phone.notifications.disable(group: CloudDevice.pills)
    cloud.sync(phone.keyValues)
    cloud.sync(tablet.keyValues)
    cloud.sync(phone.keyValues)
    cloud.sync()
    _ = await tablet.following?.reschedules()
    _ = await phone.following?.reschedules()
    #expect(await phone.permissions.permission(forGroup: "pills") == .denied)
    #expect(await tablet.permissions.permission(forGroup: "pills") == .denied)
    #expect(await tablet.pendingPills().isEmpty)
    #expect(await phone.pendingPills().isEmpty)
  }

  @Test func anotherAccountsDecisionsReplaceThePreviousOnes() async throws {
    let (cloud, phone, tablet) = try CloudDevice.phoneAndTablet(start: start)
    await phone.notifications.disable(group: CloudDevice.pills)
    cloud.sync()
    _ = await tablet.following?.reschedules()
    #expect(await tablet.pendingPills().isEmpty)
    // Signed in to another account, which never turned the group off.
    cloud.changeAccount()
    _ = await tablet.following?.reschedules()
    #expect(await tablet.notifications.groupAuthorization(forGroup: "pills") == .notAsked)
    #expect(await !tablet.pendingPills().isEmpty)
    #expect(cloud.serverValues.isEmpty)
  }

  @Test func aGroupTurnedOnWithAllowAutomaticallyAndOffOnTheTabletStaysOffOnBoth() async throws {
    let (cloud, phone, tablet) = try CloudDevice.phoneAndTablet(start: start)
    // The app turns the quotes on from its screen, as the person just did, on each device.
    let quotes = FixedGroup("quotes") {
      EveryDay(forDays: 5, starting: .today).at(hour: 20, minute: 0).schedule { (_: Date) in
        NotificationContent(title: "Quote")
      }
    }
    let turnOn = PermissionStrategy(groupLevel: .allowAutomatically, systemLevel: .askPermission)
    await phone.notifications.reschedule(group: quotes, permissionStrategy: turnOn)
    await tablet.notifications.reschedule(group: quotes, permissionStrategy: turnOn)
    repeat { cloud.sync() } while cloud.hasUnsentWrites
    // An hour later, on the tablet, the person turns them off.
    await tablet.center.advance(by: 3_600)
    await tablet.notifications.disable(group: quotes)
    repeat { cloud.sync() } while cloud.hasUnsentWrites
    let followed = try #require(await phone.following?.reschedules())
    #expect(followed.compactMap { $0.outcomes["quotes"] } == [.denied(.group)])
    repeat { cloud.sync() } while cloud.hasUnsentWrites
    _ = await tablet.following?.reschedules()
    for device in [phone, tablet] {
      #expect(await device.notifications.groupAuthorization(forGroup: "quotes") == .denied)
      #expect(await device.center.pending.filter { $0.request.identifier.hasPrefix("quotes:") }.isEmpty)
    }
  }

  @Test func aChangeToAnotherGroupReschedulesNothingHere() async throws {
    let (cloud, phone, tablet) = try CloudDevice.phoneAndTablet(start: start)
    await tablet.reschedule()
    try await phone.permissions.setPermission(.denied, forGroup: "weeklyDigest")
    cloud.sync()
    let reports = try #require(await tablet.following?.reschedules())
    #expect(reports.allSatisfy { $0.outcomes.isEmpty && $0.added.isEmpty && $0.removed.isEmpty })
    #expect(await !tablet.pendingPills().isEmpty)
  }

  @Test func storesThatStayOnTheDeviceHaveNothingToFollow() throws {
    let notifications = LocalNotifications(simulator: simulator(start))
    #expect(throws: DecisionsFollowingError.storesStayOnThisDevice) {
      try notifications.followDecisionsAcrossDevices()
    }
  }
}
