import Foundation
import NiceNotifications
import NiceNotificationsTesting

/// A kitchen timer's notifications, answered in the three states an app can be in:
/// `swift run timer`.
///
/// The alert has Snooze and Stop buttons and a text field to restart it for a number of
/// minutes. In the foreground the app's presentation policy decides what shows; in the
/// background the system shows it and the app is woken for the answer; when the app is not
/// running the answers wait for its launch and are routed once its handlers are in place —
/// each exactly once.
@main
struct TimerExample {
  static func main() async throws {
    let story = try await Story()
    await story.run()
  }
}

// MARK: - The app

/// The running timers, as the app keeps them on disk: they outlive a launch.
actor Timers {
  struct Running: Sendable {
    var name: String
    var ends: Date
    var minutes: Int
    var halfway: Bool
  }

  private(set) var running: [Running] = []

  func start(_ name: String, minutes: Int, at now: Date, halfway: Bool = false) -> Date {
    let ends = now.addingTimeInterval(TimeInterval(minutes * 60))
    running.removeAll { $0.name == name }
    running.append(Running(name: name, ends: ends, minutes: minutes, halfway: halfway))
    return ends
  }

  func stop(_ name: String) { running.removeAll { $0.name == name } }
}

/// One notification when each timer ends, and one halfway for those that ask for it.
struct TimerGroup: LocalNotificationsGroup {
  static let alert = "timer"
  static let progress = "halfway"
  let groupIdentifier = "timers"
  let timers: Timers

  func timeline() async throws -> NotificationsTimeline {
    let running = await timers.running
    return NotificationsTimeline {
      for timer in running {
        NotificationTrigger.instant(timer.ends)
          .schedule(title: "\(timer.name) is ready", body: "Your \(timer.minutes)-minute timer has ended")
          .withCategory(Self.alert)
          .identified(by: timer.name.lowercased())
        if timer.halfway {
          NotificationTrigger.instant(timer.ends.addingTimeInterval(TimeInterval(-timer.minutes * 30)))
            .schedule(
              title: "\(timer.name): halfway", body: "\(timer.minutes * 30 / 60) minutes to go", sound: nil
            )
            .withCategory(Self.progress)
            .identified(by: "\(timer.name.lowercased())-halfway")
        }
      }
    }
  }
}

/// One launch of the app: its front door over the phone, its router and its handlers.
struct AppLaunch {
  static let categories = NotificationCategories {
    NotificationCategory(TimerGroup.alert, options: [.customDismissAction]) {
      NotificationAction("snooze", title: "Snooze 1 min", icon: .systemImage("zzz"))
      NotificationAction("stop", title: "Stop", options: [.destructive])
      NotificationAction.textInput("restart", title: "Restart…", buttonTitle: "Start", placeholder: "Minutes")
    }
    NotificationCategory(TimerGroup.progress)
  }
  /// In the foreground: the alert as a banner with its sound (the app is open, so it is not
  /// kept in the list), progress only in the list, silently; anything else as iOS would.
  static let policy = PresentationPolicy.standard
    .presenting([.banner, .sound], forCategory: TimerGroup.alert)
    .presenting([.list], forCategory: TimerGroup.progress)

  let phone: SimulatedNotificationCenter
  let notifications: LocalNotifications
  let group: TimerGroup
  let router = NotificationResponseRouter(presentationPolicy: AppLaunch.policy)
  let text: Text
  /// The responses the app's handlers were given, in this launch and others.
  let handled: Counter

  init(
    phone: SimulatedNotificationCenter, timers: Timers, handledStore: any HandledOccurrenceStore,
    handled: Counter, text: Text
  ) {
    self.phone = phone
    self.handled = handled
    self.text = text
    notifications = LocalNotifications(simulator: phone, handledStore: handledStore)
    group = TimerGroup(timers: timers)
  }

  /// Registers the categories and plugs the router in, as `didFinishLaunching` does first.
  ///
  /// Returns the responses the launch brought, which the caller routes.
  func connect() async -> [NotificationResponse] {
    do {
      try await notifications.register(categories: Self.categories)
    } catch {
      text.say("categories refused: \(error)")
    }
    await phone.setPresentationHandler { [router] in await router.presentationOptions(for: $0) }
    await phone.setResponseHandler { [router] in await router.route($0) }
    return await phone.takeLaunchResponses()
  }

  /// The handlers, registered one by one as the app's features load.
  func registerHandlers() async {
    for route in [ResponseRoute.action("stop"), .action("snooze"), .action("restart"), .tap, .dismiss] {
      await register(route)
    }
  }

