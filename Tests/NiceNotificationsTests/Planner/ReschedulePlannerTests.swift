import Foundation
import NiceNotifications
import Testing
import TestSupport

/// Applies a plan to a list of pending requests, as a center would.
func applying(_ plan: ReschedulePlan, to pending: [PendingRequest]) -> [PendingRequest] {
  var byID = Dictionary(pending.map { ($0.request.identifier, $0) }, uniquingKeysWith: { _, last in last })
  for change in plan.changes {
    switch change {
    case .add(let request), .replace(let request):
      byID[request.identifier] = PendingRequest(request: request, fingerprint: request.fingerprint)
    case .remove(let identifier):
      byID[identifier] = nil
    }
  }
  return byID.values.sorted { $0.request.identifier < $1.request.identifier }
}

extension PlanningPolicy {
  /// Soonest first, every series expanded into one-shots: what these tests are about.
  static let expanding = PlanningPolicy(compressesRepeatingEntries: false)
}

struct ReschedulePlannerTests {
  let context = DateBuilder.Context.fixed(2026, 11, 21, 10, 0)

  func daily(_ days: Int, title: String = "quote", hour: Int = 9) -> NotificationsTimeline {
    NotificationsTimeline {
      EveryDay(forDays: days, starting: .today).at(hour: hour, minute: 0).schedule(title: title)
    }
  }

  func plan(
    _ groups: [(String, NotificationsTimeline)], pending: [PendingRequest] = [],
    at context: DateBuilder.Context? = nil,
    capacity: Int = 64, policy: PlanningPolicy = .expanding
  ) async -> ReschedulePlan {
    await ReschedulePlanner.plan(
      groups.map { PlanningGroup(identifier: $0.0, timeline: $0.1) }, pending: pending,
      in: context ?? self.context,
      capacity: capacity, policy: policy)
  }

  @Test func firstRescheduleAddsTheWindowSoonestFirst() async {
    let plan = await plan([("dailyQuote", daily(50))])
    #expect(plan.additions.count == 49)  // today's 09:00 has passed at 10:00
    #expect(plan.removals.isEmpty)
    #expect(plan.kept.isEmpty)
    #expect(plan.additions.first?.identifier == "dailyQuote:0:20261122T090000")
    #expect(plan.skippedPast == ["dailyQuote": 1])
    #expect(plan.overflow.isEmpty)
    #expect(plan.refillDate == nil)
    #expect(plan.nextOccurrences(ofGroup: "dailyQuote", limit: 1).map(context.local) == ["2026-11-22 09:00"])
  }

  @Test func unchangedTimelineWritesNothing() async {
    let first = await plan([("dailyQuote", daily(64))])
    let pending = applying(first, to: [])
    let second = await plan([("dailyQuote", daily(64))], pending: pending)
    #expect(second.isEmpty)
    #expect(second.kept.count == 63)
  }

  @Test func aDayLaterWritesAtMostTwo() async {
    let unbounded = NotificationsTimeline {
      EveryDay(starting: .today).at(hour: 9, minute: 0).schedule(title: "quote")
    }
    let first = await plan([("dailyQuote", unbounded)])
    #expect(first.additions.count == 64)
    var pending = applying(first, to: [])
    // A day passes: the first request is delivered and leaves the pending store.
    pending.removeAll { $0.request.identifier == "dailyQuote:0:20261122T090000" }
    let tomorrow = DateBuilder.Context.fixed(2026, 11, 22, 10, 0)
    let second = await plan([("dailyQuote", unbounded)], pending: pending, at: tomorrow)
    #expect(second.changes == second.additions.map(PlannedChange.add))
    #expect(second.changes.count == 1)
    #expect(second.kept.count == 63)
  }

  @Test func changedContentIsReplacedUnderTheSameIdentifier() async {
    let pending = applying(await plan([("g", daily(5, title: "old"))]), to: [])
    let changed = await plan([("g", daily(5, title: "new"))], pending: pending)
    #expect(changed.removals.isEmpty)
    #expect(changed.changes.allSatisfy { if case .replace = $0 { true } else { false } })
    #expect(changed.additions.count == 4)
    #expect(Set(changed.additions.map(\.identifier)) == Set(pending.map(\.request.identifier)))
  }

  @Test func occurrenceNoLongerInTheTimelineIsRemoved() async {
    let pending = applying(await plan([("g", daily(10))]), to: [])
    let shorter = await plan([("g", daily(3))], pending: pending)
    #expect(shorter.removals.count == 7)
    #expect(shorter.additions.isEmpty)
    let gone = await plan([("g", .empty)], pending: pending)
    #expect(gone.removals.count == 9)
  }

