import Foundation
import NiceNotifications
import NiceNotificationsTesting
import PropertyTesting
import Testing
import TestSupport

/// Pacing when the app reschedules one group at a time, as it does after an edit: the other
/// groups' pending requests keep their times, and the group planned fits around all of them.
struct PacingGroupAtATimeTests {
  /// Cases; `NICE_PACING_GROUP_CASES` sets more for a long run.
  static let cases = ProcessInfo.processInfo.environment["NICE_PACING_GROUP_CASES"].flatMap { Int($0) } ?? 12

  /// Friday 6 March 2026, 12:00 in New York; the clocks spring forward on Sunday 8 March.
  let context = DateBuilder.Context.fixed(2026, 3, 6, 12, 0, in: "America/New_York")

  /// Hourly at ten past, for `days` days.
  static func hourly(_ name: String, days: Int) -> TimelineGroup {
    TimelineGroup(
      groupIdentifier: name,
      fixed: NotificationsTimeline {
        for hour in 0..<24 {
          EveryDay(forDays: days, starting: .today).at(hour: hour, minute: 10).schedule(
            title: "\(name) \(hour)")
        }
      })
  }

  @Test func aGroupPlannedAloneKeepsTheGapToAnotherGroupsPendingRequests() async throws {
    let (simulator, notifications) = pacedDevice(on: context, pacing: try Pacing(minimumGap: 50 * 60))
    await notifications.reschedule(
      group: Self.hourly("a", days: 2), permissionStrategy: .scheduleIfSystemAllowed)
    await notifications.reschedule(
      group: Self.hourly("b", days: 2), permissionStrategy: .scheduleIfSystemAllowed)
    let dates = await simulator.pendingFireDates().values.sorted()
    let tooClose = zip(dates, dates.dropFirst()).filter { $1.timeIntervalSince($0) < 50 * 60 }
    #expect(tooClose.isEmpty, "\(tooClose.prefix(3).map { (context.local($0), context.local($1)) })")
  }

  @Test func aGroupPlannedAloneKeepsTheDailyLimitWithAnotherGroupsPendingRequests() async throws {
    let (simulator, notifications) = pacedDevice(on: context, pacing: try Pacing(dailyLimit: 3))
    await notifications.reschedule(
      group: Self.hourly("a", days: 4), permissionStrategy: .scheduleIfSystemAllowed)
    await notifications.reschedule(
      group: Self.hourly("b", days: 4), permissionStrategy: .scheduleIfSystemAllowed)
    var perDay: [String: Int] = [:]
    for date in await simulator.pendingFireDates().values {
      perDay[String(context.local(date).prefix(10)), default: 0] += 1
    }
    #expect(perDay.values.allSatisfy { $0 <= 3 }, "\(perDay.sorted { $0.key < $1.key })")
  }

  @Test func aHigherPriorityGroupPlannedAloneTakesAFullDayFromALowerGroupsPendingRequests() async throws {
    let (simulator, notifications) = pacedDevice(
      on: context, pacing: try Pacing(dailyLimit: 3, priorities: ["meds": 10]))
    await notifications.reschedule(
      group: Self.hourly("water", days: 4), permissionStrategy: .scheduleIfSystemAllowed)
    let meds = TimelineGroup(
      groupIdentifier: "meds",
      fixed: NotificationsTimeline {
        EveryDay(forDays: 4, starting: .today).at(hour: 21, minute: 0).schedule(title: "Evening pill")
      })
    let report = await notifications.reschedule(group: meds, permissionStrategy: .scheduleIfSystemAllowed)
    // Every evening pill, across the spring-forward night, is pending; water gave way on each day.
    let pending = await simulator.pendingFireDates()
    let pills = pending.filter { $0.key.hasPrefix("meds:") }.values.map { context.local($0) }.sorted()
    #expect(pills == ["2026-03-06 21:00", "2026-03-07 21:00", "2026-03-08 21:00", "2026-03-09 21:00"])
    var perDay: [String: Int] = [:]
    for date in pending.values { perDay[String(context.local(date).prefix(10)), default: 0] += 1 }
    #expect(perDay.values.allSatisfy { $0 <= 3 }, "\(perDay.sorted { $0.key < $1.key })")
    let gaveWay = report.plan?.paced.filter { $0.group == "water" } ?? []
    #expect(gaveWay.count == 4 && gaveWay.allSatisfy { $0.reason == .dailyLimit && $0.movedTo == nil })
    // Planned again alone, water keeps to what is left of each day.
    let again = await notifications.reschedule(
      group: Self.hourly("water", days: 4), permissionStrategy: .scheduleIfSystemAllowed)
    #expect(again.removed.isEmpty)
    #expect(await simulator.pendingFireDates().filter { $0.key.hasPrefix("meds:") }.count == 4)
  }

