import Foundation
import NiceNotifications
import NiceNotificationsTesting

#if canImport(UserNotifications)
  import UserNotifications
#else
  import UserNotificationsShim
#endif

/// The original NiceNotifications' static calls, written as an app wrote them (Swift 6 language
/// mode), on the default instance bootstrapped over a simulator and a `UserDefaults` permission
/// store that holds the original's leftovers: a decision under its key and a pending
/// `<group>:<UUID>` request.
///
/// Prints one `name=value` line per observation; `OriginalStaticCallsTests` checks them.
///
/// The calls run here, in a process of their own, because the default instance can be
/// bootstrapped once per process and these calls change its authorization.
protocol OriginalCallsProgram {
  func run() async
}

/// Runs the program (through the protocol: it uses deprecated shapes on purpose).
func runOriginalCalls() async {
  let program: any OriginalCallsProgram = OriginalCalls()
  await program.run()
}

/// A group as the original's README declares it.
private final class DailyQuoteGroup: LocalNotificationsGroup {
  let groupIdentifier: String = "dailyQuote"

  func getTimeline(completion: @escaping (NotificationsTimeline) -> ()) {
    let timeline = NotificationsTimeline {
      EveryDay(forDays: 50, starting: .today)
        .at(hour: 9, minute: 00)
        .schedule(title: "Storms make oaks take deeper root.")
    }
    completion(timeline)
  }
}

/// A group whose timeline awaits static `async` calls, as an app's may.
private struct AsksWhileBuilt: LocalNotificationsGroup {
  let groupIdentifier = "asksWhileBuilt"

  func timeline() async throws -> NotificationsTimeline {
    let system = await LocalNotifications.SystemAuthorization.current()
    let quotes = await LocalNotifications.GroupLevelAuthorization.getCurrent(forGroup: "dailyQuote")
    return NotificationsTimeline {
      Tomorrow().at(hour: 8, minute: 0).schedule(title: "System \(system), quotes \(quotes)")
    }
  }
}

/// A group that may build its timeline on any queue.
private final class AnyQueueGroup: LocalNotificationsGroup {
  let groupIdentifier: String = "anyQueue"

  var preferredExecutionContext: LocalNotificationsGroupContextPreference {
    return .canRunOnAnyQueue
  }

  func getTimeline(completion: @escaping (NotificationsTimeline) -> ()) {
    completion(
      NotificationsTimeline {
        Tomorrow().at(hour: 7, minute: 0).schedule(title: "Any queue")
      })
  }
}

/// Collects what `LocalNotifications.Log.info` is handed.
private let logged = LogLines()

private final class LogLines: @unchecked Sendable {
  // `@unchecked Sendable`: `lines` is only touched under `lock`.
  private let lock = NSLock()
  private var lines: [String] = []

  func append(_ line: Any) {
    lock.lock()
    lines.append("\(line)")
    lock.unlock()
  }

  var count: Int {
    lock.lock()
    defer { lock.unlock() }
    return lines.count
  }
}

