@testable import DateBuilder
import Foundation
import PropertyTesting
import Testing
import TestSupport

/// The integer arithmetic against the Foundation path it stands in for.
///
/// Gregorian days and cached UTC-offset transitions: every shape of the DSL, evaluated both
/// ways in seeded random contexts (zones with DST, dates next to their clock changes, times in gaps and
/// repeats, calendars of every kind, far-out years), must give identical dates, components and
/// errors. A failure names its seed and a shrunk case; rerun it with `NICE_SEED`.
struct IntegerArithmeticTests {
  /// Zones with DST either side of the world, a 30-minute shift, midnight gaps, a skipped
  /// day, half-hour offsets with and without DST, and UTC.
  static let zones = [
    "America/New_York", "Europe/Berlin", "Australia/Lord_Howe", "America/Santiago", "Pacific/Apia",
    "Asia/Kolkata", "America/St_Johns", "America/Havana", "UTC",
  ]

  /// A DSL shape, with the numbers it is built from.
  enum Shape: CustomStringConvertible {
    case daily
    case weekly(weekday: Int)
    case monthlyDay(Int, clamped: Bool)
    case ordinal(Int, weekday: Int)
    case lastDay
    case yearly(month: Int, day: Int)
    case interval(Unit, every: Int)
    case addingDays(Int)
    case addingMonths(Int)
    case addingYears(Int)
    case addingHours(Int)
    case instants(everyDays: Int, hours: Int)
    case exactDays(year: Int, month: Int, day: Int)

    enum Unit: CaseIterable { case days, weeks, months, years }

    var description: String {
      switch self {
      case .daily: "EveryDay(starting: .today)"
      case .weekly(let weekday): "EveryWeek(starting: .thisWeek).weekday(\(weekday))"
      case let .monthlyDay(day, clamped): "EveryMonth(starting: .thisMonth).day(\(day), clamped: \(clamped))"
      case let .ordinal(ordinal, weekday): "EveryMonth(starting: .thisMonth).weekday(\(ordinal), \(weekday))"
      case .lastDay: "EveryMonth(starting: .thisMonth).lastDay"
      case let .yearly(month, day):
        "EveryYear(starting: .thisYear).firstMonth.addingMonths(\(month)).day(\(day))"
      case let .interval(unit, every): "Every(\(every), .\(unit), starting: this one)"
      case .addingDays(let days): "EveryDay(starting: .today) at the time, .addingDays(\(days))"
      case .addingMonths(let months):
        "EveryMonth(starting: .thisMonth).lastDay at the time, .addingMonths(\(months))"
      case .addingYears(let years): "EveryDay(starting: .today) at the time, .addingYears(\(years))"
      case .addingHours(let hours): "EveryDay(starting: .today) at the time, .addingHours(\(hours))"
      case let .instants(days, hours): "ExactlyAt(now).addingDays(\(days) × index).addingHours(\(hours))"
      case let .exactDays(year, month, day):
        "ExactDay(year: \(year), month: \(month), day: \(day)) + index days"
      }
    }
  }

  /// A random case: a context, a shape, how many elements and at what time.
  struct Case: CustomStringConvertible {
    var zone: String
    var calendar: Calendar.Identifier
    var firstWeekday: Int?
    var minimumDaysInFirstWeek: Int?
    var locale: String?
    /// Now, in seconds since 1970.
    var now: Int
    var shape: Shape
    var count: Int
    var time: TimeOfDay

    var description: String {
      let weeks =
        "firstWeekday \(firstWeekday.map(String.init) ?? "default"), "
        + "minimumDays \(minimumDaysInFirstWeek.map(String.init) ?? "default")"
      let instant = Date(timeIntervalSince1970: TimeInterval(now))
      return "\(zone) \(calendar) (\(weeks), locale \(locale ?? "none")) now \(now) (\(instant)); "
        + "\(shape), \(count) elements at \(time)"
    }
  }

  // MARK: The property

