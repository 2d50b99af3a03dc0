import Foundation
import NiceNotifications
import NiceNotificationsTesting
import Testing
import TestSupport

// The original NiceNotifications' public shapes that need no default instance, written as an
// app wrote them (Swift 6 language mode) and run on instances over simulators. The static
// calls run in OriginalStaticCallsTests; OriginalCatalogueTests lists where each shape is used.

/// A group declared the original's way, with the original's execution-context preference.
private final class OriginalQuoteGroup: LocalNotificationsGroup {
  let groupIdentifier: String = "quotes"

  var preferredExecutionContext: LocalNotificationsGroupContextPreference {
    return .canRunOnAnyQueue
  }

  func getTimeline(completion: @escaping (NotificationsTimeline) -> ()) {
    completion(NotificationsTimeline { Tomorrow().at(hour: 9, minute: 0).schedule(title: "Quote") })
  }
}

/// A group that keeps the default preference.
private struct MainQueueGroup: LocalNotificationsGroup {
  let groupIdentifier = "mainQueue"
  func getTimeline(completion: @escaping @Sendable (NotificationsTimeline) -> Void) { completion(.empty) }
}

/// A scheduling type of an app's own, the original's way: it names its triggers.
private struct InAnHour: NotificationsScheduling {
  static var keyPathForTriggerSet: (InAnHour) -> LocalNotifications.NotificationTriggerSet {
    { _ in NotificationTrigger.keyPathForTriggerSet(.timeInterval(3_600, repeats: false)) }
  }
}

/// Lines handed to the log, from any thread.
private final class Lines: @unchecked Sendable {
  // `@unchecked Sendable`: `lines` is only touched under `lock`.
  private let lock = NSLock()
  private var lines: [String] = []

  func record(_ line: String) {
    lock.lock()
    lines.append(line)
    lock.unlock()
  }

  var all: [String] {
    lock.lock()
    defer { lock.unlock() }
    return lines
  }
}

/// A phone in Berlin at 08:00 on the Saturday before the clocks go forward.
private func berlinPhone(authorization: AuthorizationStatus = .authorized) throws
  -> SimulatedNotificationCenter
{
  try SimulatedNotificationCenter(
    startingAt: 2026, 3, 28, hour: 8, in: Zones.named("Europe/Berlin"), authorization: authorization)
}

private func pending(_ phone: SimulatedNotificationCenter, _ group: String) async -> [NotificationRequest] {
  await phone.pendingRequests().map(\.request).filter { $0.identifier.hasPrefix(group + ":") }
}

