import Foundation
import NiceNotifications
import NiceNotificationsTesting
import Testing
import TestSupport

/// The promise "never over the cap, never lost, never twice" on every path that writes, each
/// through the public API on the simulator.
struct SlotOwnershipTests {
  let berlin = DateBuilder.Context.fixed(2026, 11, 21, 12, 0)

  /// 100 days of a 09:00 reminder: more than the 64 slots.
  let water = FixedGroup("water") {
    EveryDay(forDays: 100, starting: .today).at(hour: 9, minute: 0).schedule(title: "Drink water")
  }

  func full() async -> (SimulatedNotificationCenter, LocalNotifications) {
    let center = simulator(berlin)
    let notifications = frontDoor(over: center)
    await notifications.reschedule(group: water, permissionStrategy: .scheduleIfSystemAllowed)
    return (center, notifications)
  }

  func identifiers(_ center: SimulatedNotificationCenter, group: String) async -> [String] {
    await center.pending.map(\.request.identifier).filter { RequestIdentifier($0)?.group == group }.sorted()
  }

  // 1. A group switched on while others hold every slot.

  @Test func aGroupSwitchedOnWhileOthersHoldEverySlotTakesTheSlotsItsSoonerOccurrencesNeed() async throws {
    let (center, notifications) = await full()
    let habit = FixedGroup("habit") {
      EveryDay(forDays: 5, starting: .tomorrow).at(hour: 8, minute: 0).schedule(title: "Stretch")
    }
    let report = await notifications.reschedule(group: habit, permissionStrategy: .scheduleIfSystemAllowed)
    #expect(report.outcomes["habit"] == .scheduled)
    #expect(report.isSuccess)
    #expect(await center.pending.count == 64)
    #expect(await identifiers(center, group: "habit").count == 5)
    // The five latest water reminders made room; the report names them and when to refill.
    let displaced = try #require(report.plan?.deferrals.filter { $0.reason == .displaced })
    #expect(displaced.count == 5)
    #expect(Set(displaced.map(\.identifier)) == Set(report.removed))
    #expect(report.plan?.refillDate == displaced.compactMap(\.fireDate).min())
    #expect(report.plan?.groups["habit"]?.scheduled == 5)
  }

  @Test func aGroupThatWantedSlotsAndGotNoneIsNotASuccess() async throws {
    let (center, notifications) = await full()
    let later = FixedGroup("later") {
      EveryDay(forDays: 3, starting: AddingDays(200, to: .today)).at(hour: 8, minute: 0).schedule(
        title: "Later")
    }
    let report = await notifications.reschedule(group: later, permissionStrategy: .scheduleIfSystemAllowed)
    #expect(!report.isSuccess)
    guard case .failed(let reason)? = report.outcomes["later"] else {
      Issue.record("expected a failed outcome, got \(String(describing: report.outcomes["later"]))")
      return
    }
    #expect(reason.contains("no slot"))
    #expect(report.plan?.groups["later"]?.gotNoSlot == true)
    #expect(await identifiers(center, group: "later").isEmpty)
    #expect(await center.pending.count == 64)
  }

  @Test func aGroupWithNothingToScheduleIsASuccess() async {
    let (_, notifications) = await full()
    let nothing = FixedGroup("nothing") {}
    let report = await notifications.reschedule(group: nothing, permissionStrategy: .scheduleIfSystemAllowed)
    #expect(report.isSuccess)
    #expect(report.plan?.groups["nothing"]?.gotNoSlot == false)
    #expect(report.plan?.groups["nothing"]?.scheduled == 0)
  }

  // 2. A direct request when every slot is taken.

  @Test func aDirectRequestOnAFullCenterDisplacesTheLatestReminderInsteadOfGoingOverTheCap() async {
    let (center, notifications) = await full()
    let latest = await identifiers(center, group: "water").last
    let request = NotificationRequest(
      identifier: "welcome", content: NotificationContent(title: "Welcome"),
      trigger: .timeInterval(600, repeats: false))
    let report = await notifications.directSchedule(
      request: request, permissionStrategy: .scheduleIfSystemAllowed)
    #expect(report.outcomes["welcome"] == .scheduled)
    #expect(report.removed == [latest].compactMap { $0 })
    #expect(await center.pending.count == 64)
    #expect(await center.dropped.isEmpty)
    #expect(await center.pending.contains { $0.request.identifier == "welcome" })
  }

