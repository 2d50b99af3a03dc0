import Foundation
import NiceNotifications
import NiceNotificationsTesting
import Testing
import TestSupport

/// Under a daily limit or a minimum gap the registered groups share each day: what one group
/// gives up — turned off, removed, edited, or turned off on another device — goes to the others
/// in the same call, not at the next launch.
struct PacingSharedDaysTests {
  /// Friday 12 March 2027, 12:00 in New York; the clocks spring forward on Sunday 14 March.
  let context = DateBuilder.Context.fixed(2027, 3, 12, 12, 0, in: "America/New_York")

  /// A daily reminder at `hour`:00 for six days from Saturday, its title from the date.
  static func daily(_ name: String, hour: Int, days: Int = 6) -> TimelineGroup {
    TimelineGroup(
      groupIdentifier: name,
      fixed: NotificationsTimeline {
        EveryDay(forDays: days, starting: ExactDay(year: 2027, month: 3, day: 13)).at(hour: hour, minute: 0)
          .schedule { (date: Date) in NotificationContent(title: "\(name) \(date.timeIntervalSince1970)") }
      })
  }

  static let meds = daily("meds", hour: 9)
  static let water = daily("water", hour: 12)

  /// One reminder a day, the medication first.
  static func onePerDay() throws -> PlanningPolicy {
    PlanningPolicy(pacing: try Pacing(dailyLimit: 1, priorities: ["meds": 10]))
  }

  /// The local times delivered through Thursday 18 March, per group.
  func delivered(by simulator: SimulatedNotificationCenter) async -> [String: [String]] {
    await simulator.advance(to: context.now.addingTimeInterval(7 * 86_400))
    var delivered: [String: [String]] = [:]
    for notification in await simulator.deliveredNotifications() {
      let group = String(notification.request.identifier.prefix { $0 != ":" })
      delivered[group, default: []].append(context.local(notification.date))
    }
    return delivered.mapValues { $0.sorted() }
  }

  /// Both groups registered and planned; water gets no day, as the medication fills each.
  func device() async throws -> (SimulatedNotificationCenter, LocalNotifications) {
    let simulator = simulator(context)
    let notifications = LocalNotifications(simulator: simulator, policy: try Self.onePerDay())
    notifications.registerAll([Self.meds, Self.water], permissionStrategy: .scheduleIfSystemAllowed)
    await notifications.rescheduleAll()
    return (simulator, notifications)
  }

  static let waterEveryDay = [
    "2027-03-13 12:00", "2027-03-14 12:00", "2027-03-15 12:00", "2027-03-16 12:00", "2027-03-17 12:00",
    "2027-03-18 12:00",
  ]

  @Test func turningAGroupOffGivesItsDaysToTheOthers() async throws {
    let (simulator, notifications) = try await device()
    #expect(await simulator.pending.allSatisfy { $0.request.identifier.hasPrefix("meds:") })
    let report = await notifications.disable(group: Self.meds)
    #expect(report.outcomes["meds"] == .denied(.group))
    #expect(report.outcomes["water"] == .scheduled)
    #expect(report.added.count == 6)
    #expect(await delivered(by: simulator) == ["water": Self.waterEveryDay])
  }

  @Test func removingAGroupGivesItsDaysToTheOthers() async throws {
    let (simulator, notifications) = try await device()
    let report = await notifications.remove(group: Self.meds)
    #expect(report.outcomes["meds"] == .scheduled)
    #expect(await delivered(by: simulator) == ["water": Self.waterEveryDay])
  }

  @Test func unregisteringAGroupGivesItsDaysToTheOthers() async throws {
    let (simulator, notifications) = try await device()
    await notifications.unregister(groupIdentifier: "meds", removingPendingRequests: true)
    #expect(await delivered(by: simulator) == ["water": Self.waterEveryDay])
  }

  @Test func aGroupEditedToFewerDaysGivesTheRestToTheOthers() async throws {
    let (simulator, notifications) = try await device()
    let report = await notifications.reschedule(
      group: Self.daily("meds", hour: 9, days: 2), permissionStrategy: .scheduleIfSystemAllowed)
    #expect(report.outcomes["water"] == .scheduled)
    #expect(
      await delivered(by: simulator) == [
        "meds": ["2027-03-13 09:00", "2027-03-14 09:00"], "water": Array(Self.waterEveryDay.dropFirst(2)),
      ])
  }

  @Test func anOccurrenceDoneAheadOfTimeGivesItsDayToTheOthers() async throws {
    let (simulator, notifications) = try await device()
    let sunday = try #require(RequestIdentifier("meds:0:20270314T090000"))
    let report = try await notifications.markHandled(sunday, date: nil)
    #expect(report.removed == [sunday.description])
    #expect(report.outcomes["water"] == .scheduled)
    // Sunday is the night the clocks spring forward; the water takes its noon.
    let pills = [
      "2027-03-13 09:00", "2027-03-15 09:00", "2027-03-16 09:00", "2027-03-17 09:00", "2027-03-18 09:00",
    ]
    #expect(await delivered(by: simulator) == ["meds": pills, "water": ["2027-03-14 12:00"]])
  }

  @Test func aGroupTurnedOffOnAnotherDeviceGivesItsDaysToTheOthersHere() async throws {
    let cloud = SimulatedCloud()
    var devices: [(SimulatedNotificationCenter, LocalNotifications)] = []
    for name in ["phone", "tablet"] {
      let center = simulator(context)
      let permissions = CloudGroupPermissionStore(
        keyValueStore: cloud.device(name), knownDecisions: InMemoryKnownDecisionsStore()
      ) { await center.now }
      let notifications = LocalNotifications(
        simulator: center, permissionStore: permissions, policy: try Self.onePerDay())
      notifications.registerAll([Self.meds, Self.water], permissionStrategy: .scheduleIfSystemAllowed)
      await notifications.rescheduleAll()
      devices.append((center, notifications))
    }
    let following = try devices[1].1.followDecisionsAcrossDevices()
    await devices[0].1.disable(group: Self.meds)
    cloud.sync()
    _ = await following.reschedules()
    #expect(await delivered(by: devices[1].0) == ["water": Self.waterEveryDay])
  }

  @Test func withoutSharedDaysAGroupTurnedOffLeavesTheOthersAlone() async throws {
    let simulator = simulator(context)
    let quiet = try QuietHours(from: .time(hour: 22, minute: 0), to: .time(hour: 7, minute: 0))
    let notifications = LocalNotifications(
      simulator: simulator, policy: PlanningPolicy(pacing: try Pacing(quietHours: quiet)))
    notifications.registerAll([Self.meds, Self.water], permissionStrategy: .scheduleIfSystemAllowed)
    await notifications.rescheduleAll()
    let report = await notifications.disable(group: Self.meds)
    #expect(report.outcomes.keys.sorted() == ["meds"])
    #expect(report.removed.count == 6 && report.added.isEmpty)
  }
}
