import DateBuilder
import Foundation
import NiceNotifications
import NiceNotificationsTesting
import PropertyTesting
import Testing
import TestSupport

/// Devices whose groups want more occurrences than the 64 pending slots hold, left unopened for
/// days across a night the clocks spring forward: every occurrence the cap kept out and whose
/// time came before the next launch is a `.deferredByCap` finding, as the simulator's event log
/// and the timelines' dates (computed here with Foundation) tell it.
struct DeliveryAuditCapTests {
  /// The seeded devices played; `NICE_AUDIT_CAP_DEVICES` sets how many (a long seeded run).
  static let iterations =
    ProcessInfo.processInfo.environment["NICE_AUDIT_CAP_DEVICES"].flatMap(Int.init) ?? 8

  /// A wall-clock time of day.
  struct Time: Sendable, CustomStringConvertible {
    var hour: Int
    var minute: Int
    var description: String { String(format: "%02d:%02d", hour, minute) }
  }

  /// A daily series per time, one request a day each (its text names its date, so it stays one-shot).
  struct Series: LocalNotificationsGroup, CustomStringConvertible {
    let groupIdentifier: String
    var times: [Time]
    var firstDay: Int
    var days: Int

    var description: String { "\(groupIdentifier) \(times) \(days)d from \(firstDay) March" }

    func timeline() async throws -> NotificationsTimeline {
      let (name, times, firstDay, days) = (groupIdentifier, times, firstDay, days)
      return NotificationsTimeline {
        for time in times {
          EveryDay(forDays: days, starting: ExactDay(year: 2026, month: 3, day: firstDay))
            .at(hour: time.hour, minute: time.minute)
            .schedule(with: { (date: Date) in
              NotificationContent(title: "\(name) \(date.timeIntervalSince1970)")
            })
        }
      }
    }

    /// Its fire dates, computed with Foundation's calendar in `zone`.
    func fireDates(in zone: String) -> [Date] {
      var calendar = Calendar(identifier: .gregorian)
      calendar.timeZone = Zones.named(zone)
      return (0..<days).flatMap { offset in
        times.compactMap { time in
          calendar.date(
            from: DateComponents(
              year: 2026, month: 3, day: firstDay + offset, hour: time.hour, minute: time.minute))
        }
      }
    }
  }

  /// The app shortens a group's series to `days` at a launch (0 is the first), and reschedules.
  struct Shortening: Sendable, CustomStringConvertible {
    var launch: Int
    var group: Int
    var days: Int
    var description: String { "group \(group) cut to \(days)d at launch \(launch)" }
  }

  /// A device in `zone` first launched on 1 March at 07:00, then again after each absence (days).
  struct Device: CustomStringConvertible, Sendable {
    var zone: String
    var groups: [Series]
    var absences: [Int]
    var shortening: Shortening? = nil

    var description: String {
      "in \(zone), \(groups), launched again after \(absences) days\(shortening.map { ", \($0)" } ?? "")"
    }

    /// What a played device left: the launches' reports, the whole audit, the event log.
    struct Outcome: Sendable {
      var reported: [MissedDelivery]
      var audit: DeliveryAudit
      var events: [SimulatorEvent]
      var launches: [Date]
      var diagnostics: String
    }

    func play() async throws -> Outcome {
      let start = DateBuilder.Context.fixed(2026, 3, 1, 7, 0, in: zone)
      let (simulator, notifications) = deviceInZone(of: start)
      notifications.registerAll(groups, permissionStrategy: .scheduleIfSystemAllowed)
      var reported = await notifications.rescheduleAll().missedDeliveries
      var launches = [start.now]
      func shortenIfDue() async {
        guard let shortening, shortening.launch == launches.count - 1 else { return }
        var group = groups[shortening.group]
        group.days = shortening.days
        notifications.register(group, permissionStrategy: .scheduleIfSystemAllowed)
        reported += await notifications.rescheduleAll().missedDeliveries
      }
      await shortenIfDue()
      var day = 1
      for absence in absences {
        day += absence
        let date =
          start.calendar.date(from: DateComponents(year: 2026, month: 3, day: day, hour: 7)) ?? .distantFuture
        await simulator.advance(to: date)
        reported += await notifications.rescheduleAll().missedDeliveries
        launches.append(date)
        await shortenIfDue()
      }
      return Outcome(
        reported: reported, audit: try await notifications.deliveryAudit(), events: await simulator.events,
        launches: launches, diagnostics: try await notifications.diagnostics().text)
    }