  @Test func aDirectRequestWithNoMovableSlotIsRefusedAndSaysWhy() async {
    let center = simulator(berlin)
    for index in 0..<64 {
      try? await center.add(request("other-\(index)", .timeInterval(3_600, repeats: false)))
    }
    let notifications = frontDoor(over: center)
    let request = NotificationRequest(
      identifier: "welcome", content: NotificationContent(title: "Welcome"),
      trigger: .timeInterval(600, repeats: false))
    let report = await notifications.directSchedule(
      request: request, permissionStrategy: .scheduleIfSystemAllowed)
    #expect(!report.isSuccess)
    #expect(
      report.outcomes["welcome"]
        == .failed("no slot: every pending slot is held by a request that cannot be moved"))
    #expect(await center.pending.count == 64)
    #expect(await center.dropped.isEmpty)
  }

  @Test func aDirectRequestMayNotTakeAGroupsIdentifier() async {
    let (center, notifications) = await full()
    let first = await identifiers(center, group: "water").first ?? ""
    let request = NotificationRequest(
      identifier: first, content: NotificationContent(title: "Mine"), trigger: nil)
    let report = await notifications.directSchedule(
      request: request, permissionStrategy: .scheduleIfSystemAllowed)
    #expect(!report.isSuccess)
    #expect(
      await center.pending.first { $0.request.identifier == first }?.request.content.title == "Drink water")
  }

  // 3. Snoozes share the one rule, and respect the group's switch.

  @Test func aSnoozeOnAFullCenterStaysUnderTheCap() async throws {
    let (center, notifications) = await full()
    await center.advance(to: berlin.now.addingTimeInterval(21 * 3_600))  // the first 09:00 is delivered
    let delivered = try #require(await center.delivered.first)
    let report = try await notifications.snooze(delivered, .after(600))
    #expect(report.added == [try #require(delivered.request.requestIdentifier).snoozed.description])
    #expect(report.snoozedUntil == berlin.now.addingTimeInterval(21 * 3_600 + 600))
    #expect(await center.pending.count == 64)
    #expect(await center.dropped.isEmpty)
  }

  @Test func aSnoozeOfASwitchedOffGroupIsRefusedAndNothingIsScheduled() async throws {
    let (center, notifications) = await full()
    await center.advance(to: berlin.now.addingTimeInterval(21 * 3_600))
    let delivered = try #require(await center.delivered.first)
    await notifications.disable(group: water)
    await #expect(throws: ResponseActionError.groupDisabled("water")) {
      try await notifications.snooze(delivered, .after(600))
    }
    #expect(await center.pending.isEmpty)
  }

  // 5. Content makers that throw, run concurrently, once each.

  @Test func aContentMakerThatThrowsKeepsWhatIsPendingAndSaysSo() async throws {
    let outage = Flag()
    let quotes = FixedGroup("quotes") {
      EveryDay(forDays: 10, starting: .tomorrow).at(hour: 9, minute: 0).schedule {
        () async throws -> NotificationContent? in
        if outage.isSet { throw URLError(.notConnectedToInternet) }
        return NotificationContent(title: "Quote")
      }
    }
    let center = simulator(berlin)
    let notifications = frontDoor(over: center)
    await notifications.reschedule(group: quotes, permissionStrategy: .scheduleIfSystemAllowed)
    let before = await center.pending
    outage.set()
    let report = await notifications.reschedule(group: quotes, permissionStrategy: .scheduleIfSystemAllowed)
    #expect(report.removed.isEmpty)
    #expect(await center.pending == before)
    #expect(!report.isSuccess)
    #expect(report.plan?.groups["quotes"]?.contentFailed == true)
  }

  @Test func aContentMakerThatThrowsWithNothingPendingWaitsForTheRefillDate() async throws {
    let quotes = FixedGroup("quotes") {
      Tomorrow().at(hour: 9, minute: 0).schedule { () async throws -> NotificationContent? in
        throw URLError(.timedOut)
      }
      Tomorrow().at(hour: 10, minute: 0).schedule(title: "Stays")
    }
    let center = simulator(berlin)
    let report = await frontDoor(over: center).reschedule(
      group: quotes, permissionStrategy: .scheduleIfSystemAllowed)
    let failed = try #require(report.plan?.deferrals.first)
    #expect(report.plan?.refillDate == failed.fireDate)
    #expect(await center.pending.map(\.request.content.title) == ["Stays"])
  }

  @Test func contentMakersRunConcurrentlyAndOnceForEachOccurrence() async {
    let tracker = ConcurrencyTracker()
    let group = FixedGroup("fetched") {
      EveryDay(forDays: 64, starting: .tomorrow).at(hour: 9, minute: 0).schedule {
        () async -> NotificationContent? in
        await tracker.run { try? await Task.sleep(nanoseconds: 20_000_000) }
        return NotificationContent(title: "Fetched")
      }
    }
    let center = simulator(berlin)
    await frontDoor(over: center).reschedule(group: group, permissionStrategy: .scheduleIfSystemAllowed)
    #expect(await tracker.calls == 64)
    #expect(await tracker.mostAtOnce > 1)
    #expect(await tracker.mostAtOnce <= 16)
    #expect(await center.pending.count == 64)
  }

  // 6. No deadlock: re-entrant calls and a center that never answers.

  @Test func aCallFromInsideAContentMakerGetsATypedErrorInsteadOfWaitingForever() async {
    let center = simulator(berlin)
    let notifications = frontDoor(over: center)
    let inner = Recorder<RescheduleReport>()
    let other = FixedGroup("other") { Tomorrow().at(hour: 9, minute: 0).schedule(title: "Other") }
    let group = FixedGroup("outer") {
      Tomorrow().at(hour: 8, minute: 0).schedule { () async -> NotificationContent? in
        await inner.append(
          await notifications.reschedule(group: other, permissionStrategy: .scheduleIfSystemAllowed))
        return NotificationContent(title: "Outer")
      }
    }
    let report = await notifications.reschedule(group: group, permissionStrategy: .scheduleIfSystemAllowed)
    #expect(report.isSuccess)
    let nested = await inner.values.first
    #expect(nested?.outcomes["other"] == .failed(LocalNotificationsError.reentrantCall.description))
  }

  @Test(.timeLimit(.minutes(1)))
  func aTaskAContentMakerStartsCallsInOnceTheRescheduleHasReturned() async throws {
    let center = simulator(berlin)
    let notifications = frontDoor(over: center)
    let outerReturned = Stall()
    await outerReturned.close()
    let spawned = Locked<Task<RescheduleReport, Never>?>(nil)
    let other = FixedGroup("other") { Tomorrow().at(hour: 9, minute: 0).schedule(title: "Other") }
    let group = FixedGroup("outer") {
      Tomorrow().at(hour: 8, minute: 0).schedule { () async -> NotificationContent? in
        // A refresh the maker starts and does not wait for: it inherits the call's session.
        let task = Task {
          await outerReturned.pass()
          return await notifications.reschedule(group: other, permissionStrategy: .scheduleIfSystemAllowed)
        }
        spawned.withLock { $0 = task }
        return NotificationContent(title: "Outer")
      }
    }
    let report = await notifications.reschedule(group: group, permissionStrategy: .scheduleIfSystemAllowed)
    #expect(report.isSuccess)
    await outerReturned.open()
    let later = try #require(spawned.withLock { $0 })
    #expect(await later.value.outcomes["other"] == .scheduled)
    #expect(await center.pending.count == 2)
  }

  @Test func aPermissionAskerThatAsksAgainGetsATypedError() async {
    let center = simulator(berlin)
    let notifications = frontDoor(over: center)
    let nested = Recorder<PermissionDecision>()
    let asker = PermissionAsker { () async throws -> Bool in
      await nested.append(await notifications.requestPermission(strategy: .askSystemPermissionIfNeeded))
      return true
    }
    let strategy = PermissionStrategy(groupLevel: .askPermission(.once, asker), systemLevel: .askPermission)
    let report = await notifications.reschedule(group: water, permissionStrategy: strategy)
    #expect(report.outcomes["water"] == .scheduled)
    #expect(await nested.values == [.failed(LocalNotificationsError.reentrantCall.description)])
  }

  @Test(.timeLimit(.minutes(1)))
  func aPermissionAskerWhoseAnswerTurnsTheGroupOffFromAnotherTaskIsNotWaitedForForever() async {
    // A "No thanks" button: it turns the group off from a task of its own, then answers.
    let center = simulator(berlin)
    let notifications = frontDoor(over: center)
    let asker = PermissionAsker { () async throws -> Bool in
      _ = await Task.detached { await notifications.disable(group: water) }.value
      return false
    }
    let strategy = PermissionStrategy(groupLevel: .askPermission(.once, asker), systemLevel: .askPermission)
    let report = await notifications.reschedule(group: water, permissionStrategy: strategy)
    #expect(report.outcomes["water"] == .denied(.group))
    #expect(await notifications.groupAuthorization(forGroup: "water") == .denied)
    #expect(await center.pending.isEmpty)
  }

  @Test(.timeLimit(.minutes(1)))
  func aCompletionAskerAnsweredFromAnotherTaskAfterAnotherCallIsNotWaitedForForever() async {
    let center = simulator(berlin)
    let notifications = frontDoor(over: center)
    let other = FixedGroup("other") { Tomorrow().at(hour: 9, minute: 0).schedule(title: "Other") }
    let asker = PermissionAsker(askPermission: { done in
      Task.detached {
        await notifications.reschedule(group: other, permissionStrategy: .scheduleIfSystemAllowed)
        done(.success(true))
      }
    })
    let strategy = PermissionStrategy(groupLevel: .askPermission(.once, asker), systemLevel: .askPermission)
    let report = await notifications.reschedule(group: water, permissionStrategy: strategy)
    #expect(report.outcomes["water"] == .scheduled)
    let pendingGroups = Set(
      await center.pending.compactMap { RequestIdentifier($0.request.identifier)?.group })
    #expect(pendingGroups == ["water", "other"])
  }

  @Test func aCenterThatNeverAnswersFailsTheCallAndTheInstanceGoesOn() async {
    let simulated = simulator(berlin)
    let center = StallingCenter(base: simulated)
    let notifications = LocalNotifications(
      center: center, permissionStore: InMemoryGroupPermissionStore(), policy: .soonestFirst,
      centerTimeLimit: 1
    ) { [berlin] in berlin }
    await center.stall.close()
    let stalled = await notifications.reschedule(group: water, permissionStrategy: .scheduleIfSystemAllowed)
    #expect(
      stalled.outcomes["water"]
        == .failed(LocalNotificationsError.centerTimedOut("pendingRequests()").description))
    await center.stall.open()
    let recovered = await notifications.reschedule(group: water, permissionStrategy: .scheduleIfSystemAllowed)
    #expect(recovered.isSuccess)
    #expect(await simulated.pending.count == 64)
  }

  /// An instance over `center` whose calls to it have `seconds` each.
  func timedFrontDoor(over center: any NotificationCenterPort, centerTimeLimit seconds: Double)
    -> LocalNotifications
  {
    LocalNotifications(
      center: center, permissionStore: InMemoryGroupPermissionStore(), policy: .soonestFirst,
      centerTimeLimit: seconds
    ) { [berlin] in berlin }
  }

  /// Closes `center`'s add stall and adds a one-off request, "dentist", through
  /// `notifications`: its add times out, and lands once the stall opens.
  @discardableResult
  func addingTheDentistWhileAddsStall(through notifications: LocalNotifications, over center: StallingWrites)
    async -> RescheduleReport
  {
    await center.addStall.close()
    let dentist = NotificationRequest(
      identifier: "dentist", content: NotificationContent(title: "Dentist"),
      trigger: .timeInterval(3_600, repeats: false))
    return await notifications.directSchedule(request: dentist, permissionStrategy: .scheduleIfSystemAllowed)
  }

  static let waitingForALateWrite = LocalNotificationsError.centerTimedOut(
    "an earlier write, which may still change what is pending,"
  ).description

  @Test(.timeLimit(.minutes(1)))
  func anAddThatAnswersAfterItsTimeLimitLandsBeforeAnyCallReadsTheCenterAgain() async {
    let (simulated, _) = await full()
    let center = StallingWrites(base: simulated)
    let notifications = timedFrontDoor(over: center, centerTimeLimit: 1)
    let timedOut = await addingTheDentistWhileAddsStall(through: notifications, over: center)
    #expect(
      timedOut.outcomes["dentist"]
        == .failed(LocalNotificationsError.centerTimedOut("add(_:) of dentist").description))
    #expect(await simulated.pending.count == 63)
    // Had it read the 63, it would have added a water reminder back, and the late add would
    // have made 65: the platform would have dropped one.
    let held = await notifications.reschedule(group: water, permissionStrategy: .scheduleIfSystemAllowed)
    #expect(held.outcomes["water"] == .failed(Self.waitingForALateWrite))
    #expect(held.added.isEmpty && held.removed.isEmpty)
    await center.addStall.open()
    let settled = await notifications.reschedule(group: water, permissionStrategy: .scheduleIfSystemAllowed)
    #expect(settled.isSuccess)
    #expect(settled.added.isEmpty && settled.removed.isEmpty)
    let pending = await simulated.pending.map(\.request.identifier)
    #expect(pending.count == 64)
    #expect(pending.contains("dentist"))
    #expect(await simulated.events.allSatisfy { if case .dropped = $0 { false } else { true } })
  }

  @Test(.timeLimit(.minutes(1)))
  func aLateAddOfAnInstanceSinceReleasedStillHoldsBackTheNextInstancesRead() async {
    let (simulated, _) = await full()
    let center = StallingWrites(base: simulated)
    do {
      let first = timedFrontDoor(over: center, centerTimeLimit: 1)
      await addingTheDentistWhileAddsStall(through: first, over: center)
    }
    let second = timedFrontDoor(over: center, centerTimeLimit: 1)
    let held = await second.reschedule(group: water, permissionStrategy: .scheduleIfSystemAllowed)
    #expect(held.outcomes["water"] == .failed(Self.waitingForALateWrite))
    await center.addStall.open()
    #expect(await second.reschedule(group: water, permissionStrategy: .scheduleIfSystemAllowed).isSuccess)
    #expect(await simulated.pending.count == 64)
    #expect(await simulated.events.allSatisfy { if case .dropped = $0 { false } else { true } })
  }

  @Test(.timeLimit(.minutes(1)))
  func markingDoneWaitsForALateWriteAsAReschedule() async throws {
    let (simulated, _) = await full()
    let center = StallingWrites(base: simulated)
    let notifications = timedFrontDoor(over: center, centerTimeLimit: 1)
    await addingTheDentistWhileAddsStall(through: notifications, over: center)
    let first = try #require(await simulated.pending.first?.request.identifier)
    let occurrence = try #require(RequestIdentifier(first))
    await #expect(
      throws: ResponseActionError.refused(
        .centerTimedOut("an earlier write, which may still change what is pending,"))
    ) {
      try await notifications.markHandled(occurrence, date: nil)
    }
    await center.addStall.open()
    _ = try await notifications.markHandled(occurrence, date: nil)
    #expect(await !simulated.pending.map(\.request.identifier).contains(first))
  }

  @Test(.timeLimit(.minutes(1)))
  func aRemovalThatAnswersAfterItsTimeLimitLandsBeforeAReportCountsWhatItRemoves() async {
    let (simulated, _) = await full()
    let center = StallingWrites(base: simulated)
    let notifications = timedFrontDoor(over: center, centerTimeLimit: 1)
    await center.removalStall.close()
    let timedOut = await notifications.remove(group: water)
    #expect(
      timedOut.outcomes["water"]
        == .failed(
          LocalNotificationsError.centerTimedOut("removePendingRequests(withIdentifiers:)").description))
    let held = await notifications.reschedule(group: water, permissionStrategy: .scheduleIfSystemAllowed)
    #expect(held.outcomes["water"] == .failed(Self.waitingForALateWrite))
    await center.removalStall.open()
    // Had it read the 64 still pending, it would have reported them kept, and the late
    // removal would then have taken them all.
    let settled = await notifications.reschedule(group: water, permissionStrategy: .scheduleIfSystemAllowed)
    #expect(settled.isSuccess)
    #expect(settled.added.count == 64)
    #expect(await simulated.pending.count == 64)
  }

  @Test func aTimelineThatThrowsFailsOnlyItsGroupAndKeepsWhatItHadPending() async {
    struct Broken: LocalNotificationsGroup {
      struct Failure: Error, CustomStringConvertible {
        var description: String { "no data" }
      }
      let groupIdentifier = "broken"
      func timeline() async throws -> NotificationsTimeline { throw Failure() }
    }
    let center = simulator(berlin)
    let notifications = LocalNotifications(
      center: center, permissionStore: InMemoryGroupPermissionStore(), policy: .soonestFirst
    ) { [berlin] in berlin }
    let before = AdHocGroup(
      identifier: "broken",
      timeline: NotificationsTimeline { Tomorrow().at(hour: 9, minute: 0).schedule(title: "Before it broke") }
    )
    #expect(
      await notifications.reschedule(group: before, permissionStrategy: .scheduleIfSystemAllowed).isSuccess)
    let evening = AdHocGroup(
      identifier: "evening",
      timeline: NotificationsTimeline {
        EveryDay(forDays: 3, starting: .today).at(hour: 20, minute: 0).schedule(title: "Evening")
      })
    // Registered around the broken group, so the timelines made after it still count.
    notifications.register(
      AdHocGroup(identifier: "a-first", timeline: .empty), permissionStrategy: .scheduleIfSystemAllowed)
    notifications.register(Broken(), permissionStrategy: .scheduleIfSystemAllowed)
    notifications.register(evening, permissionStrategy: .scheduleIfSystemAllowed)
    let report = await notifications.rescheduleAll()
    #expect(report.outcomes["broken"] == .failed("the timeline failed: no data"))
    #expect(report.outcomes["evening"] == .scheduled)
    #expect(report.outcomes["a-first"] == .scheduled)
    let pending = await center.pending.map(\.request.identifier)
    #expect(pending.filter { $0.hasPrefix("broken:") }.count == 1)
    #expect(pending.filter { $0.hasPrefix("evening:") }.count == 3)
  }

  @Test(.timeLimit(.minutes(1)))
  func aTimelineThatNeverCallsBackFailsItsGroupAndHoldsNoOtherCall() async {
    struct Forgetful: LocalNotificationsGroup {
      let groupIdentifier = "forgetful"
      func getTimeline(completion: @escaping @Sendable (NotificationsTimeline) -> Void) {}
    }
    let center = simulator(berlin)
    let notifications = LocalNotifications(
      center: center, permissionStore: InMemoryGroupPermissionStore(), policy: .soonestFirst,
      contentTimeLimit: 1
    ) { [berlin] in berlin }
    let forgotten = await notifications.reschedule(
      group: Forgetful(), permissionStrategy: .scheduleIfSystemAllowed)
    #expect(
      forgotten.outcomes["forgetful"]
        == .failed("the timeline failed: getTimeline(completion:) did not call its completion within 1.0 s"))
    let report = await notifications.reschedule(group: water, permissionStrategy: .scheduleIfSystemAllowed)
    #expect(report.isSuccess)
    #expect(await center.pending.count == 64)
  }

  @Test(.timeLimit(.minutes(1)))
  func aContentMakerThatNeverCallsBackFailsItsOccurrenceAndKeepsWhatWasPending() async {
    let center = simulator(berlin)
    let notifications = LocalNotifications(
      center: center, permissionStore: InMemoryGroupPermissionStore(), policy: .soonestFirst,
      contentTimeLimit: 1
    ) { [berlin] in berlin }
    let first = FixedGroup("pills") {
      EveryDay(forDays: 3, starting: .tomorrow).at(hour: 8, minute: 0).schedule(title: "Pill")
    }
    await notifications.reschedule(group: first, permissionStrategy: .scheduleIfSystemAllowed)
    let forgetful = FixedGroup("pills") {
      EveryDay(forDays: 3, starting: .tomorrow).at(hour: 8, minute: 0).schedule {
        (_: @escaping @Sendable (NotificationContent?) -> Void) in
      }
    }
    let report = await notifications.reschedule(
      group: forgetful, permissionStrategy: .scheduleIfSystemAllowed)
    guard case .failed(let reason)? = report.outcomes["pills"] else {
      Issue.record("expected a failure, got \(report.outcomes)")
      return
    }
    #expect(reason.contains("the content maker did not finish within 1.0 s"))
    #expect(report.removed.isEmpty && report.replaced.isEmpty)
    #expect(await center.pending.map(\.request.content.title) == ["Pill", "Pill", "Pill"])
  }

  @Test func aContentMakerStillRunningAtItsTimeLimitIsCancelled() async {
    let notifications = LocalNotifications(
      center: simulator(berlin), permissionStore: InMemoryGroupPermissionStore(), policy: .soonestFirst,
      contentTimeLimit: 1
    ) { [berlin] in berlin }
    let cancelled = Recorder<Bool>()
    let stopped = Stall()
    await stopped.close()
    let slow = FixedGroup("forecast") {
      Tomorrow().at(hour: 8, minute: 0).schedule(with: { () async throws -> NotificationContent? in
        // Waits for a minute unless cancelled, as a network fetch would.
        try? await Task.sleep(nanoseconds: 60_000_000_000)
        await cancelled.append(Task.isCancelled)
        await stopped.open()
        return NotificationContent(title: "Sunny")
      })
    }
    let report = await notifications.reschedule(group: slow, permissionStrategy: .scheduleIfSystemAllowed)
    guard case .failed(let reason)? = report.outcomes["forecast"] else {
      Issue.record("expected a failure, got \(report.outcomes)")
      return
    }
    #expect(reason.contains("the content maker did not finish within 1.0 s"))
    // The maker was told to stop when its time was up, and stopped.
    await stopped.pass()
    #expect(await cancelled.values == [true])
  }

  @Test func cancellingARescheduleCancelsItsContentMakersAndKeepsWhatWasPending() async {
    let center = simulator(berlin)
    let notifications = frontDoor(over: center)
    let first = FixedGroup("forecast") {
      EveryDay(forDays: 2, starting: .tomorrow).at(hour: 8, minute: 0).schedule(title: "Sunny")
    }
    await notifications.reschedule(group: first, permissionStrategy: .scheduleIfSystemAllowed)
    let started = Stall()
    await started.close()
    let fetching = FixedGroup("forecast") {
      EveryDay(forDays: 2, starting: .tomorrow).at(hour: 8, minute: 0).schedule(with: {
        () async throws -> NotificationContent? in
        await started.open()
        try await Task.sleep(nanoseconds: 60_000_000_000)
        return NotificationContent(title: "Rain")
      })
    }
    let reschedule = Task {
      await notifications.reschedule(group: fetching, permissionStrategy: .scheduleIfSystemAllowed)
    }
    await started.pass()
    let cancelledAt = ContinuousClock.now
    reschedule.cancel()
    let report = await reschedule.value
    // The makers threw `CancellationError` at once, rather than after their minute (or the
    // 30-second content time limit): their occurrences failed, and what was pending stays.
    #expect(ContinuousClock.now - cancelledAt < .seconds(20))
    guard case .failed(let reason)? = report.outcomes["forecast"] else {
      Issue.record("expected a failure, got \(report.outcomes)")
      return
    }
    #expect(reason.contains("CancellationError"))
    #expect(report.removed.isEmpty && report.replaced.isEmpty)
    #expect(await center.pending.map(\.request.content.title) == ["Sunny", "Sunny"])
  }

  // 7. Two instances over one center.

  @Test func twoInstancesOverOneCenterTogetherStayUnderTheCap() async {
    let center = simulator(berlin)
    let first = frontDoor(over: center)
    let second = frontDoor(over: center)
    let tea = FixedGroup("tea") {
      EveryDay(forDays: 100, starting: .today).at(hour: 16, minute: 0).schedule(title: "Tea")
    }
    async let a = first.reschedule(group: water, permissionStrategy: .scheduleIfSystemAllowed)
    async let b = second.reschedule(group: tea, permissionStrategy: .scheduleIfSystemAllowed)
    _ = await (a, b)
    let pending = await center.pending
    #expect(pending.count == 64)
    #expect(Set(pending.map(\.request.identifier)).count == 64)
    #expect(await center.dropped.isEmpty)
    // Whichever went second shared the slots soonest first with the first one's requests.
    let groups = Set(pending.compactMap { RequestIdentifier($0.request.identifier)?.group })
    #expect(groups == ["water", "tea"])
  }

  // 9. Notifications turned back on in Settings while the app runs.

  @Test func notificationsTurnedOffInSettingsKeepTheirSlotsUntilTurnedBackOn() async {
    let center = simulator(berlin, appState: .foreground)
    let notifications = frontDoor(over: center)
    notifications.register(water, permissionStrategy: .scheduleIfSystemAllowed)
    await center.setActivationHandler { await notifications.applicationDidBecomeActive() }
    await notifications.rescheduleAll()
    let scheduled = Set(await center.pending.map(\.request.identifier))
    #expect(scheduled.count == 64)
    // The person turns notifications off in Settings; the app's next reschedule keeps what is pending.
    await center.setAppState(.background)
    await center.setAuthorizationStatus(.denied)
    await center.setAppState(.foreground)
    let whileOff = await notifications.rescheduleAll()
    #expect(whileOff.writes == 0)
    #expect(Set(whileOff.keptWhileSystemDenies) == scheduled)
    #expect(Set(await center.pending.map(\.request.identifier)) == scheduled)
    // Back in Settings, on again; returning to the app finds everything still there.
    await center.setAppState(.background)
    await center.setAuthorizationStatus(.authorized)
    await center.setAppState(.foreground)
    #expect(Set(await center.pending.map(\.request.identifier)) == scheduled)
  }

  @Test func comingToTheForegroundWithNothingChangedWritesNothing() async {
    let (center, notifications) = await full()
    notifications.register(water, permissionStrategy: .scheduleIfSystemAllowed)
    let writes = await center.writeCount
    #expect(await notifications.applicationDidBecomeActive() == nil)
    #expect(await center.writeCount == writes)
  }
}

