import Foundation
import NiceNotifications
import NiceNotificationsTesting
import PropertyTesting
import Testing
import TestSupport

/// An app that declares all its groups up front: a group it no longer declares (a bill deleted on
/// another device) loses its pending requests at the next `rescheduleAll`, and their slots go to the
/// groups it declares, in the same call.
struct UnregisteredGroupsTests {
  /// A bill due every day at its own hour, its text naming the day: one request a day.
  struct BillGroup: LocalNotificationsGroup {
    let number: Int
    var groupIdentifier: String { "bill-\(number)" }
    func timeline() async throws -> NotificationsTimeline {
      let number = number
      return NotificationsTimeline {
        EveryDay(forDays: 60, starting: .today).at(hour: 7 + number, minute: 30)
          .schedule(with: { (date: Date) in
            NotificationContent(title: "Bill \(number) \(date.timeIntervalSince1970)")
          })
      }
    }
  }

  /// Berlin at 06:00 on the Friday before its clocks fall back: each bill's first day is today.
  static let start = DateBuilder.Context.fixed(2026, 10, 23, 6, 0)

  @Test func aBillDeletedOnAnotherDeviceStopsAtTheNextLaunchAndFreesItsSlots() async {
    let simulator = simulator(Self.start, authorization: .authorized)
    let before = LocalNotifications(simulator: simulator)
    before.registerAll(
      [BillGroup(number: 1), BillGroup(number: 2)], permissionStrategy: .scheduleIfSystemAllowed)
    await before.rescheduleAll()
    #expect(await pendingCountsByGroup(simulator) == ["bill-1": 32, "bill-2": 32])
    // Relaunched after the bill was deleted elsewhere: the app declares the one left.
    let after = LocalNotifications(simulator: simulator)
    after.registerAll([BillGroup(number: 1)], permissionStrategy: .scheduleIfSystemAllowed)
    let report = await after.rescheduleAll()
    #expect(report.unregisteredGroupsRemoved == ["bill-2"])
    #expect(report.removed.count == 32)
    #expect(report.removed.allSatisfy { RequestIdentifier($0)?.group == "bill-2" })
    // The freed slots go to bill 1 in this call: its 60 days all fit now.
    #expect(report.outcomes == ["bill-1": .scheduled])
    #expect(await pendingCountsByGroup(simulator) == ["bill-1": 60])
    #expect(report.plan?.refillDate == nil)
    // Bill 2 never fires again.
    await simulator.advance(by: 3 * 86_400)
    #expect(!(await simulator.deliveredIdentifiers).contains { RequestIdentifier($0)?.group == "bill-2" })
  }

  @Test func requestsThePackageDoesNotOwnAndAdHocGroupsStay() async throws {
    let simulator = simulator(Self.start, authorization: .authorized)
    try await simulator.add(
      NotificationRequest(
        identifier: "someone-elses", content: NotificationContent(title: "Theirs"),
        trigger: .timeInterval(3_600, repeats: false)))
    let notifications = LocalNotifications(simulator: simulator)
    await notifications.directSchedule(
      request: NotificationRequest(
        identifier: "direct", content: NotificationContent(title: "Direct"),
        trigger: .timeInterval(7_200, repeats: false)),
      permissionStrategy: .scheduleIfSystemAllowed)
    let (adHoc, _) = await notifications.schedule(
      content: NotificationContent(title: "Once"),
      at: ExactDay(year: 2026, month: 10, day: 26).at(hour: 9, minute: 0),
      permissionStrategy: .scheduleIfSystemAllowed)
    await notifications.reschedule(group: BillGroup(number: 3), permissionStrategy: .scheduleIfSystemAllowed)
    notifications.registerAll([BillGroup(number: 1)], permissionStrategy: .scheduleIfSystemAllowed)
    let report = await notifications.rescheduleAll()
    #expect(report.unregisteredGroupsRemoved == ["bill-3"])
    let pending = Set(await simulator.pending.map(\.request.identifier))
    #expect(pending.contains("someone-elses"))
    #expect(pending.contains("direct"))
    #expect(pending.contains { RequestIdentifier($0)?.group == adHoc.groupIdentifier })
    #expect(!pending.contains { RequestIdentifier($0)?.group == "bill-3" })
  }

