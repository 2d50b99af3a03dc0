import DateBuilder
import Foundation
import Testing

/// The DocC article "Bills, Working Days and Intervals" shows each new form with the dates it prints.
///
/// Every example is evaluated here, in the context the article names, and the article must contain both the
/// expression and the dates it really gives.
struct CalendarRulesArticleTests {
  /// The article's context: noon on Friday 10 January 2025 in Berlin, an American locale.
  private let berlin = DateBuilder.Context.at(2025, 1, 10, in: "Europe/Berlin")
  /// The same, with an Israeli locale, whose weekend is Friday and Saturday.
  private let israel = DateBuilder.Context.at(2025, 1, 10, in: "Europe/Berlin", locale: "he_IL")

  private struct Example {
    var code: String
    var series: DateBuilder.Series<DateBuilder.ResolvedDate, DateBuilder.Bounded>
    var inIsrael = false
  }

  private var examples: [Example] {
    [
      Example(
        code: "EveryMonth(forMonths: 6, starting: ExactMonth(year: 2025, month: 1)).day(31, clamped: true)",
        series: EveryMonth(forMonths: 6, starting: ExactMonth(year: 2025, month: 1)).day(31, clamped: true)
          .at(hour: 9, minute: 0)),
      Example(
        code: "EveryMonth(forMonths: 6, starting: ExactMonth(year: 2025, month: 1)).day(31)",
        series: EveryMonth(forMonths: 6, starting: ExactMonth(year: 2025, month: 1)).day(31)
          .at(hour: 9, minute: 0)),
      Example(
        code: "EveryDay(forDays: 7, starting: ExactDay(year: 2025, month: 3, day: 3)).onWeekdays()",
        series: EveryDay(forDays: 7, starting: ExactDay(year: 2025, month: 3, day: 3)).onWeekdays()
          .at(hour: 9, minute: 0)),
      Example(
        code: "EveryDay(forDays: 7, starting: ExactDay(year: 2025, month: 3, day: 3)).onWeekends()",
        series: EveryDay(forDays: 7, starting: ExactDay(year: 2025, month: 3, day: 3)).onWeekends()
          .at(hour: 9, minute: 0)),
      Example(
        code: "EveryDay(forDays: 7, starting: ExactDay(year: 2025, month: 3, day: 3)).onWeekdays()",
        series: EveryDay(forDays: 7, starting: ExactDay(year: 2025, month: 3, day: 3)).onWeekdays()
          .at(hour: 9, minute: 0), inIsrael: true),
      Example(
        code:
          "EveryDay(forDays: 14, starting: ExactDay(year: 2025, month: 3, day: 3)).on([.monday, .thursday])",
        series: EveryDay(forDays: 14, starting: ExactDay(year: 2025, month: 3, day: 3)).on([
          .monday, .thursday,
        ])
        .at(hour: 9, minute: 0)),
      Example(
        code: "EveryMonth(forMonths: 4, starting: ExactMonth(year: 2025, month: 1)).weekday(.last, .friday)",
        series: EveryMonth(forMonths: 4, starting: ExactMonth(year: 2025, month: 1)).weekday(.last, .friday)
          .at(hour: 9, minute: 0)),
      Example(
        code:
          "EveryMonth(forMonths: 4, starting: ExactMonth(year: 2025, month: 1)).weekday(.secondToLast, .friday)",
        series: EveryMonth(forMonths: 4, starting: ExactMonth(year: 2025, month: 1))
          .weekday(.secondToLast, .friday).at(hour: 9, minute: 0)),
      Example(
        code:
          "EveryMonth(forMonths: 4, starting: ExactMonth(year: 2025, month: 1)).weekday(.fromLast(5), .friday)",
        series: EveryMonth(forMonths: 4, starting: ExactMonth(year: 2025, month: 1))
          .weekday(.fromLast(5), .friday).at(hour: 9, minute: 0)),
      Example(
        code: "EveryMonth(forMonths: 4, starting: ExactMonth(year: 2025, month: 3)).firstBusinessDay()",
        series: EveryMonth(forMonths: 4, starting: ExactMonth(year: 2025, month: 3)).firstBusinessDay()
          .at(hour: 9, minute: 0)),
      Example(
        code: "EveryMonth(forMonths: 4, starting: ExactMonth(year: 2025, month: 3)).lastBusinessDay()",
        series: EveryMonth(forMonths: 4, starting: ExactMonth(year: 2025, month: 3)).lastBusinessDay()
          .at(hour: 9, minute: 0)),
      Example(
        code: "EveryMonth(forMonths: 4, starting: ExactMonth(year: 2025, month: 3)).lastBusinessDay()",
        series: EveryMonth(forMonths: 4, starting: ExactMonth(year: 2025, month: 3)).lastBusinessDay()
          .at(hour: 9, minute: 0), inIsrael: true),
      Example(
        code:
          ".lastBusinessDay(holidays: [ExactDay(year: 2025, month: 4, day: 30), ExactDay(year: 2025, month: 5, day: 30)])",
        series: EveryMonth(forMonths: 4, starting: ExactMonth(year: 2025, month: 3))
          .lastBusinessDay(holidays: [
            ExactDay(year: 2025, month: 4, day: 30), ExactDay(year: 2025, month: 5, day: 30),
          ]).at(hour: 9, minute: 0)),
      Example(
        code: "Every(3, .days, times: 5, starting: ExactDay(year: 2025, month: 2, day: 24))",
        series: Every(3, .days, times: 5, starting: ExactDay(year: 2025, month: 2, day: 24)).at(
          hour: 9, minute: 0)),
      Example(
        code:
          "Every(2, .weeks, times: 4, starting: .weekOf(ExactDay(year: 2025, month: 1, day: 6))).weekday(.tuesday)",
        series: Every(2, .weeks, times: 4, starting: .weekOf(ExactDay(year: 2025, month: 1, day: 6)))
          .weekday(.tuesday).at(hour: 9, minute: 0)),
      Example(
        code:
          "Every(3, .months, times: 4, starting: ExactMonth(year: 2025, month: 1)).day(31, clamped: true)",
        series: Every(3, .months, times: 4, starting: ExactMonth(year: 2025, month: 1)).day(31, clamped: true)
          .at(hour: 9, minute: 0)),
      Example(
        code: "Every(10, .days, starting: .today).prefix(3)",
        series: Every(10, .days, starting: .today).prefix(3).at(hour: 9, minute: 0)),
      Example(
        code: "ExactMonth(year: 2025, month: 3).weekday(.last, .sunday).at(hour: 2, minute: 30)",
        series: DateBuilder.Series([
          ExactMonth(year: 2025, month: 3).weekday(.last, .sunday).at(hour: 2, minute: 30)
        ])),
    ]
  }

  /// The dates as the article prints them: `// 2025-01-31 09:00, 2025-02-28 09:00`.
  private func printed(_ example: Example) throws -> String {
    let context = example.inIsrael ? israel : berlin
    let dates = try example.series.dates(in: context)
    return "// " + dates.map { String(context.local($0).dropLast(3)) }.joined(separator: ", ")
  }

  private func article() throws -> String {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let path = root.appendingPathComponent("Sources/DateBuilder/DateBuilder.docc/CalendarRules.md")
    return try String(contentsOf: path, encoding: .utf8)
  }

  @Test func theArticleShowsTheDatesEachExampleReallyGives() throws {
    let text = try article()
    for example in examples {
      #expect(text.contains(example.code), "the article lacks \(example.code)")
      let dates = try printed(example)
      #expect(text.contains(dates), "the article lacks the dates of \(example.code):\n\(dates)")
    }
  }
}