  @Test func everyShapeGivesFoundationsDatesInEveryContext() {
    expectProperty(
      "the integer arithmetic gives the Foundation path's dates, components and errors", iterations: 1_500,
      generate: Self.generate, shrink: Self.shrink
    ) { value in
      let (fast, reference) = Self.contexts(value)
      let series = Self.series(value)
      let dates = { (context: DateBuilder.Context) in
        Result { () throws(DateBuilderError) in try series.dates(in: context) }
      }
      let components = { (context: DateBuilder.Context) in
        Result { () throws(DateBuilderError) in try series.dateComponents(in: context) }
      }
      return dates(fast) == dates(reference) && components(fast) == components(reference)
    }
  }

  @Test func theDaysOfEveryShapeAreFoundationsDays() {
    expectProperty(
      "the integer arithmetic gives the Foundation path's days", iterations: 600, generate: Self.generate,
      shrink: Self.shrink
    ) { value in
      let (fast, reference) = Self.contexts(value)
      let days = Self.days(value)
      let labels = { (context: DateBuilder.Context) in
        Result { () throws(DateBuilderError) in try days.dateComponents(in: context) }
      }
      return labels(fast) == labels(reference)
    }
  }

  /// The property must test something: in the contexts it generates, the integer paths answer.
  @Test func theGeneratedContextsTakeTheIntegerPaths() throws {
    var generator = SeededGenerator(seed: PropertySeed.defaultSeed)
    var gregorian = 0
    var cached = 0
    for _ in 0..<200 {
      let value = Self.generate(&generator)
      let (fast, reference) = Self.contexts(value)
      #expect(!reference.civil.isGregorian && !reference.zone.usesTransitions)
      if fast.civil.isGregorian { gregorian += 1 }
      let window = ZoneTransitions.window
      let local = value.now + fast.zone.offset(at: value.now)
      if TransitionCache.transitions(for: fast.zone.timeZone, covering: (local - window)...(local + window))
        != nil
      {
        cached += 1
      }
    }
    #expect(gregorian >= 150, "Gregorian contexts: \(gregorian) of 200")
    #expect(cached >= 180, "zones the cache answered for: \(cached) of 200")
  }

  // MARK: Building cases

  static func contexts(_ value: Case) -> (fast: DateBuilder.Context, reference: DateBuilder.Context) {
    var calendar = Calendar(identifier: value.calendar)
    calendar.timeZone = Zones.named(value.zone)
    calendar.locale = value.locale.map(Locale.init(identifier:))
    if let firstWeekday = value.firstWeekday { calendar.firstWeekday = firstWeekday }
    if let minimum = value.minimumDaysInFirstWeek { calendar.minimumDaysInFirstWeek = minimum }
    let now = Date(timeIntervalSince1970: TimeInterval(value.now))
    return (
      DateBuilder.Context(now: now, calendar: calendar),
      DateBuilder.Context(now: now, calendar: calendar, arithmetic: .foundation)
    )
  }

  static func series(_ value: Case) -> DateBuilder.Series<DateBuilder.ResolvedDate, DateBuilder.Bounded> {
    let (n, time) = (value.count, value.time)
    let (hour, minute, second) = (time.hour, time.minute, time.second)
    switch value.shape {
    case .addingDays(let days):
      return EveryDay(forDays: n, starting: .today).at(hour: hour, minute: minute, second: second).addingDays(
        days)
    case .addingMonths(let months):
      return EveryMonth(forMonths: n, starting: .thisMonth).lastDay.at(
        hour: hour, minute: minute, second: second
      )
      .addingMonths(months)
    case .addingYears(let years):
      return EveryDay(forDays: n, starting: .today).at(hour: hour, minute: minute, second: second)
        .addingYears(years)
    case .addingHours(let hours):
      return EveryDay(forDays: n, starting: .today).at(hour: hour, minute: minute, second: second)
        .addingHours(hours)
    case let .instants(days, hours):
      let now = Date(timeIntervalSince1970: TimeInterval(value.now))
      return DateBuilder.Series((0..<n).map { ExactlyAt(now).addingDays(days * $0).addingHours(hours) })
    default:
      return days(value).at(hour: hour, minute: minute, second: second)
    }
  }

