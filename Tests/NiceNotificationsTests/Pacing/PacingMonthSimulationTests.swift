import Foundation
import NiceNotifications
import NiceNotificationsTesting
import PropertyTesting
import Testing
import TestSupport

/// A seeded month on the simulated device — several groups, daily and weekly series, random
/// times, launches days apart, two flights across zones and DST nights — with every delivery
/// checked against quiet hours, the minimum gap and the daily limit, read with Foundation in
/// the zone the device was in when it was delivered; and the series that pacing leaves intact
/// kept as one repeating request.
struct PacingMonthSimulationTests {
  /// Months simulated; `NICE_PACING_MONTHS` sets more for a long run.
  static let months = ProcessInfo.processInfo.environment["NICE_PACING_MONTHS"].flatMap { Int($0) } ?? 2

  /// One month's draw.
  struct Month: Sendable, CustomStringConvertible {
    var seed: UInt64
    var gapMinutes: Int
    var dailyLimit: Int
    /// Meds' time, inside the app's quiet hours (22:00–07:00).
    var medsTime: TimeOfDay
    var habitWeekday: Int
    var habitTime: TimeOfDay
    /// Water's two times a day, by day, outside the app's quiet hours.
    var waterTimes: [TimeOfDay]
    /// Study's time on each of 30 days, anywhere in the day, and whether it skips when paced.
    var studyTimes: [TimeOfDay]
    var studySkips: Bool
    /// Days after the start of each launch, in hours.
    var launchHours: [Int]
    /// Hours after the start of the two departures, and the zones flown to.
    var flights: [(hour: Int, zone: String)]

    var description: String {
      let flown = flights.map { "\($0.hour)h to \($0.zone)" }.joined(separator: ", ")
      let draw =
        "gap \(gapMinutes) min, limit \(dailyLimit), meds \(medsTime), habit \(habitWeekday) \(habitTime)"
      return
        "seed \(seed): \(draw), water \(waterTimes), study skips \(studySkips), launches \(launchHours), \(flown)"
    }

    static func draw(_ seed: UInt64) -> Month {
      var random = SeededGenerator(seed: seed)
      func time(_ from: Int, _ to: Int) -> TimeOfDay {
        let minute = Int.random(in: from..<to, using: &random)
        return TimeOfDay(hour: minute / 60 % 24, minute: minute % 60)
      }
      let gap = Int.random(in: 10...30, using: &random)
      // After meds' 07:00 and its gap, and early enough that three at one time, each a gap after the
      // other, still end before the quiet hours: nothing else is moved to 07:00.
      let day = (7 * 60 + 31)..<(21 * 60)
      var launches: [Int] = [0]
      while let last = launches.last, last < 29 * 24 {
        launches.append(last + Int.random(in: 20...72, using: &random))
      }
      let first = Int.random(in: 5 * 24..<11 * 24, using: &random)
      let second = Int.random(in: 16 * 24..<23 * 24, using: &random)
      let destination = Bool.random(using: &random) ? "Australia/Lord_Howe" : "Pacific/Apia"
      let limit = Int.random(in: 3...5, using: &random)
      let weekday = Int.random(in: 1...7, using: &random)
      let meds = time(22 * 60, 31 * 60)
      let habit = time(day.lowerBound, day.upperBound)
      let water = [time(day.lowerBound, 14 * 60), time(14 * 60, day.upperBound)]
      let study = (0..<30).map { _ in time(0, 24 * 60) }
      let skips = Bool.random(using: &random)
      return Month(
        seed: seed, gapMinutes: gap, dailyLimit: limit, medsTime: meds, habitWeekday: weekday,
        habitTime: habit,
        waterTimes: water, studyTimes: study, studySkips: skips, launchHours: launches,
        flights: [(first, "America/New_York"), (second, destination)])
    }

    /// The quiet hours of `group` in minutes after midnight, as the test reads them.
    func quiet(_ group: String) -> (start: Int, end: Int) {
      let minutes: (start: Int, end: Int) = group == "study" ? (1_260, 480) : (1_320, 420)
      return minutes
    }

    func pacing() throws -> Pacing {
      try Pacing(
        quietHours: QuietHours(from: .time(hour: 22, minute: 0), to: .time(hour: 7, minute: 0)),
        groupQuietHours: [
          "study": QuietHours(from: .time(hour: 21, minute: 0), to: .time(hour: 8, minute: 0))
        ],
        minimumGap: TimeInterval(gapMinutes * 60), dailyLimit: dailyLimit,
        priorities: ["meds": 3, "habit": 2, "study": 1])
    }

    func groups(startingIn calendar: Calendar, at start: Date) -> [TimelineGroup] {
      let days = (0..<30).compactMap { calendar.date(byAdding: .day, value: $0, to: start) }
        .map { calendar.dateComponents([.year, .month, .day], from: $0) }
      let study = zip(days, studyTimes).map { day, time in
        ExactDay(year: day.year ?? 0, month: day.month ?? 0, day: day.day ?? 0).at(time)
      }
      let studyEntry = study.schedule(title: "study").whenPaced(studySkips ? .skip : .moveToEnd)
      return [
        TimelineGroup(
          groupIdentifier: "meds",
          fixed: NotificationsTimeline { EveryDay(starting: .today).at(medsTime).schedule(title: "meds") }),
        TimelineGroup(
          groupIdentifier: "habit",
          fixed: NotificationsTimeline {
            EveryWeek(starting: .thisWeek).weekday(DateBuilder.Weekday(rawValue: habitWeekday)).at(habitTime)
              .schedule(title: "habit")
          }),
        TimelineGroup(
          groupIdentifier: "water",
          fixed: NotificationsTimeline {
            EveryDay(forDays: 30, starting: .today).at(waterTimes[0]).schedule(title: "water").identified(
              by: "am")
            EveryDay(forDays: 30, starting: .today).at(waterTimes[1]).schedule(title: "water").identified(
              by: "pm")
          }),
        TimelineGroup(groupIdentifier: "study", fixed: NotificationsTimeline(entries: [studyEntry])),
      ]
    }
  }

