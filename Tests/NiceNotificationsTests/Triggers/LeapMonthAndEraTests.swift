import Foundation
import NiceNotifications
import NiceNotificationsTesting
import PropertyTesting
import Testing
import TestSupport

/// A calendar with leap months or eras, in a zone, at a moment.
private func context(
  _ identifier: Calendar.Identifier, _ zone: String, at instant: Date
) -> DateBuilder.Context {
  var calendar = Calendar(identifier: identifier)
  calendar.timeZone = Zones.named(zone)
  calendar.locale = Locale(identifier: "en_US")
  return DateBuilder.Context(now: instant, calendar: calendar)
}

/// A Gregorian date and time in `zone`.
private func gregorian(_ year: Int, _ month: Int, _ day: Int, _ hour: Int, in zone: String) -> Date {
  var calendar = Calendar(identifier: .gregorian)
  calendar.timeZone = Zones.named(zone)
  return calendar.date(from: DateComponents(year: year, month: month, day: day, hour: hour)) ?? .distantPast
}

/// The components a calendar labels `date` with, at `hour`: era, year, month, leap month, day.
private func labels(of date: Date, in calendar: Calendar, hour: Int) -> DateComponents {
  var found = calendar.dateComponents([.era, .year, .month, .day], from: date)
  let leap = found.isLeapMonth == true
  found.isLeapMonth = leap ? true : nil
  found.hour = hour
  found.minute = 0
  return found
}

struct LeapMonthAndEraTests {
  /// 1 August 2025 is the 8th of the Chinese year's leap sixth month.
  @Test func aChineseLeapMonthTriggerFiresInTheLeapMonth() throws {
    let now = context(.chinese, "Asia/Shanghai", at: gregorian(2025, 7, 20, 12, in: "Asia/Shanghai"))
    var components = DateComponents(era: 78, year: 42, month: 6, day: 8, hour: 9)
    components.isLeapMonth = true
    let trigger = NotificationTrigger.calendar(components, repeats: false)
    #expect(trigger.nextFireDate(after: now.now, in: now) == gregorian(2025, 8, 1, 9, in: "Asia/Shanghai"))
  }

  @Test func aDailySeriesThroughAChineseLeapMonthIsDeliveredOnceEachDay() async throws {
    let zone = "Asia/Shanghai"
    let start = gregorian(2025, 7, 20, 12, in: zone)
    let now = context(.chinese, zone, at: start)
    let timeline = NotificationsTimeline {
      EveryDay(forDays: 40, starting: .tomorrow).at(hour: 9, minute: 0).schedule(title: "daily")
    }
    let plan = await ReschedulePlanner.plan(
      [PlanningGroup(identifier: "g", timeline: timeline)], pending: [], in: now, capacity: 64)
    let phone = SimulatedNotificationCenter(
      now: start, timeZone: Zones.named(zone), calendar: now.calendar, authorization: .authorized)
    for request in plan.additions { try await phone.add(request) }
    await phone.advance(by: 45 * 86_400)
    let delivered = await phone.delivered.map(\.date).sorted()
    let expected = (1...40).map { gregorian(2025, 7, 20 + $0, 9, in: zone) }
    #expect(delivered == expected)
  }

  @Test func theSameDayOfTheOrdinaryAndTheLeapMonthAreTwoDays() throws {
    let now = context(.chinese, "Asia/Shanghai", at: gregorian(2025, 6, 1, 12, in: "Asia/Shanghai"))
    let ordinary = DateComponents(era: 78, year: 42, month: 6, day: 8, hour: 9)
    var leap = ordinary
    leap.isLeapMonth = true
    let dates = [ordinary, leap].map {
      NotificationTrigger.calendar($0, repeats: false).nextFireDate(after: now.now, in: now)
    }
    #expect(
      dates == [gregorian(2025, 7, 2, 9, in: "Asia/Shanghai"), gregorian(2025, 8, 1, 9, in: "Asia/Shanghai")])
  }

  @Test func aJapaneseEraYearResolvesInItsEra() throws {
    // Heisei 7 is 1995, Reiwa 7 is 2025: the era decides.
    let now = context(.japanese, "Asia/Tokyo", at: gregorian(1995, 1, 1, 12, in: "Asia/Tokyo"))
    let trigger = NotificationTrigger.calendar(
      DateComponents(era: 235, year: 7, month: 5, day: 1, hour: 9), repeats: false)
    #expect(trigger.nextFireDate(after: now.now, in: now) == gregorian(1995, 5, 1, 9, in: "Asia/Tokyo"))
  }
}

