import DateBuilder
import Foundation
import NiceNotifications
import NiceNotificationsTesting
import Testing
import TestSupport

/// Requests another library made, named like the package's own, are left alone.
///
/// Their identifiers have two colons, and the first part may even name one of the app's groups, but
/// their occurrence has none of the forms the package writes.
@Suite struct ForeignRequestTests {
  /// Noon in New York, two weeks after the clocks went forward.
  static let start = DateBuilder.Context.fixed(2026, 3, 28, 12, 0, in: "America/New_York")

  /// Identifiers of other libraries; `news` is also one of the app's groups.
  static let foreign = ["sdk:campaign:42", "com.braze:push:abc", "news:digest:weekly", "a:b:c"]

  /// A hundred days at 08:00: more than the cap holds, so slots are taken from later requests.
  struct News: LocalNotificationsGroup {
    let groupIdentifier = "news"
    func timeline() async throws -> NotificationsTimeline {
      NotificationsTimeline {
        EveryDay(forDays: 100, starting: .tomorrow).at(hour: 8, minute: 0)
          .schedule(with: { (date: Date) in NotificationContent(title: "News \(date.timeIntervalSince1970)") }
          )
      }
    }
  }

  @Test(arguments: foreign)
  func anotherLibrarysRequestKeepsItsSlotThroughEveryCallOfTheApp(_ identifier: String) async throws {
    let simulator = simulator(Self.start)
    // Forty days ahead, later than every slot the app's group could take from it.
    let theirs = NotificationRequest(
      identifier: identifier, content: NotificationContent(title: "theirs"),
      trigger: .calendar(
        DateComponents(year: 2026, month: 5, day: 7, hour: 9, minute: 0, second: 0), repeats: false))
    try await simulator.add(theirs)
    let notifications = LocalNotifications(simulator: simulator)
    notifications.registerAll([News()], permissionStrategy: .scheduleIfSystemAllowed)
    let all = await notifications.rescheduleAll()
    let one = await notifications.reschedule(group: News(), permissionStrategy: .scheduleIfSystemAllowed)
    #expect(!all.removed.contains(identifier) && !one.removed.contains(identifier))
    #expect(all.unregisteredGroupsRemoved.isEmpty)
    #expect(all.plan?.foreignCount == 1)
    #expect(await simulator.pending.count == 64)
    #expect(await simulator.pending.contains { $0.request.identifier == identifier })
    #expect(try await notifications.pendingRequests(ofGroup: "news").count == 63)
    // Removing the app's group leaves it, and so does clearing the group's delivered notifications.
    let removal = await notifications.remove(group: News())
    #expect(!removal.removed.contains(identifier))
    await simulator.advance(to: Self.start.now + 41 * 86_400)
    #expect(await simulator.deliveredIdentifiers == [identifier])
    #expect(await notifications.deliveredNotifications(ofGroup: "news").isEmpty)
    #expect(await notifications.removeDeliveredNotifications(ofGroup: "news").isEmpty)
    #expect(await simulator.deliveredIdentifiers == [identifier])
  }

  @Test func anAppGroupNamedLikeAnAdHocOneIsRemovedOnceTheAppNoLongerDeclaresIt() async {
    let simulator = simulator(Self.start)
    let tips = AdHocGroup(
      identifier: "adhoc-tips",
      timeline: NotificationsTimeline { Tomorrow().at(hour: 9, minute: 0).schedule(title: "Tip") })
    let unnamed = AdHocGroup(
      timeline: NotificationsTimeline { Tomorrow().at(hour: 10, minute: 0).schedule(title: "Welcome") })
    let notifications = LocalNotifications(simulator: simulator)
    await notifications.reschedule(group: unnamed, permissionStrategy: .scheduleIfSystemAllowed)
    notifications.registerAll([tips, News()], permissionStrategy: .scheduleIfSystemAllowed)
    await notifications.rescheduleAll()
    notifications.registerAll([News()], permissionStrategy: .scheduleIfSystemAllowed)
    let report = await notifications.rescheduleAll()
    #expect(report.unregisteredGroupsRemoved == ["adhoc-tips"])
    let groups = Set(await simulator.pending.compactMap { RequestIdentifier($0.request.identifier)?.group })
    #expect(groups == ["news", unnamed.groupIdentifier])
  }
}