  @Test func foreignRequestsAreNeverTouchedAndCountAgainstTheCap() async {
    let foreign = (0..<10).map { index in
      PendingRequest(
        request: NotificationRequest(
          identifier: "someone-else-\(index)", content: NotificationContent(title: "x"),
          trigger: .timeInterval(600, repeats: false)),
        fingerprint: nil)
    }
    let other = PendingRequest(
      request: NotificationRequest(
        identifier: "other:0:20261122T090000", content: NotificationContent(title: "y"), trigger: nil),
      fingerprint: nil)
    let plan = await plan([("g", daily(100))], pending: foreign + [other])
    #expect(plan.foreignCount == 11)
    #expect(plan.additions.count == 64 - 11)
    #expect(plan.removals.isEmpty)
    #expect(plan.overflow["g"]?.identifier.description == "g:0:20270114T090000")
    #expect(plan.refillDate.map(context.local) == "2027-01-14 09:00")
  }

  @Test func soonestOccurrencesAcrossGroupsWin() async {
    let plan = await plan(
      [("morning", daily(100, hour: 8)), ("evening", daily(100, hour: 20))], capacity: 10)
    #expect(plan.additions.count == 10)
    let fires = plan.scheduled.values.flatMap { $0 }.compactMap(\.fireDate).sorted().map(context.local)
    #expect(fires.first == "2026-11-21 20:00")
    #expect(fires.last == "2026-11-26 08:00")
    #expect(plan.scheduled["evening"]?.count == 5)
    #expect(plan.scheduled["morning"]?.count == 5)
  }

  @Test func reservedSlotsGoToTheirGroupFirst() async {
    let plan = await plan(
      [
        ("chatty", daily(100, hour: 8)),
        (
          "refill",
          NotificationsTimeline {
            EveryMonth(forMonths: 12, starting: .nextMonth).firstDay.at(hour: 9, minute: 0).schedule(
              title: "refill")
          }
        ),
      ],
      capacity: 10, policy: PlanningPolicy(reservedSlots: ["refill": 3]))
    #expect(plan.scheduled["refill"]?.count == 3)
    #expect(plan.scheduled["chatty"]?.count == 7)
  }

  @Test func nilContentSkipsAndTheNextOccurrenceTakesTheSlot() async {
    let everyOther: @Sendable (Date) -> NotificationContent? = { date in
      Int(date.timeIntervalSince1970 / 86_400) % 2 == 0 ? nil : NotificationContent(title: "odd day")
    }
    let timeline = NotificationsTimeline {
      EveryDay(starting: .today).at(hour: 12, minute: 0).schedule(with: everyOther)
    }
    let plan = await plan([("g", timeline)], capacity: 5)
    #expect(plan.additions.count == 5)
    #expect(plan.additions.allSatisfy { $0.content.title == "odd day" })
  }

  @Test func contentMakersRunOnlyForWhatFits() async {
    let calls = CallCounter()
    let maker: @Sendable () -> NotificationContent? = {
      calls.increment()
      return NotificationContent(title: "x")
    }
    let timeline = NotificationsTimeline {
      EveryDay(forDays: 1_000_000, starting: .today).at(hour: 12, minute: 0).schedule(with: maker)
    }
    _ = await plan([("g", timeline)])
    #expect(calls.value == 64)
  }

  @Test func invalidEntryKeepsItsPendingRequestsAndTheRestGoesOn() async {
    let good = NotificationsTimeline {
      EveryDay(forDays: 3, starting: .today).at(hour: 12, minute: 0).schedule(title: "a")
      EveryDay(forDays: 3, starting: .today).at(hour: 13, minute: 0).schedule(title: "b")
    }
    let pending = applying(await plan([("g", good)]), to: [])
    let broken = NotificationsTimeline {
      EveryDay(forDays: 3, starting: .today).at(hour: 12, minute: 0).schedule(title: "a2")
      EveryDay(forDays: 3, starting: .today).at(hour: 25, minute: 0).schedule(title: "b")
    }
    let plan = await plan([("g", broken)], pending: pending)
    #expect(plan.removals.isEmpty)
    #expect(plan.additions.count == 3)
    #expect(plan.kept.count == 3)
    #expect(plan.rejections.map(\.entry) == ["1"])
  }

  @Test func invalidGroupIsLeftAsItIs() async {
    let pending = applying(await plan([("g", daily(3))]), to: [])
    let duplicated = NotificationsTimeline {
      Tomorrow().at(hour: 9, minute: 0).schedule(title: "a").identified(by: "x")
      Tomorrow().at(hour: 9, minute: 0).schedule(title: "b").identified(by: "x")
    }
    let plan = await plan([("g", duplicated)], pending: pending)
    #expect(plan.isEmpty)
    #expect(plan.foreignCount == 2)  // today's 09:00 had passed
    #expect(plan.rejections.first?.reason == TimelineError.duplicateEntryIdentifier("x").description)
  }

