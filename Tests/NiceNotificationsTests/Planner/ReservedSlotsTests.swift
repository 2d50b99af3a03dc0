import Foundation
import NiceNotifications
import PropertyTesting
import Testing
import TestSupport

/// A reserved slot belongs to its group until the group has no more occurrences to put in it:
/// an occurrence whose maker returns `nil`, or makes invalid content, hands its reserved slot
/// to the group's next occurrence, not to the shared pool.
struct ReservedSlotsTests {
  /// Across the change to summer time in Berlin (29 March 2026).
  let context = DateBuilder.Context.fixed(2026, 3, 27, 10, 0, in: "Europe/Berlin")

  func chatty() -> NotificationsTimeline {
    NotificationsTimeline {
      EveryDay(forDays: 20, starting: .tomorrow).at(hour: 8, minute: 0).schedule(title: "chatty")
    }
  }

  /// Meds every evening at 20:00, with the content `made` makes for the evening `index` days from today.
  func meds(_ made: @escaping @Sendable (_ index: Int) -> NotificationContent?) -> NotificationsTimeline {
    let first = context.calendar.startOfDay(for: context.now)
    let calendar = context.calendar
    return NotificationsTimeline {
      EveryDay(forDays: 20, starting: .tomorrow).at(hour: 20, minute: 0).schedule { (date: Date) in
        made(calendar.dateComponents([.day], from: first, to: date).day ?? 0)
      }
    }
  }

  func plan(_ meds: NotificationsTimeline, capacity: Int) async -> ReschedulePlan {
    await ReschedulePlanner.plan(
      [
        PlanningGroup(identifier: "chatty", timeline: chatty()),
        PlanningGroup(identifier: "meds", timeline: meds),
      ],
      pending: [], in: context, capacity: capacity,
      policy: PlanningPolicy(reservedSlots: ["meds": 1], compressesRepeatingEntries: false))
  }

  @Test func anOccurrenceSkippedByItsMakerGivesItsReservedSlotToTheGroupsNextOccurrence() async {
    let plan = await plan(meds { $0 == 1 ? nil : NotificationContent(title: "meds") }, capacity: 2)
    #expect(plan.scheduled["meds"]?.map { context.local($0.fireDate) } == ["2026-03-29 20:00"])
    #expect(plan.scheduled["chatty"]?.map { context.local($0.fireDate) } == ["2026-03-28 08:00"])
    #expect(plan.groups["meds"]?.skippedByMaker == 1)
  }

  @Test func anOccurrenceWithInvalidContentGivesItsReservedSlotToTheGroupsNextOccurrence() async {
    let plan = await plan(
      meds { index in
        var content = NotificationContent(title: "meds")
        if index < 3 { content.relevanceScore = 2 }
        return content
      }, capacity: 2)
    #expect(plan.scheduled["meds"]?.map { context.local($0.fireDate) } == ["2026-03-30 20:00"])
    #expect(plan.scheduled["chatty"]?.map { context.local($0.fireDate) } == ["2026-03-28 08:00"])
    #expect(plan.groups["meds"]?.rejected == 2)
  }

  @Test func aReservationOfAGroupWithNothingLeftToScheduleGoesToTheSharedPool() async {
    let plan = await plan(meds { _ in nil }, capacity: 2)
    #expect(plan.scheduled["meds"] == nil)
    #expect(plan.scheduled["chatty"]?.count == 2)
  }

  @Test func reservedSlotsFollowTheReservationRuleWhateverTheMakersLeaveOut() async {
    let reserving = CallCounter()
    await expectProperty(
      "reserved slots against the reservation rule", iterations: ReportPropertyTests.iterations * 3,
      generate: ReservationScenario.generate,
      shrink: ReservationScenario.shrink
    ) { scenario in
      let plan = await ReschedulePlanner.plan(
        scenario.planningGroups(), pending: [], in: scenario.context, capacity: scenario.capacity,
        policy: scenario.policy)
      var scheduled: Set<String> = []
      for (group, list) in plan.scheduled {
        for item in list { scheduled.insert("\(group) \(item.fireDate.map(scenario.context.local) ?? "-")") }
      }
      let expected = scenario.oracle()
      if expected.reservedMattered { reserving.increment() }
      let added = plan.additions.filter { $0.identifier != TailNotice.identifier }
      return scheduled == expected.scheduled && added.count == expected.scheduled.count
    }
    // The rule is exercised: in many scenarios a skipped or invalid occurrence held a reserved slot.
    #expect(reserving.value >= 30)
  }
}

/// Groups with reservations whose makers leave occurrences out (nil or invalid content) at
/// random, and the reservation rule's answer for them, worked out by hand.
struct ReservationScenario: CustomStringConvertible, Sendable {
  struct Group: Sendable {
    var days: Int
    var hour: Int
    var reserved: Int
    /// Out of 100, how often the maker returns `nil`, and how often it makes invalid content.
    var nilPercent: Int
    var invalidPercent: Int
  }

  var groups: [Group]
  var capacity: Int
  var tail: Bool
  var zone: String
  var dayOffset: Int
  var salt: UInt64

  var description: String {
    "capacity \(capacity), tail \(tail), zone \(zone), day +\(dayOffset), salt \(salt), groups \(groups)"
  }

  /// Zones whose clocks change within the weeks planned.
  static let zones = ["Europe/Berlin", "America/New_York", "Australia/Lord_Howe", "America/Santiago"]

