import Foundation
import NiceNotifications
import NiceNotificationsTesting
import PropertyTesting
import Testing
import TestSupport

/// What a debug screen asks: the registered groups, what each has pending and when it fires next —
/// read from the center, never written, and never listing a request the package does not own.
struct GroupQueryTests {
  /// Three bills on fixed days, declared out of date order.
  struct BillGroup: LocalNotificationsGroup {
    var groupIdentifier: String { "bills" }
    func timeline() async throws -> NotificationsTimeline {
      NotificationsTimeline {
        ExactDay(year: 2026, month: 10, day: 26).at(hour: 9, minute: 0).schedule(title: "Rent")
        ExactDay(year: 2026, month: 10, day: 24).at(hour: 9, minute: 0).schedule(title: "Phone")
        ExactDay(year: 2026, month: 10, day: 25).at(hour: 8, minute: 0).schedule(title: "Water")
      }
    }
  }

  /// A habit every evening: one repeating request.
  struct HabitGroup: LocalNotificationsGroup {
    var groupIdentifier: String { "habit" }
    func timeline() async throws -> NotificationsTimeline {
      NotificationsTimeline {
        EveryDay(starting: .today).at(hour: 18, minute: 0).schedule(title: "Stretch")
      }
    }
  }

  /// The device as an iOS center answers: its pending requests in no particular order (here,
  /// latest first), not sorted by date as the simulator lists them.
  struct UnorderedCenter: ForwardingNotificationCenter {
    let base: any NotificationCenterPort
    func pendingRequests() async -> [PendingRequest] { await base.pendingRequests().reversed() }
  }

  /// An instance over `device` as an iOS center answers, on the device's clock and in its calendar.
  static func instance(over device: SimulatedNotificationCenter) -> LocalNotifications {
    LocalNotifications(
      center: UnorderedCenter(base: device), permissionStore: InMemoryGroupPermissionStore(),
      policy: .soonestFirst
    ) {
      DateBuilder.Context(now: await device.now, calendar: await device.calendar)
    }
  }

  /// Berlin at 06:00 on the Friday before its clocks fall back (Sunday 25 October, 03:00 → 02:00).
  static let start = DateBuilder.Context.fixed(2026, 10, 23, 6, 0)

  static func berlin(_ day: Int, _ hour: Int) -> Date? {
    start.calendar.date(from: DateComponents(year: 2026, month: 10, day: day, hour: hour, minute: 0))
  }

  @Test func aGroupsPendingRequestsComeSoonestFirstWithTheirNextFireDates() async throws {
    let device = simulator(Self.start, authorization: .authorized)
    let notifications = Self.instance(over: device)
    notifications.register(HabitGroup(), permissionStrategy: .scheduleIfSystemAllowed)
    notifications.register(BillGroup(), permissionStrategy: .scheduleIfSystemAllowed)
    #expect(notifications.registeredGroupIdentifiers == ["bills", "habit"])
    await notifications.rescheduleAll()

    let bills = try await notifications.pendingRequests(ofGroup: "bills")
    #expect(bills.map(\.nextFireDate) == [Self.berlin(24, 9), Self.berlin(25, 8), Self.berlin(26, 9)])
    #expect(bills.map(\.request.content.title) == ["Phone", "Water", "Rent"])
    #expect(bills.allSatisfy { $0.identifier.group == "bills" })
    let habit = try await notifications.pendingRequests(ofGroup: "habit")
    #expect(habit.count == 1)
    #expect(habit.first?.request.trigger?.repeats == true)
    #expect(habit.first?.nextFireDate == Self.berlin(23, 18))
    #expect(try await notifications.nextFireDate(ofGroup: "habit") == Self.berlin(23, 18))
    #expect(try await notifications.nextFireDate(ofGroup: "bills") == Self.berlin(24, 9))

    // Past the clock change: the repeating request's next repetition comes from its trigger.
    await device.advance(to: try #require(Self.berlin(25, 12)))
    #expect(try await notifications.nextFireDate(ofGroup: "habit") == Self.berlin(25, 18))
    #expect(
      try await notifications.pendingRequests(ofGroup: "bills").map(\.nextFireDate) == [Self.berlin(26, 9)])
  }

