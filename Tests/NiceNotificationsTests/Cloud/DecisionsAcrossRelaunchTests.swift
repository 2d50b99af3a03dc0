import Foundation
import NiceNotifications
import NiceNotificationsTesting
import Testing
import TestSupport

/// A decision made before the app's process ended still wins, after a relaunch, over an
/// older one that another device sent to iCloud while the app was not running.
struct DecisionsAcrossRelaunchTests {
  /// 24 October 2026, 23:00 in Berlin: the night the clocks go back at 03:00.
  let start = DateBuilder.Context.fixed(2026, 10, 24, 23, 0, in: "Europe/Berlin")
  /// 02:50 summer time (00:50 UTC), before the clocks go back.
  let beforeFallBack: TimeInterval = 3 * 3_600 + 50 * 60
  /// 02:10 winter time (01:10 UTC): earlier on the wall clock, later in fact.
  let afterFallBack: TimeInterval = 4 * 3_600 + 10 * 60

  @Test func aDoneStaysDoneWhenAnOlderUnmarkArrivedWhileTheAppWasNotRunning() async throws {
    try await withTemporaryDefaultsSuite { defaults, _ in
      // The phone keeps what it knew in its defaults, as an app does.
      let known = UserDefaultsKnownDecisionsStore(userDefaults: defaults)
      let (cloud, phone, tablet) = try CloudDevice.phoneAndTablet(start: start, phoneKnows: known)
      await phone.reschedule()
      await tablet.reschedule()
      let occurrence = try #require(RequestIdentifier("pills:0:20261025T090000"))
      try await tablet.notifications.markHandled(occurrence, date: nil)
      cloud.sync()
      _ = await phone.following?.reschedules()
      #expect(await !phone.pendingPills().contains(occurrence.description))
      // Offline, the tablet undoes it before the clocks go back; the phone marks it done again
      // after, and syncs at once.
      await tablet.center.advance(by: beforeFallBack)
      try await tablet.notifications.unmarkHandled(occurrence)
      await phone.center.advance(by: afterFallBack)
      try await phone.notifications.markHandled(occurrence, date: nil)
      cloud.sync(phone.keyValues)
      // The phone's app ends; the tablet comes online and its older unmark, arriving last,
      // replaces the done in iCloud and on the phone.
      phone.end()
      cloud.sync(tablet.keyValues)
      cloud.sync(phone.keyValues)
      let key = phone.handled.key(for: occurrence)
      #expect(phone.keyValues.value(forKey: key) == tablet.keyValues.value(forKey: key))

      let relaunched = try phone.relaunched()
      await relaunched.reschedule()
      #expect(await !relaunched.pendingPills().contains(occurrence.description))
      #expect(
        try await relaunched.notifications.handledOccurrences(ofGroup: "pills") == [occurrence.description])
      // The phone sent its later decision again; at its next exchange the tablet takes it.
      cloud.sync()
      _ = await tablet.following?.reschedules()
      #expect(try await tablet.notifications.handledOccurrences(ofGroup: "pills") == [occurrence.description])
      #expect(await !tablet.pendingPills().contains(occurrence.description))
      #expect(await tablet.pendingPills() == relaunched.pendingPills())
      #expect(cloud.limitViolations.isEmpty)
    }
  }

  @Test func aGroupTurnedOffStaysOffWhenAnOlderOnArrivedWhileTheAppWasNotRunning() async throws {
    try await withTemporaryDefaultsSuite { defaults, _ in
      // The phone keeps what it knew in its defaults, as an app does.
      let known = UserDefaultsKnownDecisionsStore(userDefaults: defaults)
      let (cloud, phone, tablet) = try CloudDevice.phoneAndTablet(start: start, phoneKnows: known)
      await phone.reschedule()
      await tablet.reschedule()
      let scheduled = await tablet.pendingPills()
      #expect(!scheduled.isEmpty)
      // Offline, the tablet turns the group on before the clocks go back; the phone turns it
      // off after, and syncs at once.
      await tablet.center.advance(by: beforeFallBack)
      try await tablet.permissions.setPermission(.allowed, forGroup: "pills")
      await phone.center.advance(by: afterFallBack)
      await phone.notifications.disable(group: CloudDevice.pills)
      #expect(await phone.pendingPills().isEmpty)
      cloud.sync(phone.keyValues)
      phone.end()
      cloud.sync(tablet.keyValues)
      cloud.sync(phone.keyValues)
      let key = phone.permissions.key(forGroup: "pills")
      #expect(phone.keyValues.value(forKey: key) == tablet.keyValues.value(forKey: key))

      let relaunched = try phone.relaunched()
      await relaunched.reschedule()
      #expect(await relaunched.pendingPills().isEmpty)
      #expect(await relaunched.notifications.groupAuthorization(forGroup: "pills") == .denied)
      cloud.sync()
      _ = await tablet.following?.reschedules()
      #expect(await tablet.permissions.permission(forGroup: "pills") == .denied)
      #expect(await tablet.pendingPills().isEmpty)
      #expect(cloud.limitViolations.isEmpty)
    }
  }
}