  /// A rule a delivery broke.
  struct Broken: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
  }

  /// One draw: groups of daily entries, pacing rules, and the order and days groups are planned in.
  struct Draw: Sendable, CustomStringConvertible {
    var zone: String
    /// Each group's entries, as minutes after midnight; the first group's are expressions (one-shots).
    var groups: [[Int]]
    var quiet: (start: Int, end: Int)?
    var gapMinutes: Int
    var dailyLimit: Int?
    var priorities: [Int]
    /// For each of the days, the groups rescheduled that day, in order, and at which hour.
    var launches: [(hour: Int, groups: [Int])]

    var description: String {
      let quietText = quiet.map { "quiet \($0.start)–\($0.end) min" } ?? "no quiet hours"
      return
        "\(zone), groups \(groups), \(quietText), gap \(gapMinutes) min, limit \(dailyLimit.map(String.init) ?? "none"), priorities \(priorities), launches \(launches)"
    }

    /// The draw with one launch, one group's reschedule, or one rule fewer.
    static func shrink(_ draw: Draw) -> [Draw] {
      var smaller: [Draw] = []
      for index in draw.launches.indices {
        var fewer = draw
        fewer.launches.remove(at: index)
        smaller.append(fewer)
        for position in draw.launches[index].groups.indices {
          var less = draw
          less.launches[index].groups.remove(at: position)
          smaller.append(less)
        }
      }
      if draw.quiet != nil {
        var none = draw
        none.quiet = nil
        smaller.append(none)
      }
      if draw.dailyLimit != nil {
        var none = draw
        none.dailyLimit = nil
        smaller.append(none)
      }
      return smaller
    }

    static func generate(_ random: inout SeededGenerator) -> Draw {
      let zone =
        ["America/New_York", "Europe/Berlin", "Australia/Lord_Howe"].randomElement(using: &random) ?? "UTC"
      let count = Int.random(in: 2...4, using: &random)
      let groups = (0..<count).map { _ in
        (0..<Int.random(in: 1...3, using: &random)).map { _ in Int.random(in: 0..<1_440, using: &random) }
      }
      var quiet: (Int, Int)?
      if Bool.random(using: &random) {
        let start = Int.random(in: 0..<1_440, using: &random)
        quiet = (start, (start + Int.random(in: 30...600, using: &random)) % 1_440)
      }
      let launches = (0..<6).map { _ in
        (
          hour: Int.random(in: 0..<24, using: &random),
          groups: (0..<count).shuffled(using: &random).filter { _ in Int.random(in: 0..<3, using: &random) > 0
          }
        )
      }
      return Draw(
        zone: zone, groups: groups, quiet: quiet, gapMinutes: Int.random(in: 0...120, using: &random),
        dailyLimit: Bool.random(using: &random) ? Int.random(in: 1...6, using: &random) : nil,
        priorities: (0..<count).map { _ in Int.random(in: 0...2, using: &random) }, launches: launches)
    }
  }

  @Test func groupsPlannedOneAtATimeHoldEveryRuleAtEveryDelivery() async {
    await expectProperty(
      "paced one group at a time", iterations: Self.cases, generate: Draw.generate, shrink: Draw.shrink
    ) { draw in
      try await Self.deliveriesHoldTheRules(draw)
    }
  }

  /// Lives the draw's days around the spring-forward night and checks every delivery.
  static func deliveriesHoldTheRules(_ draw: Draw) async throws -> Bool {
    // A few days before the zone's clock change.
    let day = ["America/New_York": 5, "Europe/Berlin": 26, "Australia/Lord_Howe": 32][draw.zone] ?? 1
    let context = DateBuilder.Context.fixed(2026, 3, day, 12, 0, in: draw.zone)
    let calendar = PacingClock.calendar(draw.zone)
    let quiet = try draw.quiet.map {
      try QuietHours(
        from: .time(hour: $0.start / 60, minute: $0.start % 60),
        to: .time(hour: $0.end / 60, minute: $0.end % 60))
    }
    var priorities: [String: Int] = [:]
    for (index, priority) in draw.priorities.enumerated() { priorities["g\(index)"] = priority }
    let pacing = try Pacing(
      quietHours: quiet, minimumGap: TimeInterval(draw.gapMinutes * 60), dailyLimit: draw.dailyLimit,
      priorities: priorities)
    let (simulator, notifications) = pacedDevice(on: context, pacing: pacing)
    let groups = draw.groups.enumerated().map { index, minutes in
      TimelineGroup(
        groupIdentifier: "g\(index)",
        fixed: NotificationsTimeline {
          for minute in minutes {
            if index == 0 {
              EveryDay(forDays: 10, starting: .today).at(hour: minute / 60, minute: minute % 60)
                .schedule(with: { (_: Date) in NotificationContent(title: "g0") })
            } else {
              EveryDay(forDays: 10, starting: .today).at(hour: minute / 60, minute: minute % 60)
                .schedule(title: "g\(index) \(minute)")
            }
          }
        })
    }
    var delivered: [(identifier: String, date: Date)] = []
    let start = calendar.startOfDay(for: context.now)
    for (day, launch) in draw.launches.enumerated() {
      // Midnight plus hours, so a launch after the clock change is still at the draw's hour of elapsed time.
      let at = start.addingTimeInterval(TimeInterval(day * 86_400 + launch.hour * 3_600))
      if at > context.now { await simulator.advance(to: at) }
      for index in launch.groups {
        await notifications.reschedule(group: groups[index], permissionStrategy: .scheduleIfSystemAllowed)
      }
    }
    await simulator.advance(by: 2 * 86_400)
    for event in await simulator.takeEvents() {
      if case .delivered(let identifier, _, let date) = event { delivered.append((identifier, date)) }
    }
    let dates = delivered.map(\.date).sorted()
    let local = { (date: Date) in PacingClock.utcText(date) + " UTC" }
    guard Set(delivered.map(\.identifier)).count == delivered.count else { throw Broken("delivered twice") }
    if let quiet, let inside = dates.first(where: { quiet.contains($0, in: calendar) }) {
      throw Broken("delivered in quiet hours at \(local(inside))")
    }
    let gap = TimeInterval(draw.gapMinutes * 60)
    if let close = zip(dates, dates.dropFirst()).first(where: { $1.timeIntervalSince($0) < gap }) {
      throw Broken("closer than the gap: \(local(close.0)) and \(local(close.1))")
    }
    if let limit = draw.dailyLimit,
      let full = Dictionary(grouping: dates, by: { calendar.startOfDay(for: $0) }).first(where: {
        $0.value.count > limit
      })
    {
      throw Broken("\(full.value.count) on the day starting \(local(full.key))")
    }
    return true
  }
}
