import Foundation
import NiceNotifications
import NiceNotificationsTesting
import Testing
import TestSupport

/// A group whose timeline a test can change between reschedules.
final class QuoteGroup: LocalNotificationsGroup {
  let groupIdentifier: String
  private let titles: TestBox<[String]>

  init(_ identifier: String = "dailyQuote", titles: [String] = ["Storms make oaks take deeper root."]) {
    groupIdentifier = identifier
    self.titles = TestBox(titles)
  }

  func setTitles(_ titles: [String]) { self.titles.withLock { $0 = titles } }

  func timeline() async throws -> NotificationsTimeline {
    let titles = self.titles.withLock { $0 }
    return NotificationsTimeline {
      EveryDay(starting: .today).at(hour: 9, minute: 0).schedule { (date: Date) in
        guard !titles.isEmpty else { return nil }
        let day = Int(date.timeIntervalSince1970 / 86_400)
        return NotificationContent(title: titles[day % titles.count])
      }
    }
  }
}

/// A value behind a lock, for test doubles shared across tasks.
///
/// `@unchecked Sendable` is safe: `value` is only touched with `lock` held.
final class TestBox<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var value: Value
  init(_ value: Value) { self.value = value }
  func withLock<T>(_ body: (inout Value) -> T) -> T {
    lock.lock()
    defer { lock.unlock() }
    return body(&value)
  }
}

struct LocalNotificationsTests {
  static let berlin = TimeZone(identifier: "Europe/Berlin") ?? .current
  static let start = DateBuilder.Context.fixed(2026, 11, 21, 10, 0).now

  func make(
    _ authorization: AuthorizationStatus = .authorized, answer: PromptAnswer = .allow, capacity: Int = 64,
    store: any GroupPermissionStore = InMemoryGroupPermissionStore()
  ) -> (SimulatedNotificationCenter, LocalNotifications) {
    let simulator = SimulatedNotificationCenter(
      now: Self.start, timeZone: Self.berlin, capacity: capacity, authorization: authorization,
      promptAnswer: answer)
    return (simulator, LocalNotifications(simulator: simulator, permissionStore: store))
  }

  @Test func firstRescheduleFillsTheWindowAndAnUnchangedOneWritesNothing() async {
    let (simulator, notifications) = make()
    let first = await notifications.reschedule(
      group: QuoteGroup(), permissionStrategy: .scheduleIfSystemAllowed)
    #expect(first.outcomes == ["dailyQuote": .scheduled])
    #expect(first.added.count == 64)
    #expect(await simulator.pending.count == 64)
    let writesBefore = await simulator.writeCount
    let second = await notifications.reschedule(
      group: QuoteGroup(), permissionStrategy: .scheduleIfSystemAllowed)
    #expect(second.writes == 0)
    #expect(second.kept.count == 64)
    #expect(await simulator.writeCount == writesBefore)
  }

  @Test func aDayLaterARescheduleWritesOneRequest() async {
    let (simulator, notifications) = make()
    await notifications.reschedule(group: QuoteGroup(), permissionStrategy: .scheduleIfSystemAllowed)
    await simulator.advance(by: 86_400)
    let writesBefore = await simulator.writeCount
    let report = await notifications.reschedule(
      group: QuoteGroup(), permissionStrategy: .scheduleIfSystemAllowed)
    #expect(report.added.count == 1)
    #expect(report.removed.isEmpty)
    #expect(await simulator.writeCount - writesBefore == 1)
    #expect(await simulator.pending.count == 64)
  }

  @Test func askSystemPermissionIfNeededPromptsOnceThenSchedules() async {
    let (simulator, notifications) = make(.notDetermined, answer: .allow)
    let report = await notifications.reschedule(
      group: QuoteGroup(), permissionStrategy: .askSystemPermissionIfNeeded)
    #expect(report.outcomes == ["dailyQuote": .scheduled])
    #expect(await simulator.authorizationStatus() == .authorized)
    #expect(await notifications.requestPermission(strategy: .askSystemPermissionIfNeeded) == .allowed)
  }

  @Test func systemDenialKeepsTheGroupsPendingRequestsAndSaysSo() async {
    let (simulator, notifications) = make(.authorized)
    await notifications.reschedule(group: QuoteGroup(), permissionStrategy: .scheduleIfSystemAllowed)
    await simulator.setAuthorizationStatus(.denied)
    let report = await notifications.reschedule(
      group: QuoteGroup(), permissionStrategy: .askSystemPermissionIfNeeded)
    #expect(report.outcomes == ["dailyQuote": .denied(.system)])
    #expect(report.systemDenies)
    #expect(report.writes == 0)
    #expect(report.keptWhileSystemDenies.count == 64)
    #expect(await simulator.pending.count == 64)
  }