  @Test func withoutDeclaringEveryGroupOtherGroupsStayUnlessAskedToGo() async {
    let simulator = simulator(Self.start, authorization: .authorized)
    let notifications = LocalNotifications(simulator: simulator)
    await notifications.reschedule(group: BillGroup(number: 2), permissionStrategy: .scheduleIfSystemAllowed)
    notifications.register(BillGroup(number: 1), permissionStrategy: .scheduleIfSystemAllowed)
    let kept = await notifications.rescheduleAll()
    #expect(kept.unregisteredGroupsRemoved.isEmpty)
    #expect(await pendingCountsByGroup(simulator)["bill-2"] != nil)
    let removed = await notifications.rescheduleAll(unregisteredGroups: .remove)
    #expect(removed.unregisteredGroupsRemoved == ["bill-2"])
    #expect(await pendingCountsByGroup(simulator) == ["bill-1": 60])
  }

  /// A launch: the bills the app declares then, and how long after the previous launch it comes.
  struct Launch: CustomStringConvertible, Sendable {
    var bills: Set<Int>
    var hoursLater: Int

    var description: String { "after \(hoursLater) h: bills \(bills.sorted())" }

    static func generate(_ g: inout SeededGenerator) -> Launch {
      Launch(
        bills: Set((1...5).filter { _ in Bool.random(using: &g) }),
        hoursLater: Int.random(in: 0...72, using: &g))
    }
  }

  /// Over seeded sequences of launches, each declaring a random set of bills (up to five, sharing the 64
  /// slots with a request of another app's and an ad-hoc one): after each launch's `rescheduleAll`, what
  /// the device holds is what a device that only ever knew the declared bills would hold — nothing of a
  /// bill no longer declared, every slot it held given to the others — and the other requests are as
  /// they were.
  @Test func afterEachLaunchTheDeviceHoldsWhatOnlyTheDeclaredGroupsWouldHave() async {
    let iterations = ProcessInfo.processInfo.environment["NICE_UNREGISTERED_LIVES"].flatMap(Int.init) ?? 25
    // A daily ad-hoc reminder, one repeating request: it keeps its slot whatever the bills need.
    let adHoc = AdHocGroup(
      timeline: NotificationsTimeline {
        EveryDay(starting: .today).at(hour: 18, minute: 0).schedule(title: "Daily")
      })
    let foreign = NotificationRequest(
      identifier: "someone-elses", content: NotificationContent(title: "Theirs"),
      trigger: .calendar(DateComponents(hour: 12, minute: 0), repeats: true))
    await expectProperty(
      "undeclared groups removed", iterations: iterations,
      generate: { g in (0..<Int.random(in: 1...6, using: &g)).map { _ in Launch.generate(&g) } },
      shrink: { Shrink.array($0) }
    ) { launches in
      let device = simulator(Self.start, authorization: .authorized)
      try? await device.add(foreign)
      await LocalNotifications(simulator: device).reschedule(
        group: adHoc, permissionStrategy: .scheduleIfSystemAllowed)
      for launch in launches {
        await device.advance(by: TimeInterval(launch.hoursLater) * 3_600)
        let notifications = LocalNotifications(simulator: device)
        notifications.registerAll(
          launch.bills.sorted().map(BillGroup.init), permissionStrategy: .scheduleIfSystemAllowed)
        let report = await notifications.rescheduleAll()
        // The same moment on a device that only ever knew the declared bills.
        let fresh = SimulatedNotificationCenter(
          now: await device.now, timeZone: Self.start.timeZone, calendar: Self.start.calendar,
          authorization: .authorized)
        try? await fresh.add(foreign)
        await LocalNotifications(simulator: fresh).reschedule(
          group: adHoc, permissionStrategy: .scheduleIfSystemAllowed)
        let oracle = LocalNotifications(simulator: fresh)
        oracle.registerAll(
          launch.bills.sorted().map(BillGroup.init), permissionStrategy: .scheduleIfSystemAllowed)
        await oracle.rescheduleAll()
        let held = await device.pending.map {
          "\($0.request.identifier) \($0.fingerprint?.description ?? "-")"
        }
        let wanted = await fresh.pending.map {
          "\($0.request.identifier) \($0.fingerprint?.description ?? "-")"
        }
        let removedGroups = Set(report.removed.compactMap { RequestIdentifier($0)?.group })
        guard Set(held) == Set(wanted), held.count <= 64,
          removedGroups.isSubset(of: Set((1...5).map { "bill-\($0)" })),
          Set(report.unregisteredGroupsRemoved).isDisjoint(with: launch.bills.map { "bill-\($0)" })
        else { return false }
      }
      return true
    }
  }
}