/// A flag set once, read from any task.
final class Flag: Sendable {
  private let state = LockedFlag()
  var isSet: Bool { state.value }
  func set() { state.set() }
}

/// `@unchecked Sendable` is safe: `flag` is read and written only with `lock` held.
private final class LockedFlag: @unchecked Sendable {
  private let lock = NSLock()
  private var flag = false
  var value: Bool {
    lock.lock()
    defer { lock.unlock() }
    return flag
  }
  func set() {
    lock.lock()
    flag = true
    lock.unlock()
  }
}

/// Counts calls and the most that ran at once.
actor ConcurrencyTracker {
  private(set) var calls = 0
  private(set) var mostAtOnce = 0
  private var running = 0

  func run(_ body: @Sendable () async -> Void) async {
    calls += 1
    running += 1
    mostAtOnce = max(mostAtOnce, running)
    await body()
    running -= 1
  }
}

/// A gate that holds callers while closed.
actor Stall {
  private var closed = false
  private var waiting: [CheckedContinuation<Void, Never>] = []

  func close() { closed = true }

  func open() {
    closed = false
    for continuation in waiting { continuation.resume() }
    waiting.removeAll()
  }

  func pass() async {
    guard closed else { return }
    await withCheckedContinuation { waiting.append($0) }
  }
}

/// A center whose `pendingRequests()` does not answer while its stall is closed.
struct StallingCenter: ForwardingNotificationCenter {
  let base: any NotificationCenterPort
  let stall = Stall()

  func pendingRequests() async -> [PendingRequest] {
    await stall.pass()
    return await base.pendingRequests()
  }
}

/// A center whose adds do not answer while `addStall` is closed, nor its removals while
/// `removalStall` is.
struct StallingWrites: ForwardingNotificationCenter {
  let base: any NotificationCenterPort
  let addStall = Stall()
  let removalStall = Stall()

  func add(_ request: NotificationRequest) async throws(NotificationCenterError) {
    await addStall.pass()
    try await base.add(request)
  }

  func removePendingRequests(withIdentifiers identifiers: [String]) async {
    await removalStall.pass()
    await base.removePendingRequests(withIdentifiers: identifiers)
  }
}
