import Foundation
import NiceNotifications
import NiceNotificationsTesting
import Testing
import TestSupport

/// What a debug screen shows: a snapshot of what is pending, per group, with what the last plan
/// that read each group left out and why — read over a simulated device, around Berlin's clocks
/// falling back (Sunday 25 October 2026, 03:00 → 02:00).
struct NotificationsDiagnosticsTests {
  /// A daily reminder whose text names its date, for some days: one request a day.
  struct DailyGroup: LocalNotificationsGroup {
    let groupIdentifier: String
    let hour: Int
    var days = 40
    func timeline() async throws -> NotificationsTimeline {
      let (name, hour, days) = (groupIdentifier, hour, days)
      return NotificationsTimeline {
        EveryDay(forDays: days, starting: .today).at(hour: hour, minute: 0)
          .schedule(with: { (date: Date) in
            NotificationContent(title: "\(name) \(date.timeIntervalSince1970)")
          })
      }
    }
  }

  /// The same words every evening: one repeating request standing for the whole series.
  struct HabitGroup: LocalNotificationsGroup {
    var groupIdentifier: String { "habit" }
    func timeline() async throws -> NotificationsTimeline {
      NotificationsTimeline {
        EveryDay(starting: .today).at(hour: 18, minute: 0).schedule(title: "Stretch")
      }
    }
  }

  /// A reminder at 02:30 on the night Berlin's clocks fall back, when 02:30 happens twice.
  struct NightGroup: LocalNotificationsGroup {
    var groupIdentifier: String { "night" }
    func timeline() async throws -> NotificationsTimeline {
      NotificationsTimeline {
        ExactDay(year: 2026, month: 10, day: 25).at(hour: 2, minute: 30).schedule(title: "Night shift")
      }
    }
  }

  /// Content that cannot be made for one day.
  struct Failure: Error, CustomStringConvertible {
    var description: String { "the quote service is down" }
  }

  /// A daily quote whose maker fails on its second day.
  struct QuoteGroup: LocalNotificationsGroup {
    var groupIdentifier: String { "quote" }
    func timeline() async throws -> NotificationsTimeline {
      NotificationsTimeline {
        EveryDay(forDays: 3, starting: .today).at(hour: 12, minute: 0)
          .schedule(with: { (date: Date) async throws -> NotificationContent in
            if date.timeIntervalSince1970 > Self.failingAfter { throw Failure() }
            return NotificationContent(title: "Quote \(date.timeIntervalSince1970)")
          })
      }
    }
    /// Noon on Friday 23 October in Berlin, after which the maker fails.
    static let failingAfter = NotificationsDiagnosticsTests.start.now.timeIntervalSince1970 + 6 * 3_600
  }

  /// Berlin at 06:00 on the Friday before its clocks fall back.
  static let start = DateBuilder.Context.fixed(2026, 10, 23, 6, 0)

  /// A device with two requests of another part of the app.
  static func device() async throws -> SimulatedNotificationCenter {
    let device = simulator(start, authorization: .authorized)
    try await device.add(
      request("theirs-morning", .calendar(DateComponents(hour: 7, minute: 45), repeats: true)))
    try await device.add(request("theirs-soon", .instant(start.now.addingTimeInterval(3_600))))
    return device
  }

