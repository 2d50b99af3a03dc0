import Foundation
import NiceNotifications
import NiceNotificationsTesting
import Testing
import TestSupport

// The NiceNotifications README's `LocalNotifications` calls, as written there, running on
// the default instance, bootstrapped over a simulated center as an app's tests would. Each completion is awaited
// through a continuation; the one spelling that differs from the README is
// `GroupLevelAuthorization.getCurrent(forGroup:)`, which is `async` here (the store may
// do I/O).

private final class ReadmeQuoteGroup: LocalNotificationsGroup {
  let groupIdentifier: String = "readmeDailyQuote"

  func getTimeline(completion: @escaping (NotificationsTimeline) -> ()) {
    let timeline = NotificationsTimeline {
      EveryDay(forDays: 50, starting: .today)
        .at(hour: 9, minute: 00)
        .schedule(title: "Storms make oaks take deeper root.")
    }
    completion(timeline)
  }
}

/// Waits for a README call's completion handler.
private func completion<Value: Sendable>(
  of call: (@escaping @Sendable (Value) -> Void) -> Void
) async -> Value {
  await withCheckedContinuation { continuation in call { continuation.resume(returning: $0) } }
}

/// Bootstraps the default instance over a simulator, once per test process: the first call
/// wins, and later calls find it bootstrapped.
private let bootstrappedDefault: LocalNotifications = {
  try? LocalNotifications.bootstrap(LocalNotifications(simulator: SimulatedNotificationCenter()))
  return LocalNotifications.default
}()

@Suite(.serialized)
struct ReadmeFrontDoorTests {
  @Test func readmeCallsRunOnTheDefaultInstance() async throws {
    #expect(bootstrappedDefault.center is SimulatedNotificationCenter)
    // The default instance keeps group decisions in `UserDefaults.standard`, which may
    // outlive a test run: start these groups from "not asked".
    for group in ["readmeDailyQuote", "orderedQuote"] {
      try await LocalNotifications.default.permissionStore.setPermission(.notAsked, forGroup: group)
    }
    let content = NotificationContent(
      title: "Test Notification",
      body: "This one is for a README",
      sound: .default
    )
    let oneOff = await completion { done in
      LocalNotifications.schedule(
        content: content,
        at: Tomorrow().at(hour: 20, minute: 15),
        permissionStrategy: .scheduleIfSystemAllowed,
        completion: done
      )
    }
    // Not asked yet: `.scheduleIfSystemAllowed` does not prompt, so nothing is scheduled.
    #expect(!oneOff.isSuccess)

    let success = await completion { done in
      LocalNotifications.requestPermission(strategy: .askSystemPermissionIfNeeded) { success in
        if success {
          print("Allowed")
        }
        done(success)
      }
    }
    #expect(success)

    let status = await completion { done in
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
    #expect(status == .allowed)

    let report = await completion { done in
      LocalNotifications.reschedule(
        group: ReadmeQuoteGroup(),
        permissionStrategy: .askSystemPermissionIfNeeded,
        completion: done
      )  // completion is optional
    }
    #expect(report.isSuccess)
    // Today's 09:00 is on the real clock, so it may have passed: 50 days, or the 49 ahead.
    #expect((49...50).contains(report.added.count))

    let permissionAsker = LocalNotifications.ApplicationLevelPermissionAsker { (completion) in
      // ask permission, then call completion with Result<Bool, Error>
      completion(.success(true))
    }
    let strategy = LocalNotifications.PermissionStrategy(
      groupLevel: .askPermission(.once, permissionAsker), systemLevel: .askPermission)
    let asked = await completion { done in
      LocalNotifications.reschedule(group: ReadmeQuoteGroup(), permissionStrategy: strategy, completion: done)
    }
    #expect(asked.writes == 0)

    let groupStatus = await LocalNotifications.GroupLevelAuthorization.getCurrent(
      forGroup: ReadmeQuoteGroup().groupIdentifier)
    switch groupStatus {
    case .allowed: break
    case .denied, .notAsked: Issue.record("the pre-permission said yes, but the group is \(groupStatus)")
    }

    let disabled = await completion { done in
      LocalNotifications.disable(group: ReadmeQuoteGroup(), completion: done)
    }
    #expect(disabled.removed.count == report.added.count)
    #expect(
      await LocalNotifications.GroupLevelAuthorization.getCurrent(forGroup: "readmeDailyQuote") == .denied)
    let pending = await LocalNotifications.default.center.pendingRequests()
    #expect(!pending.contains { RequestIdentifier($0.request.identifier)?.group == "readmeDailyQuote" })
    try await completionCallsTakeEffectInTheOrderTheyWereMade()
  }