    /// Each group's occurrences whose time came between the first launch and the last and that
    /// the event log never shows delivered, as "group at date".
    func neverDelivered(in outcome: Outcome) -> Set<String> {
      var delivered: Set<String> = []
      for case .delivered(let identifier, _, let date) in outcome.events {
        delivered.insert("\(RequestIdentifier(identifier)?.group ?? identifier) at \(date)")
      }
      guard let first = outcome.launches.first, let last = outcome.launches.last else { return [] }
      var expected: Set<String> = []
      for (index, group) in groups.enumerated() {
        // Once shortened, the dates past its new end were never promised.
        var kept = { (_: Date) in true }
        if let shortening, shortening.group == index, outcome.launches.indices.contains(shortening.launch) {
          var shortened = group
          shortened.days = shortening.days
          let (dates, at) = (Set(shortened.fireDates(in: zone)), outcome.launches[shortening.launch])
          kept = { $0 <= at || dates.contains($0) }
        }
        for date in group.fireDates(in: zone) where date > first && date <= last && kept(date) {
          let key = "\(group.groupIdentifier) at \(date)"
          if !delivered.contains(key) { expected.insert(key) }
        }
      }
      return expected
    }

    /// Where the audit disagrees with the event log.
    func problems(_ outcome: Outcome) -> [String] {
      var problems: [String] = []
      let expected = neverDelivered(in: outcome)
      let found = outcome.audit.findings.map { "\($0.group) at \($0.fireDate)" }
      if Set(found).count != found.count { problems.append("the audit lists an occurrence twice") }
      for missed in outcome.audit.findings where missed.reason != .deferredByCap {
        problems.append("\(missed.identifier): the audit says \(missed.reason), the cap kept it out")
      }
      for key in expected.subtracting(found).sorted() {
        problems.append("\(key) never fired, the audit misses it")
      }
      for key in Set(found).subtracting(expected).sorted() {
        problems.append("\(key) is audited, the log has it")
      }
      // Missed because never pending: no finding was ever added to the center.
      var added: Set<String> = []
      for case .added(let identifier, _) in outcome.events { added.insert(identifier) }
      for missed in outcome.audit.findings where added.contains(missed.identifier) {
        problems.append("\(missed.identifier) was pending once, yet audited as kept out by the cap")
      }
      let reported = outcome.reported.map(\.identifier)
      if Set(reported).count != reported.count { problems.append("a launch reported an occurrence twice") }
      if Set(reported) != Set(outcome.audit.findings.map(\.identifier)) {
        problems.append(
          "the launches reported \(reported.count), the window has \(outcome.audit.findings.count)")
      }
      return problems
    }

    static func generate(_ g: inout SeededGenerator) -> Device {
      // Three groups or more at two times a day for 12 days or more: over the 64 slots. At most
      // 30 days: 60 occurrences a group, so no group's list is cut.
      let groups = (0..<Int.random(in: 3...6, using: &g)).map { index in
        let times = (0..<2).map { _ in
          Time(hour: Int.random(in: 8...22, using: &g), minute: Int.random(in: 0...59, using: &g))
        }
        return Series(
          groupIdentifier: "group\(index)", times: times, firstDay: Int.random(in: 1...10, using: &g),
          days: Int.random(in: 12...30, using: &g))
      }
      let absences = (0..<Int.random(in: 1...3, using: &g)).map { _ in Int.random(in: 1...12, using: &g) }
      let zone = Bool.random(using: &g) ? "America/New_York" : "Europe/Berlin"
      var device = Device(zone: zone, groups: groups, absences: absences)
      if Bool.random(using: &g) {
        let group = Int.random(in: groups.indices, using: &g)
        device.shortening = Shortening(
          launch: Int.random(in: 0..<absences.count, using: &g), group: group,
          days: Int.random(in: 1...groups[group].days, using: &g))
      }
      return device
    }

