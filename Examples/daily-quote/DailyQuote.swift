import Foundation
import NiceNotifications
import NiceNotificationsTesting

/// The README's daily quote, lived for 60 days on a simulated iPhone: `swift run daily-quote`.
///
/// The app schedules a quote for every morning, with no end date. iOS keeps at most 64
/// requests pending, so the planner keeps the soonest 64 and says by when to refill; each
/// launch reschedules, writing only what changed. The person turns a quote off, adds one of
/// their own, and finally turns the quotes off; a second phone, whose app removes everything
/// and adds it all again at each launch, counts what that would have cost.
@main
struct DailyQuote {
  static func main() async throws {
    var story = try await Story()
    await story.run()
  }
}

/// The quotes the person sees, which they can edit: turn one off, or add their own.
actor QuoteStore {
  private var quotes: [String]
  private var disabled: Set<String> = []

  init(_ quotes: [String]) {
    self.quotes = quotes
  }

  /// The quotes not turned off, in list order.
  var enabledQuotes: [String] { quotes.filter { !disabled.contains($0) } }

  /// Turns a quote off.
  func disable(_ quote: String) { disabled.insert(quote) }

  /// Adds a quote of the person's own.
  func add(_ quote: String) { quotes.append(quote) }
}

/// A quote from the store every morning at 9:00, with no end date: the README's group.
///
/// The README scheduled 50 days so as to stay under iOS's cap of 64 pending requests; here
/// the series is unbounded and the planner keeps the soonest 64 pending. The README picked
/// each day's quote at random, so every reschedule would have rewritten every request;
/// here a day's quote depends only on the day and the enabled quotes (``QuoteOfTheDay``),
/// so a reschedule rewrites only the days whose quote changed.
struct DailyQuoteGroup: LocalNotificationsGroup {
  let groupIdentifier = "dailyQuote"
  let store: QuoteStore

  func timeline() async throws -> NotificationsTimeline {
    let quotes = await store.enabledQuotes
    return NotificationsTimeline {
      EveryDay(starting: .today)
        .at(hour: 9, minute: 0)
        .schedule { (date: Date) in
          QuoteOfTheDay.pick(for: date, from: quotes).map {
            NotificationContent(title: $0, body: "Tap here for more daily inspiration")
          }
        }
    }
  }
}

/// Chooses a day's quote so that editing the list changes as few days as possible.
///
/// Each quote scores each day with a fixed hash, and the day shows its best-scoring quote
/// (rendezvous hashing): turning a quote off changes only the days that showed it, and adding
/// one changes only the days it wins.
enum QuoteOfTheDay {
  /// The quote for the day of `date`; `nil` if there are none.
  static func pick(for date: Date, from quotes: [String]) -> String? {
    let day = Int((date.timeIntervalSince1970 / 86_400).rounded(.down))
    return quotes.max { score(day, $0) < score(day, $1) }
  }

  /// FNV-1a over the day and the quote, then mixed: the same on every run and platform, which
  /// Swift's `Hasher` is not.
  private static func score(_ day: Int, _ quote: String) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in "\(day)|\(quote)".utf8 { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
    hash = (hash ^ (hash >> 30)) &* 0xbf58_476d_1ce4_e5b9
    hash = (hash ^ (hash >> 27)) &* 0x94d0_49bb_1331_11eb
    return hash ^ (hash >> 31)
  }
}

/// The 60 days: two simulated phones on one virtual clock, and what the person sees.
struct Story {
  static let quotes = [
    "Storms make oaks take deeper root.",
    "Well done is better than well said.",
    "Fortune favours the bold.",
    "Little by little, one travels far.",
    "Whatever you are, be a good one.",
    "The best way out is always through.",
    "Simplicity is the ultimate sophistication.",
    "What we think, we become.",
  ]
  static let disabledQuote = "Fortune favours the bold."
  static let ownQuote = "Done is better than perfect."
  /// How many deliveries are printed one by one before they are summed up.
  static let deliveriesShownOneByOne = 7

  let calendar: Calendar
  let start: Date
  let store = QuoteStore(Story.quotes)
  let group: DailyQuoteGroup
  /// The phone whose app uses NiceNotifications.
  let phone: SimulatedNotificationCenter
  let notifications: LocalNotifications
  /// The phone whose app removes every request and adds the window again at each launch.
  let naivePhone: SimulatedNotificationCenter
  var naiveQuotesOn = true
  var deliveriesSeen = 0
  var launches = 0

  init() async throws {
    let berlin = TimeZone(identifier: "Europe/Berlin") ?? .current
    group = DailyQuoteGroup(store: store)
    phone = try SimulatedNotificationCenter(
      startingAt: 2026, 3, 1, hour: 8, in: berlin, authorization: .notDetermined, promptAnswer: .allow)
    naivePhone = try SimulatedNotificationCenter(
      startingAt: 2026, 3, 1, hour: 8, in: berlin, authorization: .authorized)
    calendar = await phone.calendar
    start = await phone.now
    notifications = LocalNotifications(simulator: phone)
  }

