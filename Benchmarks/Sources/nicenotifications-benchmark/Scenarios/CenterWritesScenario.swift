import Foundation
import NiceNotifications
import NiceNotificationsTesting

/// Scenario 1: how many requests a reschedule writes to the center — unchanged, a day
/// later, and with one entry's content changed — against removing the group's requests
/// and adding them all again.
///
/// The timeline is 64 occurrences of two unbounded daily entries (09:00 and 21:00) under
/// the cap of 64, each notification's text naming its day, as a daily quote or a dose does:
/// content that changes from day to day is not compressed into a repeating request, so the
/// default policy schedules them as 64 one-shots. Two simulators take the same steps, one
/// through ``LocalNotifications`` with its default policy, one through ``NaiveRescheduler``;
/// after every step their pending requests must be equal. Writes are counted per request
/// (the naive one removes one request per call).
@available(macOS 13, iOS 16, tvOS 16, watchOS 9, visionOS 1, *)
struct CenterWritesScenario: Scenario {
  let name = "1 center writes"

  /// The group's two daily entries, their text naming the day; `evening` is the evening
  /// entry's title.
  private func timeline(evening: String) -> NotificationsTimeline {
    NotificationsTimeline {
      EveryDay(starting: .today).at(hour: 9, minute: 0).schedule { (date: Date) in
        NotificationContent(title: "Morning", body: "Day \(Int(date.timeIntervalSince1970) / 86_400)")
      }
      EveryDay(starting: .today).at(hour: 21, minute: 0).schedule { (date: Date) in
        NotificationContent(title: evening, body: "Day \(Int(date.timeIntervalSince1970) / 86_400)")
      }
    }
  }

  func run(_ settings: Settings, into report: inout Report) async throws(CheckFailure) {
    let context = settings.context
    let group = "twiceDaily"
    let original = timeline(evening: "Evening")
    let changed = timeline(evening: "Evening, changed")
    let planned = SimulatedNotificationCenter(
      now: context.now, timeZone: context.timeZone, calendar: context.calendar, authorization: .authorized)
    let naive = SimulatedNotificationCenter(
      now: context.now, timeZone: context.timeZone, calendar: context.calendar, authorization: .authorized)
    let notifications = LocalNotifications(
      center: planned, permissionStore: InMemoryGroupPermissionStore(), now: { await planned.now },
      calendar: context.calendar)
    let rescheduler = NaiveRescheduler(context: context)

    /// Reschedules both centers to `timeline`; their writes, and the report of the planned one.
    func step(_ timeline: NotificationsTimeline) async throws(CheckFailure) -> (
      planned: Int, naive: Int, report: RescheduleReport
    ) {
      let plannedBefore = await planned.writeCount
      let naiveBefore = await naive.writeCount
      let report = await notifications.reschedule(
        group: AdHocGroup(identifier: group, timeline: timeline), permissionStrategy: .scheduleIfSystemAllowed
      )
      try await rescheduler.reschedule(group, timeline, on: naive)
      let plannedPending = await planned.pendingRequests()
      let naivePending = await naive.pendingRequests()
      try CheckFailure.expect(
        report.isSuccess, in: name, "the reschedule did not succeed: \(report.outcomes)")
      try CheckFailure.expect(
        plannedPending.count == 64, in: name, "64 requests should be pending, found \(plannedPending.count)")
      try CheckFailure.expect(
        plannedPending.map(\.request.identifier) == naivePending.map(\.request.identifier)
          && plannedPending.map(\.fingerprint) == naivePending.map(\.fingerprint),
        in: name, "the planner and the naive rescheduler left different pending requests")
      let writes = await planned.writeCount - plannedBefore
      try CheckFailure.expect(
        report.writes == writes, in: name,
        "the report says \(report.writes) writes, the center counted \(writes)")
      return (writes, await naive.writeCount - naiveBefore, report)
    }

    func row(_ label: String, _ writes: (planned: Int, naive: Int), target: String, met: Bool) -> Row {
      Row(
        scenario: name, case: label, figure: "\(writes.planned) writes", baseline: "\(writes.naive) writes",
        ratio: Format.ratio(Double(writes.planned) / Double(writes.naive)), target: target,
        verdict: Verdict(met))
    }

    let first = try await step(original)
    try CheckFailure.expect(
      first.planned == 64, in: name, "the first reschedule should add 64, wrote \(first.planned)")

    let unchanged = try await step(original)
    report.add(
      row(
        "64 daily occurrences, unchanged", (unchanged.planned, unchanged.naive), target: "0 writes",
        met: unchanged.planned == 0))

    await planned.advance(by: 86_400)
    await naive.advance(by: 86_400)
    let later = try await step(original)
    report.add(
      row(
        "a day later (2 delivered)", (later.planned, later.naive), target: "≤ 2 writes",
        met: later.planned <= 2))

    let eveningCount = await planned.pendingRequests().filter {
      $0.request.requestIdentifier?.entry == "1"
    }.count
    let edited = try await step(changed)
    try CheckFailure.expect(
      edited.report.replaced.allSatisfy { RequestIdentifier($0)?.entry == "1" }, in: name,
      "a request of the unchanged entry was replaced")
    report.add(
      row(
        "evening entry's content changed", (edited.planned, edited.naive),
        target: "\(eveningCount) writes (changed)",
        met: edited.planned == eveningCount))
  }
}