  func register(_ route: ResponseRoute) async {
    let (notifications, group, phone, text, handled) = (notifications, group, phone, text, handled)
    await router.on(route) { response in
      await handled.increment()
      let name = response.content.title.components(separatedBy: " is ready").first ?? ""
      let prefix = "  → \(route):"
      switch response.action {
      case .custom("stop"), .dismiss:
        try await notifications.markDone(response.notification)
        await group.timers.stop(name)
        let report = await notifications.reschedule(
          group: group, permissionStrategy: .scheduleIfSystemAllowed)
        text.say(
          "\(prefix) \(name) stopped\(report.removed.isEmpty ? "" : ", its \(report.removed.count) pending removed")"
        )
      case .custom("snooze"):
        try await notifications.snooze(response.notification, .after(60))
        let fire = await phone.pendingFireDates().values.min()
        text.say("\(prefix) \(name) rings again at \(fire.map(text.time) ?? "-")")
      case .custom("restart"):
        // Typed text is input: only a whole number of minutes up to a day restarts the timer.
        guard let minutes = Int(response.userText ?? ""), (1...1_440).contains(minutes) else {
          text.say(
            "\(prefix) \"\(response.userText ?? "")\" is not a number of minutes: \(name) stays stopped")
          return
        }
        let ends = await group.timers.start(name, minutes: minutes, at: await phone.now)
        let report = await notifications.reschedule(
          group: group, permissionStrategy: .scheduleIfSystemAllowed)
        text.say(
          "\(prefix) \"\(response.userText ?? "")\": \(name) restarted for \(minutes) min, ends \(text.time(ends)) (\(report.added.count) added)"
        )
      default:
        await group.timers.stop(name)
        text.say("\(prefix) the app opens on the finished \(name) timer")
      }
    }
  }

  func start(_ name: String, minutes: Int, halfway: Bool = false) async {
    let ends = await group.timers.start(name, minutes: minutes, at: await phone.now, halfway: halfway)
    let report = await notifications.reschedule(group: group, permissionStrategy: .scheduleIfSystemAllowed)
    text.log(
      await phone.now, "started \(name), \(minutes) min: ends \(text.time(ends)); \(report.added.count) added"
    )
  }
}

/// Counts what the handlers were given.
actor Counter {
  private(set) var value = 0
  func increment() { value += 1 }
}

// MARK: - The story

struct Story {
  let text: Text
  let start: Date
  let phone: SimulatedNotificationCenter
  let timers = Timers()
  let handledStore = InMemoryHandledOccurrenceStore()
  let handled = Counter()

  init() async throws {
    phone = try SimulatedNotificationCenter(
      startingAt: 2026, 11, 14, hour: 18, in: TimeZone(identifier: "Europe/London") ?? .current,
      authorization: .authorized, appState: .foreground)
    text = Text(calendar: await phone.calendar)
    start = await phone.now
  }

  func at(_ minutes: Int, _ seconds: Int = 0) -> Date {
    start.addingTimeInterval(TimeInterval(minutes * 60 + seconds))
  }

  func run() async {
    print("Timer: a kitchen timer's notifications on a simulated iPhone")
    print("  Device:    \(text.calendar.timeZone.identifier), Sat 14 Nov 2026, from \(text.time(start))")
    print(
      "  \"timer\":   Snooze 1 min | Stop (destructive) | Restart… (text field \"Minutes\", button Start);")
    print("             swiping it away is reported too (custom dismiss action)")
    print("  \"halfway\": no buttons")
    print("  In the foreground the router's PresentationPolicy decides what shows:")
    print("             \"timer\" banner + sound, not kept in the list; \"halfway\" list only, silent")
    print()

    let app = AppLaunch(
      phone: phone, timers: timers, handledStore: handledStore, handled: handled, text: text)
    _ = await app.connect()
    await app.registerHandlers()

    print("1. In the foreground: the app is open on the counter")
    await app.start("Pasta", minutes: 9, halfway: true)
    await live(until: at(9, 5))
    await act(at: at(9, 5), "taps Snooze on the banner") { try await phone.chooseAction("snooze", on: $0) }
    await live(until: at(10, 10))
    await act(at: at(10, 10), "taps Stop on the banner") { try await phone.chooseAction("stop", on: $0) }
    print()

    print("2. In the background: the phone is locked")
    await live(until: at(12))
    await phone.setAppState(.background)
    await app.start("Tea", minutes: 4)
    await act(at: at(16, 20), "types \"3\" in Restart… and taps Start") {
      try await phone.reply("3", with: "restart", on: $0)
    }
    await act(at: at(19, 30), "taps the notification") { try await phone.tap($0) }
    print()

    print("3. Cold start: the app is not running")
    await live(until: at(30))
    await phone.setAppState(.foreground)
    await app.start("Eggs", minutes: 7)
    await app.start("Rice", minutes: 10)
    await app.start("Bread", minutes: 11)
    await phone.setAppState(.notRunning)
    text.log(await phone.now, "the person swipes the app away; iOS keeps the pending notifications")
    await live(until: at(37, 10))
    await act(at: at(37, 10), "taps Stop") { try await phone.chooseAction("stop", on: $0) }
    await act(at: at(40, 10), "types \"5\" in Restart… and taps Start") {
      try await phone.reply("5", with: "restart", on: $0)
    }
    await act(at: at(41, 10), "swipes it away") { try await phone.dismiss($0) }
    await coldStart(at: at(45))
    await live(until: at(51))
    await act(at: at(51), "taps Stop") { try await phone.chooseAction("stop", on: $0) }
    print()

    await summary()
  }