  @Test func requestsThePackageDoesNotOwnAreNeverListedUnderAGroup() async throws {
    let device = simulator(Self.start, authorization: .authorized)
    // Another part of the app names its requests after words the groups use.
    for identifier in ["bills", "habit", "bills-1", "habit.evening", "bills 2026-10-24"] {
      try await device.add(request(identifier, .calendar(DateComponents(hour: 7, minute: 0), repeats: true)))
    }
    let notifications = LocalNotifications(simulator: device)
    await notifications.reschedule(group: BillGroup(), permissionStrategy: .scheduleIfSystemAllowed)
    await notifications.reschedule(group: HabitGroup(), permissionStrategy: .scheduleIfSystemAllowed)

    let listed =
      try await notifications.pendingRequests(ofGroup: "bills").map(\.request.identifier)
      + notifications.pendingRequests(ofGroup: "habit").map(\.request.identifier)
    let ours = await device.pending.map(\.request.identifier).filter { RequestIdentifier($0) != nil }
    #expect(Set(listed) == Set(ours))
    #expect(listed.count == 4)
    #expect(try await notifications.pendingRequests(ofGroup: "bills-1").isEmpty)
    #expect(try await notifications.nextFireDate(ofGroup: "habit.evening") == nil)
    // Registering is the app's declaration, not what is pending: nothing was registered here.
    #expect(notifications.registeredGroupIdentifiers.isEmpty)
  }

