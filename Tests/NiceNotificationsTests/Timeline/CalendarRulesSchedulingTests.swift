import Foundation
import NiceNotifications
import NiceNotificationsTesting
import Testing
import TestSupport

/// Every new DateBuilder form — clamped days of the month, weekday filters, weekdays counted
/// from the end, business days, `Every` intervals — is a timeline entry like any series, and
/// the simulator delivers exactly its dates.
struct CalendarRulesSchedulingTests {
  /// One group per form, so that every form gets slots of its own.
  struct FormGroup: LocalNotificationsGroup {
    let groupIdentifier: String
    let series: DateBuilder.Series<DateBuilder.ResolvedDate, DateBuilder.Unbounded>

    func timeline() async throws -> NotificationsTimeline {
      NotificationsTimeline { series.schedule(title: groupIdentifier) }
    }
  }

  private static let holidays: Set = [
    ExactDay(year: 2025, month: 1, day: 31), ExactDay(year: 2025, month: 3, day: 3),
  ]

  // An interval counts from its anchor each time the timeline is evaluated, so it is
  // anchored on a fixed day: from `.today` it would start again at every reschedule.
  private let forms: [FormGroup] = [
    FormGroup(
      groupIdentifier: "rent",
      series: EveryMonth(starting: .thisMonth).day(31, clamped: true).at(hour: 9, minute: 0)),
    FormGroup(
      groupIdentifier: "standup", series: EveryDay(starting: .today).onWeekdays().at(hour: 9, minute: 30)),
    FormGroup(
      groupIdentifier: "hike", series: EveryDay(starting: .today).onWeekends().at(hour: 8, minute: 0)),
    FormGroup(
      groupIdentifier: "fridays", series: EveryDay(starting: .today).on([.friday]).at(hour: 17, minute: 30)),
    FormGroup(
      groupIdentifier: "gym",
      series: EveryDay(starting: .today).on([.monday, .thursday]).at(hour: 18, minute: 0)),
    FormGroup(
      groupIdentifier: "review",
      series: EveryMonth(starting: .thisMonth).weekday(.secondToLast, .friday).at(hour: 17, minute: 0)),
    FormGroup(
      groupIdentifier: "invoices",
      series: EveryMonth(starting: .thisMonth).firstBusinessDay(holidays: Self.holidays)
        .at(hour: 8, minute: 0)),
    FormGroup(
      groupIdentifier: "payroll",
      series: EveryMonth(starting: .thisMonth).lastBusinessDay(holidays: Self.holidays)
        .at(hour: 16, minute: 0)),
    FormGroup(
      groupIdentifier: "plants",
      series: Every(3, .days, starting: ExactDay(year: 2025, month: 1, day: 10)).at(hour: 19, minute: 0)),
    FormGroup(
      groupIdentifier: "bins",
      series: Every(2, .weeks, starting: .weekOf(ExactDay(year: 2025, month: 1, day: 6))).weekday(.tuesday)
        .at(hour: 7, minute: 0)),
    FormGroup(
      groupIdentifier: "taxes",
      series: Every(1, .months, starting: ExactMonth(year: 2025, month: 1)).day(30, clamped: true)
        .at(hour: 12, minute: 0)),
  ]

  @Test func eachNewFormIsDeliveredOnExactlyItsDatesAcrossSpringForward() async throws {
    // 81 days from noon on Friday 10 January 2025 in Berlin, across the
    // spring-forward night of 30 March; the app is opened once a day.
    let context = DateBuilder.Context.fixed(2025, 1, 10, 12, 0, in: "Europe/Berlin")
    let center = simulator(context)
    let notifications = LocalNotifications(simulator: center)
    for form in forms { notifications.register(form, permissionStrategy: .scheduleIfSystemAllowed) }
    // The one form with a single calendar rhythm, Fridays, takes one repeating request.
    await notifications.rescheduleAll()
    let fridays = await center.pendingRequests().map(\.request).filter { $0.identifier.hasPrefix("fridays:") }
    #expect(fridays.count == 1)
    if case .calendar(let components, let repeats)? = fridays.first?.trigger {
      #expect(repeats && components.weekday == 6 && components.hour == 17 && components.minute == 30)
    } else {
      Issue.record("Fridays are not one repeating calendar request: \(fridays)")
    }
    let days = 81
    for _ in 0..<days {
      let report = await notifications.rescheduleAll()
      #expect(report.outcomes.count == forms.count)
      #expect(report.outcomes.values.allSatisfy { $0 == .scheduled })
      #expect(report.failedAdds.isEmpty)
      #expect(await center.pendingRequests().count <= 64)
      await center.advance(by: 86_400)
    }
    let end = context.now.addingTimeInterval(TimeInterval(days * 86_400))

    var delivered: [String: [Date]] = [:]
    for case let (identifier, date)? in await center.events.map(\.delivery) {
      let group = String(identifier.prefix { $0 != ":" })
      delivered[group, default: []].append(date)
    }
    for form in forms {
      var expected: [Date] = []
      var occurrences = form.series.occurrences(in: context)
      while let occurrence = try occurrences.next(), occurrence.date <= end {
        if occurrence.date > context.now { expected.append(occurrence.date) }
      }
      #expect(!expected.isEmpty, "\(form.groupIdentifier)")
      #expect(delivered[form.groupIdentifier] == expected, "\(form.groupIdentifier)")
    }
    // Spot checks of what the forms mean.
    let rent = delivered["rent"]?.map(context.local)
    #expect(rent == ["2025-01-31 09:00", "2025-02-28 09:00", "2025-03-31 09:00"])
    let payroll = delivered["payroll"]?.map(context.local)
    #expect(payroll == ["2025-01-30 16:00", "2025-02-28 16:00", "2025-03-31 16:00"])
    #expect(
      delivered["invoices"]?.map(context.local) == [
        "2025-02-03 08:00", "2025-03-04 08:00", "2025-04-01 08:00",
      ])
    #expect(
      delivered["plants"]?.prefix(3).map(context.local) == [
        "2025-01-10 19:00", "2025-01-13 19:00", "2025-01-16 19:00",
      ])
  }
}