  /// The app launches after responses were made while it was not running.
  func coldStart(at date: Date) async {
    await live(until: date)
    await phone.setAppState(.foreground)
    text.log(date, "the person opens the app: a new launch, with no handlers yet")
    let app = AppLaunch(
      phone: phone, timers: timers, handledStore: handledStore, handled: handled, text: text)
    let launch = await app.connect()
    text.say("takeLaunchResponses(): \(launch.count) answers made while the app was not running")
    await app.router.route(contentsOf: launch)
    text.say("routed before any handler: \(await app.router.queuedResponses.count) wait in the router")
    let start = await handled.value
    for route in [ResponseRoute.action("stop"), .action("snooze"), .action("restart"), .tap, .dismiss] {
      let before = await app.handled.value
      await app.register(route)
      let delivered = await app.handled.value - before
      if delivered > 0 { text.say("on(\(route)) registered: \(delivered) waiting answer handled") }
    }
    await app.router.route(contentsOf: launch)
    let once = await handled.value - start
    text.say("didReceive hands the \(launch.count) answers over again: still \(once) handled, none twice")
  }

  /// The person acts on the notification delivered last.
  func act(at date: Date, _ what: String, _ action: (String) async throws -> Void) async {
    await live(until: date)
    guard let shown = await lastShown() else { return }
    text.log(date, "the person \(what)")
    do {
      try await action(shown)
    } catch {
      text.say("  could not: \(error)")
    }
    if await phone.appState == .notRunning {
      text.say("  the app is not running: the answer waits for its launch")
    }
  }

  /// The identifier of the notification delivered last, even if it was not listed.
  func lastShown() async -> String? {
    await phone.events.last { if case .delivered = $0 { true } else { false } }.flatMap {
      if case .delivered(let identifier, _, _) = $0 { identifier } else { nil }
    }
  }

  /// Lets time pass, printing each delivery and how it was shown.
  func live(until date: Date) async {
    let seen = await phone.events.count
    let titles = Dictionary(
      await phone.pending.map { ($0.request.identifier, $0.request.content.title) },
      uniquingKeysWith: { a, _ in a })
    await phone.advance(to: date)
    for event in await phone.events.dropFirst(seen) {
      guard case .delivered(let identifier, let presentation, let at) = event else { continue }
      let title = titles[identifier] ?? identifier
      text.log(at, "delivered \"\(title)\": \(describe(presentation))")
    }
  }

  func describe(_ presentation: SimulatorEvent.Presentation) -> String {
    switch presentation {
    case .system: return "lock screen and Notification Center, with sound"
    case .foreground(let options):
      var shown: [String] = []
      if options.contains(.banner) { shown.append("banner") }
      if options.contains(.list) { shown.append("list") }
      if options.contains(.sound) { shown.append("sound") } else { shown.append("silent") }
      return "in the app: " + shown.joined(separator: ", ")
    }
  }

  func summary() async {
    let events = await phone.events
    let responses = events.filter { if case .responded = $0 { true } else { false } }.count
    let delivered = events.filter { if case .delivered = $0 { true } else { false } }.count
    let handled = await handled.value
    print("In all")
    print("  Delivered:  \(delivered) notifications")
    print("  Answers:    \(responses) made in three app states, \(handled) handled: none lost, none twice")
    print("  Left:       \(await phone.pending.count) pending, \(await timers.running.count) timers running")
  }
}

// MARK: - Printing

struct Text: Sendable {
  let calendar: Calendar

  /// `18:09:05  text`.
  func log(_ date: Date, _ text: String) { print("  \(time(date))  \(text)") }

  /// A line under the previous one, without a time.
  func say(_ text: String) { print("            \(text)") }

  func time(_ date: Date) -> String {
    let parts = calendar.dateComponents([.hour, .minute, .second], from: date)
    return String(format: "%02d:%02d:%02d", parts.hour ?? 0, parts.minute ?? 0, parts.second ?? 0)
  }
}