  static func generate(_ g: inout SeededGenerator) -> ReservationScenario {
    let groups = (0..<Int.random(in: 1...4, using: &g)).map { _ in
      Group(
        days: Int.random(in: 1...25, using: &g), hour: Int.random(in: 5...22, using: &g),
        reserved: Int.random(in: 0...3, using: &g),
        nilPercent: [0, 20, 50, 80].randomElement(using: &g) ?? 0,
        invalidPercent: [0, 10, 30].randomElement(using: &g) ?? 0)
    }
    var scenario = ReservationScenario(
      groups: groups, capacity: Int.random(in: 1...20, using: &g), tail: Bool.random(using: &g),
      zone: zones.randomElement(using: &g) ?? "UTC", dayOffset: Int.random(in: 0...20, using: &g),
      salt: g.next())
    scenario.fitReservations()
    return scenario
  }

  /// Trims reservations to what the capacity holds, so that every one can be honoured.
  mutating func fitReservations() {
    var room = capacity - (tail ? 1 : 0)
    for index in groups.indices {
      groups[index].reserved = max(0, min(groups[index].reserved, room))
      room -= groups[index].reserved
    }
  }

  static func shrink(_ s: ReservationScenario) -> [ReservationScenario] {
    var smaller: [ReservationScenario] = []
    if s.groups.count > 1 {
      for index in s.groups.indices {
        var copy = s
        copy.groups.remove(at: index)
        smaller.append(copy)
      }
    }
    for index in s.groups.indices {
      for days in Shrink.int(s.groups[index].days) where days >= 1 {
        var copy = s
        copy.groups[index].days = days
        smaller.append(copy)
      }
    }
    for capacity in Shrink.int(s.capacity) where capacity >= 1 {
      var copy = s
      copy.capacity = capacity
      copy.fitReservations()
      smaller.append(copy)
    }
    return smaller
  }

  var context: DateBuilder.Context {
    var context = DateBuilder.Context.fixed(2026, 3, 20, 10, 17, in: zone)
    context.now = context.now.addingTimeInterval(TimeInterval(dayOffset) * 86_400)
    return context
  }

  var policy: PlanningPolicy {
    var reserved: [String: Int] = [:]
    for (index, group) in groups.enumerated() where group.reserved > 0 {
      reserved[name(index)] = group.reserved
    }
    return PlanningPolicy(
      reservedSlots: reserved, compressesRepeatingEntries: false,
      tailNotice: tail ? TailNotice(content: NotificationContent(title: "Open the app")) : nil)
  }

  func name(_ index: Int) -> String { "group\(index)" }

  /// Each group's minute is its own, so that no two groups' occurrences tie.
  func minute(_ index: Int) -> Int { index * 7 }

  /// What the maker makes for an occurrence at `date`: a draw from the salt and the date.
  enum Made { case content, none, invalid }

  func made(_ group: Group, index: Int, at date: Date) -> Made {
    var generator = SeededGenerator(
      seed: salt ^ UInt64(bitPattern: Int64(date.timeIntervalSince1970)) &* 0x9E37_79B9 ^ UInt64(index))
    let draw = Int.random(in: 0..<100, using: &generator)
    if draw < group.nilPercent { return .none }
    if draw < group.nilPercent + group.invalidPercent { return .invalid }
    return .content
  }

  func planningGroups() -> [PlanningGroup] {
    groups.enumerated().map { index, group in
      let scenario = self
      return PlanningGroup(
        identifier: name(index),
        timeline: NotificationsTimeline {
          EveryDay(forDays: group.days, starting: .today).at(hour: group.hour, minute: minute(index)).schedule
          {
            (date: Date) -> NotificationContent? in
            switch scenario.made(group, index: index, at: date) {
            case .none: return nil
            case .invalid:
              var content = NotificationContent(title: "invalid")
              content.relevanceScore = -1
              return content
            case .content: return NotificationContent(title: "g\(index)")
            }
          }
        })
    }
  }

  /// The group's fire dates ahead, from the calendar: its wall-clock time on each of its days.
  func fireDates(_ index: Int) -> [Date] {
    let context = context
    let calendar = context.calendar
    let today = calendar.dateComponents([.year, .month, .day], from: context.now)
    return (0..<groups[index].days).compactMap { offset in
      var components = today
      components.day = (today.day ?? 1) + offset
      components.hour = groups[index].hour
      components.minute = minute(index)
      guard let date = calendar.date(from: components), date > context.now else { return nil }
      return date
    }
  }

  /// The reservation rule's answer, and whether a reservation changed the outcome.
  ///
  /// Each group first takes its own soonest occurrences with valid content, up to its
  /// reservation; what is left of the capacity (less the tail notice's slot) goes to the
  /// soonest of the rest.
  func oracle() -> (scheduled: Set<String>, reservedMattered: Bool) {
    var taken: Set<String> = []
    var rest: [(Date, String)] = []
    var reservedMattered = false
    var room = capacity - (tail ? 1 : 0)
    for index in groups.indices {
      let dates = fireDates(index)
      let valid = dates.filter { made(groups[index], index: index, at: $0) == .content }
      let reserved = valid.prefix(groups[index].reserved)
      if let last = reserved.last, dates.prefix(groups[index].reserved).last != last {
        reservedMattered = true
      }
      for date in reserved { taken.insert("\(name(index)) \(context.local(date))") }
      room -= reserved.count
      for date in valid.dropFirst(reserved.count) {
        rest.append((date, "\(name(index)) \(context.local(date))"))
      }
    }
    rest.sort { $0.0 < $1.0 }
    for (_, key) in rest.prefix(max(0, room)) { taken.insert(key) }
    return (taken, reservedMattered)
  }
}