  @Test func anEmptyGroupIdentifierIsATypedError() async {
    let notifications = LocalNotifications(simulator: simulator(Self.start))
    await #expect(throws: LocalNotificationsError.invalidGroupIdentifier("")) {
      try await notifications.pendingRequests(ofGroup: "")
    }
    await #expect(throws: LocalNotificationsError.invalidGroupIdentifier("")) {
      try await notifications.nextFireDate(ofGroup: "")
    }
  }

  @Test func aQueryWritesNothing() async throws {
    let device = simulator(Self.start, authorization: .authorized)
    let notifications = LocalNotifications(simulator: device)
    await notifications.reschedule(group: BillGroup(), permissionStrategy: .scheduleIfSystemAllowed)
    _ = await device.takeEvents()
    _ = try await notifications.pendingRequests(ofGroup: "bills")
    _ = try await notifications.nextFireDate(ofGroup: "habit")
    #expect(await device.takeEvents().isEmpty)
  }

  /// A device's day: groups of one-shot and daily entries, and requests of another part of the app.
  struct Scenario: CustomStringConvertible, Sendable {
    /// Per group, its entries: a day offset from the start (or `nil` for every day) and an hour.
    var groups: [[(day: Int?, hour: Int)]]
    var foreignHours: [Int]
    var zone: String
    /// Minutes after 2024-01-01 00:00 UTC.
    var minutes: Int
    var hoursLater: Int

    var description: String {
      "groups \(groups), foreign at \(foreignHours), \(minutes) min after 2024 in \(zone), then +\(hoursLater) h"
    }

    var context: DateBuilder.Context {
      var calendar = Calendar(identifier: .gregorian)
      calendar.timeZone = Zones.named(zone)
      calendar.locale = Locale(identifier: "en_US")
      return DateBuilder.Context(
        now: Date(timeIntervalSince1970: 1_704_067_200 + TimeInterval(minutes) * 60), calendar: calendar)
    }

    static func generate(_ g: inout SeededGenerator) -> Scenario {
      Scenario(
        groups: (0..<Int.random(in: 1...3, using: &g)).map { _ in
          (0..<Int.random(in: 1...4, using: &g)).map { _ in
            (
              day: Bool.random(using: &g) ? Int.random(in: 0...9, using: &g) : nil,
              hour: Int.random(in: 0...23, using: &g)
            )
          }
        },
        foreignHours: (0..<Int.random(in: 0...3, using: &g)).map { _ in Int.random(in: 0...23, using: &g) },
        zone: Zones.all.randomElement(using: &g) ?? "UTC",
        minutes: Int.random(in: 0..<(10 * 525_960), using: &g),
        hoursLater: Int.random(in: 0...96, using: &g))
    }

    static func shrink(_ s: Scenario) -> [Scenario] {
      var smaller: [Scenario] = []
      if s.groups.count > 1 { smaller.append(with(s) { $0.groups.removeLast() }) }
      if !s.foreignHours.isEmpty { smaller.append(with(s) { $0.foreignHours.removeLast() }) }
      if s.hoursLater > 0 { smaller.append(with(s) { $0.hoursLater /= 2 }) }
      return smaller
    }

    private static func with(_ s: Scenario, _ change: (inout Scenario) -> Void) -> Scenario {
      var copy = s
      change(&copy)
      return copy
    }
  }

  /// A group of a scenario: one-shot entries on their days, daily ones every day.
  struct ScenarioGroup: LocalNotificationsGroup {
    let number: Int
    let entries: [(day: Int?, hour: Int)]
    var groupIdentifier: String { "group-\(number)" }
    func timeline() async throws -> NotificationsTimeline {
      let entries = entries
      return NotificationsTimeline {
        for (index, entry) in entries.enumerated() {
          if let day = entry.day {
            Today().addingDays(day).at(hour: entry.hour, minute: 15).schedule(title: "\(index)")
          } else {
            EveryDay(starting: .today).at(hour: entry.hour, minute: 45).schedule(title: "\(index)")
          }
        }
      }
    }
  }

  /// Over seeded devices in every test zone, at random moments after a reschedule: each group lists
  /// exactly its pending requests, soonest first, none of another app part's; and the group's next
  /// fire date is when the device next delivers one of its requests.
  @Test func aGroupsNextFireDateIsWhenTheDeviceNextDeliversOneOfItsRequests() async {
    let iterations = ProcessInfo.processInfo.environment["NICE_QUERY_DEVICES"].flatMap(Int.init) ?? 40
    await expectProperty(
      "a group's listing and next fire date", iterations: iterations,
      generate: Scenario.generate, shrink: Scenario.shrink
    ) { scenario in
      let device = simulator(scenario.context, authorization: .authorized)
      for (index, hour) in scenario.foreignHours.enumerated() {
        try? await device.add(
          request("theirs-\(index)", .calendar(DateComponents(hour: hour, minute: 45), repeats: true)))
      }
      let notifications = Self.instance(over: device)
      let groups = scenario.groups.enumerated().map { ScenarioGroup(number: $0.offset, entries: $0.element) }
      notifications.registerAll(groups, permissionStrategy: .scheduleIfSystemAllowed)
      await notifications.rescheduleAll()
      await device.advance(by: TimeInterval(scenario.hoursLater) * 3_600)
      for group in groups {
        guard let listed = try? await notifications.pendingRequests(ofGroup: group.groupIdentifier) else {
          return false
        }
        let held = await device.pending.map(\.request.identifier).filter {
          RequestIdentifier($0)?.group == group.groupIdentifier
        }
        let dates = listed.compactMap(\.nextFireDate)
        guard Set(listed.map(\.request.identifier)) == Set(held), listed.count == held.count,
          dates.count == listed.count, dates == dates.sorted()
        else { return false }
        guard let next = try? await notifications.nextFireDate(ofGroup: group.groupIdentifier) else {
          if listed.isEmpty { continue }
          return false
        }
        // The device delivers nothing of the group before that date, and one of its requests then.
        let before = await device.deliveredIdentifiers.count
        await device.advance(to: next)
        let deliveredThen = await device.events.compactMap(\.delivery).dropFirst(before)
        let ofGroup = deliveredThen.filter {
          RequestIdentifier($0.identifier)?.group == group.groupIdentifier
        }
        let dueThen = Set(listed.filter { $0.nextFireDate == next }.map(\.request.identifier))
        guard let first = ofGroup.first, first.date == next, dueThen.contains(first.identifier) else {
          return false
        }
      }
      return true
    }
  }
}