/// A day of a calendar with leap months or eras, as plain values.
struct LabelledDayScenario: CustomStringConvertible, Sendable {
  static let calendars: [Calendar.Identifier] = [
    .chinese, .dangi, .hebrew, .japanese, .buddhist, .republicOfChina, .ethiopicAmeteMihret, .coptic,
    .islamic,
    .islamicCivil, .islamicTabular, .islamicUmmAlQura, .persian, .indian,
  ]
  static let zones = [
    "America/New_York", "Europe/Berlin", "Australia/Lord_Howe", "America/Santiago", "Asia/Shanghai",
  ]

  var calendar: Calendar.Identifier
  var zone: String
  /// The Gregorian day (days after 1 January 2017) the occurrence is on.
  var day: Int
  var hour: Int
  /// How many days before it now is.
  var lead: Int

  var description: String { "\(calendar) in \(zone), day +\(day) at \(hour):00, now \(lead) days before" }

  static func generate(_ g: inout SeededGenerator) -> LabelledDayScenario {
    let calendar = calendars.randomElement(using: &g) ?? .chinese
    // Half the cases fall in a month that only some years have (a leap month, Adar I, the
    // thirteenth month), or around the change of Japanese era (1 May 2019).
    var day = Int.random(in: 0..<(12 * 366), using: &g)
    if Bool.random(using: &g) {
      let special = specialStarts[calendar, default: []]
      if let start = special.randomElement(using: &g) { day = start + Int.random(in: 0...4, using: &g) }
    }
    return LabelledDayScenario(
      calendar: calendar, zone: zones.randomElement(using: &g) ?? "Europe/Berlin", day: day,
      hour: [9, 12, 20].randomElement(using: &g) ?? 9, lead: Int.random(in: 1...40, using: &g))
  }

  /// ``specialMonthStarts(_:)`` of every calendar, read once.
  static let specialStarts = Dictionary(uniqueKeysWithValues: calendars.map { ($0, specialMonthStarts($0)) })

  /// Days (after 1 January 2017) on which a month starts that not every year has.
  static func specialMonthStarts(_ identifier: Calendar.Identifier) -> [Int] {
    var calendar = Calendar(identifier: identifier)
    calendar.timeZone = TimeZone(secondsFromGMT: 0) ?? calendar.timeZone
    var gregorian = Calendar(identifier: .gregorian)
    gregorian.timeZone = calendar.timeZone
    guard let origin = gregorian.date(from: DateComponents(year: 2017, month: 1, day: 1)) else { return [] }
    if identifier == .japanese {
      return [
        Int(
          (gregorian.date(from: DateComponents(year: 2019, month: 4, day: 28)) ?? origin)
            .timeIntervalSince(origin) / 86_400)
      ]
    }
    var starts: [Int] = []
    var month = calendar.dateInterval(of: .month, for: origin)?.start ?? origin
    for _ in 0..<150 {
      let found = calendar.dateComponents([.month, .day], from: month)
      let special =
        found.isLeapMonth == true || found.month == 13 || (identifier == .hebrew && found.month == 6)
      if special { starts.append(Int(month.timeIntervalSince(origin) / 86_400)) }
      guard let next = calendar.date(byAdding: .month, value: 1, to: month) else { break }
      month = next
    }
    return starts.filter { $0 >= 0 }
  }