private struct OriginalCalls: OriginalCallsProgram {
  @available(*, deprecated, message: "uses the original's deprecated shapes on purpose")
  func run() async {
    // A call that waits for itself would hang the test that reads this process: fail instead.
    DispatchQueue.global().asyncAfter(deadline: .now() + 120) {
      print("watchdog=the calls did not finish in two minutes")
      exit(3)
    }
    let suiteName = "nicenotifications-original-calls-\(UUID().uuidString)"
    guard let defaults = UserDefaults(suiteName: suiteName) else { return print("setup=failed") }
    defer { defaults.removePersistentDomain(forName: suiteName) }
    // The original's leftovers: a decision under its key, and a pending request.
    defaults.set(true, forKey: "___np_local_notifications_app_permission_group:migrated")
    // The Saturday before Berlin's clocks go forward.
    guard let berlin = TimeZone(identifier: "Europe/Berlin"),
      let simulator = try? SimulatedNotificationCenter(startingAt: 2026, 3, 28, hour: 8, in: berlin)
    else { return print("setup=failed") }
    let leftover = "dailyQuote:\(UUID().uuidString)"
    try? await simulator.add(
      NotificationRequest(
        identifier: leftover, content: NotificationContent(title: "An old quote"),
        trigger: .calendar(DateComponents(year: 2026, month: 3, day: 30, hour: 9), repeats: false)))
    let notifications = LocalNotifications(
      simulator: simulator, permissionStore: UserDefaultsGroupPermissionStore(userDefaults: defaults))
    guard (try? LocalNotifications.bootstrap(notifications)) != nil else { return print("setup=failed") }

    LocalNotifications.Log.info = { line in logged.append(line) }

    func pending(_ group: String) async -> [NotificationRequest] {
      await simulator.pendingRequests().map(\.request).filter { $0.identifier.hasPrefix(group + ":") }
    }
    func say(_ name: String, _ value: Any) { print("\(name)=\(value)") }

    // Permission, the way the README checks it.
    let before = await withCheckedContinuation { done in
      LocalNotifications.currentAuthorizationStatus(forGroup: DailyQuoteGroup()) {
        done.resume(returning: $0)
      }
    }
    say("finalStatusBeforeAsking", before)
    let notYet = await withCheckedContinuation { done in
      LocalNotifications.schedule(
        timeline: NotificationsTimeline { Tomorrow().at(hour: 20, minute: 15).schedule(title: "Early") },
        group: "early", permissionStrategy: .scheduleIfSystemAllowed
      ) { result in done.resume(returning: result) }
    }
    say("scheduleBeforeAskingResult", notYet)
    inSyncCode { LocalNotifications.requestPermission(strategy: .askSystemPermissionIfNeeded) }
    let system = await withCheckedContinuation { done in
      LocalNotifications.SystemAuthorization.getCurrent { status in done.resume(returning: status) }
    }
    say("systemStatusAfterRequest", system)
    let authorized = await withCheckedContinuation { done in
      LocalNotifications.SystemAuthorization.authorizeWithSystem { result in done.resume(returning: result) }
    }
    say("authorizeWithSystem", (try? authorized.get()).map { "\($0)" } ?? "failure")

    // Reschedule with a Bool completion: the original's leftover is replaced.
    let rescheduled: Bool = await withCheckedContinuation { done in
      LocalNotifications.reschedule(
        group: DailyQuoteGroup(), permissionStrategy: .askSystemPermissionIfNeeded
      ) {
        success in done.resume(returning: success)
      }
    }
    let quotes = await pending("dailyQuote")
    say("rescheduleSuccess", rescheduled)
    say("dailyQuotePending", quotes.count)
    say("leftoverStillPending", quotes.contains { $0.identifier == leftover })
    // A refused add is not a success.
    await simulator.failNextAdds(1)
    let withFailure: Bool = await withCheckedContinuation { done in
      LocalNotifications.reschedule(group: AnyQueueGroup(), permissionStrategy: .scheduleIfSystemAllowed) {
        success in done.resume(returning: success)
      }
    }
    say("rescheduleWithRefusedAddSuccess", withFailure)
    let retried: Bool = await withCheckedContinuation { done in
      LocalNotifications.reschedule(group: AnyQueueGroup(), permissionStrategy: .scheduleIfSystemAllowed) {
        success in done.resume(returning: success)
      }
    }
    say("rescheduleAfterRetrySuccess", retried)

    // `schedule` with `group:` and the original's result.
    let named = await withCheckedContinuation { done in
      LocalNotifications.schedule(permissionStrategy: .scheduleIfSystemAllowed, group: "evening") {
        Today()
          .at(hour: 20, minute: 30)
          .schedule(title: "Hello today", sound: .default)
        Tomorrow()
          .at(hour: 20, minute: 45)
          .schedule(title: "Hello tomorrow", sound: .default)
      } completion: { result in
        done.resume(returning: result)
      }
    }
    say("scheduleWithGroupResult", named)
    say("eveningPending", await pending("evening").count)
    let content = NotificationContent(
      title: "Test Notification", body: "This one is for a README", sound: .default)
    let oneOff = await withCheckedContinuation { done in
      LocalNotifications.schedule(
        content: content, at: Tomorrow().at(hour: 20, minute: 15), group: "oneOff",
        permissionStrategy: .scheduleIfSystemAllowed
      ) { result in done.resume(returning: result.isSuccess) }
    }
    say("scheduleContentWithGroupSuccess", oneOff)
    // `directSchedule` of a platform request, with the original's result.
    let welcome = UNMutableNotificationContent()
    welcome.title = "Welcome"
    let direct = await withCheckedContinuation { done in
      LocalNotifications.directSchedule(
        request: UNNotificationRequest(
          identifier: "welcome", content: welcome,
          trigger: UNTimeIntervalNotificationTrigger(timeInterval: 600, repeats: false)),
        permissionStrategy: .scheduleIfSystemAllowed
      ) { (result: LocalNotifications.SchedulingResult) in done.resume(returning: result) }
    }
    say("directScheduleResult", direct)
    // Tomorrow, 29 March, is the day Berlin's clocks go forward: 20:15 is still 20:15.
    let oneOffTrigger = await pending("oneOff").first?.trigger
    say("oneOffTrigger", oneOffTrigger.map { "\($0)" } ?? "none")
    LocalNotifications.remove(group: AdHocGroup(identifier: "evening", timeline: .empty))

    // Group levels: asking once, asking again, the other group, the migrated decision.
    let declined = Counter()
    let no = LocalNotifications.ApplicationLevelPermissionAsker(askPermission: { completion in
      declined.increment()
      // The original called an asker on the main thread, where an app presents its alert; off
      // the main actor, this ends the process and the test that reads it fails.
      MainActor.preconditionIsolated("an asker was called off the main actor")
      DispatchQueue.global().async { completion(.success(false)) }
    })
    let onceStrategy = LocalNotifications.PermissionStrategy.askWithPrePermission(.once, prePermission: no)
    var onceResults: [String] = []
    for _ in 0..<2 {
      onceResults.append(
        "\(await withCheckedContinuation { done in LocalNotifications.schedule(timeline: NotificationsTimeline { Tomorrow().at(hour: 10, minute: 0).schedule(title: "Tip") }, group: "tips", permissionStrategy: onceStrategy) { done.resume(returning: $0) } })"
      )
    }
    say("askOnceResults", onceResults.joined(separator: ","))
    say("askOnceAsked", declined.value)
    say("tipsStatus", inSyncCode { LocalNotifications.GroupLevelAuthorization.getCurrent(forGroup: "tips") })
    let asked = Counter()
    let yes = LocalNotifications.ApplicationLevelPermissionAsker { completion in
      asked.increment()
      MainActor.preconditionIsolated("an asker was called off the main actor")
      completion(.success(true))
    }
    let always = LocalNotifications.PermissionStrategy(
      groupLevel: .askPermission(.alwaysIfNotAllowed, yes), systemLevel: .askPermission)
    let alwaysResult = await withCheckedContinuation { done in
      LocalNotifications.withPermission(strategy: always, group: "tips", perform: { asked.increment() }) {
        result in done.resume(returning: result)
      }
    }
    say("askAlwaysResult", alwaysResult)
    say("askAlwaysAskedAndPerformed", asked.value)
    LocalNotifications.disable(group: DailyQuoteGroup())
    // Static calls take effect in the order they were made, after this code returns: wait
    // for one with a completion before reading synchronously.
    await afterEarlierCalls()
    say(
      "dailyQuoteStatusAfterDisable",
      inSyncCode { LocalNotifications.GroupLevelAuthorization.getCurrent(forGroup: "dailyQuote") })
    say("dailyQuotePendingAfterDisable", await pending("dailyQuote").count)
    let followsOther = await withCheckedContinuation { done in
      LocalNotifications.withPermission(
        strategy: LocalNotifications.PermissionStrategy(
          groupLevel: .ifAllowed(other: DailyQuoteGroup()), systemLevel: .ifAlreadyAllowed),
        group: "quoteExtras", perform: {}
      ) { result in done.resume(returning: result) }
    }
    say("ifAllowedOtherDisabledResult", followsOther)
    say(
      "migratedStatus",
      inSyncCode { LocalNotifications.GroupLevelAuthorization.getCurrent(forGroup: "migrated") })
    let migrated = await withCheckedContinuation { done in
      LocalNotifications.requestPermission(
        strategy: LocalNotifications.PermissionStrategy(
          groupLevel: .ifAlreadyAllowed, systemLevel: .ifAlreadyAllowed),
        forGroup: "migrated"
      ) { success in done.resume(returning: success) }
    }
    say("migratedIfAlreadyAllowed", migrated)
    LocalNotifications.GroupLevelAuthorization.setIsAllowed(true, forGroup: "dailyQuote")
    say(
      "dailyQuoteStatusAfterSetIsAllowed",
      inSyncCode { LocalNotifications.GroupLevelAuthorization.getCurrent(forGroup: "dailyQuote") })
    let enabled = await withCheckedContinuation { done in
      LocalNotifications.currentAuthorizationStatus(forGroup: DailyQuoteGroup()) {
        done.resume(returning: $0)
      }
    }
    say("finalStatusAllowed", enabled)

    // The `async` forms run at once: awaited from a timeline inside a static reschedule, or from
    // an asker's button while a static call waits for the person, they do not wait for themselves.
    let askedWhileBuilt: Bool = await withCheckedContinuation { done in
      LocalNotifications.reschedule(group: AsksWhileBuilt(), permissionStrategy: .scheduleIfSystemAllowed) {
        success in done.resume(returning: success)
      }
    }
    say("timelineAwaitingStaticCallsSuccess", askedWhileBuilt)
    let button = LocalNotifications.ApplicationLevelPermissionAsker(askPermission: { completion in
      DispatchQueue.global().async {
        Task { completion(.success(await LocalNotifications.SystemAuthorization.current().isAllowed)) }
      }
    })
    let askedByButton = await withCheckedContinuation { done in
      LocalNotifications.schedule(
        timeline: NotificationsTimeline { Tomorrow().at(hour: 10, minute: 30).schedule(title: "Button") },
        group: "button", permissionStrategy: .askWithPrePermission(.once, prePermission: button)
      ) { done.resume(returning: $0) }
    }
    say("askerButtonAwaitingStaticCallResult", askedByButton)

    // An asker that never answers (an alert dismissed on a path that forgot its completion) holds back
    // its own call only: the static calls after it run.
    let silent = LocalNotifications.ApplicationLevelPermissionAsker(askPermission: { _ in })
    LocalNotifications.requestPermission(
      strategy: .askWithPrePermission(.once, prePermission: silent), forGroup: "silent"
    ) {
      _ in
    }
    let afterSilentAsker: Bool = await withCheckedContinuation { done in
      LocalNotifications.reschedule(group: DailyQuoteGroup(), permissionStrategy: .scheduleIfSystemAllowed) {
        success in done.resume(returning: success)
      }
    }
    say("rescheduleAfterAnAskerThatNeverAnswersSuccess", afterSilentAsker)

    // The system denies: every level reports it.
    await simulator.setAuthorizationStatus(.denied)
    let denied = await withCheckedContinuation { done in
      LocalNotifications.schedule(
        timeline: NotificationsTimeline { Tomorrow().at(hour: 11, minute: 0).schedule(title: "Late") },
        group: "late", permissionStrategy: .askSystemPermissionIfNeeded
      ) { result in done.resume(returning: result) }
    }
    say("scheduleWhenSystemDeniedResult", denied)
    let deniedStatus = await withCheckedContinuation { done in
      LocalNotifications.currentAuthorizationStatus(forGroup: DailyQuoteGroup()) {
        done.resume(returning: $0)
      }
    }
    say("finalStatusSystemDenied", deniedStatus)
    let deniedBool: Bool = await withCheckedContinuation { done in
      LocalNotifications.reschedule(group: DailyQuoteGroup(), permissionStrategy: .scheduleIfSystemAllowed) {
        success in done.resume(returning: success)
      }
    }
    say("rescheduleWhenSystemDeniedSuccess", deniedBool)
    say("logLinesWritten", logged.count > 0)
  }
}

/// Runs `body` as code that is not `async`, where an app calls the original's synchronous
/// shapes (in an `async` function, Swift prefers the `async` overloads).
private func inSyncCode<Value>(_ body: () -> Value) -> Value {
  body()
}

/// Returns once every static call made before it has taken effect.
private func afterEarlierCalls() async {
  await withCheckedContinuation { done in
    LocalNotifications.SystemAuthorization.getCurrent { _ in done.resume() }
  }
}

/// A count shared with completion handlers.
private final class Counter: @unchecked Sendable {
  // `@unchecked Sendable`: `count` is only touched under `lock`.
  private let lock = NSLock()
  private var count = 0

  func increment() {
    lock.lock()
    count += 1
    lock.unlock()
  }

  var value: Int {
    lock.lock()
    defer { lock.unlock() }
    return count
  }
}