  @Test func scheduleIfSystemAllowedNeverPrompts() async {
    let (simulator, notifications) = make(.notDetermined)
    let report = await notifications.reschedule(
      group: QuoteGroup(), permissionStrategy: .scheduleIfSystemAllowed)
    #expect(report.outcomes == ["dailyQuote": .denied(.system)])
    #expect(await simulator.authorizationStatus() == .notDetermined)
  }

  @Test func systemAuthorizationTellsADenialAtThisPromptFromAnEarlierOne() async {
    let (_, asking) = make(.notDetermined, answer: .deny)
    #expect(await LocalNotifications.SystemAuthorization.current(of: asking) == .undetermined)
    #expect(await asking.requestPermission(strategy: .askSystemPermissionIfNeeded) == .denied(.system))
    #expect(await LocalNotifications.SystemAuthorization.current(of: asking) == .deniedNow)
    let (_, later) = make(.denied)
    #expect(await later.requestPermission(strategy: .askSystemPermissionIfNeeded) == .denied(.system))
    #expect(await LocalNotifications.SystemAuthorization.current(of: later) == .deniedPreviously)
    let (_, allowed) = make(.provisional)
    #expect(await LocalNotifications.SystemAuthorization.current(of: allowed).isAllowed)
  }

  @Test func aDenialInSettingsAfterADeniedPromptWasTurnedOnIsAnEarlierOne() async {
    let (simulator, notifications) = make(.notDetermined, answer: .deny)
    #expect(await notifications.requestPermission(strategy: .askSystemPermissionIfNeeded) == .denied(.system))
    await simulator.setAuthorizationStatus(.authorized)
    #expect(await LocalNotifications.SystemAuthorization.current(of: notifications) == .allowed)
    await simulator.setAuthorizationStatus(.denied)
    #expect(await LocalNotifications.SystemAuthorization.current(of: notifications) == .deniedPreviously)
  }

  @Test func aDeniedUpgradePromptIsADenialNow() async {
    let (_, notifications) = make(.provisional, answer: .deny)
    #expect(await notifications.upgradeToFullAuthorization() == false)
    #expect(await LocalNotifications.SystemAuthorization.current(of: notifications) == .deniedNow)
  }

  @Test func deniedPromptDeniesAtTheSystemLevel() async {
    let (_, notifications) = make(.notDetermined, answer: .deny)
    let report = await notifications.reschedule(
      group: QuoteGroup(), permissionStrategy: .askSystemPermissionIfNeeded)
    #expect(report.outcomes == ["dailyQuote": .denied(.system)])
    #expect(!report.isSuccess)
  }

  @Test func provisionalAndEphemeralCountAsAllowed() async {
    for status in [AuthorizationStatus.provisional, .ephemeral] {
      let (simulator, notifications) = make(status)
      let report = await notifications.reschedule(
        group: QuoteGroup(), permissionStrategy: .scheduleIfSystemAllowed)
      #expect(report.outcomes == ["dailyQuote": .scheduled])
      #expect(await simulator.pending.count == 64)
    }
  }

  @Test func provisionalUpgradesToFullAuthorization() async {
    let (simulator, notifications) = make(.notDetermined, answer: .allow)
    let provisional = PermissionStrategy(
      groupLevel: .bypass, systemLevel: .askPermission([.alert, .sound, .provisional]))
    #expect(await notifications.requestPermission(strategy: provisional) == .allowed)
    #expect(await simulator.authorizationStatus() == .provisional)
    #expect(await notifications.upgradeToFullAuthorization())
    #expect(await simulator.authorizationStatus() == .authorized)
  }