    static func shrink(_ device: Device) -> [Device] {
      var smaller: [Device] = []
      if device.shortening != nil {
        var unchanged = device
        unchanged.shortening = nil
        smaller.append(unchanged)
      }
      for index in device.groups.indices where device.groups.count > 1 && device.shortening?.group != index {
        var fewer = device
        fewer.groups.remove(at: index)
        smaller.append(fewer)
      }
      for index in device.absences.indices where device.absences.count > 1 {
        var fewer = device
        fewer.absences.remove(at: index)
        smaller.append(fewer)
      }
      return smaller
    }
  }

  /// Three groups at four times a day for 30 days from 1 March in New York: 360 occurrences.
  static let crowded = Device(
    zone: "America/New_York",
    groups: [
      Series(
        groupIdentifier: "pills",
        times: [
          .init(hour: 8, minute: 0), .init(hour: 12, minute: 0), .init(hour: 16, minute: 0),
          .init(hour: 20, minute: 0),
        ],
        firstDay: 1, days: 30),
      Series(
        groupIdentifier: "water",
        times: [
          .init(hour: 9, minute: 15), .init(hour: 11, minute: 15), .init(hour: 15, minute: 15),
          .init(hour: 19, minute: 15),
        ],
        firstDay: 1, days: 30),
      Series(
        groupIdentifier: "stretch",
        times: [
          .init(hour: 10, minute: 30), .init(hour: 13, minute: 30), .init(hour: 17, minute: 30),
          .init(hour: 21, minute: 30),
        ],
        firstDay: 1, days: 30),
    ],
    absences: [10])

  @Test func everyOccurrenceTheCapKeptOutUntilTheNextLaunchIsAFinding() async throws {
    let device = Self.crowded
    let outcome = try await device.play()
    let problems = device.problems(outcome)
    #expect(problems.isEmpty, "\(problems)")
    // 64 slots from 1 March 08:00 reach 6 March 11:15; the launch on the 11th comes after the
    // 8th's spring forward, and every time of 6 March 12:00 to 10 March 21:30 was kept out.
    let expected = device.neverDelivered(in: outcome)
    #expect(expected.count == 10 * 12 - 64)
    #expect(Set(outcome.audit.groups) == ["pills", "stretch", "water"])
    #expect(outcome.audit.findings.allSatisfy { $0.reason == .deferredByCap })
    // Each list was cut past the launch on the 11th, which listed afresh: nothing uncounted came due.
    #expect(outcome.audit.deferralsCompleteBefore.isEmpty)
  }

  @Test func aGroupWithMoreKeptOutThanItsBoundShowsWhereItsFindingsStop() async throws {
    // Hourly 8:00 to 19:00 in Berlin from 20 March for 30 days, its clocks springing forward on
    // the 29th, the app opened on 1 March and again on 1 April: 64 slots reach 25 March 11:00,
    // and 80 times from 25 March 12:00 to 31 March 19:00 were kept out, 16 more than the bound.
    let device = Device(
      zone: "Europe/Berlin",
      groups: [
        Series(
          groupIdentifier: "water", times: (8...19).map { Time(hour: $0, minute: 0) }, firstDay: 20, days: 30)
      ],
      absences: [31])
    let outcome = try await device.play()
    let neverDelivered = device.neverDelivered(in: outcome)
    #expect(neverDelivered.count == 80)
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = Zones.named("Europe/Berlin")
    let cut = try #require(calendar.date(from: DateComponents(year: 2026, month: 3, day: 30, hour: 16)))
    let listed = Set(
      device.groups[0].fireDates(in: device.zone).filter { date in
        date < cut && neverDelivered.contains("water at \(date)")
      }.map { "water at \($0)" })
    #expect(listed.count == 64)
    #expect(Set(outcome.audit.findings.map { "\($0.group) at \($0.fireDate)" }) == listed)
    #expect(outcome.audit.findings.allSatisfy { $0.reason == .deferredByCap })
    #expect(outcome.audit.deferralsCompleteBefore == ["water": cut])
    #expect(outcome.diagnostics.contains("\"water\"  from here on, more deferred by the cap than listed"))
    #expect(Set(outcome.reported.map(\.identifier)) == Set(outcome.audit.findings.map(\.identifier)))
  }

