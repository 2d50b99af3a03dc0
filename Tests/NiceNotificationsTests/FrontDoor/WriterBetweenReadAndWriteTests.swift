import DateBuilder
import Foundation
import NiceNotifications
import NiceNotificationsTesting
import Testing
import TestSupport

/// Other code adds a request to a full center after a reschedule read it and before it wrote:
/// the system then drops the earliest-added request, and the reschedule gives the slots out
/// again, soonest first, before it reports.
struct WriterBetweenReadAndWriteTests {
  /// Forwards to the simulator; the first read adds `count` of another library's requests behind the
  /// reader's back.
  final class IntrudingCenter: ForwardingNotificationCenter, Sendable {
    let base: any NotificationCenterPort
    let count: Int
    private let intruded = Locked(false)
    init(_ base: any NotificationCenterPort, count: Int = 1) { (self.base, self.count) = (base, count) }

    func pendingRequests() async -> [PendingRequest] {
      let read = await base.pendingRequests()
      let first = intruded.withLock { intruded in
        defer { intruded = true }
        return !intruded
      }
      for index in 0..<(first ? count : 0) {
        try? await base.add(
          NotificationRequest(
            identifier: index == 0 ? "other-sdk" : "other-sdk-\(index)",
            content: NotificationContent(title: "promo"),
            trigger: .timeInterval(Double(30 + index) * 86_400, repeats: false)))
      }
      return read
    }
  }

  /// Forwards to the simulator; each of the first `times` reads adds another library's request behind
  /// the reader's back.
  final class RepeatedlyIntrudingCenter: ForwardingNotificationCenter, Sendable {
    let base: any NotificationCenterPort
    let times: Int
    private let reads = Locked(0)
    init(_ base: any NotificationCenterPort, times: Int) { (self.base, self.times) = (base, times) }

    func pendingRequests() async -> [PendingRequest] {
      let read = await base.pendingRequests()
      let count = reads.withLock { reads in
        reads += 1
        return reads
      }
      if count <= times {
        try? await base.add(
          NotificationRequest(
            identifier: "other-sdk-\(count)", content: NotificationContent(title: "promo"),
            trigger: .timeInterval(Double(20 + count) * 86_400, repeats: false)))
      }
      return read
    }
  }

  /// A 9:00 reminder for `forDays` days from `firstDay` March 2026, its text made for each date.
  static func pills(forDays: Int, from firstDay: Int) -> AdHocGroup {
    AdHocGroup(
      identifier: "pills",
      timeline: NotificationsTimeline {
        EveryDay(forDays: forDays, starting: ExactDay(year: 2026, month: 3, day: firstDay)).at(
          hour: 9, minute: 0
        )
        .schedule(with: { (date: Date) in
          NotificationContent(title: "pills \(date.timeIntervalSince1970)")
        })
      })
  }

  /// The identifier of the reminder on the day of `date`.
  static func pillsIdentifier(on date: Date, in calendar: Calendar) -> String {
    let parts = calendar.dateComponents([.year, .month, .day], from: date)
    return String(format: "pills:0:%04d%02d%02dT090000", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0)
  }

  /// Plans `pills` over a simulator in `context`, then reschedules it `daysLater` days on through
  /// `intruding` over that simulator: the simulator, that reschedule's report and its time.
  static func refill(
    _ pills: AdHocGroup, in context: DateBuilder.Context, daysLater: Int,
    policy: PlanningPolicy = .soonestFirst,
    through intruding: (SimulatedNotificationCenter) -> any NotificationCenterPort
  ) async -> (simulator: SimulatedNotificationCenter, report: RescheduleReport, later: Date) {
    let simulator = SimulatedNotificationCenter(
      now: context.now, timeZone: context.timeZone, authorization: .authorized)
    await LocalNotifications(simulator: simulator, policy: policy).reschedule(
      group: pills, permissionStrategy: .scheduleIfSystemAllowed)
    let later = context.calendar.date(byAdding: .day, value: daysLater, to: context.now) ?? .distantPast
    await simulator.advance(to: later)
    let notifications = LocalNotifications(
      center: intruding(simulator), permissionStore: InMemoryGroupPermissionStore(), policy: policy
    ) { DateBuilder.Context(now: later, calendar: context.calendar) }
    let report = await notifications.reschedule(group: pills, permissionStrategy: .scheduleIfSystemAllowed)
    return (simulator, report, later)
  }