  /// A delivery as the oracle reads it.
  struct Delivery {
    var group: String
    var identifier: String
    var date: Date
    var zone: TimeZone
  }

  @Test func quietHoursGapAndDailyLimitHoldAtEveryDeliveryOverAMonthWithDSTAndTwoFlights() async throws {
    let base = PropertySeed.resolve(explicit: nil)
    for index in 0..<Self.months {
      let month = Month.draw(base &+ UInt64(index) &* 0x9E37_79B9)
      let problems = try await Self.live(month)
      let found = problems.prefix(10).joined(separator: "\n")
      #expect(problems.isEmpty, Comment(rawValue: "\(month)\n\(found)"))
    }
  }

  /// Lives the month; what broke a rule, one line each.
  static func live(_ month: Month) async throws -> [String] {
    var zone = Zones.named("Europe/Berlin")
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = zone
    // Tuesday 20 October 2026, 08:00 in Berlin: Berlin falls back on the 25th, New York on 1 November.
    let start = try #require(calendar.date(from: DateComponents(year: 2026, month: 10, day: 20, hour: 8)))
    let (simulator, notifications) = pacedDevice(
      on: DateBuilder.Context(now: start, calendar: calendar), pacing: try month.pacing())
    for group in month.groups(startingIn: calendar, at: start) {
      notifications.register(group, permissionStrategy: .scheduleIfSystemAllowed)
    }
    var problems: [String] = []
    var deliveries: [Delivery] = []
    var zones: [(Date, TimeZone)] = [(start, zone)]
    func collect() async {
      for event in await simulator.takeEvents() {
        guard case .delivered(let identifier, _, let date) = event else { continue }
        let group = String(identifier.prefix { $0 != ":" })
        let zoneThen = zones.last { $0.0 <= date }?.1 ?? zone
        deliveries.append(Delivery(group: group, identifier: identifier, date: date, zone: zoneThen))
      }
    }
    // Compression is checked at every launch, after both flights: only for a day after the flight
    // west does a delivered occurrence's time come round again, so that its series stays one-shots
    // whatever pacing does (the package's compression rule).
    var flewWest: Date?
    func launch() async {
      let report = await notifications.rescheduleAll()
      let now = await simulator.now
      let afterFlightWest = flewWest.map { now.timeIntervalSince($0) < 86_400 } ?? false
      if !afterFlightWest, let compressed = report.plan?.groups["meds"]?.compressed,
        compressed != 1
      {
        let meds =
          report.plan?.scheduled["meds"]?.prefix(3).map { "\($0.fireDate.map(PacingClock.utcText) ?? "-")" }
          ?? []
        problems.append(
          "at \(PacingClock.utcText(now)) UTC in \(zone.identifier), meds' daily series, moved whole out of the "
            + "quiet hours, is \(compressed) repeating requests; meds \(meds)")
      }
    }
    var events = month.launchHours.map { (hour: $0, flight: nil as String?) }
    events += month.flights.map { (hour: $0.hour, flight: $0.zone as String?) }
    events.sort { $0.hour < $1.hour }
    for event in events where event.hour < 30 * 24 {
      await simulator.advance(to: start.addingTimeInterval(TimeInterval(event.hour * 3_600)))
      await collect()
      if let destination = event.flight {
        // Nine hours in the air, then the device takes the destination's zone and the app wakes.
        await simulator.advance(by: 9 * 3_600)
        await collect()
        zone = Zones.named(destination)
        await simulator.setTimeZone(zone)
        zones.append((await simulator.now, zone))
        if destination == "America/New_York" { flewWest = await simulator.now }
      }
      await launch()
    }
    await simulator.advance(to: start.addingTimeInterval(30 * 86_400))
    await collect()
    problems += check(deliveries, month)
    if deliveries.count < 30 { problems.append("only \(deliveries.count) deliveries in a month") }
    return problems
  }

  /// Every rule at every delivery, read with Foundation in the zone the device was in.
  static func check(_ deliveries: [Delivery], _ month: Month) -> [String] {
    var problems: [String] = []
    var perDay: [String: Int] = [:]
    for delivery in deliveries {
      var calendar = Calendar(identifier: .gregorian)
      calendar.timeZone = delivery.zone
      let c = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: delivery.date)
      let minute = (c.hour ?? 0) * 60 + (c.minute ?? 0)
      let quiet = month.quiet(delivery.group)
      if minute >= quiet.start || minute < quiet.end {
        problems.append(
          "\(delivery.identifier) delivered inside quiet hours at \(c) in \(delivery.zone.identifier)")
      }
      perDay["\(c.year ?? 0)-\(c.month ?? 0)-\(c.day ?? 0)", default: 0] += 1
    }
    for (day, count) in perDay where count > month.dailyLimit {
      problems.append("\(count) deliveries on \(day), over the limit of \(month.dailyLimit)")
    }
    let sorted = deliveries.sorted { $0.date < $1.date }
    for (a, b) in zip(sorted, sorted.dropFirst())
    where b.date.timeIntervalSince(a.date) < Double(month.gapMinutes * 60) {
      problems.append(
        "\(a.identifier) and \(b.identifier) delivered \(Int(b.date.timeIntervalSince(a.date))) s apart")
    }
    return problems
  }
}
