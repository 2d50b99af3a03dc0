import Foundation
import NiceNotifications
import PropertyTesting
import Testing
import TestSupport

/// A planning scenario as plain values, so that a failure prints it and the runner can
/// shrink it.
struct PlanningScenario: CustomStringConvertible, Sendable {
  enum Kind: Sendable {
    case daily(days: Int?, hour: Int, minute: Int)
    case weekly(weekday: Int, hour: Int)
    case monthly(ordinal: Int, weekday: Int, hour: Int)
    case repeating(seconds: Int)
  }

  struct Entry: Sendable {
    var kind: Kind
    var title: String
  }

  var groups: [[Entry]]
  var previousGroups: [[Entry]]
  var foreign: Int
  var capacity: Int
  var zone: String
  var dayOffset: Int
  var previousDayOffset: Int

  var description: String {
    "capacity \(capacity), foreign \(foreign), zone \(zone), day +\(dayOffset) (previously +\(previousDayOffset)), groups \(groups), previously \(previousGroups)"
  }

  static let zones = [
    "UTC", "America/New_York", "Europe/Berlin", "Australia/Lord_Howe", "America/Santiago", "Asia/Kolkata",
  ]

  static func generate(_ g: inout SeededGenerator) -> PlanningScenario {
    func entries(_ g: inout SeededGenerator) -> [Entry] {
      (0..<Int.random(in: 0...3, using: &g)).map { _ in
        let kind: Kind =
          switch Int.random(in: 0..<4, using: &g) {
          case 0:
            .daily(
              days: Bool.random(using: &g) ? nil : Int.random(in: 0...90, using: &g),
              hour: Int.random(in: 0...23, using: &g),
              minute: [0, 15, 30, 45].randomElement(using: &g) ?? 0)
          case 1: .weekly(weekday: Int.random(in: 1...7, using: &g), hour: Int.random(in: 0...23, using: &g))
          case 2:
            .monthly(
              ordinal: [1, 2, 5, -1].randomElement(using: &g) ?? 1, weekday: Int.random(in: 1...7, using: &g),
              hour: Int.random(in: 0...23, using: &g))
          default: .repeating(seconds: Int.random(in: 60...7_200, using: &g))
          }
        return Entry(kind: kind, title: ["a", "b", "c"].randomElement(using: &g) ?? "a")
      }
    }
    let groups = (0..<Int.random(in: 1...4, using: &g)).map { _ in entries(&g) }
    let previous = groups.map { Bool.random(using: &g) ? $0 : entries(&g) }
    let previousDayOffset = Int.random(in: 0...30, using: &g)
    return PlanningScenario(
      groups: groups, previousGroups: previous, foreign: Int.random(in: 0...12, using: &g),
      capacity: Int.random(in: 0...70, using: &g), zone: zones.randomElement(using: &g) ?? "UTC",
      dayOffset: previousDayOffset + Int.random(in: 0...3, using: &g), previousDayOffset: previousDayOffset)
  }

  static func shrink(_ s: PlanningScenario) -> [PlanningScenario] {
    var smaller: [PlanningScenario] = []
    if s.groups.count > 1 {
      for index in s.groups.indices {
        var copy = s
        copy.groups.remove(at: index)
        copy.previousGroups.remove(at: index)
        smaller.append(copy)
      }
    }
    for index in s.groups.indices where !s.groups[index].isEmpty {
      var copy = s
      copy.groups[index].removeLast()
      smaller.append(copy)
    }
    for capacity in Shrink.int(s.capacity) where capacity >= 0 {
      var copy = s
      copy.capacity = capacity
      smaller.append(copy)
    }
    for foreign in Shrink.int(s.foreign) where foreign >= 0 {
      var copy = s
      copy.foreign = foreign
      smaller.append(copy)
    }
    return smaller
  }