  @Test func invalidContentIsRejectedWithItsReason() async {
    let timeline = NotificationsTimeline {
      Tomorrow().at(hour: 9, minute: 0).schedule(title: "bad").withRelevanceScore(3)
      Tomorrow().at(hour: 10, minute: 0).schedule(title: "fine")
    }
    let plan = await plan([("g", timeline)])
    #expect(plan.additions.map(\.content.title) == ["fine"])
    #expect(plan.rejections.first?.identifier?.description == "g:0:20261122T090000")
    #expect(plan.rejections.first?.reason.contains("relevance score 3.0") == true)
  }

  @Test func repeatingAndLocationRequestsTakeOneSlotEach() async {
    let region = LocationRegion(identifier: "home", latitude: 1, longitude: 1, radius: 100)
    let timeline = NotificationsTimeline {
      Repeating(everySeconds: 3_600).schedule(title: "hourly")
      NotificationTrigger.location(region, repeats: true).schedule(title: "home")
      EveryDay(starting: .today).at(hour: 12, minute: 0).schedule(title: "noon")
    }
    let plan = await plan([("g", timeline)], capacity: 10)
    #expect(plan.additions.count == 10)
    #expect(plan.additions.first?.content.title == "home")  // no fire date: first
    #expect(plan.additions.filter { $0.content.title == "hourly" }.count == 1)
  }

  @Test func zeroCapacityPlansNothingButStillRemoves() async {
    let pending = applying(await plan([("g", daily(3))]), to: [])
    let plan = await plan([("g", daily(3, title: "changed"))], pending: pending, capacity: 0)
    #expect(plan.additions.isEmpty)
    #expect(plan.removals.count == 2)
  }
}

struct PlannerHookTests {
  let context = DateBuilder.Context.fixed(2026, 11, 21, 10, 0)
  let daily = NotificationsTimeline {
    EveryDay(starting: .today).at(hour: 9, minute: 0).schedule(title: "pill")
  }

  @Test func handledOccurrencesAreSkippedAndTheirSlotGoesToTheNext() async {
    let plan = await ReschedulePlanner.plan(
      [PlanningGroup(identifier: "g", timeline: daily, handled: ["g:0:20261122T090000"])], pending: [],
      in: context,
      capacity: 3)
    #expect(
      plan.additions.map(\.identifier) == [
        "g:0:20261123T090000", "g:0:20261124T090000", "g:0:20261125T090000",
      ])
  }

  @Test func managedRequestsAreKeptAndCountAgainstTheCap() async {
    let snooze = NotificationRequest(
      identifier: "g:~snooze:0:t1795000000", content: NotificationContent(title: "pill"),
      trigger: .timeInterval(600, repeats: false))
    let pending = [PendingRequest(request: snooze, fingerprint: snooze.fingerprint)]
    let plan = await ReschedulePlanner.plan(
      [PlanningGroup(identifier: "g", timeline: daily)], pending: pending, in: context, capacity: 3,
      policy: .expanding)
    #expect(plan.removals.isEmpty)
    #expect(plan.kept == ["g:~snooze:0:t1795000000"])
    #expect(plan.additions.count == 2)
  }

  @Test func timelineEntriesCannotUseTheManagedPrefix() {
    let timeline = NotificationsTimeline {
      Tomorrow().at(hour: 9, minute: 0).schedule(title: "x").identified(by: "~mine")
    }
    #expect(throws: TimelineError.invalidEntryIdentifier("~mine")) {
      try timeline.occurrences(forGroup: "g", in: context)
    }
  }
}

struct SettingsAdaptiveContentTests {
  @Test func makersSeeTheSettingsTheyAreGiven() async {
    let adaptive: @Sendable (ContentOccurrence) async -> NotificationContent? = { occurrence in
      occurrence.settings?.alertSetting == .enabled
        ? NotificationContent(title: "3 new quotes")
        : NotificationContent(sound: .default, badge: 3)
    }
    let timeline = NotificationsTimeline { Tomorrow().at(hour: 9, minute: 0).schedule(with: adaptive) }
    var settings = NotificationSettings.notDetermined
    settings.authorizationStatus = .authorized
    let context = DateBuilder.Context.fixed(2026, 11, 21)
    let quiet = await ReschedulePlanner.plan(
      [PlanningGroup(identifier: "g", timeline: timeline)], pending: [], in: context, capacity: 64,
      settings: settings)
    #expect(quiet.additions.first?.content == NotificationContent(sound: .default, badge: 3))
    settings.alertSetting = .enabled
    let alerting = await ReschedulePlanner.plan(
      [PlanningGroup(identifier: "g", timeline: timeline)], pending: [], in: context, capacity: 64,
      settings: settings)
    #expect(alerting.additions.first?.content.title == "3 new quotes")
  }
}