  @Test func groupLevelStepsRecordAndHonourDecisions() async throws {
    let store = InMemoryGroupPermissionStore()
    let (_, notifications) = make(store: store)
    let asked = CallCounter()
    let no = PermissionAsker {
      asked.increment()
      return false
    }
    let once = PermissionStrategy(groupLevel: .askPermission(.once, no), systemLevel: .ifAlreadyAllowed)
    #expect(
      await notifications.reschedule(group: QuoteGroup(), permissionStrategy: once).outcomes["dailyQuote"]
        == .denied(.group))
    #expect(
      await notifications.reschedule(group: QuoteGroup(), permissionStrategy: once).outcomes["dailyQuote"]
        == .denied(.group))
    #expect(asked.value == 1)
    #expect(await store.permission(forGroup: "dailyQuote") == .denied)
    let always = PermissionStrategy(
      groupLevel: .askPermission(.alwaysIfNotAllowed, no), systemLevel: .ifAlreadyAllowed)
    _ = await notifications.reschedule(group: QuoteGroup(), permissionStrategy: always)
    #expect(asked.value == 2)
    let ifAllowed = PermissionStrategy(groupLevel: .ifAlreadyAllowed, systemLevel: .ifAlreadyAllowed)
    #expect(
      await notifications.reschedule(group: QuoteGroup(), permissionStrategy: ifAllowed).outcomes[
        "dailyQuote"] == .denied(.group))
    let automatic = PermissionStrategy(groupLevel: .allowAutomatically, systemLevel: .ifAlreadyAllowed)
    #expect(
      await notifications.reschedule(group: QuoteGroup(), permissionStrategy: automatic).outcomes[
        "dailyQuote"] == .scheduled)
    #expect(
      await notifications.reschedule(group: QuoteGroup(), permissionStrategy: ifAllowed).outcomes[
        "dailyQuote"] == .scheduled)
    let follower = PermissionStrategy(
      groupLevel: .ifAllowed(other: "dailyQuote"), systemLevel: .ifAlreadyAllowed)
    #expect(
      await notifications.reschedule(group: QuoteGroup("evening"), permissionStrategy: follower).outcomes[
        "evening"] == .scheduled)
    let yes = PermissionAsker(askPermission: { completion in completion(.success(true)) })
    let asking = PermissionStrategy(groupLevel: .askPermission(.once, yes), systemLevel: .ifAlreadyAllowed)
    #expect(
      await notifications.reschedule(group: QuoteGroup("new"), permissionStrategy: asking).outcomes["new"]
        == .scheduled)
    #expect(await notifications.groupAuthorization(forGroup: "new") == .allowed)
  }

  @Test func ifAllowedFollowsTheOtherGroupButNeverOverridesADisabledGroup() async {
    let (simulator, notifications) = make()
    let evening = QuoteGroup("eveningQuote")
    let followsMorning = PermissionStrategy(
      groupLevel: .ifAllowed(other: "dailyQuote"), systemLevel: .ifAlreadyAllowed)
    #expect(
      await notifications.reschedule(group: evening, permissionStrategy: followsMorning).outcomes[
        "eveningQuote"] == .denied(.group))
    let automatic = PermissionStrategy(groupLevel: .allowAutomatically, systemLevel: .ifAlreadyAllowed)
    await notifications.reschedule(group: QuoteGroup(), permissionStrategy: automatic)
    #expect(
      await notifications.reschedule(group: evening, permissionStrategy: followsMorning).outcomes[
        "eveningQuote"] == .scheduled)
    await notifications.disable(group: evening)
    #expect(
      await notifications.reschedule(group: evening, permissionStrategy: followsMorning).outcomes[
        "eveningQuote"] == .denied(.group))
    let pending = await simulator.pending.map(\.request.identifier)
    #expect(!pending.contains { $0.hasPrefix("eveningQuote:") })
  }

  @Test func failingAskerIsReportedAndNothingIsRemoved() async {
    struct Cancelled: Error {}
    let (simulator, notifications) = make()
    await notifications.reschedule(group: QuoteGroup(), permissionStrategy: .scheduleIfSystemAllowed)
    let failing = PermissionStrategy(
      groupLevel: .askPermission(.once, PermissionAsker { throw Cancelled() }), systemLevel: .ifAlreadyAllowed
    )
    let report = await notifications.reschedule(group: QuoteGroup(), permissionStrategy: failing)
    guard case .failed? = report.outcomes["dailyQuote"] else {
      Issue.record("expected a failure, got \(String(describing: report.outcomes))")
      return
    }
    #expect(await simulator.pending.count == 64)
  }

  @Test func disablingRemovesPendingAndBlocksReschedulesUntilAllowedAgain() async {
    let (simulator, notifications) = make()
    await notifications.reschedule(group: QuoteGroup(), permissionStrategy: .scheduleIfSystemAllowed)
    let disabled = await notifications.disable(group: QuoteGroup())
    #expect(disabled.removed.count == 64)
    #expect(await simulator.pending.isEmpty)
    let blocked = await notifications.reschedule(
      group: QuoteGroup(), permissionStrategy: .scheduleIfSystemAllowed)
    #expect(blocked.outcomes == ["dailyQuote": .denied(.group)])
    #expect(await simulator.pending.isEmpty)
    let enabled = await notifications.reschedule(
      group: QuoteGroup(),
      permissionStrategy: PermissionStrategy(groupLevel: .allowAutomatically, systemLevel: .ifAlreadyAllowed))
    #expect(enabled.added.count == 64)
  }

  @Test func disablingOverAStoreThatCannotRecordItRemovesTheRequestsAndSaysTheyComeBack() async {
    let (simulator, notifications) = make(store: UnwritableStore())
    await notifications.reschedule(group: QuoteGroup(), permissionStrategy: .scheduleIfSystemAllowed)
    let disabled = await notifications.disable(group: QuoteGroup())
    #expect(disabled.removed.count == 64)
    #expect(await simulator.pending.isEmpty)
    guard case .failed(let reason)? = disabled.outcomes["dailyQuote"] else {
      Issue.record("expected a failure, got \(String(describing: disabled.outcomes))")
      return
    }
    #expect(reason.contains("a later reschedule schedules it again"))
    #expect(reason.contains("/read-only/groups.json"))
  }

  @Test func disablingWhenNeitherTheStoreNorTheCenterAnswersSaysBoth() async {
    let (simulator, scheduling) = make()
    await scheduling.reschedule(group: QuoteGroup(), permissionStrategy: .scheduleIfSystemAllowed)
    let notifications = LocalNotifications(
      center: NeverRemoves(base: simulator), permissionStore: UnwritableStore(), centerTimeLimit: 1)
    let disabled = await notifications.disable(group: QuoteGroup())
    guard case .failed(let reason)? = disabled.outcomes["dailyQuote"] else {
      Issue.record("expected a failure, got \(String(describing: disabled.outcomes))")
      return
    }
    #expect(reason.hasPrefix("its denial could not be stored (could not access /read-only/groups.json"))
    #expect(
      reason.hasSuffix(
        LocalNotificationsError.centerTimedOut("removePendingRequests(withIdentifiers:)").description))
  }

  @Test func aGroupTheUserDisabledHasNothingPendingAfterAnyStrategy() async {
    let strategies: [PermissionStrategy] = [
      .askSystemPermissionIfNeeded, .scheduleIfSystemAllowed,
      PermissionStrategy(groupLevel: .ifAlreadyAllowed, systemLevel: .askPermission),
      .askWithPrePermission(PermissionAsker { true }),
    ]
    for strategy in strategies {
      let (simulator, notifications) = make()
      await notifications.disable(group: QuoteGroup())
      await notifications.reschedule(group: QuoteGroup(), permissionStrategy: strategy)
      #expect(await simulator.pending.isEmpty, "\(strategy)")
    }
  }

  @Test func changedContentReplacesOnlyWhatChanged() async {
    let (_, notifications) = make()
    let group = QuoteGroup(titles: ["a"])
    await notifications.reschedule(group: group, permissionStrategy: .scheduleIfSystemAllowed)
    group.setTitles(["a", "b"])
    let report = await notifications.reschedule(group: group, permissionStrategy: .scheduleIfSystemAllowed)
    #expect(report.replaced.count == 32)  // every other day now says "b"
    #expect(report.added.isEmpty)
    #expect(report.removed.isEmpty)
  }

  @Test func concurrentReschedulesEndInTheLastStateWithoutDuplicates() async {
    let (simulator, notifications) = make()
    let group = QuoteGroup(titles: ["first"])
    await withTaskGroup(of: Void.self) { tasks in
      for index in 0..<20 {
        tasks.addTask {
          await notifications.reschedule(
            group: QuoteGroup(titles: ["v\(index)"]), permissionStrategy: .scheduleIfSystemAllowed)
        }
      }
    }
    group.setTitles(["last"])
    await notifications.reschedule(group: group, permissionStrategy: .scheduleIfSystemAllowed)
    let pending = await simulator.pending
    #expect(pending.count == 64)
    #expect(Set(pending.map(\.request.identifier)).count == 64)
    #expect(pending.allSatisfy { $0.request.content.title == "last" })
  }

  @Test func failedAddsAreReportedAndTheNextRescheduleConverges() async {
    let (simulator, notifications) = make()
    await simulator.failNextAdds(5)
    let first = await notifications.reschedule(
      group: QuoteGroup(), permissionStrategy: .scheduleIfSystemAllowed)
    #expect(first.failedAdds.count == 5)
    #expect(!first.isSuccess)
    guard case .failed(let reason)? = first.outcomes["dailyQuote"] else {
      Issue.record("a group whose adds failed should fail, got \(first.outcomes)")
      return
    }
    #expect(reason.hasPrefix("\(first.failedAdds[0].identifier): the center did not add it: "))
    #expect(reason.contains("injected"))
    #expect(await simulator.pending.count == 59)
    let second = await notifications.reschedule(
      group: QuoteGroup(), permissionStrategy: .scheduleIfSystemAllowed)
    #expect(second.added.count == 5)
    #expect(second.isSuccess)
    #expect(second.outcomes == ["dailyQuote": .scheduled])
    #expect(await simulator.pending.count == 64)
  }

  @Test func directScheduleAddsTheRequestAsIs() async {
    let (simulator, notifications) = make()
    let request = NotificationRequest(
      identifier: "repeating_360", content: NotificationContent(title: "Repeating", body: "Every 6 minutes"),
      trigger: .timeInterval(360, repeats: true))
    let report = await notifications.directSchedule(
      request: request, permissionStrategy: .askSystemPermissionIfNeeded)
    #expect(report.added == ["repeating_360"])
    #expect(await simulator.pending.map(\.request) == [request])
    let invalid = NotificationRequest(
      identifier: "bad", content: NotificationContent(title: "x"), trigger: .timeInterval(10, repeats: true))
    let refused = await notifications.directSchedule(
      request: invalid, permissionStrategy: .askSystemPermissionIfNeeded)
    #expect(
      refused.outcomes["bad"]
        == .failed(NotificationRequestError.trigger(.repeatingIntervalTooShort(10)).description))
  }

  @Test func adHocTimelinesAreGroupsThatCanBeRemoved() async {
    let (simulator, notifications) = make()
    let (group, report) = await notifications.schedule(
      timeline: NotificationsTimeline {
        EveryDay(forDays: 30, starting: .today).at(hour: 15, minute: 30).schedule(title: "Hello!")
      },
      permissionStrategy: .askSystemPermissionIfNeeded)
    #expect(report.added.count == 30)
    #expect(group.groupIdentifier.hasPrefix("adhoc-"))
    await notifications.schedule(
      content: NotificationContent(title: "Test Notification"), at: Tomorrow().at(hour: 20, minute: 15),
      permissionStrategy: .scheduleIfSystemAllowed)
    #expect(await simulator.pending.count == 31)
    await notifications.remove(group: group)
    #expect(await simulator.pending.count == 1)
  }

  @Test func rescheduleAllSharesTheCapSoonestFirst() async {
    let (simulator, notifications) = make(capacity: 20)
    notifications.register(QuoteGroup("morning"), permissionStrategy: .scheduleIfSystemAllowed)
    notifications.register(QuoteGroup("evening"), permissionStrategy: .scheduleIfSystemAllowed)
    let report = await notifications.rescheduleAll()
    #expect(report.outcomes == ["morning": .scheduled, "evening": .scheduled])
    #expect(await simulator.pending.count == 20)
    let groups = await simulator.pending.compactMap { RequestIdentifier($0.request.identifier)?.group }
    #expect(groups.filter { $0 == "morning" }.count == 10)
  }

  @Test func deliveredNotificationsOfAGroupCanBeCleared() async {
    let (simulator, notifications) = make()
    await notifications.reschedule(group: QuoteGroup(), permissionStrategy: .scheduleIfSystemAllowed)
    await simulator.advance(by: 3 * 86_400)
    #expect(await simulator.delivered.count == 3)
    let cleared = await notifications.removeDeliveredNotifications(ofGroup: "dailyQuote")
    #expect(cleared.count == 3)
    #expect(await simulator.delivered.isEmpty)
  }
}

/// A permission store that reads every group as not asked and cannot record a decision.
private struct UnwritableStore: GroupPermissionStore {
  func permission(forGroup group: String) async throws(GroupPermissionStoreError) -> GroupPermission {
    .notAsked
  }

  func setPermission(_ permission: GroupPermission, forGroup group: String)
    async throws(GroupPermissionStoreError)
  {
    throw .ioFailure(path: "/read-only/groups.json", reason: "read-only file system")
  }

  func allPermissions() async throws(GroupPermissionStoreError) -> [String: GroupPermission] { [:] }

  func removePermission(forGroup group: String) async throws(GroupPermissionStoreError) {
    throw .ioFailure(path: "/read-only/groups.json", reason: "read-only file system")
  }
}

/// A center whose removals never answer.
private struct NeverRemoves: ForwardingNotificationCenter {
  let base: any NotificationCenterPort

  func removePendingRequests(withIdentifiers identifiers: [String]) async {
    await withUnsafeContinuation { (_: UnsafeContinuation<Void, Never>) in }
  }
}
