import Foundation
import NiceNotifications
import NiceNotificationsTesting
import PropertyTesting
import Testing
import TestSupport

/// Notifications turned off in Settings keep what is pending: the system shows nothing meanwhile, and
/// turning them on again brings the reminders back before the app is opened.
struct SystemDenialTests {
  /// A morning reminder whose text names its day (one request a day) and a constant evening one (one
  /// repeating request).
  struct RemindersGroup: LocalNotificationsGroup {
    let groupIdentifier = "reminders"
    func timeline() async throws -> NotificationsTimeline {
      NotificationsTimeline {
        EveryDay(forDays: 90, starting: .today).at(hour: 8, minute: 0)
          .schedule(with: { (date: Date) in
            NotificationContent(title: "Morning \(date.timeIntervalSince1970)")
          })
        EveryDay(starting: .today).at(hour: 21, minute: 0).schedule(title: "Evening")
      }
    }
  }

  /// The moments `simulator` delivered a request of `group` at, and those it discarded.
  static func deliveries(_ simulator: SimulatedNotificationCenter) async -> (
    delivered: [Date], discarded: [Date]
  ) {
    var delivered: [Date] = []
    var discarded: [Date] = []
    for event in await simulator.events {
      switch event {
      case .delivered(_, _, let date): delivered.append(date)
      case .discarded(_, let date): discarded.append(date)
      default: break
      }
    }
    return (delivered, discarded)
  }

  /// Berlin's wall-clock `hour` on a day of October 2026, when its clocks fall back (the 25th).
  static func berlin(_ day: Int, _ hour: Int) -> Date {
    DateBuilder.Context.fixed(2026, 10, day, hour, 0).now
  }

