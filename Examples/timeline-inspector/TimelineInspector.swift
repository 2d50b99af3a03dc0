import Foundation
import NiceNotifications

/// Prints the next four weeks of four groups as a calendar: `swift run timeline-inspector`.
///
/// The planner is a pure function, so an app (or a debug screen, or a test) can ask what a
/// reschedule would do without touching a notification center: which notifications would be
/// pending, which would not fit under iOS's cap of 64, and by when the app must reschedule.
/// The window here starts on Tuesday 20 October 2026 in New York and holds the night the
/// clocks fall back, 1 November.
@main
struct TimelineInspector {
  static func main() async {
    var calendar = Calendar(identifier: .gregorian)
    calendar.locale = Locale(identifier: "en_US_POSIX")
    calendar.timeZone = TimeZone(identifier: "America/New_York") ?? calendar.timeZone
    let now = calendar.date(from: DateComponents(year: 2026, month: 10, day: 20, hour: 7)) ?? .distantPast
    let inspector = Inspector(context: DateBuilder.Context(now: now, calendar: calendar), weeks: 4)
    await inspector.run()
  }
}

/// A quote every morning at 9:00.
struct DailyQuoteGroup: LocalNotificationsGroup {
  let groupIdentifier = "dailyQuote"
  func timeline() async throws -> NotificationsTimeline {
    NotificationsTimeline {
      EveryDay(starting: .today).at(hour: 9, minute: 0).schedule(title: "Storms make oaks take deeper root.")
    }
  }
}

/// A medicine taken three times a day, one entry per dose.
struct MedicationGroup: LocalNotificationsGroup {
  static let doses = [(name: "morning", hour: 8), (name: "afternoon", hour: 14), (name: "evening", hour: 20)]
  let groupIdentifier = "medication"
  func timeline() async throws -> NotificationsTimeline {
    NotificationsTimeline {
      for dose in Self.doses {
        EveryDay(starting: .today).at(hour: dose.hour, minute: 0)
          .schedule(title: "Time for your \(dose.name) dose", body: "Amoxicillin, 500 mg")
          .identified(by: dose.name)
      }
    }
  }
}

/// A look back at the week, on Sunday evenings.
struct WeeklyReviewGroup: LocalNotificationsGroup {
  let groupIdentifier = "weeklyReview"
  func timeline() async throws -> NotificationsTimeline {
    NotificationsTimeline {
      EveryWeek(starting: .thisWeek).weekday(.sunday).at(hour: 18, minute: 0)
        .schedule(title: "Weekly review", body: "What went well this week?")
    }
  }
}

/// The rent, due on the first Friday of each month.
struct MonthlyBillGroup: LocalNotificationsGroup {
  let groupIdentifier = "monthlyBill"
  func timeline() async throws -> NotificationsTimeline {
    NotificationsTimeline {
      EveryMonth(starting: .thisMonth).first(.friday).at(hour: 10, minute: 0)
        .schedule(title: "Rent is due today")
    }
  }
}

/// Plans the groups and draws the plan: a grid per week, then a table per group.
struct Inspector {
  /// A group as the grid shows it: its name and when it fires.
  struct Row {
    let group: any LocalNotificationsGroup
    let name: String
    let when: String
  }

  /// One occurrence in the window, and whether the plan schedules it.
  struct Mark {
    let date: Date
    let scheduled: Bool
  }

  static let rows = [
    Row(group: DailyQuoteGroup(), name: "daily quote", when: "09:00"),
    Row(group: MedicationGroup(), name: "medication", when: "08, 14, 20:00"),
    Row(group: WeeklyReviewGroup(), name: "weekly review", when: "Sun 18:00"),
    Row(group: MonthlyBillGroup(), name: "monthly bill", when: "1st Fri 10:00"),
  ]
  static let capacity = 64
  /// Every series expanded into one-shots, so the grid shows each occurrence; the default
  /// policy compresses the constant ones into repeating requests (the last section shows it).
  static let expanding = PlanningPolicy(compressesRepeatingEntries: false)
  static let labelWidth = 33
  static let cellWidth = 8
  static let weekdays = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
  static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

  let context: DateBuilder.Context
  let weeks: Int
  var calendar: Calendar { context.calendar }

  /// The Monday of the week of now, at midnight: where the grid starts.
  var firstDay: Date {
    let today = calendar.startOfDay(for: context.now)
    let back = (calendar.component(.weekday, from: today) + 5) % 7
    return calendar.date(byAdding: .day, value: -back, to: today) ?? today
  }

  func day(_ offset: Int) -> Date {
    calendar.date(byAdding: .day, value: offset, to: firstDay) ?? firstDay
  }

