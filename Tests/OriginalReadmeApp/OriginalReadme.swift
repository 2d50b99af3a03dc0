import Foundation
import NiceNotifications
import NiceNotificationsTesting

// The original NiceNotifications README's code, as an unmigrated app compiles it: the Swift 5
// language mode, classes that are not `Sendable`, closures that are not `@Sendable`, and
// the static calls on the default instance. The test child runs it (`original-readme`), in
// a process of its own, since it bootstraps the default instance; NiceNotificationsSwift5Tests
// checks what it saw.

/// Runs the README as an app would, on a simulator that starts at 08:00 on the Saturday
/// before Berlin's clocks go forward, and returns what it saw as `name=value` lines.
public enum OriginalReadme {
  public static func run() async -> [String] {
    // Through the protocol: the README uses the original's synchronous, deprecated getCurrent.
    let app: any ReadmeApp = App()
    return await app.run()
  }
}

protocol ReadmeApp {
  func run() async -> [String]
}

/// The README's quote store: three quotes, some disabled.
enum QuoteStore {
  static var enabledQuotes: [String] {
    let disabled = disabledQuotes.all
    return ["Storms make oaks take deeper root.", "Well begun is half done.", "Fortune favours the bold."]
      .filter { !disabled.contains($0) }
  }

  /// Read by content makers on any thread: behind a lock (see `Quotes`).
  private static let disabledQuotes = Quotes()

  static func disableQuote(_ quote: String) {
    disabledQuotes.insert(quote)
  }

  static func fetchRandom(completion: @escaping (String) -> Void) {
    DispatchQueue.global().async { completion(enabledQuotes.randomElement() ?? "") }
  }
}

final class DailyQuoteGroup: LocalNotificationsGroup {
  let groupIdentifier: String = "dailyQuote"

  func getTimeline(completion: @escaping (NotificationsTimeline) -> ()) {
    let timeline = NotificationsTimeline {
      EveryDay(forDays: 50, starting: .today)
        .at(hour: 9, minute: 00)
        .schedule(with: makeRandomQuoteContent)
    }
    completion(timeline)
  }

  private func makeRandomQuoteContent() -> NotificationContent? {
    guard let randomQuote = QuoteStore.enabledQuotes.randomElement() else {
      return nil
    }

    return NotificationContent(
      title: randomQuote,
      body: "Tap here for more daily inspiration"
    )
  }
}

/// The README's "Generating content asynchronously" version of the group.
final class AsyncDailyQuoteGroup: LocalNotificationsGroup {
  let groupIdentifier: String = "dailyQuote"

  var preferredExecutionContext: LocalNotificationsGroupContextPreference {
    return .canRunOnAnyQueue
  }

  func getTimeline(completion: @escaping (NotificationsTimeline) -> ()) {
    let timeline = NotificationsTimeline {
      EveryDay(forDays: 50, starting: .today)
        .at(hour: 9, minute: 00)
        .schedule(with: makeRandomQuoteContent(completion:))
    }
    completion(timeline)
  }

  private func makeRandomQuoteContent(completion: @escaping (NotificationContent) -> ()) {
    QuoteStore.fetchRandom { (quote) in
      let content = NotificationContent(
        title: quote,
        body: "Open app for more quotes",
        sound: .default
      )
      completion(content)
    }
  }
}

/// A set of quotes shared across threads.
final class Quotes: @unchecked Sendable {
  // `@unchecked Sendable`: `quotes` is only touched under `lock`.
  private let lock = NSLock()
  private var quotes: Set<String> = []

  func insert(_ quote: String) {
    lock.lock()
    quotes.insert(quote)
    lock.unlock()
  }

  var all: Set<String> {
    lock.lock()
    defer { lock.unlock() }
    return quotes
  }
}

/// A count shared with `@Sendable` closures.
final class Tally: @unchecked Sendable {
  // `@unchecked Sendable`: `value` is only touched under `lock`.
  private let lock = NSLock()
  private var value = 0

  func add() {
    lock.lock()
    value += 1
    lock.unlock()
  }

  var count: Int {
    lock.lock()
    defer { lock.unlock() }
    return value
  }
}

func randomContent() -> NotificationContent {
  return NotificationContent(title: String(Int.random(in: 0...100)))
}

func content(forTriggerDate date: Date) -> NotificationContent {
  return NotificationContent(title: "For \(date.timeIntervalSince1970)")
}