  @Test func anOccurrenceKeptOutThenDroppedByTheAppBeforeItsTimeIsNotAFinding() async throws {
    // On 3 March the app cuts "pills" to its first 4 days: its kept-out times from 5 March on
    // were never promised; those of "water" and "stretch" still are.
    var device = Self.crowded
    device.absences = [2, 8]
    device.shortening = Shortening(launch: 1, group: 0, days: 4)
    let outcome = try await device.play()
    let problems = device.problems(outcome)
    #expect(problems.isEmpty, "\(problems)")
    #expect(outcome.audit.findings(inGroup: "pills").isEmpty)
    #expect(outcome.audit.findings(inGroup: "water").count > 0)
  }

  /// New York across its spring-forward night, two slots: a 9:00 reminder on 7 to 11 March, the
  /// last three kept out, and the group turned off on the evening of the 6th (and on again).
  @Test(arguments: [false, true])
  func anOccurrenceKeptOutWhoseGroupWasTurnedOffIsMissedBecauseOfTheGroup(onAgain: Bool) async throws {
    let context = DateBuilder.Context.fixed(2026, 3, 6, 20, 0, in: "America/New_York")
    let simulator = SimulatedNotificationCenter(
      now: context.now, timeZone: context.timeZone, capacity: 2, authorization: .authorized)
    let permissions = InMemoryGroupPermissionStore()
    let notifications = LocalNotifications(
      simulator: simulator, permissionStore: permissions, deliveryRecordStore: InMemoryDeliveryRecordStore())
    let pills = Series(groupIdentifier: "pills", times: [Time(hour: 9, minute: 0)], firstDay: 7, days: 5)
    notifications.register(pills, permissionStrategy: .scheduleIfSystemAllowed)
    await notifications.rescheduleAll()
    await simulator.advance(by: 3_600)
    await notifications.disable(group: pills)
    if onAgain {
      await simulator.advance(by: 3_600)
      await permissions.setPermission(.allowed, forGroup: "pills")
      await notifications.rescheduleAll()
    }
    await simulator.advance(to: pills.fireDates(in: "America/New_York")[4].addingTimeInterval(86_400))
    await notifications.rescheduleAll()
    let findings = try await notifications.deliveryAudit().findings
    let days = findings.map { context.local($0.fireDate) }
    if onAgain {
      // On again in time for the first two; a run kept the rest out, and none came before them.
      #expect(days == ["2026-03-09 09:00", "2026-03-10 09:00", "2026-03-11 09:00"])
      #expect(findings.allSatisfy { $0.reason == .deferredByCap })
    } else {
      // A run came before each of them and found the group off: the group is why, not the cap.
      #expect(days == (7...11).map { "2026-03-\(String(format: "%02d", $0)) 09:00" })
      #expect(findings.allSatisfy { $0.reason == .groupOff })
    }
  }

  /// A flight on the second day of a 9:00 reminder over four days around a change of clocks.
  struct Flight: Sendable, CustomStringConvertible {
    var from: String
    var to: String
    var firstDay: Int
    var description: String { "\(from) to \(to) from \(firstDay) March" }

    /// `hour`:00 on the reminder's day `day` (0 is its first), where the flight lands.
    func landed(day: Int, hour: Int) -> Date { date(day: day, hour: hour, in: to) }

    /// `hour`:00 on the reminder's day `day` (0 is its first) in `zone`.
    func date(day: Int, hour: Int, in zone: String) -> Date {
      DateBuilder.Context.fixed(2026, 3, firstDay + day, hour, 0, in: zone).now
    }

    /// The identifier of the reminder on its day `day`.
    func pills(day: Int) -> String { "pills:0:202603\(String(format: "%02d", firstDay + day))T090000" }

    /// A device where the flight leaves, the evening before the reminder's first day: two slots, a
    /// delivery record, and the 9:00 reminder over four days planned with `others`.
    func device(
      registering others: [Series] = []
    ) async -> (simulator: SimulatedNotificationCenter, notifications: LocalNotifications) {
      let evening = DateBuilder.Context.fixed(2026, 3, firstDay - 1, 20, 0, in: from)
      let simulator = SimulatedNotificationCenter(
        now: evening.now, timeZone: evening.timeZone, capacity: 2, authorization: .authorized)
      let notifications = LocalNotifications(
        simulator: simulator, deliveryRecordStore: InMemoryDeliveryRecordStore())
      let pills = Series(
        groupIdentifier: "pills", times: [Time(hour: 9, minute: 0)], firstDay: firstDay, days: 4)
      notifications.registerAll([pills] + others, permissionStrategy: .scheduleIfSystemAllowed)
      await notifications.rescheduleAll()
      return (simulator, notifications)
    }
  }