  /// The occurrence's date by Foundation's own reading of its labels, and the labels.
  func oracle() -> (date: Date, components: DateComponents, context: DateBuilder.Context)? {
    var foundation = Calendar(identifier: calendar)
    foundation.timeZone = Zones.named(zone)
    foundation.locale = Locale(identifier: "en_US")
    let noon = gregorian(2017, 1, 1, 12, in: zone).addingTimeInterval(TimeInterval(day) * 86_400)
    let components = labels(of: noon, in: foundation, hour: hour)
    guard let date = foundation.date(from: components) else { return nil }
    let now = date.addingTimeInterval(-TimeInterval(lead) * 86_400)
    return (date, components, context(calendar, zone, at: now))
  }
}

/// How many cases the leap-month property runs; `NICE_LEAP_MONTH_ITERATIONS` sets it for a long run.
private let leapMonthIterations =
  ProcessInfo.processInfo.environment["NICE_LEAP_MONTH_ITERATIONS"].flatMap { Int($0) } ?? 60

struct LeapMonthAndEraPropertyTests {
  @Test func labelledDaysResolveAsFoundationReadsThemEverywhere() async {
    await expectProperty(
      "a day of any calendar, through triggers, the simulator and the planner",
      iterations: leapMonthIterations,
      generate: LabelledDayScenario.generate
    ) { scenario in
      guard let (oracle, components, context) = scenario.oracle() else { return false }
      let era = components.era
      let leap = components.isLeapMonth == true
      guard let year = components.year, let month = components.month, let day = components.day else {
        return false
      }
      let expression = ExactDay(era: era, year: year, month: month, isLeapMonth: leap, day: day)
        .at(hour: scenario.hour, minute: 0)
      // DateBuilder, and a trigger of the same components.
      guard try expression.date(in: context) == oracle else { return false }
      let trigger = NotificationTrigger.calendar(components, repeats: false)
      guard trigger.nextFireDate(after: context.now, in: context) == oracle else { return false }
      // The planner, from a date and from a trigger entry.
      let timeline = NotificationsTimeline {
        expression.schedule(title: "date").identified(by: "date")
        trigger.schedule(title: "trigger").identified(by: "trigger")
      }
      let plan = await ReschedulePlanner.plan(
        [PlanningGroup(identifier: "a", timeline: timeline)], pending: [], in: context, capacity: 64)
      guard plan.scheduled["a", default: []].map(\.fireDate) == [oracle, oracle], plan.additions.count == 2
      else { return false }
      guard
        plan.additions.allSatisfy({ $0.trigger?.nextFireDate(after: context.now, in: context) == oracle })
      else { return false }
      // The planner's ranking of what is pending, for a group it does not plan.
      let other = await ReschedulePlanner.plan(
        [PlanningGroup(identifier: "b", timeline: NotificationsTimeline {})],
        pending: applying(plan, to: []), in: context, capacity: 64)
      guard other.scheduled["a", default: []].map(\.fireDate) == [oracle, oracle] else { return false }
      // The simulator: the next trigger date it reports is Foundation's `nextDate`, as iOS's
      // is (the date itself, where Foundation finds one: on Linux it finds none in the first
      // month of a Japanese era); the delivery is at the date.
      let phone = SimulatedNotificationCenter(
        now: context.now, timeZone: context.timeZone, calendar: context.calendar, authorization: .authorized)
      for request in plan.additions { try await phone.add(request) }
      let foundationNext = context.calendar.nextDate(
        after: context.now, matching: components, matchingPolicy: .nextTime, repeatedTimePolicy: .first,
        direction: .forward)
      guard foundationNext == nil || foundationNext == oracle else { return false }
      guard await phone.nextTriggerDate(of: "a:trigger:trigger") == foundationNext else { return false }
      await phone.advance(to: oracle.addingTimeInterval(60 * 86_400))
      return await phone.delivered.map(\.date) == [oracle, oracle]
    }
  }
}