  func run() async {
    let groups = await planningGroups()
    let plan = await ReschedulePlanner.plan(
      groups, pending: [], in: context, capacity: Self.capacity, policy: Self.expanding)
    let marks = self.marks(of: groups, in: plan)

    print("Timeline inspector: what a reschedule would leave pending, \(weeks) weeks ahead")
    print("  Device:  \(context.timeZone.identifier), now \(stamp(context.now, year: true))")
    print("  Cap:     \(Self.capacity) pending requests; the soonest occurrences of all groups get them")
    print()
    for week in 0..<weeks { printWeek(week, marks: marks, plan: plan) }
    printLegend(plan: plan, marks: marks)
    print()
    printTable("Soonest first (the default)", plan: plan, marks: marks)
    print()
    let policy = PlanningPolicy(
      reservedSlots: ["weeklyReview": 4, "monthlyBill": 2], compressesRepeatingEntries: false)
    let reserved = await ReschedulePlanner.plan(
      groups, pending: [], in: context, capacity: Self.capacity, policy: policy)
    printTable(
      "With PlanningPolicy(reservedSlots: [\"weeklyReview\": 4, \"monthlyBill\": 2])", plan: reserved,
      marks: self.marks(of: groups, in: reserved))
    print()
    let compressed = await ReschedulePlanner.plan(groups, pending: [], in: context, capacity: Self.capacity)
    printCompression(compressed)
  }

  /// What the default policy does with the same groups: constant series become one
  /// repeating request each.
  func printCompression(_ plan: ReschedulePlan) {
    print("With the default policy, constant series are compressed into repeating requests:")
    for group in plan.scheduled.keys.sorted() {
      let scheduled = plan.scheduled[group] ?? []
      let patterns = scheduled.compactMap(\.repeatingPattern)
      let detail =
        patterns.isEmpty
        ? "not compressed" : patterns.map { "compressed: \($0), 1 slot" }.joined(separator: "; ")
      print(
        "  \(group.padding(toLength: 16, withPad: " ", startingAt: 0)) \(scheduled.count) pending   \(detail)"
      )
    }
    print("  total            \(plan.additions.count) of \(Self.capacity) slots")
  }

  func planningGroups() async -> [PlanningGroup] {
    var groups: [PlanningGroup] = []
    for row in Self.rows {
      let timeline = (try? await row.group.timeline()) ?? .empty
      groups.append(PlanningGroup(identifier: row.group.groupIdentifier, timeline: timeline))
    }
    return groups
  }

  /// Per group, every occurrence in the window, scheduled or over the cap.
  func marks(of groups: [PlanningGroup], in plan: ReschedulePlan) -> [String: [Mark]] {
    let end = day(weeks * 7)
    let scheduled = Set(plan.scheduled.values.joined().map(\.identifier))
    var marks: [String: [Mark]] = [:]
    for group in groups {
      guard var occurrences = try? group.timeline.occurrences(forGroup: group.identifier, in: context) else {
        continue
      }
      while let next = occurrences.next(), let date = next.fireDate, date < end {
        marks[group.identifier, default: []].append(
          Mark(date: date, scheduled: scheduled.contains(next.identifier)))
      }
    }
    return marks
  }

  // MARK: The grid

  func printWeek(_ week: Int, marks: [String: [Mark]], plan: ReschedulePlan) {
    let days = (0..<7).map { day(week * 7 + $0) }
    let (first, last) = (days[0], days[6])
    let end = "\(dayNumber(last)) \(Self.months[month(last) - 1])"
    let span =
      month(first) == month(last)
      ? "\(dayNumber(first))–\(end)" : "\(dayNumber(first)) \(Self.months[month(first) - 1]) – \(end)"
    let headings = days.map { cell("\(Self.weekdays[weekday($0) - 1]) \(right(dayNumber($0), 2))") }
    emit(pad("  " + span, Self.labelWidth) + headings.joined())
    for row in Self.rows {
      let mine = marks[row.group.groupIdentifier] ?? []
      let cells = days.map { day in
        mine.filter { calendar.isDate($0.date, inSameDayAs: day) }.map { $0.scheduled ? "·" : "×" }.joined()
      }
      emit(pad("  \(pad(row.name, 15))\(row.when)", Self.labelWidth) + cells.map(centered).joined())
    }
    if let refill = plan.refillDate, days.contains(where: { calendar.isDate(refill, inSameDayAs: $0) }) {
      let cells = days.map { calendar.isDate(refill, inSameDayAs: $0) ? "↑\(time(refill))" : "" }
      emit(pad("  refill by", Self.labelWidth) + cells.map(cell).joined())
    }
    let changes = days.map(clockChange(on:))
    if changes.contains(where: { $0 != nil }) {
      emit(pad("  clocks", Self.labelWidth) + changes.map { centered($0 ?? "") }.joined())
    }
    print()
  }