  /// A kept-out 9:00 is missed when 9:00 comes where the person is.
  ///
  /// Two slots: the reminder's last two days are kept out. After the flight the app reschedules
  /// another group only.
  @Test(arguments: [
    Flight(from: "America/New_York", to: "America/Los_Angeles", firstDay: 7),
    Flight(from: "America/Los_Angeles", to: "America/New_York", firstDay: 7),
    Flight(from: "Europe/Berlin", to: "America/New_York", firstDay: 27),
  ])
  func anOccurrenceKeptOutIsMissedAtItsTimeWhereThePersonIsAfterAFlight(_ flight: Flight) async throws {
    let water = Series(groupIdentifier: "water", times: [], firstDay: flight.firstDay, days: 1)
    let (simulator, notifications) = await flight.device(registering: [water])
    await simulator.advance(to: flight.landed(day: 1, hour: 12))
    await simulator.setTimeZone(Zones.named(flight.to))
    await notifications.reschedule(group: water, permissionStrategy: .scheduleIfSystemAllowed)
    // 7:00 on the third day: nothing the cap kept out is missed yet where the person is.
    await simulator.advance(to: flight.landed(day: 2, hour: 7))
    #expect(try await notifications.deliveryAudit().findings.isEmpty)
    await simulator.advance(to: flight.landed(day: 2, hour: 10))
    let findings = try await notifications.deliveryAudit().findings
    #expect(findings.map(\.identifier) == [flight.pills(day: 2)])
    #expect(findings.map(\.reason) == [.deferredByCap])
    #expect(findings.map(\.fireDate) == [flight.landed(day: 2, hour: 9)])
  }

  /// The audit asked for before the app's first reschedule after a flight: a kept-out 9:00 is
  /// missed when 9:00 comes where the person is, as the reschedule finds it.
  ///
  /// West: 9:00 at home has passed, 9:00 here is still to come. East: 9:00 here has passed, 9:00 at
  /// home is still to come.
  @Test(arguments: [
    Flight(from: "Europe/Berlin", to: "America/New_York", firstDay: 26),
    Flight(from: "America/New_York", to: "Europe/Berlin", firstDay: 26),
    Flight(from: "America/Los_Angeles", to: "America/New_York", firstDay: 7),
  ])
  func anAuditBeforeTheFirstRescheduleAfterAFlightDatesAKeptOutOccurrenceWhereThePersonIs(_ flight: Flight)
    async throws
  {
    let (simulator, notifications) = await flight.device()
    // Both slots have fired by the evening of the second day, at home and here.
    await simulator.advance(to: flight.landed(day: 1, hour: 20))
    await simulator.setTimeZone(Zones.named(flight.to))
    // Between the two 9:00s of the third day.
    let (home, here) = (flight.date(day: 2, hour: 9, in: flight.from), flight.landed(day: 2, hour: 9))
    let between = Date(
      timeIntervalSinceReferenceDate: (home.timeIntervalSinceReferenceDate
        + here.timeIntervalSinceReferenceDate)
        / 2)
    await simulator.advance(to: between)
    let findings = try await notifications.deliveryAudit().findings
    if here > between {
      #expect(findings.isEmpty)
    } else {
      #expect(findings.map(\.identifier) == [flight.pills(day: 2)])
      #expect(findings.map(\.fireDate) == [here])
    }
    // The reschedule agrees: what it reports missed is what the audit found.
    let report = await notifications.rescheduleAll()
    #expect(report.missedDeliveries.map(\.identifier) == findings.map(\.identifier))
    #expect(report.missedDeliveries.map(\.fireDate) == findings.map(\.fireDate))
  }

  @Test func seededDevicesOverTheCapAreAuditedAsTheirEventLogsTellThem() async {
    await expectProperty(
      "the cap's deferrals against the event log", iterations: Self.iterations, generate: Device.generate,
      shrink: Device.shrink
    ) { device in
      try AuditMismatch.expectNone(device.problems(try await device.play()))
    }
  }
}
