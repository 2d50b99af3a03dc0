import Foundation
import NiceNotifications
import NiceNotificationsTesting

/// Three medication groups sharing iOS's 64 pending slots: `swift run medication-reminders`.
///
/// A pill three times a day fills the window on its own, so a weekly injection and a refill
/// reminder three weeks away would not fit if the soonest occurrences simply won: the app
/// reserves slots for them with a ``PlanningPolicy``. The doses come with Taken and Snooze
/// buttons: Taken marks the occurrence done (reschedules skip it), Snooze brings it back ten
/// minutes later as a one-off that holds a slot of its own. The week holds the night the
/// clocks fall back in New York, and the doses stay at 08:00, 14:00 and 20:00 on the wall.
@main
struct MedicationReminders {
  static func main() async throws {
    let story = try await Story()
    await story.run()
  }
}

// MARK: - The app's groups

/// The pill, at 08:00, 14:00 and 20:00 every day, with no end date: one entry per dose.
struct PillGroup: LocalNotificationsGroup {
  static let doses = [
    (entry: "morning", hour: 8), (entry: "afternoon", hour: 14), (entry: "evening", hour: 20),
  ]
  let groupIdentifier = "pill"

  func timeline() async throws -> NotificationsTimeline {
    NotificationsTimeline {
      for dose in Self.doses {
        EveryDay(starting: .today).at(hour: dose.hour, minute: 0)
          .schedule(title: "Time for your \(dose.entry) pill", body: "Amoxicillin, 500 mg")
          .withCategory(Story.doseCategory)
          .identified(by: dose.entry)
      }
    }
  }
}

/// The injection, on Sundays at 09:00.
struct InjectionGroup: LocalNotificationsGroup {
  let groupIdentifier = "injection"

  func timeline() async throws -> NotificationsTimeline {
    NotificationsTimeline {
      EveryWeek(starting: .thisWeek).weekday(.sunday).at(hour: 9, minute: 0)
        .schedule(title: "Weekly injection", body: "Methotrexate, 15 mg")
        .withCategory(Story.doseCategory)
    }
  }
}

/// A reminder to order more pills three days before the pack runs out.
struct RefillGroup: LocalNotificationsGroup {
  let groupIdentifier = "refill"
  /// When the current pack was opened, and for how many days it lasts.
  let packOpened: Date
  let daysSupply: Int

  func timeline() async throws -> NotificationsTimeline {
    NotificationsTimeline {
      DayOf(packOpened).addingDays(daysSupply - 3).at(hour: 10, minute: 0)
        .schedule(title: "3 days of pills left", body: "Order a refill from the pharmacy")
    }
  }
}

// MARK: - The story

/// A week on a simulated iPhone in New York, and what the person sees.
struct Story {
  static let doseCategory = "dose"
  // Every series is expanded into one-shots here, to show how the groups share the 64 slots;
  // by default a dose at the same hour with the same text every day would be one repeating
  // request, and the cap would hardly matter.
  static let policy = PlanningPolicy(
    reservedSlots: ["injection": 4, "refill": 1], compressesRepeatingEntries: false)
  static let snoozeTime: TimeInterval = 10 * 60

  let text: Text
  let start: Date
  let phone: SimulatedNotificationCenter
  let notifications: LocalNotifications
  let groups: [any LocalNotificationsGroup]
  let router = NotificationResponseRouter()

  init() async throws {
    phone = try SimulatedNotificationCenter(
      startingAt: 2026, 10, 28, hour: 7, in: TimeZone(identifier: "America/New_York") ?? .current,
      authorization: .authorized)
    text = Text(calendar: await phone.calendar)
    start = await phone.now
    notifications = LocalNotifications(simulator: phone, policy: Self.policy)
    groups = [PillGroup(), InjectionGroup(), RefillGroup(packOpened: start, daysSupply: 27)]
  }

  /// Day `day` (1 is the first) at a wall-clock time.
  func date(day: Int, hour: Int, minute: Int = 0) -> Date {
    let calendar = text.calendar
    let midnight = calendar.date(byAdding: .day, value: day - 1, to: calendar.startOfDay(for: start)) ?? start
    return calendar.date(bySettingHour: hour, minute: minute, second: 0, of: midnight) ?? midnight
  }

  func run() async {
    printHeader()
    await launch()
    print("Day by day: the app is in the background; the person answers on the lock screen")
    print("  \(text.pad("", 16))  zone  UTC")
    await take(at: date(day: 1, hour: 8))
    await snooze(at: date(day: 1, hour: 14))
    await take(at: date(day: 1, hour: 14, minute: 10))
    await takeEarly(at: date(day: 1, hour: 19, minute: 30))
    await live(until: date(day: 2, hour: 21))
    await reopen(at: date(day: 3, hour: 7, minute: 30))
    await take(at: date(day: 5, hour: 9, minute: 5))
    await live(until: date(day: 6, hour: 21))
    await reopen(at: date(day: 7, hour: 7, minute: 30))
    print()
    await summary()
  }