  func printLegend(plan: ReschedulePlan, marks: [String: [Mark]]) {
    let all = marks.values.joined()
    let pending = plan.scheduled.values.joined().count
    print("  ·       scheduled: \(pending) pending, the cap")
    print("  ×       over the cap: \(all.filter { !$0.scheduled }.count) in these weeks, not scheduled yet")
    if let refill = plan.refillDate {
      print("  ↑\(time(refill))  refill date, \(stamp(refill)): the first notification that did not fit;")
      print("          reschedule before then (at launch, or in a background task)")
    }
    for offset in 0..<(weeks * 7) {
      let date = day(offset)
      guard let change = clockChange(on: date) else { continue }
      let direction = change.hasPrefix("-") ? "fall back" : "spring forward"
      print(
        "  \(pad(change, 6))  \(dayOfMonth(date)): clocks \(direction) an hour, wall-clock times stay put:")
      print("          \(doseGap(around: date, marks: marks))")
    }
  }

  /// How the evening dose before `date` and the morning dose on it are spaced.
  func doseGap(around date: Date, marks: [String: [Mark]]) -> String {
    let doses = marks[MedicationGroup().groupIdentifier] ?? []
    guard let morning = doses.first(where: { calendar.isDate($0.date, inSameDayAs: date) }),
      let evening = doses.last(where: { $0.date < morning.date })
    else { return "every dose at its hour" }
    let hours = Int(morning.date.timeIntervalSince(evening.date) / 3_600)
    return "the \(time(morning.date)) dose comes \(hours) hours after the \(time(evening.date)) one, not 12"
  }

  // MARK: The table

  func printTable(_ title: String, plan: ReschedulePlan, marks: [String: [Mark]]) {
    print(title)
    print(
      "  \(pad("group", 16))\(right("scheduled", 10))   over the cap, \(weeks) weeks   first not scheduled")
    for row in Self.rows {
      let identifier = row.group.groupIdentifier
      let mine = marks[identifier] ?? []
      let scheduled = plan.scheduled[identifier]?.count ?? 0
      let over = mine.filter { !$0.scheduled }.count
      let first = plan.overflow[identifier]?.fireDate.map { stamp($0) } ?? "-"
      print("  \(pad(row.name, 16))\(right("\(scheduled)", 10))\(right("\(over)", 24))   \(first)")
    }
    if let refill = plan.refillDate { print("  Refill date: \(stamp(refill))") }
  }

  // MARK: Dates and text

  /// `-1h` on a day the clocks go back an hour, `+1h` forward; `nil` on other days.
  func clockChange(on date: Date) -> String? {
    let zone = calendar.timeZone
    let next = calendar.date(byAdding: .day, value: 1, to: date) ?? date
    let shift = zone.secondsFromGMT(for: next) - zone.secondsFromGMT(for: date)
    guard shift != 0 else { return nil }
    return "\(shift > 0 ? "+" : "-")\(abs(shift) / 3_600)h"
  }

  func weekday(_ date: Date) -> Int { calendar.component(.weekday, from: date) }
  func month(_ date: Date) -> Int { calendar.component(.month, from: date) }
  func dayNumber(_ date: Date) -> String { "\(calendar.component(.day, from: date))" }
  func dayOfMonth(_ date: Date) -> String {
    "\(Self.weekdays[weekday(date) - 1]) \(dayNumber(date)) \(Self.months[month(date) - 1])"
  }

  /// `Wed 4 Nov 14:00`, with the year if asked or if it is not this year's.
  func stamp(_ date: Date, year: Bool = false) -> String {
    let showYear = year || !calendar.isDate(date, equalTo: context.now, toGranularity: .year)
    return dayOfMonth(date) + (showYear ? " \(calendar.component(.year, from: date)), " : " ") + time(date)
  }

  func time(_ date: Date) -> String {
    let parts = calendar.dateComponents([.hour, .minute], from: date)
    return String(format: "%02d:%02d", parts.hour ?? 0, parts.minute ?? 0)
  }

  func cell(_ text: String) -> String { pad(text, Self.cellWidth) }

  /// A cell with `text` centered under a `Mon 19` heading.
  func centered(_ text: String) -> String {
    cell(String(repeating: " ", count: max(0, 6 - text.count) / 2) + text)
  }

  /// Prints a grid line without the trailing blanks of empty cells.
  func emit(_ line: String) {
    print(String(line.reversed().drop { $0 == " " }.reversed()))
  }
  func pad(_ text: String, _ width: Int) -> String {
    text.padding(toLength: max(width, text.count), withPad: " ", startingAt: 0)
  }
  func right(_ text: String, _ width: Int) -> String {
    String(repeating: " ", count: max(0, width - text.count)) + text
  }
}