  /// Alternating "turn on and schedule" and "turn off" calls, made back to back without waiting, end the way
  /// the last call left it: off, with nothing pending.
  ///
  /// Run once the README test has the system's permission.
  func completionCallsTakeEffectInTheOrderTheyWereMade() async throws {
    let group = AdHocGroup(
      identifier: "orderedQuote",
      timeline: NotificationsTimeline {
        EveryDay(forDays: 5, starting: .tomorrow).at(hour: 9, minute: 0).schedule(title: "Q")
      })
    let turnOn = LocalNotifications.PermissionStrategy(
      groupLevel: .allowAutomatically, systemLevel: .ifAlreadyAllowed)
    let scheduled = CallCounter()
    for _ in 0..<20 {
      LocalNotifications.reschedule(group: group, permissionStrategy: turnOn) { report in
        if report.added.count == 5 { scheduled.increment() }
      }
      LocalNotifications.disable(group: group)
    }
    let last = await completion { done in
      LocalNotifications.GroupLevelAuthorization.getCurrent(forGroup: "orderedQuote", completion: done)
    }
    #expect(scheduled.value == 20)
    #expect(last == .denied)
    let pending = await LocalNotifications.default.center.pendingRequests()
    #expect(!pending.contains { RequestIdentifier($0.request.identifier)?.group == "orderedQuote" })
  }

  /// A group whose completion-handler timeline, or whose content maker, asks a static completion-handler call
  /// first is planned at once: that call is not queued behind the very call that waits for it.
  @Test(.timeLimit(.minutes(2)))
  func aTimelineOrContentMakerAskingAStaticCallIsNotHeldBehindItsOwnReschedule() async {
    struct AsksFirst: LocalNotificationsGroup {
      let groupIdentifier = "asksFirst"
      func getTimeline(completion: @escaping @Sendable (NotificationsTimeline) -> Void) {
        LocalNotifications.SystemAuthorization.getCurrent { status in
          let title: @Sendable (@escaping @Sendable (NotificationContent?) -> Void) -> Void = { done in
            LocalNotifications.GroupLevelAuthorization.getCurrent(forGroup: "asksFirst") { decision in
              done(NotificationContent(title: "\(status.isAllowed) \(decision)"))
            }
          }
          completion(NotificationsTimeline { Tomorrow().at(hour: 9, minute: 0).schedule(with: title) })
        }
      }
    }
    let strategy = LocalNotifications.PermissionStrategy(
      groupLevel: .allowAutomatically, systemLevel: .askPermission)
    #expect(bootstrappedDefault.center is SimulatedNotificationCenter)
    let clock = ContinuousClock()
    let started = clock.now
    let report = await completion { done in
      LocalNotifications.reschedule(group: AsksFirst(), permissionStrategy: strategy, completion: done)
    }
    // Queued, each answer waited for the content time limit (30 s), and the group failed.
    #expect(clock.now - started < .seconds(10))
    #expect(report.outcomes["asksFirst"] == .scheduled)
    let pending = await LocalNotifications.default.center.pendingRequests()
    let titles = pending.filter { $0.request.identifier.hasPrefix("asksFirst:") }.map(\.request.content.title)
    #expect(titles == ["true allowed"])
    await LocalNotifications.default.remove(group: AsksFirst())
  }

  @Test func theDefaultInstanceCannotBeReplacedOnceUsed() {
    let used = bootstrappedDefault
    #expect(throws: LocalNotificationsError.alreadyBootstrapped) {
      try LocalNotifications.bootstrap(LocalNotifications(simulator: SimulatedNotificationCenter()))
    }
    #expect(LocalNotifications.default === used)
  }
}