  // MARK: Steps

  func printHeader() {
    let zone = text.calendar.timeZone
    let change =
      zone.nextDaylightSavingTimeTransition(after: start).map {
        "\(text.day($0)), \(text.offset($0 - 1)) to \(text.offset($0))"
      } ?? "never"
    print("Medication reminders: three groups share 64 pending slots on a simulated iPhone")
    print(
      "  Device:    \(zone.identifier), from \(text.stamp(start, year: true)); clocks fall back \(change)")
    print("  pill:      \"Time for your … pill\" at 08:00, 14:00 and 20:00 every day, no end date")
    print("  injection: \"Weekly injection\" on Sundays at 09:00, no end date")
    print("  refill:    \"3 days of pills left\", once: the 27-day pack opened today runs out Tue 24 Nov")
    print("  Policy:    PlanningPolicy(reservedSlots: [\"injection\": 4, \"refill\": 1])")
    print(
      "  Category:  \"\(Self.doseCategory)\" with Taken and Snooze (10 min) buttons, on pills and injections")
    print()
  }

  /// The app's launch: categories, the router, the groups, and one reschedule of all of them.
  func launch() async {
    do {
      try await notifications.register(
        categories: NotificationCategories {
          NotificationCategory(Self.doseCategory) {
            NotificationAction("taken", title: "Taken", icon: .systemImage("checkmark"))
            NotificationAction("snooze", title: "Snooze 10 min", icon: .systemImage("zzz"))
          }
        })
    } catch {
      print("  categories refused: \(error)")
    }
    let notifications = self.notifications
    let phone = self.phone
    let text = self.text
    // Woken in the background for an action, the app handles it and reschedules: the slot
    // the delivery freed is refilled, unless a snooze holds it.
    await router.on(.action("taken")) { response in
      try await notifications.markDone(response.notification)
      let report = await notifications.rescheduleAll()
      text.log(
        await phone.now, "tapped Taken: marked done; rescheduleAll() \(Story.changes(report))",
        pending: await phone.pending.count)
    }
    await router.on(.action("snooze")) { response in
      let fireDates = await phone.pendingFireDates()
      let snooze = try await notifications.snooze(response.notification, .after(Self.snoozeTime))
      let back = await phone.now.addingTimeInterval(Self.snoozeTime)
      let moved = snooze.removed.map { text.occurrence($0, at: fireDates[$0]) }.joined(separator: ", ")
      text.log(
        await phone.now, "tapped Snooze: a one-off at \(text.time(back)), in a slot of its own",
        pending: await phone.pending.count)
      if !moved.isEmpty { text.log(nil, "to stay at 64 it took the slot of the latest dose, \(moved)") }
      let report = await notifications.rescheduleAll()
      let timeline = report.plan?.scheduled.values.joined().count ?? 0
      text.log(
        await phone.now,
        "rescheduleAll() \(Story.changes(report)): \(timeline) planned + 1 snooze = 64",
        pending: await phone.pending.count)
    }
    await router.onFailure { response, error in
      text.log(await phone.now, "  \(response.action.identifier) failed: \(error)")
    }
    await phone.setResponseHandler { [router] in await router.route($0) }
    for group in groups { notifications.register(group, permissionStrategy: .scheduleIfSystemAllowed) }
    let report = await notifications.rescheduleAll()

    print("First launch, \(text.stamp(start)): rescheduleAll() over the three groups")
    printPlan(report.plan)
    print()
    print("The same groups with the default policy, soonest first:")
    let soonest = await dryRun(policy: PlanningPolicy(compressesRepeatingEntries: false))
    printPlan(soonest)
    print()
  }

  func printPlan(_ plan: ReschedulePlan?) {
    guard let plan else { return }
    print("  \(text.pad("group", 11))\(text.right("pending", 8))   \(text.pad("first", 18))last")
    for group in groups.map(\.groupIdentifier) {
      let dates = plan.nextOccurrences(ofGroup: group)
      let first = dates.first.map(text.stamp) ?? "-"
      let last = dates.last.map(text.stamp) ?? "-"
      var line = "  \(text.pad(group, 11))\(text.right("\(dates.count)", 8))   \(text.pad(first, 18))\(last)"
      if dates.isEmpty { line = "  \(text.pad(group, 11))\(text.right("0", 8))   does not fit" }
      print(line)
    }
    let total = plan.scheduled.values.joined().count
    let refill = plan.refillDate.map { "; reschedule before \(text.stamp($0))" } ?? ""
    print("  \(text.pad("total", 11))\(text.right("\(total)", 8))   the cap\(refill)")
  }

