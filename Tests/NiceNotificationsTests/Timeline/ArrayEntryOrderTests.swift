import Foundation
import NiceNotifications
import PropertyTesting
import Testing
import TestSupport

/// Dates an app lists in any order reach the planner soonest first.
struct ArrayEntryOrderTests {
  let context = DateBuilder.Context.fixed(2026, 5, 1, 10, 0)

  @Test func anArrayOutOfDateOrderSchedulesItsSoonestDatesFirst() async throws {
    let timeline = NotificationsTimeline {
      [7, 6, 5].map { ExactDay(year: 2026, month: 5, day: $0).at(hour: 8, minute: 0) }.schedule(title: "x")
    }
    let plan = await ReschedulePlanner.plan(
      [PlanningGroup(identifier: "g", timeline: timeline)], pending: [], in: context, capacity: 2)
    let scheduled = plan.scheduled["g", default: []].map { context.local($0.fireDate) }
    #expect(scheduled == ["2026-05-05 08:00", "2026-05-06 08:00"])
    #expect(context.local(plan.overflow["g"]?.fireDate) == "2026-05-07 08:00")
    #expect(context.local(plan.refillDate) == "2026-05-07 08:00")
  }

  @Test func seventyDescendingDatesFillTheCapWithTheSoonest() async throws {
    let days = (1...70).reversed().map { Today().addingDays($0).at(hour: 8, minute: 0) }
    let timeline = NotificationsTimeline { days.schedule(title: "x") }
    let plan = await ReschedulePlanner.plan(
      [PlanningGroup(identifier: "g", timeline: timeline)], pending: [], in: context, capacity: 64)
    let fires = plan.scheduled["g", default: []].compactMap(\.fireDate)
    let expected = try (1...64).map { try Today().addingDays($0).at(hour: 8, minute: 0).date(in: context) }
    #expect(fires == expected)
    #expect(try plan.refillDate == Today().addingDays(65).at(hour: 8, minute: 0).date(in: context))
  }

  @Test func occurrencesOfAnArrayComeInFireDateOrder() throws {
    let timeline = NotificationsTimeline {
      [9, 3, 6, 4].map { ExactDay(year: 2026, month: 5, day: $0).at(hour: 8, minute: 0) }.schedule(title: "x")
    }
    var occurrences = try timeline.occurrences(forGroup: "g", in: context)
    #expect(
      occurrences.take(10).map { context.local($0.fireDate) } == [
        "2026-05-03 08:00", "2026-05-04 08:00", "2026-05-06 08:00", "2026-05-09 08:00",
      ])
  }

  @Test func theSameDateTwiceAnywhereInAnArrayIsTwoDistinctRequests() throws {
    let may3 = ExactDay(year: 2026, month: 5, day: 3).at(hour: 8, minute: 0)
    let may4 = ExactDay(year: 2026, month: 5, day: 4).at(hour: 8, minute: 0)
    let timeline = NotificationsTimeline { [may3, may4, may3].schedule(title: "x") }
    var occurrences = try timeline.occurrences(forGroup: "g", in: context)
    let read = occurrences.take(10)
    #expect(
      read.map(\.identifier.description) == [
        "g:0:20260503T080000", "g:0:20260503T080000-2", "g:0:20260504T080000",
      ])
  }
}

/// An array of dates as plain values: each a day offset from today and a time, in the order
/// written, in one zone.
struct ListedDatesScenario: CustomStringConvertible, Sendable {
  var dates: [(day: Int, hour: Int, minute: Int)]
  var capacity: Int
  var zone: String
  /// Days from the fixed start to now: the start is a few days before Europe's spring forward.
  var nowOffset: Int

  var description: String {
    "zone \(zone), now +\(nowOffset) days, capacity \(capacity), dates \(dates.map { "\($0.day)@\($0.hour):\($0.minute)" })"
  }

  static func generate(_ g: inout SeededGenerator) -> ListedDatesScenario {
    let count = Int.random(in: 0...24, using: &g)
    // Few distinct values, so that duplicates are common; hours in and around DST gaps.
    let dates = (0..<count).map { _ in
      (
        day: Int.random(in: -3...20, using: &g), hour: [0, 1, 2, 3, 8, 10, 23].randomElement(using: &g) ?? 8,
        minute: [0, 30].randomElement(using: &g) ?? 0
      )
    }
    return ListedDatesScenario(
      dates: dates, capacity: Int.random(in: 0...12, using: &g),
      zone: Zones.all.randomElement(using: &g) ?? "UTC",
      nowOffset: Int.random(in: 0...14, using: &g))
  }

