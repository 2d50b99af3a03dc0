import Foundation
import NiceNotifications

/// Scenario 5: DateBuilder's throughput in dates per second, evaluated with the context in
/// America/New_York — a daily series and a monthly ordinal-weekday series — against a
/// hand-written `Calendar.date(byAdding:)` loop that must produce the same dates.
@available(macOS 13, iOS 16, tvOS 16, watchOS 9, visionOS 1, *)
struct DSLThroughputScenario: Scenario {
  let name = "5 DSL throughput"

  func run(_ settings: Settings, into report: inout Report) async throws(CheckFailure) {
    let context = settings.context
    let days = settings.quick ? 10_000 : 100_000
    let months = settings.quick ? 1_200 : 12_000
    report.add(
      try await compare(
        "EveryDay(forDays: \(Format.count(days))).at(9:00)", settings,
        dsl: { EveryDay(forDays: days, starting: .today).at(hour: 9, minute: 0).dates() },
        handWritten: { Self.daily(count: days, in: context) }))
    report.add(
      try await compare(
        "EveryMonth(forMonths: \(Format.count(months))).weekday(.third, .monday)", settings,
        dsl: {
          EveryMonth(forMonths: months, starting: .thisMonth).weekday(.third, .monday).at(hour: 9, minute: 0)
            .dates()
        },
        handWritten: { Self.thirdMondays(count: months, in: context) }))
  }

  /// Checks that both produce the same dates, then times both.
  private func compare(
    _ label: String, _ settings: Settings, dsl: @escaping @Sendable () -> [Date],
    handWritten: @escaping @Sendable () -> [Date]?
  ) async throws(CheckFailure) -> Row {
    let context = settings.context
    let expected = handWritten()
    let actual = DateBuilder.withContext(context) { dsl() }
    try CheckFailure.expect(expected != nil, in: name, "\(label): the hand-written loop found no date")
    let difference = zip(actual, expected ?? []).enumerated().first { $0.element.0 != $0.element.1 }?.offset
    let mismatch = difference.map { "at index \($0)" } ?? "in the count"
    try CheckFailure.expect(
      actual == expected, in: name,
      "\(label): DateBuilder gave \(actual.count) dates, the loop \(expected?.count ?? 0); they differ \(mismatch)"
    )
    let (measured, baseline) = await settings.stopwatch.measure(
      { DateBuilder.withContext(context) { dsl() }.count }, { handWritten()?.count ?? -1 })
    try CheckFailure.expect(
      measured.isConsistent && baseline.isConsistent, in: name, "\(label): runs disagree")
    let rate = Double(actual.count) * measured.runsPerSecond
    let baselineRate = Double(actual.count) * baseline.runsPerSecond
    return Row(
      scenario: name, case: label + " dates/s", figure: Format.rate(rate),
      baseline: Format.rate(baselineRate),
      ratio: Format.ratio(rate / baselineRate), target: "≥ 0.5", verdict: Verdict(rate / baselineRate >= 0.5))
  }

  /// 09:00 on `count` days from today, by adding days to today's 09:00.
  static func daily(count: Int, in context: DateBuilder.Context) -> [Date]? {
    let calendar = context.calendar
    guard let first = calendar.date(bySettingHour: 9, minute: 0, second: 0, of: context.now) else {
      return nil
    }
    var dates: [Date] = []
    dates.reserveCapacity(count)
    for offset in 0..<count {
      guard let date = calendar.date(byAdding: .day, value: offset, to: first) else { return nil }
      dates.append(date)
    }
    return dates
  }

  /// 09:00 on the third Monday of `count` months from this one, by adding months to the
  /// first of this month and days to the first of each month.
  static func thirdMondays(count: Int, in context: DateBuilder.Context) -> [Date]? {
    let calendar = context.calendar
    var start = calendar.dateComponents([.year, .month], from: context.now)
    start.day = 1
    start.hour = 9
    guard let first = calendar.date(from: start) else { return nil }
    var dates: [Date] = []
    dates.reserveCapacity(count)
    for offset in 0..<count {
      guard let monthStart = calendar.date(byAdding: .month, value: offset, to: first) else { return nil }
      let weekday = calendar.component(.weekday, from: monthStart)
      let toThirdMonday = (DateBuilder.Weekday.monday.rawValue - weekday + 7) % 7 + 14
      guard let date = calendar.date(byAdding: .day, value: toThirdMonday, to: monthStart) else { return nil }
      dates.append(date)
    }
    return dates
  }
}