  /// What a reschedule of every group would leave pending under `policy`, without writing.
  func dryRun(policy: PlanningPolicy) async -> ReschedulePlan {
    var planning: [PlanningGroup] = []
    for group in groups {
      let timeline = (try? await group.timeline()) ?? .empty
      planning.append(PlanningGroup(identifier: group.groupIdentifier, timeline: timeline))
    }
    let context = DateBuilder.Context(now: await phone.now, calendar: await phone.calendar)
    return await ReschedulePlanner.plan(
      planning, pending: [], in: context, capacity: phone.pendingCapacity, policy: policy)
  }

  /// Lets time pass to `date`, then the person taps Taken on the notification just delivered.
  func take(at date: Date) async {
    await live(until: date)
    guard let shown = await phone.delivered.last else { return }
    await choose("taken", on: shown)
  }

  /// Lets time pass to `date`, then the person taps Snooze on the notification just delivered.
  func snooze(at date: Date) async {
    await live(until: date)
    guard let shown = await phone.delivered.last else { return }
    await choose("snooze", on: shown)
  }

  /// The person chooses an action button of a shown notification.
  func choose(_ action: String, on notification: DeliveredNotification) async {
    do {
      try await phone.chooseAction(action, on: notification.request.identifier)
    } catch {
      print("  the person could not answer: \(error)")
    }
  }

  /// The person takes the evening pill before its reminder and ticks it off in the app: the
  /// app marks that occurrence handled, and the next reschedule leaves it out.
  func takeEarly(at date: Date) async {
    await live(until: date)
    let pending = await phone.pending.map(\.request.identifier).compactMap(RequestIdentifier.init)
    guard let evening = pending.filter({ $0.group == "pill" && $0.entry == "evening" }).min() else { return }
    let fire = await phone.pendingFireDates()[evening.description]
    do {
      let report = try await notifications.markHandled(evening, date: fire)
      text.log(
        date, "took the evening pill early, ticked it in the app: \(report.removed.count) removed",
        pending: await phone.pending.count)
    } catch {
      text.log(date, "could not mark the evening pill: \(error)")
    }
    let reschedule = await notifications.rescheduleAll()
    let back = reschedule.plan?.scheduled["pill"]?.contains { $0.identifier == evening } ?? false
    text.log(
      date,
      "app reschedules: \(Self.changes(reschedule)); \(text.time(fire ?? date)) \(back ? "back" : "not back: done")",
      pending: await phone.pending.count)
  }

  /// The app comes to the foreground briefly and reschedules.
  func reopen(at date: Date) async {
    await live(until: date)
    let report = await notifications.rescheduleAll()
    text.log(date, "app opened: rescheduleAll() \(Self.changes(report))", pending: await phone.pending.count)
  }

  static func changes(_ report: RescheduleReport) -> String {
    let parts = [
      (report.added.count, "added"), (report.replaced.count, "replaced"), (report.removed.count, "removed"),
    ]
    .filter { $0.0 > 0 }.map { "\($0.0) \($0.1)" }
    return parts.isEmpty ? "nothing changed" : parts.joined(separator: ", ")
  }

  /// Lets time pass, printing each delivery with its wall-clock time, zone and UTC time, and
  /// the moment the clocks change.
  func live(until date: Date) async {
    let from = await phone.now
    let before = await phone.delivered.count
    let seen = Set(await phone.delivered.map(\.request.identifier))
    await phone.advance(to: date)
    let delivered = await phone.delivered.dropFirst(before).filter { !seen.contains($0.request.identifier) }
    var lines = delivered.map { notification in
      let snoozed = notification.request.requestIdentifier?.isSnooze == true ? " (snoozed)" : ""
      return (notification.date, "delivered \"\(notification.request.content.title)\"\(snoozed)")
    }
    let zone = text.calendar.timeZone
    if let change = zone.nextDaylightSavingTimeTransition(after: from), change <= date {
      var old = text.calendar
      old.timeZone = TimeZone(secondsFromGMT: zone.secondsFromGMT(for: from)) ?? zone
      let wall = String(format: "%02d:00", old.component(.hour, from: change))
      lines.append((change, "clocks go from \(wall) to \(text.time(change)); the doses keep their hours"))
      lines.sort { $0.0 < $1.0 }
    }
    for (date, line) in lines { text.log(date, line, zone: true) }
  }

  // MARK: The end