  static func days(_ value: Case) -> DateBuilder.Series<DateBuilder.Day, DateBuilder.Bounded> {
    let n = value.count
    switch value.shape {
    case .daily, .addingDays, .addingYears, .addingHours, .instants:
      return EveryDay(forDays: n, starting: .today)
    case .weekly(let weekday):
      return EveryWeek(forWeeks: n, starting: .thisWeek).weekday(DateBuilder.Weekday(rawValue: weekday))
    case let .monthlyDay(day, clamped):
      return EveryMonth(forMonths: n, starting: .thisMonth).day(day, clamped: clamped)
    case let .ordinal(ordinal, weekday):
      return EveryMonth(forMonths: n, starting: .thisMonth)
        .weekday(DateBuilder.Ordinal(rawValue: ordinal), DateBuilder.Weekday(rawValue: weekday))
    case .lastDay, .addingMonths:
      return EveryMonth(forMonths: n, starting: .thisMonth).lastDay
    case let .yearly(month, day):
      return EveryYear(forYears: n, starting: .thisYear).firstMonth.addingMonths(month).day(
        day, clamped: true)
    case let .interval(unit, every):
      switch unit {
      case .days: return Every(every, .days, times: n, starting: .today)
      case .weeks: return Every(every, .weeks, times: n, starting: .thisWeek).firstDay
      case .months: return Every(every, .months, times: n, starting: .thisMonth).lastDay
      case .years: return Every(every, .years, times: n, starting: .thisYear).lastMonth.first(.monday)
      }
    case let .exactDays(year, month, day):
      return DateBuilder.Series((0..<n).map { ExactDay(year: year, month: month, day: day).addingDays($0) })
    }
  }

  /// About a Gregorian year, in seconds: enough to place random instants in a year.
  private static let secondsPerYear = 31_556_952

  private static func seconds(ofYear year: Int) -> Int { (year - 1_970) * secondsPerYear }

  static func generate(_ g: inout SeededGenerator) -> Case {
    let zone = zones[Int.random(in: 0..<zones.count, using: &g)]
    let calendars: [Calendar.Identifier] = [
      .hebrew, .islamicUmmAlQura, .japanese, .buddhist, .persian, .chinese,
    ]
    let calendar: Calendar.Identifier =
      switch Int.random(in: 0..<100, using: &g) {
      case 0..<78: .gregorian
      case 78..<88: .iso8601
      default: calendars[Int.random(in: 0..<calendars.count, using: &g)]
      }
    let isGregorian = calendar == .gregorian || calendar == .iso8601
    let locales = ["en_US", "en_US", "de_DE", "he_IL", "en_IN"]
    let locale =
      Bool.random(using: &g) || !isGregorian ? locales[Int.random(in: 0..<locales.count, using: &g)] : nil
    var time = TimeOfDay(
      hour: Int.random(in: 0...23, using: &g), minute: Int.random(in: 0...59, using: &g),
      second: Int.random(in: 0...59, using: &g))
    let now: Int
    switch Int.random(in: 0..<20, using: &g) {
    case 0..<9:
      // Next to one of the zone's clock changes, often at a time that the change skips or repeats.
      let year = Int.random(in: 1_900...2_100, using: &g)
      let from = Date(timeIntervalSince1970: TimeInterval(seconds(ofYear: year)))
      let timeZone = Zones.named(zone)
      guard let change = timeZone.nextDaylightSavingTimeTransition(after: from) else {
        now = seconds(ofYear: year) + Int.random(in: 0..<secondsPerYear, using: &g)
        break
      }
      let transition = Int(change.timeIntervalSince1970)
      now = transition + Int.random(in: -40 * 3_600...40 * 3_600, using: &g)
      if Bool.random(using: &g) {
        let before = timeZone.secondsFromGMT(for: change.addingTimeInterval(-1))
        let after = timeZone.secondsFromGMT(for: change)
        let reach = abs(after - before) + 1_800
        let local = transition + before + Int.random(in: -reach...reach, using: &g)
        let second = ((local % 86_400) + 86_400) % 86_400
        time = TimeOfDay(hour: second / 3_600, minute: second % 3_600 / 60, second: second % 60)
      }
    case 9..<17:
      now = Int.random(in: seconds(ofYear: 1_583)...seconds(ofYear: 2_400), using: &g)
    case 17 where isGregorian:
      // Either side of where the integer arithmetic starts.
      now = Int.random(in: seconds(ofYear: 1_570)...seconds(ofYear: 1_600), using: &g)
    case 18 where isGregorian:
      // Next to the end of the representable days.
      now = Int.random(in: seconds(ofYear: 101_890)...3_153_600_000_000, using: &g)
    case 19 where isGregorian:
      now = Int.random(in: -3_153_600_000_000...3_153_600_000_000, using: &g)
    default:
      now = Int.random(in: seconds(ofYear: 1_900)...seconds(ofYear: 2_100), using: &g)
    }
    if Int.random(in: 0..<40, using: &g) == 0 {
      time = TimeOfDay(hour: [24, -1, 12][Int.random(in: 0...2, using: &g)], minute: 60, second: 0)
    }
    return Case(
      zone: zone, calendar: calendar,
      firstWeekday: Bool.random(using: &g) ? Int.random(in: 1...7, using: &g) : nil,
      minimumDaysInFirstWeek: Int.random(in: 0..<3, using: &g) == 0 ? Int.random(in: 1...7, using: &g) : nil,
      locale: locale, now: now, shape: shape(&g), count: Int.random(in: 1...36, using: &g), time: time)
  }