  /// Day `day` (1 is the first) at a wall-clock time.
  func date(day: Int, hour: Int, minute: Int = 0) -> Date {
    let midnight = calendar.date(byAdding: .day, value: day - 1, to: calendar.startOfDay(for: start)) ?? start
    return calendar.date(bySettingHour: hour, minute: minute, second: 0, of: midnight) ?? midnight
  }

  mutating func run() async {
    print("Daily quote: 60 days on a simulated iPhone")
    let from = "\(day(start, padded: false)) 2026, \(time(start))"
    print("  Device:  \(calendar.timeZone.identifier), from \(from); 64 requests pending at most")
    print(
      "  Group:   \"dailyQuote\", one of \(Self.quotes.count) quotes every day at 09:00, with no end date")
    print("  Writes:  calls that change what is pending: an add, or a removal of any number of requests")
    print()

    await firstLaunch()

    print("Day by day")
    await launch("app opened again", at: date(day: 1, hour: 8, minute: 45))
    for day in [2, 5, 8] { await launch("app opened", at: date(day: day, hour: 8)) }
    await turnOffQuote(at: date(day: 12, hour: 7, minute: 30))
    await addOwnQuote(at: date(day: 15, hour: 8))
    for day in stride(from: 20, through: 48, by: 7) {
      await launch("app opened", at: date(day: day, hour: 8))
    }
    await turnOffQuotes(at: date(day: 50, hour: 20))
    await launch("app opened", at: date(day: 53, hour: 8))
    await live(until: date(day: 61, hour: 0))
    print()

    await summary()
  }

  // MARK: The story's steps

  mutating func firstLaunch() async {
    let report = await reschedule()
    let plan = report.plan
    let scheduled = plan?.nextOccurrences(ofGroup: group.groupIdentifier) ?? []
    let prompts = await phone.prompts
    let status = await notifications.systemAuthorization()
    print("First launch, \(day(start, padded: false)), \(time(start))")
    let answer = status.allowsScheduling ? "allowed notifications" : "did not allow notifications"
    print("  Permission:   asked \(prompts == 1 ? "once" : "\(prompts) times"); the person \(answer)")
    if let first = scheduled.first, let last = scheduled.last {
      let window = "\(stamp(first, padded: false)) to \(stamp(last, padded: false))"
      print("  Scheduled:    \(scheduled.count) quotes, \(window), as many as fit")
    }
    if let refill = plan?.refillDate {
      let deadline = stamp(refill, padded: false)
      print("  Refill date:  \(deadline), the first quote that did not fit: reschedule before then")
    }
    if let next = await phone.pending.first {
      print("  Next quote:   \"\(next.request.content.title)\"")
    }
    print("  Writes:       \(await phone.writeCount)")
    print()
  }

  mutating func turnOffQuote(at date: Date) async {
    await live(until: date)
    let showing = await pendingShowing(Self.disabledQuote)
    await store.disable(Self.disabledQuote)
    log(date, "user turns off \"\(Self.disabledQuote)\" (due on \(showing) pending days)")
    await launch("app reschedules", at: date)
    log(
      date, "pending requests showing \"\(Self.disabledQuote)\": \(await pendingShowing(Self.disabledQuote))")
  }

  mutating func addOwnQuote(at date: Date) async {
    await live(until: date)
    await store.add(Self.ownQuote)
    log(date, "user adds \"\(Self.ownQuote)\"")
    await launch("app reschedules", at: date)
    log(date, "pending requests showing it: \(await pendingShowing(Self.ownQuote))")
  }

  mutating func turnOffQuotes(at date: Date) async {
    await live(until: date)
    let writes = await phone.writeCount
    let report = await notifications.disable(group: group)
    naiveQuotesOn = false
    await naivePhone.removeAllPendingRequests()
    log(
      date, "user turns daily quotes off: \(report.removed.count) removed",
      writes: await phone.writeCount - writes, pending: await phone.pending.count)
  }

  // MARK: Launches and time

  /// The app launches: it reschedules the group, and so does the naive app on the other phone.
  mutating func launch(_ what: String, at date: Date) async {
    await live(until: date)
    let writes = await phone.writeCount
    let report = await reschedule()
    var changes = [
      (report.added.count, "added"), (report.replaced.count, "replaced"), (report.removed.count, "removed"),
    ].filter { $0.0 > 0 }.map { "\($0.0) \($0.1)" }.joined(separator: ", ")
    if case .denied(.group)? = report.outcomes[group.groupIdentifier] {
      changes = "quotes are off, nothing scheduled"
    } else if changes.isEmpty {
      changes = "nothing changed"
    }
    log(
      date, "\(what): \(changes)", writes: await phone.writeCount - writes, pending: await phone.pending.count
    )
  }