  /// Berlin, the days before its clocks spring forward: "pills" holds the 64 slots; days later,
  /// as the app reschedules to refill, another library adds a request after the read.
  @Test(arguments: [1, 3])
  func aRequestAnotherWriterAddsMidRescheduleDoesNotPushOutTheSoonestReminder(daysLater: Int) async {
    let context = DateBuilder.Context.fixed(2026, 3, 25, 10, 0)
    let (simulator, report, _) = await Self.refill(
      Self.pills(forDays: 80, from: 26), in: context, daysLater: daysLater, through: { IntrudingCenter($0) })
    let pending = await simulator.pending.map(\.request.identifier)
    // The other library's request, and the 63 soonest reminders from the next one on.
    let expected = (0..<63).map { offset in
      Self.pillsIdentifier(
        on: context.calendar.date(byAdding: .day, value: daysLater + 1 + offset, to: context.now)
          ?? .distantPast,
        in: context.calendar)
    }
    #expect(Set(pending) == Set(expected + ["other-sdk"]))
    // The report names what is pending, and nothing it lists as pending is gone.
    #expect(Set(report.added + report.replaced + report.kept).isSubset(of: Set(pending)))
    #expect(report.outcomes["pills"] == .scheduled)
  }

  /// Requests another writer adds where the plan leaves slots free still push out the soonest reminder.
  ///
  /// Lord Howe and New York before their clocks change: "pills" held the 64 slots, and three days later
  /// the refill leaves one or two free; another library adds more than that after the read.
  @Test(arguments: [
    ("America/New_York", 66, 2), ("America/New_York", 65, 3), ("Australia/Lord_Howe", 66, 2),
  ])
  func requestsAnotherWriterAddsWhereThePlanLeavesSlotsFreeDoNotPushOutTheSoonestReminder(
    zone: String, forDays: Int, others: Int
  ) async {
    let context = DateBuilder.Context.fixed(2026, 3, 3, 10, 0, in: zone)
    let (simulator, report, _) = await Self.refill(
      Self.pills(forDays: forDays, from: 4), in: context, daysLater: 3,
      through: { IntrudingCenter($0, count: others) })
    let pending = Set(await simulator.pending.map(\.request.identifier))
    #expect(Set(report.added + report.replaced + report.kept).isSubset(of: pending))
    // The soonest reminders that fit beside the other library's requests, from tomorrow on.
    let soonest = (0..<(64 - others)).map { offset in
      Self.pillsIdentifier(
        on: context.calendar.date(byAdding: .day, value: 4 + offset, to: context.now) ?? .distantPast,
        in: context.calendar)
    }
    #expect(Set(soonest).isSubset(of: pending), "\(Set(soonest).subtracting(pending).sorted())")
    #expect(pending.count == 64)
  }

  /// What the system drops when another writer disturbs the second round too is not listed, and the
  /// refill date comes no later than it.
  ///
  /// New York, the days before its clocks spring forward: another library adds a request after the
  /// reschedule's read, and again after the read that starts its second round.
  @Test func aSecondRoundAnotherWriterDisturbsReportsWhatIsPendingAndRefillsBeforeWhatIsLost() async {
    let context = DateBuilder.Context.fixed(2026, 3, 3, 10, 0, in: "America/New_York")
    let policy = PlanningPolicy(tailNotice: TailNotice(content: NotificationContent(title: "Open the app")))
    let (simulator, report, later) = await Self.refill(
      Self.pills(forDays: 80, from: 4), in: context, daysLater: 3, policy: policy,
      through: { RepeatedlyIntrudingCenter($0, times: 2) })
    let pending = await simulator.pendingFireDates()
    #expect(Set(report.added + report.replaced + report.kept).isSubset(of: Set(pending.keys)))
    // Every reminder up to the last one pending is pending, or the refill date is no later than it.
    let last = pending.filter { $0.key.hasPrefix("pills:") }.values.max() ?? .distantPast
    var day = context.calendar.date(bySettingHour: 9, minute: 0, second: 0, of: later) ?? .distantPast
    if day <= later { day = context.calendar.date(byAdding: .day, value: 1, to: day) ?? .distantPast }
    let refill = report.plan?.refillDate ?? .distantFuture
    while day <= last {
      let identifier = Self.pillsIdentifier(on: day, in: context.calendar)
      #expect(pending[identifier] != nil || refill <= day, "\(identifier)")
      day = context.calendar.date(byAdding: .day, value: 1, to: day) ?? .distantFuture
    }
    // The notice asking the person to open the app fires at the refill date.
    #expect(pending[TailNotice.identifier] == report.plan?.refillDate)
  }
}