  private static func shape(_ g: inout SeededGenerator) -> Shape {
    let weekday =
      Int.random(in: 0..<30, using: &g) == 0
      ? [0, 8][Int.random(in: 0...1, using: &g)]
      : Int.random(
        in: 1...7, using: &g)
    let ordinals = [1, 2, 3, 4, 5, -1, -2, -3, -5, 0, 6]
    switch Int.random(in: 0..<13, using: &g) {
    case 0: return .daily
    case 1: return .weekly(weekday: weekday)
    case 2: return .monthlyDay(Int.random(in: 0...32, using: &g), clamped: Bool.random(using: &g))
    case 3: return .ordinal(ordinals[Int.random(in: 0..<ordinals.count, using: &g)], weekday: weekday)
    case 4: return .lastDay
    case 5: return .yearly(month: Int.random(in: 0...11, using: &g), day: Int.random(in: 1...31, using: &g))
    case 6:
      let unit = Shape.Unit.allCases[Int.random(in: 0..<4, using: &g)]
      return .interval(unit, every: Int.random(in: 1...5, using: &g))
    case 7: return .addingDays(Int.random(in: -400...400, using: &g))
    case 8: return .addingMonths(Int.random(in: -30...30, using: &g))
    case 9: return .addingYears(Int.random(in: -5...5, using: &g))
    case 10: return .addingHours(Int.random(in: -30...30, using: &g))
    case 11:
      return .instants(everyDays: Int.random(in: 1...40, using: &g), hours: Int.random(in: -3...3, using: &g))
    default:
      let year =
        Int.random(in: 0..<8, using: &g) == 0
        ? [Int.max, Int.min, 0, 1_582, 101_903, 200_000][Int.random(in: 0...5, using: &g)]
        : Int.random(in: 1_583...2_400, using: &g)
      return .exactDays(
        year: year, month: Int.random(in: 0...13, using: &g), day: Int.random(in: 0...32, using: &g))
    }
  }

  /// Fewer elements: the context, the shape and the time are what a failure is about.
  static func shrink(_ value: Case) -> [Case] {
    Shrink.int(value.count, towards: 1).map { count in
      var smaller = value
      smaller.count = count
      return smaller
    }
  }
}
