import NiceNotifications
import NiceNotificationsTesting

/// Scenario 4: content makers run once per occurrence that is scheduled, not once per
/// occurrence of the timeline — against making content for every occurrence of a year.
///
/// The group is `EveryDay(forDays: 365)` at 09:00, rescheduled through
/// ``LocalNotifications`` on a simulator; a ``CallCounter`` counts the maker's calls.
@available(macOS 13, iOS 16, tvOS 16, watchOS 9, visionOS 1, *)
struct ContentMakerScenario: Scenario {
  let name = "4 content makers"

  func run(_ settings: Settings, into report: inout Report) async throws(CheckFailure) {
    let context = settings.context
    let calls = CallCounter()
    let maker: @Sendable () -> NotificationContent? = {
      calls.increment()
      return NotificationContent(title: "Quote of the day")
    }
    let days = EveryDay(forDays: 365, starting: .today).at(hour: 9, minute: 0)
    let timeline = NotificationsTimeline { days.schedule(with: maker) }
    let group = AdHocGroup(identifier: "quotes", timeline: timeline)
    let center = SimulatedNotificationCenter(
      now: context.now, timeZone: context.timeZone, calendar: context.calendar, authorization: .authorized)
    let notifications = LocalNotifications(
      center: center, permissionStore: InMemoryGroupPermissionStore(), now: { await center.now },
      calendar: context.calendar)

    // The baseline: one call per occurrence of the timeline.
    let occurrenceCount: Int
    do throws(DateBuilderError) {
      occurrenceCount = try days.dates(in: context).filter { $0 > context.now }.count
    } catch {
      throw CheckFailure(scenario: name, message: "the series is invalid: \(error)")
    }
    var occurrences: TimelineOccurrences
    do throws(TimelineError) {
      occurrences = try timeline.occurrences(forGroup: group.groupIdentifier, in: context)
    } catch {
      throw CheckFailure(scenario: name, message: "the timeline is invalid: \(error)")
    }
    var made = 0
    let before = calls.value
    while let occurrence = occurrences.next() {
      if (try? await occurrence.makeContent()) != nil { made += 1 }
    }
    let naiveCalls = calls.value - before
    try CheckFailure.expect(
      made == occurrenceCount && naiveCalls == occurrenceCount, in: name,
      "the naive pass made \(made) contents in \(naiveCalls) calls for \(occurrenceCount) occurrences")

    for label in ["first reschedule (64 added)", "unchanged reschedule (0 writes)"] {
      let before = calls.value
      let result = await notifications.reschedule(group: group, permissionStrategy: .scheduleIfSystemAllowed)
      let made = calls.value - before
      let scheduled = result.plan?.scheduled["quotes"]?.count ?? 0
      let pending = await center.pendingRequests()
      try CheckFailure.expect(
        result.isSuccess && scheduled == 64 && pending.count == 64
          && pending.allSatisfy { $0.request.content.title == "Quote of the day" },
        in: name, "\(label): \(pending.count) pending, \(scheduled) scheduled")
      report.add(
        Row(
          scenario: name, case: label, figure: "\(made) calls", baseline: "\(naiveCalls) calls",
          ratio: Format.ratio(Double(made) / Double(naiveCalls)), target: "= \(scheduled) (scheduled)",
          verdict: Verdict(made == scheduled)))
    }
  }
}