struct App: ReadmeApp {
  @available(*, deprecated, message: "the README reads the group's decision synchronously")
  func run() async -> [String] {
    var seen: [String] = []
    func say(_ name: String, _ value: Any) { seen.append("\(name)=\(value)") }
    let suiteName = "nicenotifications-original-readme-\(UUID().uuidString)"
    guard let defaults = UserDefaults(suiteName: suiteName),
      let berlin = TimeZone(identifier: "Europe/Berlin"),
      let simulator = try? SimulatedNotificationCenter(startingAt: 2026, 3, 28, hour: 8, in: berlin),
      (try? LocalNotifications.bootstrap(
        LocalNotifications(
          simulator: simulator, permissionStore: UserDefaultsGroupPermissionStore(userDefaults: defaults))))
        != nil
    else { return ["setup=failed"] }
    defer { defaults.removePersistentDomain(forName: suiteName) }
    func titles() async -> [String] { await simulator.pendingRequests().map { $0.request.content.title } }

    showcase()
    scheduleOneOff()
    let isSuccess = await withCheckedContinuation { done in scheduleMultiple { done.resume(returning: $0) } }
    say("multipleIsSuccess", isSuccess)
    let early = await titles()
    say("firstFridays", early.filter { $0 == "First Friday" }.count)
    say("oneOff", early.filter { $0 == "Test Notification" }.count)
    say("helloTodayAndTomorrow", early.filter { $0.hasPrefix("Hello to") }.count)

    let random = scheduleRecurring()
    await afterEarlierCalls()
    say("randomNumbers", await titles().filter { Int($0) != nil }.count)
    LocalNotifications.remove(group: random)
    let dated = scheduleForTriggerDates()
    await afterEarlierCalls()
    say("forTriggerDates", await titles().filter { $0.hasPrefix("For ") }.count)
    LocalNotifications.remove(group: dated)
    cancelGroup()
    await afterEarlierCalls()
    say("helloAfterRemove", await titles().filter { $0 == "Hello!" }.count)

    let allowed = await withCheckedContinuation { done in askPermission { done.resume(returning: $0) } }
    say("requestPermission", allowed)
    let status = await withCheckedContinuation { done in systemStatus { done.resume(returning: $0) } }
    say("systemStatus", status)

    rescheduleDailyQuote()
    await afterEarlierCalls()
    say("dailyQuotes", await titles().filter { !$0.isEmpty && QuoteStore.enabledQuotes.contains($0) }.count)
    say("pendingTotal", await titles().count)
    QuoteStore.disableQuote("Well begun is half done.")
    rescheduleAfterDisablingQuote()
    await afterEarlierCalls()
    say("disabledQuoteStillPending", await titles().contains("Well begun is half done."))

    let asked = await withCheckedContinuation { done in
      rescheduleWithCustomStrategy { done.resume(returning: $0) }
    }
    say("customStrategyIsSuccess", asked)
    say("groupStatusAfterAsking", groupStatus())
    disableGroup()
    await afterEarlierCalls()
    say("groupStatusAfterDisable", groupStatus())
    say(
      "dailyQuotesAfterDisable",
      await simulator.pendingRequests().filter { $0.request.identifier.hasPrefix("dailyQuote:") }.count)

    rescheduleAsyncGroup()
    await afterEarlierCalls()
    say(
      "asyncQuotes",
      await simulator.pendingRequests().filter { $0.request.content.body == "Open app for more quotes" }.count
    )

    // The original's other static shapes, beyond the README.
    let lines = Tally()
    LocalNotifications.Log.info = { _ in lines.add() }
    let result = await withCheckedContinuation { done in scheduleWithGroup { done.resume(returning: $0) } }
    say("scheduleTimelineGroup", result)
    let builder = await withCheckedContinuation { done in
      scheduleBuilderWithGroup { done.resume(returning: $0) }
    }
    say("scheduleBuilderGroup", builder)
    let oneOff = await withCheckedContinuation { done in
      scheduleContentWithGroup { done.resume(returning: $0) }
    }
    say("scheduleContentGroup", oneOff)
    let performed = await withCheckedContinuation { done in withPermission { done.resume(returning: $0) } }
    say("withPermission", performed)
    let final = await withCheckedContinuation { done in finalStatus { done.resume(returning: $0) } }
    say("finalStatus", final)
    let authorized = await withCheckedContinuation { done in
      authorizeWithSystem { done.resume(returning: $0) }
    }
    say("authorizeWithSystem", authorized)
    say("setIsAllowedThenGetCurrent", setIsAllowedThenGetCurrent())
    requestWithoutCompletion()
    await afterEarlierCalls()
    say("logLinesWritten", lines.count > 0)
    return seen
  }