  func summary() async {
    let events = await phone.events
    let deliveries = events.compactMap { event -> (id: RequestIdentifier, date: Date)? in
      guard case .delivered(let identifier, _, let date) = event, let id = RequestIdentifier(identifier)
      else {
        return nil
      }
      return (id, date)
    }
    let pills = deliveries.filter { $0.id.group == "pill" && !$0.id.isSnooze }
    let times = Set(pills.map { text.time($0.date) }).sorted().joined(separator: ", ")
    let offsets = Set(pills.map { text.offset($0.date) }).sorted().joined(separator: " and ")
    let snoozes = deliveries.filter(\.id.isSnooze).count
    let injections = deliveries.filter { $0.id.group == "injection" }.count
    let taken = events.filter {
      if case .responded(let response, _) = $0 { response.action == .custom("taken") } else { false }
    }.count
    let pending = await phone.pending
    let byGroup = Dictionary(grouping: pending) { $0.request.requestIdentifier?.group ?? "other" }
    let counts = groups.map { "\(byGroup[$0.groupIdentifier]?.count ?? 0) \($0.groupIdentifier)" }
    print("After the week")
    print("  Pills:       \(pills.count) reminders, every one at \(times) on the wall clock, in \(offsets)")
    print("  Injection:   \(injections) delivered, on its Sunday; the refill is still pending")
    print("  Snoozed:     \(snoozes) delivered 10 minutes after its dose, then taken")
    print("  Taken:       \(taken) tapped in notifications, 1 ticked in the app before its reminder")
    print("  In the list: \(await phone.delivered.count) notifications not answered")
    print(
      "  Pending:     \(pending.count) (\(counts.joined(separator: ", "))); dropped by iOS: \(await phone.dropped.count)"
    )
  }
}

// MARK: - Printing

/// Dates and columns, in the device's calendar.
struct Text: Sendable {
  static let weekdays = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
  static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
  let calendar: Calendar

  /// A line of the day-by-day log: the date (or blanks), optionally the zone and UTC time,
  /// and the pending count at the right.
  func log(_ date: Date?, _ text: String, zone: Bool = false, pending: Int? = nil) {
    var line = "  " + (date.map { stamp($0) } ?? pad("", 16)) + "  "
    line += zone ? date.map { pad(offset($0), 6) + pad(utc($0), 7) } ?? pad("", 13) : pad("", 13)
    line += text
    if let pending { line = pad(line, 94) + right("\(pending) pending", 12) }
    print(line)
  }

  /// `Wed 28 Oct 08:00`, with the year if asked.
  func stamp(_ date: Date) -> String { stamp(date, year: false) }

  /// `Sun 1 Nov`.
  func day(_ date: Date) -> String {
    let parts = calendar.dateComponents([.weekday, .day, .month], from: date)
    return
      "\(Self.weekdays[(parts.weekday ?? 1) - 1]) \(parts.day ?? 0) \(Self.months[(parts.month ?? 1) - 1])"
  }

  func stamp(_ date: Date, year: Bool) -> String {
    let parts = calendar.dateComponents([.weekday, .day, .month, .year], from: date)
    let day = "\(Self.weekdays[(parts.weekday ?? 1) - 1]) \(right("\(parts.day ?? 0)", 2))"
    let month = Self.months[(parts.month ?? 1) - 1]
    return "\(day) \(month)" + (year ? " \(parts.year ?? 0)," : "") + " \(time(date))"
  }

  /// `08:00`.
  func time(_ date: Date) -> String {
    let parts = calendar.dateComponents([.hour, .minute], from: date)
    return String(format: "%02d:%02d", parts.hour ?? 0, parts.minute ?? 0)
  }

  /// `12:00Z`: the same instant in UTC.
  func utc(_ date: Date) -> String {
    var utc = calendar
    utc.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
    let parts = utc.dateComponents([.hour, .minute], from: date)
    return String(format: "%02d:%02dZ", parts.hour ?? 0, parts.minute ?? 0)
  }

  /// `UTC-4`: the device's offset at `date`.
  func offset(_ date: Date) -> String {
    let hours = calendar.timeZone.secondsFromGMT(for: date) / 3_600
    return "UTC\(hours < 0 ? "-" : "+")\(abs(hours))"
  }

  /// `evening pill, Mon 16 Nov 20:00` for a request identifier and its fire date.
  func occurrence(_ identifier: String, at date: Date?) -> String {
    guard let id = RequestIdentifier(identifier), let date else { return identifier }
    return "the \(id.entry) \(id.group), \(stamp(date))"
  }

  func pad(_ text: String, _ width: Int) -> String {
    text.padding(toLength: max(width, text.count), withPad: " ", startingAt: 0)
  }

  func right(_ text: String, _ width: Int) -> String {
    String(repeating: " ", count: max(0, width - text.count)) + text
  }
}