  @Test func offForADayAndOnAgainWithoutOpeningTheAppTheNextDaysRemindersCome() async {
    let simulator = simulator(.fixed(2026, 10, 23, 12, 0), authorization: .authorized)
    let notifications = LocalNotifications(simulator: simulator)
    notifications.register(RemindersGroup(), permissionStrategy: .scheduleIfSystemAllowed)
    await notifications.rescheduleAll()
    // The evening of the 23rd: notifications off in Settings; the app is opened once meanwhile.
    await simulator.advance(to: Self.berlin(23, 22))
    await simulator.setAuthorizationStatus(.denied)
    await simulator.advance(to: Self.berlin(24, 7))
    let whileOff = await notifications.rescheduleAll()
    #expect(whileOff.outcomes == ["reminders": .denied(.system)])
    #expect(whileOff.systemDenies)
    #expect(whileOff.writes == 0)
    #expect(!whileOff.keptWhileSystemDenies.isEmpty)
    #expect(Set(whileOff.keptWhileSystemDenies) == Set(await simulator.pending.map(\.request.identifier)))
    // A day later, on again in Settings; the app stays closed. The 25th is the night Berlin's clocks fall back.
    await simulator.advance(to: Self.berlin(24, 23))
    await simulator.setAuthorizationStatus(.authorized)
    await simulator.advance(to: Self.berlin(26, 23))
    let (delivered, discarded) = await Self.deliveries(simulator)
    // Off: the 24th's morning and evening were due and not shown; neither comes late.
    #expect(discarded == [Self.berlin(24, 8), Self.berlin(24, 21)])
    // On: every reminder of the 25th and 26th, at 08:00 and 21:00 local time, once each.
    #expect(
      delivered == [
        Self.berlin(23, 21), Self.berlin(25, 8), Self.berlin(25, 21), Self.berlin(26, 8), Self.berlin(26, 21),
      ])
  }

  @Test(arguments: [AuthorizationStatus.notDetermined, .denied])
  func aGroupTheSystemHasNotAllowedYetWaitsForThePersonNotForARefill(_ status: AuthorizationStatus) async {
    // Apia: no DST, but the date line near; New York: the clocks go back on 1 November.
    for context in [
      DateBuilder.Context.fixed(2027, 12, 9, 18, 4, in: "Pacific/Apia"),
      .fixed(2026, 10, 31, 23, 30, in: "America/New_York"),
    ] {
      let simulator = simulator(context, authorization: status)
      let notifications = LocalNotifications(
        simulator: simulator,
        policy: PlanningPolicy(tailNotice: TailNotice(content: NotificationContent(title: "Open the app"))))
      notifications.register(RemindersGroup(), permissionStrategy: .scheduleIfSystemAllowed)
      let report = await notifications.rescheduleAll()
      #expect(report.outcomes == ["reminders": .denied(.system)])
      // Nothing is scheduled and nothing is due: a reschedule now would find the same answer.
      #expect(report.plan?.refillDate == nil)
      #expect(await simulator.pending.isEmpty)
    }
  }

  /// A group the app may schedule once the system allows it, whose identifier sorts before one that asks.
  struct EveningGroup: LocalNotificationsGroup {
    let groupIdentifier = "evening"
    func timeline() async throws -> NotificationsTimeline {
      NotificationsTimeline {
        EveryDay(forDays: 3, starting: .today).at(hour: 20, minute: 0)
          .schedule(with: { (date: Date) in
            NotificationContent(title: "Evening \(date.timeIntervalSince1970)")
          })
      }
    }
  }

  @Test func aGroupPlannedBeforeThePromptIsScheduledWhenThePersonAllowsInTheSameCall() async {
    // New York on the Friday before its clocks spring forward: the third evening is after the change.
    let simulator = simulator(.fixed(2026, 3, 6, 7, 0, in: "America/New_York"), authorization: .notDetermined)
    let notifications = LocalNotifications(simulator: simulator)
    notifications.register(EveningGroup(), permissionStrategy: .scheduleIfSystemAllowed)
    notifications.register(RemindersGroup(), permissionStrategy: .askSystemPermissionIfNeeded)
    let report = await notifications.rescheduleAll()
    #expect(await simulator.prompts == 1)
    #expect(report.outcomes == ["evening": .scheduled, "reminders": .scheduled])
    #expect(!report.systemDenies)
    #expect(report.keptWhileSystemDenies.isEmpty)
    let evenings = await simulator.pendingFireDates().filter { $0.key.hasPrefix("evening:") }.values.sorted()
    let expected = (6...8).map { DateBuilder.Context.fixed(2026, 3, $0, 20, 0, in: "America/New_York").now }
    #expect(evenings == expected)
  }

  @Test func aGroupFollowingAnotherIsScheduledWhenThePersonAllowsTheOtherInTheSameCall() async {
    let simulator = simulator(.fixed(2026, 3, 6, 7, 0, in: "America/New_York"), authorization: .authorized)
    let notifications = LocalNotifications(simulator: simulator)
    // The evening digest follows the reminders, whose pre-permission question the person answers yes.
    notifications.register(
      EveningGroup(),
      permissionStrategy: PermissionStrategy(
        groupLevel: .ifAllowed(other: "reminders"), systemLevel: .askPermission))
    notifications.register(
      RemindersGroup(),
      permissionStrategy: PermissionStrategy(
        groupLevel: .askPermission(.once, PermissionAsker { true }), systemLevel: .askPermission))
    let report = await notifications.rescheduleAll()
    #expect(report.outcomes == ["evening": .scheduled, "reminders": .scheduled])
    #expect(await notifications.groupAuthorization(forGroup: "evening") == .notAsked)
    let evenings = await simulator.pendingFireDates().filter { $0.key.hasPrefix("evening:") }.values.sorted()
    let expected = (6...8).map { DateBuilder.Context.fixed(2026, 3, $0, 20, 0, in: "America/New_York").now }
    #expect(evenings == expected)
  }

  @Test func aRegisteredGroupTheSystemDeniedIsScheduledOnceAnotherGroupsPromptIsAllowed() async throws {
    // New York on the Friday before its clocks spring forward: the third evening is after the change.
    let simulator = simulator(.fixed(2026, 3, 6, 7, 0, in: "America/New_York"), authorization: .notDetermined)
    let notifications = LocalNotifications(simulator: simulator)
    notifications.register(EveningGroup(), permissionStrategy: .scheduleIfSystemAllowed)
    notifications.register(RemindersGroup(), permissionStrategy: .scheduleIfSystemAllowed)
    let launch = await notifications.rescheduleAll()
    #expect(launch.outcomes == ["evening": .denied(.system), "reminders": .denied(.system)])
    // The person turns the reminders on in the app; the prompt shows, they allow, the app is active again.
    let allowed = await notifications.reschedule(
      group: RemindersGroup(),
      permissionStrategy: PermissionStrategy(groupLevel: .allowAutomatically, systemLevel: .askPermission))
    #expect(allowed.outcomes == ["reminders": .scheduled])
    let active = try #require(await notifications.applicationDidBecomeActive())
    #expect(active.outcomes == ["evening": .scheduled, "reminders": .scheduled])
    let evenings = await simulator.pendingFireDates().filter { $0.key.hasPrefix("evening:") }.values.sorted()
    let expected = (6...8).map { DateBuilder.Context.fixed(2026, 3, $0, 20, 0, in: "America/New_York").now }
    #expect(evenings == expected)
    // Every registered group decided since: becoming active again writes nothing.
    #expect(await notifications.applicationDidBecomeActive() == nil)
  }

  @Test func aGroupPlannedBeforeAPromptThePersonRefusesIsDeniedByTheSystem() async {
    let simulator = simulator(
      .fixed(2026, 3, 6, 7, 0, in: "America/New_York"), authorization: .notDetermined, promptAnswer: .deny)
    let notifications = LocalNotifications(simulator: simulator)
    notifications.register(EveningGroup(), permissionStrategy: .scheduleIfSystemAllowed)
    notifications.register(RemindersGroup(), permissionStrategy: .askSystemPermissionIfNeeded)
    let report = await notifications.rescheduleAll()
    #expect(await simulator.prompts == 1)
    #expect(report.outcomes == ["evening": .denied(.system), "reminders": .denied(.system)])
    #expect(await simulator.pending.isEmpty)
  }

  @Test func aGroupSwitchedOffStillLosesItsRequestsWhileTheSystemAllows() async {
    let simulator = simulator(.fixed(2026, 10, 23, 12, 0), authorization: .authorized)
    let notifications = LocalNotifications(simulator: simulator)
    await notifications.reschedule(group: RemindersGroup(), permissionStrategy: .scheduleIfSystemAllowed)
    let report = await notifications.disable(group: RemindersGroup())
    #expect(report.outcomes == ["reminders": .denied(.group)])
    #expect(report.keptWhileSystemDenies.isEmpty)
    #expect(await simulator.pending.isEmpty)
  }

  @Test func aGroupTheAppSwitchedOffLosesItsRequestsEvenWhileTheSystemDenies() async {
    let simulator = simulator(.fixed(2026, 10, 23, 12, 0), authorization: .authorized)
    let store = InMemoryGroupPermissionStore()
    let notifications = LocalNotifications(simulator: simulator, permissionStore: store)
    await notifications.reschedule(group: RemindersGroup(), permissionStrategy: .scheduleIfSystemAllowed)
    await simulator.setAuthorizationStatus(.denied)
    await store.setPermission(.denied, forGroup: "reminders")
    let report = await notifications.reschedule(
      group: RemindersGroup(), permissionStrategy: .scheduleIfSystemAllowed)
    #expect(report.outcomes == ["reminders": .denied(.group)])
    #expect(await simulator.pending.isEmpty)
  }

  /// One step of a person's life with the app: the system switch, the app's switch for the group, a
  /// launch of the app, or time passing.
  enum Step: CustomStringConvertible, Sendable {
    case system(allowed: Bool)
    case group(allowed: Bool)
    case launch
    case wait(hours: Int)

    var description: String {
      switch self {
      case .system(let allowed): "system \(allowed ? "on" : "off")"
      case .group(let allowed): "group \(allowed ? "on" : "off")"
      case .launch: "launch"
      case .wait(let hours): "wait \(hours) h"
      }
    }

    static func generate(_ g: inout SeededGenerator) -> Step {
      switch Int.random(in: 0..<10, using: &g) {
      case 0, 1: .system(allowed: Bool.random(using: &g))
      case 2: .group(allowed: Bool.random(using: &g))
      case 3, 4: .launch
      default: .wait(hours: Int.random(in: 1...20, using: &g))
      }
    }
  }

  /// How many steps a seeded life has at most: `NICE_SYSTEM_DENIAL_STEPS`, 24 by default and at most 70
  /// (20 hours each at most: a life stays inside the window of one-shot requests a launch schedules).
  static let maximumSteps = min(
    70, ProcessInfo.processInfo.environment["NICE_SYSTEM_DENIAL_STEPS"].flatMap(Int.init) ?? 24)

  /// Over seeded lives (in Berlin across its autumn clock change), a reminder comes exactly when it is
  /// due while both the system and the group allow it and the app last saw the group allowed, and never
  /// while either says no: the system's denial alone never loses one.
  @Test func aReminderComesWheneverTheSystemAllowsItAndTheGroupIsOn() async {
    let iterations = ProcessInfo.processInfo.environment["NICE_SYSTEM_DENIAL_LIVES"].flatMap(Int.init) ?? 40
    await expectProperty(
      "system denial keeps reminders", iterations: iterations,
      generate: { g in (0..<Int.random(in: 1...Self.maximumSteps, using: &g)).map { _ in Step.generate(&g) }
      },
      shrink: { Shrink.array($0) }
    ) { steps in
      let simulator = simulator(.fixed(2026, 10, 20, 12, 0), authorization: .authorized)
      let store = InMemoryGroupPermissionStore()
      let notifications = LocalNotifications(simulator: simulator, permissionStore: store)
      notifications.register(RemindersGroup(), permissionStrategy: .scheduleIfSystemAllowed)
      await notifications.rescheduleAll()
      // Whether the group is on as the app last saw it, and as the person set it.
      var groupOnForApp = true
      var groupOn = true
      var systemOn = true
      // The due times that must be delivered, and those that must not be.
      var expected: [Date] = []
      var forbidden: [Date] = []
      var now = await simulator.now
      for step in steps {
        switch step {
        case .system(let allowed):
          systemOn = allowed
          await simulator.setAuthorizationStatus(allowed ? .authorized : .denied)
        case .group(let allowed):
          groupOn = allowed
          await store.setPermission(allowed ? .allowed : .denied, forGroup: "reminders")
        case .launch:
          await notifications.rescheduleAll()
          groupOnForApp = groupOn
        case .wait(let hours):
          let end = now.addingTimeInterval(TimeInterval(hours) * 3_600)
          for due in Self.dueTimes(after: now, through: end) {
            if systemOn && groupOnForApp { expected.append(due) } else if !systemOn { forbidden.append(due) }
          }
          await simulator.advance(to: end)
          now = end
        }
      }
      let delivered = await Self.deliveries(simulator).delivered
      return delivered == expected && forbidden.allSatisfy { !delivered.contains($0) }
    }
  }

  /// The reminders' due times in Berlin after `start` through `end`.
  static func dueTimes(after start: Date, through end: Date) -> [Date] {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = Zones.named("Europe/Berlin")
    var times: [Date] = []
    var day = calendar.startOfDay(for: start)
    while day <= end {
      for hour in [8, 21] {
        if let time = calendar.date(bySettingHour: hour, minute: 0, second: 0, of: day), time > start,
          time <= end
        {
          times.append(time)
        }
      }
      guard let next = calendar.date(byAdding: .day, value: 1, to: day) else { break }
      day = next
    }
    return times
  }
}