  func timeline(_ entries: [Entry]) -> NotificationsTimeline {
    NotificationsTimeline {
      for entry in entries {
        switch entry.kind {
        case let .daily(days?, hour, minute):
          EveryDay(forDays: days, starting: .today).at(hour: hour, minute: minute).schedule(
            title: entry.title)
        case let .daily(nil, hour, minute):
          EveryDay(starting: .today).at(hour: hour, minute: minute).schedule(title: entry.title)
        case let .weekly(weekday, hour):
          EveryWeek(starting: .thisWeek).weekday(.init(rawValue: weekday)).at(hour: hour, minute: 0).schedule(
            title: entry.title)
        case let .monthly(ordinal, weekday, hour):
          EveryMonth(starting: .thisMonth).weekday(.init(rawValue: ordinal), .init(rawValue: weekday))
            .at(hour: hour, minute: 0).schedule(title: entry.title)
        case .repeating(let seconds):
          Repeating(everySeconds: TimeInterval(seconds)).schedule(title: entry.title)
        }
      }
    }
  }

  func planning(_ groups: [[Entry]]) -> [PlanningGroup] {
    groups.enumerated().map { PlanningGroup(identifier: "group\($0.offset)", timeline: timeline($0.element)) }
  }

  func context(dayOffset: Int) -> DateBuilder.Context {
    var context = DateBuilder.Context.fixed(2026, 3, 1, 10, 17, in: zone)
    context.now = context.now.addingTimeInterval(TimeInterval(dayOffset) * 86_400)
    return context
  }

  var foreignRequests: [PendingRequest] {
    (0..<foreign).map { index in
      let request = NotificationRequest(
        identifier: "foreign-\(index)", content: NotificationContent(title: "f"),
        trigger: .timeInterval(600, repeats: false))
      return PendingRequest(request: request, fingerprint: nil)
    }
  }

  /// The pending store after the previous timelines were planned, some time ago.
  func previousPending() async -> [PendingRequest] {
    let earlier = await ReschedulePlanner.plan(
      planning(previousGroups), pending: foreignRequests, in: context(dayOffset: previousDayOffset),
      capacity: capacity)
    return applying(earlier, to: foreignRequests)
  }
}

struct PlannerPropertyTests {
  @Test func plansRespectTheCapAndForeignRequestsAndAreIdempotent() async {
    await expectProperty(
      "cap, foreign requests, idempotence", iterations: 1_000,
      generate: PlanningScenario.generate, shrink: PlanningScenario.shrink
    ) { scenario in
      let pending = await scenario.previousPending()
      let context = scenario.context(dayOffset: scenario.dayOffset)
      let plan = await ReschedulePlanner.plan(
        scenario.planning(scenario.groups), pending: pending, in: context, capacity: scenario.capacity)
      let after = applying(plan, to: pending)
      let owned = after.filter { RequestIdentifier($0.request.identifier) != nil }
      // Never more than the cap, counting foreign requests, which stay exactly as they were.
      guard owned.count <= max(0, scenario.capacity - scenario.foreign) else { return false }
      let foreignAfter = after.filter { $0.fingerprint == nil }
      guard Set(foreignAfter) == Set(scenario.foreignRequests), foreignAfter.count == scenario.foreign else {
        return false
      }
      // Planning again after applying writes nothing.
      let again = await ReschedulePlanner.plan(
        scenario.planning(scenario.groups), pending: after, in: context, capacity: scenario.capacity)
      return again.isEmpty
    }
  }

  @Test func theWindowIsTheSoonestOccurrences() async {
    await expectProperty(
      "soonest first", iterations: 1_000, generate: PlanningScenario.generate, shrink: PlanningScenario.shrink
    ) { scenario in
      let context = scenario.context(dayOffset: scenario.dayOffset)
      let plan = await ReschedulePlanner.plan(
        scenario.planning(scenario.groups), pending: [], in: context, capacity: scenario.capacity)
      let latestScheduled = plan.scheduled.values.flatMap { $0 }.compactMap(\.fireDate).max()
      let earliestDropped = plan.overflow.values.compactMap(\.fireDate).min()
      guard let latestScheduled, let earliestDropped else { return true }
      return latestScheduled <= earliestDropped && plan.refillDate == earliestDropped
    }
  }
}