struct OriginalShapesTests {
  @Test func everyGroupLevelOfTheOriginalIsAStrategy() {
    let asker = LocalNotifications.ApplicationLevelPermissionAsker { completion in completion(.success(true))
    }
    let mode: LocalNotifications.PermissionStrategy.GroupLevel.AskPermissionMode = .alwaysIfNotAllowed
    let levels: [LocalNotifications.PermissionStrategy.GroupLevel] = [
      .allowAutomatically, .askPermission(mode, asker), .askPermission(.once, asker), .ifAlreadyAllowed,
      .ifAllowed(other: OriginalQuoteGroup()), .bypass,
    ]
    #expect(Set(levels).count == levels.count)
    // The group itself, as the original took it, names the same group as its identifier.
    #expect(
      LocalNotifications.PermissionStrategy.GroupLevel.ifAllowed(other: OriginalQuoteGroup())
        == .ifAllowed(other: "quotes"))
    let custom = LocalNotifications.PermissionStrategy(
      groupLevel: .ifAlreadyAllowed, systemLevel: .ifAlreadyAllowed)
    #expect(custom.groupLevel == .ifAlreadyAllowed)
    #expect(custom.systemLevel == .ifAlreadyAllowed)
    let prePermission = LocalNotifications.PermissionStrategy.askWithPrePermission(
      .alwaysIfNotAllowed, prePermission: asker)
    #expect(prePermission.groupLevel == .askPermission(.alwaysIfNotAllowed, asker))
    #expect(prePermission.systemLevel == .askPermission)
    #expect(LocalNotifications.PermissionStrategy.askSystemPermissionIfNeeded.groupLevel == .bypass)
    #expect(LocalNotifications.PermissionStrategy.scheduleIfSystemAllowed.systemLevel == .ifAlreadyAllowed)
  }

  @Test func anAskerAnswersThroughTheOriginalsCompletion() async {
    let asker = LocalNotifications.ApplicationLevelPermissionAsker(askPermission: { completion in
      completion(.success(false))
    })
    let answer = await withCheckedContinuation { done in asker.askPermission { done.resume(returning: $0) } }
    #expect((try? answer.get()) == false)
    struct Refused: Error {}
    let failing = LocalNotifications.ApplicationLevelPermissionAsker { completion in
      completion(.failure(Refused()))
    }
    let failure = await withCheckedContinuation { done in failing.askPermission { done.resume(returning: $0) }
    }
    #expect((try? failure.get()) == nil)
  }

  @Test func theOriginalsResultsMapAsItDocuments() {
    let permissionResults: [LocalNotifications.PermissionResult] = [
      .allowed, .deniedOnGroupLevel, .deniedOnSystemLevel,
    ]
    #expect(permissionResults.map(\.isAllowed) == [true, false, false])
    #expect(permissionResults.map(\.isDenied) == [false, true, true])
    #expect(permissionResults.map(\.asSchedulingResult.isSuccess) == [true, false, false])
    if case .deniedOnSystemLevel = LocalNotifications.PermissionResult.deniedOnSystemLevel.asSchedulingResult
    {
    } else {
      Issue.record("a system denial schedules as a system denial")
    }
    struct Broken: Error {}
    let schedulingResults: [LocalNotifications.SchedulingResult] = [
      .scheduledSuccesfully, .systemError(Broken()), .deniedOnGroupLevel, .deniedOnSystemLevel,
    ]
    #expect(schedulingResults.map(\.isSuccess) == [true, false, false, false])
    let final: [LocalNotifications.FinalAuthorizationStatus] = [.enabled, .disabled, .systemDenied]
    #expect(final.map(\.isEnabled) == [true, false, false])
    let system: [LocalNotifications.SystemAuthorization.Status] = [
      .allowed, .deniedPreviously, .deniedNow, .undetermined,
    ]
    #expect(system.map(\.isAllowed) == [true, false, false, false])
    let group: [LocalNotifications.GroupLevelAuthorization.Status] = [.notAsked, .allowed, .denied]
    #expect(group.map(\.isAllowed) == [false, true, false])
    #expect(PermissionDecision.denied(.system).permissionResult == .deniedOnSystemLevel)
    #expect(PermissionDecision.failed("the asker failed").permissionResult == .deniedOnGroupLevel)
  }

  @Test func aReportReducesToTheOriginalsResultHonestly() async throws {
    let phone = try berlinPhone(authorization: .notDetermined)
    let notifications = LocalNotifications(simulator: phone)
    let denied = await notifications.reschedule(
      group: OriginalQuoteGroup(), permissionStrategy: .scheduleIfSystemAllowed)
    guard case .deniedOnSystemLevel = denied.schedulingResult else {
      Issue.record("\(denied.schedulingResult)")
      return
    }
    await phone.setAuthorizationStatus(.authorized)
    await phone.failNextAdds(1)
    let refused = await notifications.reschedule(
      group: OriginalQuoteGroup(), permissionStrategy: .scheduleIfSystemAllowed)
    guard case .systemError(let error) = refused.schedulingResult else {
      Issue.record("\(refused.schedulingResult)")
      return
    }
    #expect("\(error)".contains("injected"))
    let scheduled = await notifications.reschedule(
      group: OriginalQuoteGroup(), permissionStrategy: .scheduleIfSystemAllowed)
    #expect(scheduled.schedulingResult.isSuccess == scheduled.isSuccess)
    #expect(scheduled.schedulingResult.isSuccess)
    let groupDenied = await notifications.reschedule(
      group: OriginalQuoteGroup(),
      permissionStrategy: LocalNotifications.PermissionStrategy(
        groupLevel: .ifAllowed(other: MainQueueGroup()), systemLevel: .ifAlreadyAllowed))
    guard case .deniedOnGroupLevel = groupDenied.schedulingResult else {
      Issue.record("\(groupDenied.schedulingResult)")
      return
    }
    #expect(await pending(phone, "quotes").isEmpty)
  }

  /// The original handed `.components` to a one-time calendar trigger: components without a
  /// day fired at their next match, and do here (across the change to summer time).
  @Test func componentsWithoutADayScheduleAtTheirNextMatch() async throws {
    let phone = try berlinPhone()
    let notifications = LocalNotifications(simulator: phone)
    let group = AdHocGroup(
      identifier: "comps",
      timeline: NotificationsTimeline {
        DateBuilder.ResolvedDate.components(DateComponents(hour: 9, minute: 0, weekday: 2)).schedule(
          title: "Mon 9")
        DateBuilder.ResolvedDate.components(
          DateComponents(year: 2026, month: 6, hour: 9, weekday: 2, weekdayOrdinal: 2)
        ).schedule(title: "Second Monday of June")
      })
    let report = await notifications.reschedule(group: group, permissionStrategy: .scheduleIfSystemAllowed)
    #expect(report.isSuccess)
    let berlin = DateBuilder.Context.fixed(2026, 3, 28, 8, 0)
    let dates = await phone.pendingFireDates().values.sorted().map { berlin.local($0) }
    #expect(dates == ["2026-03-30 09:00", "2026-06-08 09:00"])
  }

  /// The original handed `.components` with a time zone to a calendar trigger in that zone: a
  /// market opening at 09:30 in New York fires then on a phone in Berlin, across Berlin's clock change.
  @Test func componentsWithATimeZoneFireAtThatZonesTime() async throws {
    let phone = try berlinPhone()
    let notifications = LocalNotifications(simulator: phone)
    var opening = DateComponents(year: 2026, month: 3, day: 30, hour: 9, minute: 30)
    opening.timeZone = Zones.named("America/New_York")
    // Such components name their instant when made: here in the phone's calendar.
    let group = DateBuilder.withContext(.fixed(2026, 3, 28, 8, 0)) {
      AdHocGroup(
        identifier: "market",
        timeline: NotificationsTimeline {
          DateBuilder.ResolvedDate.components(opening).schedule(title: "Market opens")
        })
    }
    let report = await notifications.reschedule(group: group, permissionStrategy: .scheduleIfSystemAllowed)
    #expect(report.isSuccess)
    await phone.advance(by: 3 * 86_400)
    let delivered = await phone.deliveredNotifications().map(\.date)
    #expect(delivered == [Date(timeIntervalSince1970: 1_774_877_400)])  // 13:30 UTC, 15:30 in Berlin
  }

  /// The original scheduled a group without a name under identifiers that began with `:`;
  /// here the group is refused, and the report says why.
  @Test func aGroupWithoutANameIsRefusedSayingWhy() async throws {
    let phone = try berlinPhone()
    let notifications = LocalNotifications(simulator: phone)
    let unnamed = AdHocGroup(
      identifier: "",
      timeline: NotificationsTimeline { Tomorrow().at(hour: 9, minute: 0).schedule(title: "Hi") })
    let report = await notifications.reschedule(group: unnamed, permissionStrategy: .scheduleIfSystemAllowed)
    #expect(!report.isSuccess)
    #expect(!report.schedulingResult.isSuccess)
    #expect("\(report)".contains("cannot identify a group: it is empty"), "\(report)")
    #expect(await phone.pendingRequests().isEmpty)
  }

  @Test func bothLevelsMakeTheFinalStatus() async throws {
    let phone = try berlinPhone(authorization: .notDetermined)
    let notifications = LocalNotifications(simulator: phone)
    #expect(await notifications.authorizationStatus(forGroup: "quotes") == .disabled)
    await phone.setAuthorizationStatus(.authorized)
    #expect(await notifications.authorizationStatus(forGroup: "quotes") == .disabled)
    await notifications.reschedule(
      group: OriginalQuoteGroup(),
      permissionStrategy: LocalNotifications.PermissionStrategy(
        groupLevel: .allowAutomatically, systemLevel: .ifAlreadyAllowed))
    #expect(await notifications.authorizationStatus(forGroup: "quotes") == .enabled)
    await phone.setAuthorizationStatus(.denied)
    #expect(await notifications.authorizationStatus(forGroup: "quotes") == .systemDenied)
  }

  @available(*, deprecated, message: "uses the original's deprecated timeline shapes on purpose")
  @Test func theOriginalsTimelinesSchedule() async throws {
    let morning: LocalNotifications.NotificationRequest = Tomorrow().at(hour: 9, minute: 0).schedule(
      title: "Morning")
    let evening: TimelineBuilder.Expression = Tomorrow().at(hour: 20, minute: 0).schedule(title: "Evening")
    var timeline = NotificationsTimeline(requests: [
      morning.withCategory("quote"), evening.withTargetContentIdentifier("evening"),
    ])
    #expect(timeline.requests.count == 2)
    timeline.requests.append(Today().at(hour: 21, minute: 0).schedule(title: "Tonight"))
    let single: TimelineBuilder.Component = TimelineBuilder.buildBlock(
      TimelineBuilder.buildExpression(morning))
    let none = TimelineBuilder.buildExpression(nil as TimelineBuilder.Expression?)
    #expect(single.count == 1)
    #expect(none.isEmpty)
    #expect(TimelineBuilder.buildOptional(nil).isEmpty)
    #expect(TimelineBuilder.buildEither(first: single).count == 1)
    #expect(TimelineBuilder.buildEither(second: none).isEmpty)
    let combined = NotificationsTimeline(
      combining: timeline, .empty, NotificationsTimeline(combining: [timeline]))
    #expect(combined.requests.count == 6)

    let phone = try berlinPhone()
    let notifications = LocalNotifications(simulator: phone)
    let report = await notifications.schedule(
      timeline: timeline, groupIdentifier: "day", permissionStrategy: .scheduleIfSystemAllowed
    ).report
    #expect(report.isSuccess)
    let requests = await pending(phone, "day")
    #expect(Set(requests.map(\.content.title)) == ["Morning", "Evening", "Tonight"])
    #expect(requests.first { $0.content.title == "Morning" }?.content.categoryIdentifier == "quote")
    #expect(requests.first { $0.content.title == "Evening" }?.content.targetContentIdentifier == "evening")
  }

  @Test func contentMakersGetTheOriginalsTrigger() async throws {
    let phone = try berlinPhone()
    let notifications = LocalNotifications(simulator: phone)
    @Sendable func content(for trigger: LocalNotifications.Trigger) -> NotificationContent? {
      NotificationContent(
        title: trigger.identifier.rawValue, body: "\(trigger.nextTriggerDate.timeIntervalSince1970)")
    }
    let timeline = NotificationsTimeline {
      // Saturday, Sunday (the clocks go forward at 02:00) and Monday at 09:00.
      EveryDay(forDays: 3, starting: .today).at(hour: 9, minute: 0).schedule(with: content(for:))
      Tomorrow().at(hour: 10, minute: 0).schedule { (trigger: LocalNotifications.Trigger, completion) in
        completion(NotificationContent(title: "async", body: "\(trigger.rawTrigger)"))
      }
    }
    let report = await notifications.schedule(
      timeline: timeline, groupIdentifier: "made", permissionStrategy: .scheduleIfSystemAllowed
    ).report
    #expect(report.isSuccess)
    let requests = await pending(phone, "made")
    #expect(requests.count == 4)
    let berlin = Zones.named("Europe/Berlin")
    for request in requests where request.content.title != "async" {
      // The identifier a maker saw is the request's own, and the date its fire date.
      #expect(request.content.title == request.identifier)
      let fire = Date(timeIntervalSince1970: TimeInterval(request.content.body) ?? 0)
      var calendar = Calendar(identifier: .gregorian)
      calendar.timeZone = berlin
      #expect(calendar.component(.hour, from: fire) == 9)
    }
    #expect(requests.first { $0.content.title == "async" }?.content.body.contains("hour: 10") == true)
  }

  @Test func triggerSetsScheduleWhatTheyName() async throws {
    let phone = try berlinPhone()
    let notifications = LocalNotifications(simulator: phone)
    let now = await phone.now
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = Zones.named("Europe/Berlin")
    let context = DateBuilder.Context(now: now, calendar: calendar)
    let (one, days, past) = DateBuilder.withContext(context) {
      (
        DateBuilder.ResolvedDate.keyPathForTriggerSet(Tomorrow().at(hour: 9, minute: 0)),
        [DateBuilder.ResolvedDate].keyPathForTriggerSet([
          Today().at(hour: 7, minute: 0), Tomorrow().at(hour: 7, minute: 0),
          Tomorrow().at(hour: 19, minute: 0),
        ]),
        DateBuilder.ResolvedDate.keyPathForTriggerSet(ExactlyAt(now.addingTimeInterval(-60)))
      )
    }
    #expect(one.triggers.count == 1)
    // Today's 07:00 has passed at 08:00; Sunday's two have not.
    #expect(days.triggers.count == 2)
    #expect(past.triggers.isEmpty)
    #expect(LocalNotifications.NotificationTriggerSet.empty.triggers.isEmpty)
    let sunday = try #require(one.triggers.first)
    // 09:00 on Sunday: 25 wall-clock hours ahead, less the hour the clocks skip.
    #expect(sunday.nextTriggerDate.timeIntervalSince(now) == 24 * 3_600)
    let repeated = LocalNotifications.NotificationTriggerSet.single(trigger: sunday)
    #expect(LocalNotifications.NotificationTriggerSet.keyPathForTriggerSet(repeated) == repeated)
    #expect(LocalNotifications.NotificationContentIdentifier(rawValue: "a").rawValue == "a")
    #expect(LocalNotifications.NotificationContentIdentifier.makeRandom() != .makeRandom())
    let report = await notifications.schedule(
      timeline: NotificationsTimeline {
        repeated.schedule(title: "Set of one")
        days.schedule(title: "Set of two")
        InAnHour().schedule(title: "In an hour")
        LocalNotifications.NotificationTriggerSet.empty.schedule(title: "Never")
      },
      groupIdentifier: "sets", permissionStrategy: .scheduleIfSystemAllowed
    ).report
    #expect(report.isSuccess)
    let titles = await pending(phone, "sets").map(\.content.title).sorted()
    #expect(titles == ["In an hour", "Set of one", "Set of two", "Set of two"])
  }

  @Test func contentTakesTheOriginalsShapes() {
    let make: (String?, String?, String?, NotificationSound?) -> NotificationContent =
      NotificationContent.init(title:subtitle:body:sound:)
    let loud = make("Title", nil, "Body", .default)
    #expect(loud.sound == .default && loud.subtitle.isEmpty && loud.body == "Body")
    let mute: (String?, String?, String?) -> NotificationContent = NotificationContent.muted(
      title:subtitle:body:)
    #expect(mute("Quiet", "Sub", nil).sound == nil)
    #expect(
      NotificationContent(title: "Test Notification", body: "This one is for a README", sound: .default).title
        == "Test Notification")
  }

  @Test func groupsPreferTheMainQueueUnlessTheySayOtherwise() {
    #expect(MainQueueGroup().preferredExecutionContext == .mainQueueOnly)
    #expect(
      OriginalQuoteGroup().preferredExecutionContext
        == LocalNotificationsGroupContextPreference.canRunOnAnyQueue)
  }

  @available(*, deprecated, message: "reads the original's key on purpose")
  @Test func theOriginalsKeyIsReadOnceAndCarriedOver() async throws {
    try await withTemporaryDefaultsSuite { defaults, _ in
      let key = LocalNotifications.GroupLevelAuthorization._userDefaultsKey(forGroup: "quotes")
      #expect(key == "___np_local_notifications_app_permission_group:quotes")
      defaults.set(false, forKey: key)
      let notifications = LocalNotifications(
        simulator: try berlinPhone(),
        permissionStore: UserDefaultsGroupPermissionStore(userDefaults: defaults))
      #expect(
        await LocalNotifications.GroupLevelAuthorization.getCurrent(forGroup: "quotes", of: notifications)
          == .denied)
      #expect(defaults.object(forKey: key) == nil)
      #expect(await notifications.authorizationStatus(forGroup: "quotes") == .disabled)
    }
  }

  @Test func theLogIsSafeToSetAndCallFromManyThreads() async {
    let previous = LocalNotifications.Log.info
    defer { LocalNotifications.Log.info = previous }
    let lines = Lines()
    await withTaskGroup(of: Void.self) { group in
      for index in 0..<50 {
        group.addTask {
          if index.isMultiple(of: 10) { LocalNotifications.Log.info = { lines.record("\($0)") } }
          LocalNotifications.Log.info("line \(index)")
        }
      }
    }
    LocalNotifications.Log.info = { lines.record("\($0)") }
    LocalNotifications.Log.info("last")
    #expect(lines.all.last == "last")
    #expect(lines.all.count <= 51)
  }
}