  @available(*, deprecated, message: "uses the original's SchedulingResult completion")
  func scheduleWithGroup(_ done: @escaping (String) -> Void) {
    let timeline = NotificationsTimeline {
      Tomorrow().at(hour: 12, minute: 0).schedule(title: "Lunch")
    }
    LocalNotifications.schedule(
      timeline: timeline, group: "lunch", permissionStrategy: .scheduleIfSystemAllowed
    ) {
      result in
      switch result {
      case .scheduledSuccesfully: done("scheduledSuccesfully")
      case .deniedOnGroupLevel: done("deniedOnGroupLevel")
      case .deniedOnSystemLevel: done("deniedOnSystemLevel")
      case .systemError(let error): done("systemError \(error)")
      }
    }
  }

  @available(*, deprecated, message: "uses the original's group: label")
  func scheduleBuilderWithGroup(_ done: @escaping (Bool) -> Void) {
    LocalNotifications.schedule(permissionStrategy: .scheduleIfSystemAllowed, group: "tea") {
      Tomorrow().at(hour: 16, minute: 0).schedule(title: "Tea")
    } completion: { result in
      done(result.isSuccess)
    }
  }

  @available(*, deprecated, message: "uses the original's group: label")
  func scheduleContentWithGroup(_ done: @escaping (Bool) -> Void) {
    LocalNotifications.schedule(
      content: NotificationContent.muted(title: "Quiet"), at: Tomorrow().at(hour: 18, minute: 0),
      group: "quiet",
      permissionStrategy: .scheduleIfSystemAllowed
    ) { result in
      done(result.isSuccess)
    }
  }

  @available(*, deprecated, message: "uses the original's perform: block")
  func withPermission(_ done: @escaping (String) -> Void) {
    let ran = Tally()
    LocalNotifications.withPermission(
      strategy: .scheduleIfSystemAllowed, group: "lunch", perform: { ran.add() }
    ) {
      result in
      done("\(result.isAllowed) \(ran.count == 1)")
    }
  }

  func requestWithoutCompletion() {
    LocalNotifications.requestPermission(strategy: .scheduleIfSystemAllowed)
  }

  func finalStatus(_ done: @escaping (LocalNotifications.FinalAuthorizationStatus) -> Void) {
    LocalNotifications.currentAuthorizationStatus(forGroup: DailyQuoteGroup()) { status in
      done(status)
    }
  }

  func authorizeWithSystem(_ done: @escaping (String) -> Void) {
    LocalNotifications.SystemAuthorization.authorizeWithSystem(options: [.alert, .badge, .sound]) { result in
      switch result {
      case .success(let status): done("\(status)")
      case .failure(let error): done("failure \(error)")
      }
    }
  }

  @available(*, deprecated, message: "uses the original's synchronous group decisions")
  func setIsAllowedThenGetCurrent() -> String {
    LocalNotifications.GroupLevelAuthorization.setIsAllowed(false, forGroup: "tea")
    let status = LocalNotifications.GroupLevelAuthorization.getCurrent(forGroup: "tea")
    let key = LocalNotifications.GroupLevelAuthorization._userDefaultsKey(forGroup: "tea")
    return "\(status) \(key)"
  }

  // Each README snippet, in code that is not `async`, as in an app.

  func showcase() {
    LocalNotifications.schedule(permissionStrategy: .askSystemPermissionIfNeeded) {
      EveryMonth(forMonths: 12, starting: .thisMonth)
        .first(.friday)
        .at(hour: 20, minute: 15)
        .schedule(title: "First Friday", body: "Oakland let's go!")
    }
  }

  func scheduleOneOff() {
    // `NotificationContent` is a subclass of `UNNotificationContent`.
    // You can also use `UNNotificationContent` directly
    let content = NotificationContent(
      title: "Test Notification",
      body: "This one is for a README",
      sound: .default
    )

    LocalNotifications.schedule(
      content: content,
      at: Tomorrow().at(hour: 20, minute: 15),
      permissionStrategy: .scheduleIfSystemAllowed
    )
  }