  static func shrink(_ s: ListedDatesScenario) -> [ListedDatesScenario] {
    var smaller: [ListedDatesScenario] = []
    for index in s.dates.indices {
      var copy = s
      copy.dates.remove(at: index)
      smaller.append(copy)
    }
    for capacity in Shrink.int(s.capacity) where capacity >= 0 {
      var copy = s
      copy.capacity = capacity
      smaller.append(copy)
    }
    return smaller
  }

  var context: DateBuilder.Context {
    var context = DateBuilder.Context.fixed(2026, 3, 25, 10, 17, in: zone)
    context.now = context.now.addingTimeInterval(TimeInterval(nowOffset) * 86_400)
    return context
  }

  func expressions(_ dates: [(day: Int, hour: Int, minute: Int)]) -> [DateBuilder.ResolvedDate] {
    dates.map { Today().addingDays($0.day).at(hour: $0.hour, minute: $0.minute) }
  }

  func timeline(_ dates: [(day: Int, hour: Int, minute: Int)]) -> NotificationsTimeline {
    let expressions = expressions(dates)
    return NotificationsTimeline { expressions.schedule(title: "x") }
  }

  /// The oracle: every date ahead, soonest first.
  func sortedFutureDates() throws -> [Date] {
    let context = context
    return try expressions(dates).map { try $0.date(in: context) }.filter { $0 > context.now }.sorted()
  }
}

/// How many cases the array-order property runs; `NICE_ARRAY_ORDER_ITERATIONS` sets it for a long run.
private let arrayOrderIterations =
  ProcessInfo.processInfo.environment["NICE_ARRAY_ORDER_ITERATIONS"].flatMap { Int($0) } ?? 200

struct ArrayEntryOrderPropertyTests {
  @Test func arraysInAnyOrderPlanAsTheirSortedDates() async {
    await expectProperty(
      "an array plans as its dates sorted", iterations: arrayOrderIterations,
      generate: ListedDatesScenario.generate, shrink: ListedDatesScenario.shrink
    ) { scenario in
      let context = scenario.context
      let sorted = try scenario.sortedFutureDates()
      // occurrences(forGroup:in:) in fire-date order, each identifier once.
      var occurrences = try scenario.timeline(scenario.dates).occurrences(forGroup: "g", in: context)
      var read: [TimelineOccurrence] = []
      while let next = occurrences.next() { read.append(next) }
      guard read.compactMap(\.fireDate) == sorted, Set(read.map(\.identifier)).count == read.count,
        occurrences.skippedPast == scenario.dates.count - sorted.count, occurrences.failures.isEmpty
      else { return false }
      // The plan: the soonest dates pending, the next one deferred and the refill date.
      let plan = await ReschedulePlanner.plan(
        [PlanningGroup(identifier: "g", timeline: scenario.timeline(scenario.dates))], pending: [],
        in: context,
        capacity: scenario.capacity)
      let pending = plan.scheduled["g", default: []].compactMap(\.fireDate)
      guard pending == Array(sorted.prefix(scenario.capacity)) else { return false }
      let next = sorted.count > scenario.capacity ? sorted[scenario.capacity] : nil
      guard plan.overflow["g"]?.fireDate == next, plan.refillDate == next else { return false }
      // The same dates written in date order plan the same requests.
      let inOrder = scenario.dates.sorted { a, b in
        let (x, y) = (scenario.expressions([a])[0], scenario.expressions([b])[0])
        return ((try? x.date(in: context)) ?? .distantPast) < ((try? y.date(in: context)) ?? .distantPast)
      }
      let sortedPlan = await ReschedulePlanner.plan(
        [PlanningGroup(identifier: "g", timeline: scenario.timeline(inOrder))], pending: [], in: context,
        capacity: scenario.capacity)
      return Set(plan.additions.map(\.identifier)) == Set(sortedPlan.additions.map(\.identifier))
    }
  }
}