  @Test func aTimeIntervalOtherCodeAddedHasNoKnownNextFireDate() async throws {
    let device = simulator(Self.start, authorization: .authorized)
    try await device.add(request("theirs-once", .timeInterval(3_600, repeats: false)))
    try await device.add(request("theirs-hourly", .timeInterval(3_600, repeats: true)))
    try await device.add(
      request("theirs-morning", .calendar(DateComponents(hour: 7, minute: 45), repeats: true)))
    await device.advance(by: 30 * 60)
    let diagnostics = try await LocalNotifications(simulator: device).diagnostics()
    let dates = Dictionary(
      uniqueKeysWithValues: diagnostics.foreignRequests.map { ($0.identifier, $0.nextFireDate) })
    #expect(dates["theirs-once"] == .some(nil))
    #expect(dates["theirs-hourly"] == .some(nil))
    #expect(dates["theirs-morning"] == .some(Self.berlin(23, 7, 45)))
    #expect(
      diagnostics.foreignRequests.map(\.identifier) == ["theirs-morning", "theirs-hourly", "theirs-once"])
  }

  static func berlin(_ day: Int, _ hour: Int, _ minute: Int = 0) -> Date? {
    start.calendar.date(from: DateComponents(year: 2026, month: 10, day: day, hour: hour, minute: minute))
  }

  @Test func everyDeferralOfTheLastPlanOfEachGroupIsListedUnderItsGroupWithItsReason() async throws {
    let device = try await Self.device()
    let notifications = LocalNotifications(simulator: device)
    let daily = [
      DailyGroup(groupIdentifier: "bills", hour: 9), DailyGroup(groupIdentifier: "water", hour: 11),
    ]
    notifications.registerAll(daily + [HabitGroup()], permissionStrategy: .scheduleIfSystemAllowed)
    let first = try #require(await notifications.rescheduleAll().plan)
    // Sooner reminders of a group planned on its own take the slots of the latest ones.
    let pills = DailyGroup(groupIdentifier: "pills", hour: 8)
    notifications.register(pills, permissionStrategy: .scheduleIfSystemAllowed)
    let last = try #require(
      await notifications.reschedule(group: pills, permissionStrategy: .scheduleIfSystemAllowed).plan)
    #expect(last.deferrals.contains { $0.reason == .displaced && $0.group == "bills" })
    #expect(last.deferrals.contains { $0.reason == .capacity && $0.group == "pills" })

    let diagnostics = try await notifications.diagnostics()
    #expect(diagnostics.groups.map(\.identifier) == ["bills", "habit", "pills", "water"])
    #expect(diagnostics.pendingCount == 64)
    #expect(diagnostics.capacity == 64)
    #expect(diagnostics.authorization == .authorized)
    #expect(diagnostics.takenAt == Self.start.now)
    #expect(diagnostics.lastPlanDate == Self.start.now)
    // Pills was planned last: exactly the last plan's deferrals.
    let pillsSummary = try #require(diagnostics.group("pills"))
    #expect(pillsSummary.deferred == last.groups["pills"]?.deferrals)
    #expect(pillsSummary.lastPlanned == Self.start.now)
    // Bills and water: their own plan's deferrals, and the requests the last plan displaced.
    for group in ["bills", "water"] {
      let summary = try #require(diagnostics.group(group))
      let expected = (first.groups[group]?.deferrals ?? []) + (last.groups[group]?.deferrals ?? [])
      #expect(Set(summary.deferred) == Set(expected))
      #expect(summary.deferred.count == expected.count)
      #expect(summary.refillDate == expected.compactMap(\.fireDate).min())
    }
    for deferral in last.deferrals {
      let listed = diagnostics.groups.flatMap(\.deferred).filter { $0 == deferral }
      #expect(
        listed.count == 1, "\(deferral.identifier) (\(deferral.reason)) is listed \(listed.count) times")
      #expect(diagnostics.group(deferral.group ?? "")?.deferred.contains(deferral) == true)
    }
    #expect(diagnostics.refillDate == last.refillDate)
    #expect(pillsSummary.refillDate == last.groups["pills"]?.deferrals.compactMap(\.fireDate).min())
    #expect(diagnostics.ungroupedDeferrals.isEmpty)
  }

  @Test func compressedRequestsAreMarkedAndOtherCodesRequestsAreListedApart() async throws {
    let device = try await Self.device()
    let notifications = LocalNotifications(simulator: device)
    notifications.registerAll(
      [DailyGroup(groupIdentifier: "bills", hour: 9), HabitGroup()],
      permissionStrategy: .scheduleIfSystemAllowed)
    let plan = try #require(await notifications.rescheduleAll().plan)

    let diagnostics = try await notifications.diagnostics()
    let habit = try #require(diagnostics.group("habit"))
    #expect(habit.scheduled.map(\.isCompressed) == [true])
    #expect(habit.compressedCount == plan.groups["habit"]?.compressed)
    #expect(habit.scheduled.first?.nextFireDate == Self.berlin(23, 18))
    let bills = try #require(diagnostics.group("bills"))
    #expect(bills.scheduled.allSatisfy { !$0.isCompressed })
    #expect(bills.scheduled.count == plan.groups["bills"]?.scheduled)
    let dates = bills.scheduled.compactMap(\.nextFireDate)
    #expect(dates == dates.sorted())
    #expect(dates.first == Self.berlin(23, 9))
    // Across the clock change: 09:00 on the Monday after it, an hour later than on Friday's clock.
    #expect(dates.contains(try #require(Self.berlin(26, 9))))

    #expect(diagnostics.foreignRequests.map(\.identifier) == ["theirs-soon", "theirs-morning"])
    #expect(diagnostics.foreignRequests.first?.nextFireDate == Self.start.now.addingTimeInterval(3_600))
    #expect(diagnostics.foreignRequests.last?.nextFireDate == Self.berlin(23, 7, 45))
    let listed = diagnostics.groups.flatMap { $0.scheduled.map(\.id) }
    #expect(!listed.contains("theirs-soon") && !listed.contains("theirs-morning"))
    #expect(listed.count + diagnostics.foreignRequests.count == diagnostics.pendingCount)
    #expect(diagnostics.pendingCount == 43)  // 40 bills, a habit, and two of other code's
  }

  @Test func aGroupNoLongerRegisteredWithRequestsPendingIsListedAsNotRegistered() async throws {
    let device = try await Self.device()
    let notifications = LocalNotifications(simulator: device)
    let bills = DailyGroup(groupIdentifier: "bills", hour: 9, days: 3)
    notifications.register(bills, permissionStrategy: .scheduleIfSystemAllowed)
    notifications.register(HabitGroup(), permissionStrategy: .scheduleIfSystemAllowed)
    await notifications.rescheduleAll()
    notifications.unregister(groupIdentifier: "habit")
    await notifications.disable(group: bills)
    notifications.register(
      DailyGroup(groupIdentifier: "water", hour: 11), permissionStrategy: .scheduleIfSystemAllowed)

    let diagnostics = try await notifications.diagnostics()
    let habit = try #require(diagnostics.group("habit"))
    #expect(!habit.isRegistered)
    #expect(habit.scheduled.count == 1)
    #expect(habit.permission == (await notifications.groupAuthorization(forGroup: "habit")))
    // Turned off: registered, nothing pending, its denial read from the store.
    let billsSummary = try #require(diagnostics.group("bills"))
    #expect(billsSummary.isRegistered)
    #expect(billsSummary.permission == .denied)
    #expect(billsSummary.scheduled.isEmpty)
    // Registered, never planned: listed, with nothing pending and no plan.
    let water = try #require(diagnostics.group("water"))
    #expect(
      water.isRegistered && water.scheduled.isEmpty && water.lastPlanned == nil && water.deferred.isEmpty)
    #expect(diagnostics.text.contains("group \"habit\": not registered"))
  }

  @Test func aSnapshotAfterTheDeviceFliesFollowsTheNewZoneAcrossItsClockChange() async throws {
    let device = try await Self.device()
    let notifications = LocalNotifications(simulator: device)
    await notifications.reschedule(group: HabitGroup(), permissionStrategy: .scheduleIfSystemAllowed)
    await notifications.reschedule(group: NightGroup(), permissionStrategy: .scheduleIfSystemAllowed)

    let atHome = try await notifications.diagnostics()
    #expect(atHome.timeZone.identifier == "Europe/Berlin")
    // 02:30 happens twice that night; the reminder is the first, still on summer time.
    #expect(atHome.group("night")?.scheduled.first?.nextFireDate == Self.berlin(25, 2, 30))
    #expect(atHome.text.contains("time zone: Europe/Berlin"))
    #expect(atHome.text.contains("2026-10-25 02:30:00 +02:00  \"night:0:20261025T023000\""))
    #expect(atHome.text.contains("2026-10-23 18:00:00 +02:00  \"habit:0:repeating\"  compressed"))

    // To New York, whose clocks fall back a week later (Sunday 1 November).
    let newYork = Zones.named("America/New_York")
    await device.setTimeZone(newYork)
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = newYork
    func local(_ day: Int, _ hour: Int, _ minute: Int = 0) -> Date? {
      calendar.date(from: DateComponents(year: 2026, month: 10, day: day, hour: hour, minute: minute))
    }
    let away = try await notifications.diagnostics()
    #expect(away.timeZone == newYork)
    #expect(away.group("habit")?.scheduled.first?.nextFireDate == local(23, 18))
    #expect(away.group("night")?.scheduled.first?.nextFireDate == local(25, 2, 30))
    #expect(away.text.contains("time zone: America/New_York"))
    #expect(away.text.contains("taken: 2026-10-23 00:00:00 -04:00"))
    #expect(away.text.contains("2026-10-23 18:00:00 -04:00  \"habit:0:repeating\"  compressed"))

    // Past New York's clock change: the same 18:00, five hours behind GMT.
    await device.advance(
      to: try #require(calendar.date(from: DateComponents(year: 2026, month: 11, day: 2, hour: 12))))
    let later = try await notifications.diagnostics()
    let nextHabit = calendar.date(from: DateComponents(year: 2026, month: 11, day: 2, hour: 18))
    #expect(later.group("habit")?.scheduled.first?.nextFireDate == nextHabit)
    #expect(later.text.contains("2026-11-02 18:00:00 -05:00  \"habit:0:repeating\"  compressed"))
    #expect(later.group("night")?.scheduled.isEmpty == true)
  }

  @Test func theTextNamesEveryGroupAndEveryReasonAndIsTheSameForTheSameSnapshot() async throws {
    let device = try await Self.device()
    let notifications = LocalNotifications(
      simulator: device,
      policy: PlanningPolicy(tailNotice: TailNotice(content: NotificationContent(title: "Open the app"))))
    notifications.registerAll(
      [
        DailyGroup(groupIdentifier: "bills", hour: 9), DailyGroup(groupIdentifier: "water", hour: 11),
        QuoteGroup(),
      ],
      permissionStrategy: .scheduleIfSystemAllowed)
    let first = try #require(await notifications.rescheduleAll().plan)
    let pills = DailyGroup(groupIdentifier: "pills", hour: 8)
    let last = try #require(
      await notifications.reschedule(group: pills, permissionStrategy: .scheduleIfSystemAllowed).plan)

    let diagnostics = try await notifications.diagnostics()
    let again = try await notifications.diagnostics()
    #expect(diagnostics == again)
    #expect(diagnostics.text == again.text)
    let text = diagnostics.text
    for group in ["bills", "water", "quote", "pills"] {
      #expect(
        text.contains("group \"\(group)\": registered") || text.contains("group \"\(group)\": not registered")
      )
    }
    let reasons = Set((first.deferrals + last.deferrals).map(\.reason.description))
    #expect(reasons.contains(Deferral.Reason.capacity.description))
    #expect(reasons.contains(Deferral.Reason.displaced.description))
    #expect(reasons.contains(Deferral.Reason.contentFailed("the quote service is down").description))
    for reason in reasons { #expect(text.contains(reason), "the text lacks \(reason)") }
    for deferral in last.deferrals { #expect(text.contains("\"\(deferral.identifier)\"")) }
    // The tail notice is pending, at the last plan's refill date, and named for the groups it covers.
    let tail = try #require(diagnostics.tailNoticeDate)
    #expect(tail == last.refillDate)
    #expect(diagnostics.group("pills")?.tailNoticeDate == tail)
    #expect(text.contains("tail notice: pending, fires \(Self.format(tail))"))
    // Groups in the order of their identifiers; no notification's own words.
    let headers = text.split(separator: "\n").filter { $0.hasPrefix("group ") }
    #expect(headers.map { $0.split(separator: "\"")[1] } == ["bills", "pills", "quote", "water"])
    #expect(!text.contains("Quote ") && !text.contains("Open the app"))
    #expect(text.contains("foreign requests (2):"))
  }

  @Test func aDirectRequestWithNoSlotIsListedAsDeferredWithoutAGroup() async throws {
    // Two slots, both held by other code's requests, which the package never moves.
    let device = simulator(Self.start, authorization: .authorized, capacity: 2)
    try await device.add(
      request("theirs-morning", .calendar(DateComponents(hour: 7, minute: 45), repeats: true)))
    try await device.add(
      request("theirs-evening", .calendar(DateComponents(hour: 19, minute: 45), repeats: true)))
    let notifications = LocalNotifications(simulator: device)
    let direct = request("dentist", .timeInterval(7_200, repeats: false))
    let plan = try #require(
      await notifications.directSchedule(request: direct, permissionStrategy: .scheduleIfSystemAllowed).plan)
    #expect(plan.deferrals.map(\.identifier) == ["dentist"])

    let diagnostics = try await notifications.diagnostics()
    #expect(diagnostics.ungroupedDeferrals == plan.deferrals)
    #expect(diagnostics.ungroupedDeferrals.first?.reason == .capacity)
    #expect(diagnostics.groups.isEmpty)
    #expect(diagnostics.foreignRequests.map(\.identifier) == ["theirs-morning", "theirs-evening"])
    #expect(diagnostics.text.contains("deferred without a group (1):"))
    #expect(diagnostics.text.contains("\"dentist\"  no slot under the cap"))
  }

  @Test func anAddTheCenterRefusedIsListedUnderItsGroupWithTheCentersReason() async throws {
    let device = try await Self.device()
    let notifications = LocalNotifications(simulator: device)
    await device.failNextAdds(1, with: .invalidAttachment("the image is gone"))
    let plan = try #require(
      await notifications.reschedule(
        group: DailyGroup(groupIdentifier: "bills", hour: 9, days: 3),
        permissionStrategy: .scheduleIfSystemAllowed
      ).plan)
    let refused = try #require(
      plan.deferrals.first { if case .refusedByCenter = $0.reason { true } else { false } })

    let diagnostics = try await notifications.diagnostics()
    let bills = try #require(diagnostics.group("bills"))
    #expect(bills.deferred == plan.groups["bills"]?.deferrals)
    #expect(bills.deferred.contains(refused))
    #expect(bills.scheduled.count == 2)
    #expect(diagnostics.text.contains("\"\(refused.identifier)\"  \(refused.reason.description)"))
  }

  @Test func aCallFromInsideAContentMakerIsATypedError() async throws {
    let device = try await Self.device()
    let notifications = LocalNotifications(simulator: device)
    let inner = Recorder<LocalNotificationsError>()
    let group = AdHocGroup(
      identifier: "outer",
      timeline: NotificationsTimeline {
        Tomorrow().at(hour: 8, minute: 0).schedule { () async -> NotificationContent? in
          do throws(LocalNotificationsError) {
            _ = try await notifications.diagnostics()
          } catch {
            await inner.append(error)
          }
          return NotificationContent(title: "Outer")
        }
      })
    let report = await notifications.reschedule(group: group, permissionStrategy: .scheduleIfSystemAllowed)
    #expect(report.isSuccess)
    #expect(await inner.values == [.reentrantCall])
  }

  @Test func aCenterThatDoesNotAnswerIsATypedErrorAndTheNextSnapshotWorks() async throws {
    let device = try await Self.device()
    let center = StallingCenter(base: device)
    let notifications = LocalNotifications(
      center: center, permissionStore: InMemoryGroupPermissionStore(), policy: .soonestFirst,
      centerTimeLimit: 1
    ) { Self.start }
    await center.stall.close()
    await #expect(throws: LocalNotificationsError.centerTimedOut("pendingRequests()")) {
      try await notifications.diagnostics()
    }
    await center.stall.open()
    #expect(try await notifications.diagnostics().foreignRequests.count == 2)
  }

  /// `date` as the text writes it in Berlin: `yyyy-MM-dd HH:mm:ss ±hh:mm`.
  static func format(_ date: Date) -> String {
    let parts = start.calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
    let offset = start.timeZone.secondsFromGMT(for: date) / 60
    func two(_ value: Int?) -> String { (value ?? 0) < 10 ? "0\(value ?? 0)" : "\(value ?? 0)" }
    return "\(parts.year ?? 0)-\(two(parts.month))-\(two(parts.day)) "
      + "\(two(parts.hour)):\(two(parts.minute)):\(two(parts.second)) "
      + "\(offset < 0 ? "-" : "+")\(two(abs(offset) / 60)):\(two(abs(offset) % 60))"
  }
}