  /// Reschedules on both phones: NiceNotifications on one, remove-all-and-add-all on the other.
  mutating func reschedule() async -> RescheduleReport {
    launches += 1
    let report = await notifications.reschedule(
      group: group, permissionStrategy: .askSystemPermissionIfNeeded)
    guard naiveQuotesOn, let timeline = try? await group.timeline() else { return report }
    let context = DateBuilder.Context(now: await naivePhone.now, calendar: await naivePhone.calendar)
    let everything = await ReschedulePlanner.plan(
      [PlanningGroup(identifier: group.groupIdentifier, timeline: timeline)], pending: [], in: context,
      capacity: naivePhone.pendingCapacity)
    await naivePhone.removeAllPendingRequests()
    for request in everything.additions { try? await naivePhone.add(request) }
    return report
  }

  /// Lets time pass on both phones, and prints what was delivered: the first few one by
  /// one, then a line for each stretch.
  mutating func live(until date: Date) async {
    await phone.advance(to: date)
    await naivePhone.advance(to: date)
    let delivered = await phone.delivered
    let new = delivered.dropFirst(deliveriesSeen)
    deliveriesSeen = delivered.count
    let oneByOne = new.prefix(max(0, Self.deliveriesShownOneByOne - (deliveriesSeen - new.count)))
    for notification in oneByOne {
      log(notification.date, "delivered \"\(notification.request.content.title)\"")
    }
    let rest = new.dropFirst(oneByOne.count)
    guard let first = rest.first, let last = rest.last else { return }
    let times = Set(rest.map { time($0.date) }).sorted().joined(separator: ", ")
    var line = "\(rest.count) quotes delivered at \(times) daily, to \(day(last.date, padded: false))"
    let zone = calendar.timeZone
    if let change = zone.nextDaylightSavingTimeTransition(after: first.date), change <= last.date {
      let forward = zone.secondsFromGMT(for: change) > zone.secondsFromGMT(for: first.date)
      line += "; clocks went \(forward ? "forward" : "back") \(day(change, padded: false))"
    }
    log(first.date, line)
  }

  // MARK: The end

  func summary() async {
    let delivered = await phone.delivered
    let naiveDelivered = await naivePhone.delivered
    let same = delivered.map(\.request.content) == naiveDelivered.map(\.request.content)
    let writes = await phone.writeCount
    let naiveWrites = await naivePhone.writeCount
    let last = delivered.last.map { day($0.date, padded: false) } ?? "never"
    print("After 60 days")
    print("  Delivered:      \(delivered.count) quotes, the last on \(last); none once they were turned off")
    print("  Writes:         \(writes), in \(launches) reschedules and 1 disable")
    let deliveries = "\(same ? "the same" : "other") \(naiveDelivered.count) deliveries"
    print("  Naive app:      \(naiveWrites) writes for \(deliveries), on a second phone whose")
    print("                  app removes everything and adds the whole window again at each launch")
  }

  // MARK: Printing

  func pendingShowing(_ quote: String) async -> Int {
    await phone.pending.filter { $0.request.content.title == quote }.count
  }

  /// A line of the day-by-day log; writes and pending only after a reschedule.
  func log(_ date: Date, _ text: String, writes: Int? = nil, pending: Int? = nil) {
    var line = "  \(stamp(date))  \(text)"
    if let writes, let pending {
      let count = writes == 1 ? "1 write" : "\(writes) writes"
      line =
        line.padding(toLength: 74, withPad: " ", startingAt: 0) + right(count, 10)
        + right("\(pending) pending", 13)
    }
    print(line)
  }

  /// `Sun  1 Mar 09:00`, or `Sun 1 Mar 09:00` unpadded.
  func stamp(_ date: Date, padded: Bool = true) -> String { "\(day(date, padded: padded)) \(time(date))" }

  /// `Sun  1 Mar` — the day padded to two places, for columns — or `Sun 1 Mar`.
  func day(_ date: Date, padded: Bool = true) -> String {
    let weekdays = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
    let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
    let parts = calendar.dateComponents([.weekday, .day, .month], from: date)
    let number = right("\(parts.day ?? 0)", padded ? 2 : 0)
    return "\(weekdays[(parts.weekday ?? 1) - 1]) \(number) \(months[(parts.month ?? 1) - 1])"
  }

  /// `09:00`.
  func time(_ date: Date) -> String {
    let parts = calendar.dateComponents([.hour, .minute], from: date)
    return String(format: "%02d:%02d", parts.hour ?? 0, parts.minute ?? 0)
  }

  func right(_ text: String, _ width: Int) -> String {
    String(repeating: " ", count: max(0, width - text.count)) + text
  }
}