  func scheduleMultiple(_ done: @escaping (Bool) -> Void) {
    LocalNotifications.schedule(permissionStrategy: .scheduleIfSystemAllowed) {
      Today()
        .at(hour: 20, minute: 30)
        .schedule(title: "Hello today", sound: .default)
      Tomorrow()
        .at(hour: 20, minute: 45)
        .schedule(title: "Hello tomorrow", sound: .default)
    } completion: { result in
      if result.isSuccess {
        print("Scheduled!")
      }
      done(result.isSuccess)
    }
  }

  func scheduleRecurring() -> any LocalNotificationsGroup {
    LocalNotifications.schedule(permissionStrategy: .askSystemPermissionIfNeeded) {
      EveryDay(forDays: 30, starting: .today)
        .at(hour: 20, minute: 30, second: 30)
        .schedule(with: randomContent)
    }
  }

  func scheduleForTriggerDates() -> any LocalNotificationsGroup {
    LocalNotifications.schedule(permissionStrategy: .askSystemPermissionIfNeeded) {
      EveryDay(forDays: 30, starting: .today)
        .at(hour: 20, minute: 30, second: 30)
        .schedule(with: content(forTriggerDate:))
    }
  }

  func cancelGroup() {
    let group = LocalNotifications.schedule(permissionStrategy: .askSystemPermissionIfNeeded) {
      EveryDay(forDays: 30, starting: .today)
        .at(hour: 15, minute: 30)
        .schedule(title: "Hello!")
    }

    // later:

    LocalNotifications.remove(group: group)
  }

  func askPermission(_ done: @escaping (Bool) -> Void) {
    LocalNotifications.requestPermission(strategy: .askSystemPermissionIfNeeded) { success in
      if success {
        print("Allowed")
      }
      done(success)
    }
  }

  func systemStatus(_ done: @escaping (LocalNotifications.SystemAuthorization.Status) -> Void) {
    LocalNotifications.SystemAuthorization.getCurrent { status in
      switch status {
      case .allowed:
        print("allowed")
      case .deniedNow:
        print("denied")
      case .deniedPreviously:
        print("denied and needs to enable in settings")
      case .undetermined:
        print("not asked yet")
      }
      if status.isAllowed {
        print("can schedule!")
      }
      done(status)
    }
  }

  func rescheduleDailyQuote() {
    LocalNotifications.reschedule(
      group: DailyQuoteGroup(),
      permissionStrategy: .askSystemPermissionIfNeeded
    )  // completion is optional
  }

  func rescheduleAfterDisablingQuote() {
    LocalNotifications.reschedule(
      group: DailyQuoteGroup(),
      permissionStrategy: .scheduleIfSystemAllowed
    )
  }

  @available(*, deprecated, message: "reads the original's Bool completion")
  func rescheduleWithCustomStrategy(_ done: @escaping (Bool) -> Void) {
    let permissionAsker = LocalNotifications.ApplicationLevelPermissionAsker { (completion) in
      // ask permission, then call completion with Result<Bool, Error>
      completion(.success(true))
    }
    let strategy = LocalNotifications.PermissionStrategy(
      groupLevel: .askPermission(.once, permissionAsker),
      systemLevel: .ifAlreadyAllowed
    )
    LocalNotifications.reschedule(group: DailyQuoteGroup(), permissionStrategy: strategy) { success in
      done(success)
    }
  }

  func disableGroup() {
    LocalNotifications.disable(group: DailyQuoteGroup())
  }

  @available(*, deprecated, message: "the README reads the group's decision synchronously")
  func groupStatus() -> String {
    let status = LocalNotifications.GroupLevelAuthorization.getCurrent(
      forGroup: DailyQuoteGroup().groupIdentifier)

    switch status {
    case .allowed: return "allowed"
    case .denied: return "denied"
    case .notAsked: return "notAsked"
    }
  }

  func rescheduleAsyncGroup() {
    LocalNotifications.reschedule(
      group: AsyncDailyQuoteGroup(),
      permissionStrategy: LocalNotifications.PermissionStrategy(
        groupLevel: .allowAutomatically, systemLevel: .askPermission)
    )
  }

  /// Returns once every static call made before it has taken effect.
  func afterEarlierCalls() async {
    await withCheckedContinuation { done in
      LocalNotifications.SystemAuthorization.getCurrent { _ in done.resume() }
    }
  }
}
