import DateBuilder
import Foundation
import NiceNotifications
import NiceNotificationsTesting
import PropertyTesting
import Testing
import TestSupport

/// A seeded sequence of calls on a simulated device — reschedules of one group or all,
/// snooze, done, unregister, one-offs and direct requests, the clock moving on — with a
/// center that refuses adds at random.
struct CallSequence: CustomStringConvertible, Sendable {
  enum Entry: Sendable, CustomStringConvertible {
    /// A constant daily reminder: one repeating request.
    case compressed(hour: Int, minute: Int)
    /// A daily reminder for some days: one-shots.
    case expanded(days: Int, hour: Int)
    /// A weekly reminder whose content names its date: one-shots.
    case weekly(weekday: Int, hour: Int)

    var description: String {
      switch self {
      case let .compressed(hour, minute): "compressed \(hour):\(minute)"
      case let .expanded(days, hour): "expanded \(days)d at \(hour)"
      case let .weekly(weekday, hour): "weekly \(weekday) at \(hour)"
      }
    }
  }

  enum Step: Sendable, CustomStringConvertible {
    case rescheduleAll
    /// Group `index`, its timeline's titles changed to `version`.
    case reschedule(index: Int, version: Int)
    case snooze(Int)
    case done(Int)
    case unregister(Int)
    case oneOff(days: Int, hour: Int)
    case direct(minutes: Int)
    case advance(hours: Int)
    /// From now on the center refuses adds with this percentage, for a reason tied to the
    /// request (which re-plans) or not.
    case refuse(percent: Int, requestSpecific: Bool)

    var description: String {
      switch self {
      case .rescheduleAll: "rescheduleAll"
      case let .reschedule(index, version): "reschedule group\(index) v\(version)"
      case .snooze(let index): "snooze #\(index)"
      case .done(let index): "done #\(index)"
      case .unregister(let index): "unregister group\(index)"
      case let .oneOff(days, hour): "one-off in \(days)d at \(hour)"
      case .direct(let minutes): "direct in \(minutes) min"
      case .advance(let hours): "advance \(hours)h"
      case let .refuse(percent, specific): "refuse \(percent)%\(specific ? " (request)" : "")"
      }
    }
  }

  var groups: [[Entry]]
  var steps: [Step]
  var capacity: Int
  var tail: Bool
  var reserved: Int
  var zone: String
  var faultSeed: UInt64

  var description: String {
    "capacity \(capacity), tail \(tail), reserved \(reserved) for group0, zone \(zone), fault seed \(faultSeed), groups \(groups), steps \(steps)"
  }

  static let zones = ["Europe/Berlin", "America/New_York", "Australia/Lord_Howe", "America/Santiago", "UTC"]

  static func generate(_ g: inout SeededGenerator) -> CallSequence {
    let groups = (0..<Int.random(in: 1...3, using: &g)).map { _ in
      (0..<Int.random(in: 1...3, using: &g)).map { _ -> Entry in
        switch Int.random(in: 0..<3, using: &g) {
        case 0:
          .compressed(hour: Int.random(in: 6...22, using: &g), minute: [0, 30].randomElement(using: &g) ?? 0)
        case 1: .expanded(days: Int.random(in: 1...30, using: &g), hour: Int.random(in: 6...22, using: &g))
        default: .weekly(weekday: Int.random(in: 1...7, using: &g), hour: Int.random(in: 6...22, using: &g))
        }
      }
    }
    // The center refuses some adds from the start, and more or fewer as the steps go on.
    var steps: [Step] = [
      .refuse(percent: [10, 30, 60].randomElement(using: &g) ?? 10, requestSpecific: Bool.random(using: &g)),
      .rescheduleAll,
    ]
    for _ in 0..<Int.random(in: 3...10, using: &g) {
      let step: Step =
        switch Int.random(in: 0..<12, using: &g) {
        case 0, 1: .rescheduleAll
        case 2, 3:
          .reschedule(
            index: Int.random(in: 0..<groups.count, using: &g), version: Int.random(in: 0...2, using: &g))
        case 4: .snooze(Int.random(in: 0...5, using: &g))
        case 5: .done(Int.random(in: 0...5, using: &g))
        case 6: .unregister(Int.random(in: 0..<groups.count, using: &g))
        case 7: .oneOff(days: Int.random(in: 0...20, using: &g), hour: Int.random(in: 6...22, using: &g))
        case 8: .direct(minutes: Int.random(in: 1...6_000, using: &g))
        case 9:
          .refuse(
            percent: [0, 20, 50, 100].randomElement(using: &g) ?? 0, requestSpecific: Bool.random(using: &g))
        default: .advance(hours: [1, 5, 13, 30, 100, 400].randomElement(using: &g) ?? 1)
        }
      steps.append(step)
    }
    return CallSequence(
      groups: groups, steps: steps, capacity: Int.random(in: 2...16, using: &g), tail: Bool.random(using: &g),
      reserved: Int.random(in: 0...2, using: &g), zone: zones.randomElement(using: &g) ?? "UTC",
      faultSeed: g.next())
  }

  static func shrink(_ s: CallSequence) -> [CallSequence] {
    var smaller: [CallSequence] = []
    for index in s.steps.indices.dropFirst(2) {
      var copy = s
      copy.steps.remove(at: index)
      smaller.append(copy)
    }
    for index in s.groups.indices where s.groups[index].count > 1 {
      for entry in s.groups[index].indices {
        var copy = s
        copy.groups[index].remove(at: entry)
        smaller.append(copy)
      }
    }
    for capacity in Shrink.int(s.capacity) where capacity >= 2 {
      var copy = s
      copy.capacity = capacity
      smaller.append(copy)
    }
    return smaller
  }

  var policy: PlanningPolicy {
    PlanningPolicy(
      reservedSlots: reserved > 0 ? ["group0": reserved] : [:],
      tailNotice: tail ? TailNotice(content: NotificationContent(title: "Open the app")) : nil)
  }

  func group(_ index: Int, version: Int = 0) -> AdHocGroup {
    let entries = groups[index]
    return AdHocGroup(
      identifier: "group\(index)",
      timeline: NotificationsTimeline {
        for entry in entries {
          switch entry {
          case let .compressed(hour, minute):
            EveryDay(starting: .today).at(hour: hour, minute: minute).schedule(title: "c\(version)")
          case let .expanded(days, hour):
            EveryDay(forDays: days, starting: .today).at(hour: hour, minute: 15).schedule(
              title: "e\(version)")
          case let .weekly(weekday, hour):
            EveryWeek(starting: .thisWeek).weekday(.init(rawValue: weekday)).at(hour: hour, minute: 45)
              .schedule {
                (date: Date) in
                NotificationContent(title: "w\(version)", body: "\(date.timeIntervalSince1970)")
              }
          }
        }
      })
  }
}

/// Where a report and what is pending after its call disagree.
struct ReportMismatch: Error, CustomStringConvertible {
  var description: String
}

/// Every figure of a report describes the net change its call made and what is pending after
/// it: over seeded call sequences on a simulated device whose center refuses adds at random.
struct ReportPropertyTests {
  /// The sequences run; `NICE_LONG_RUN` multiplies them for a long seeded run.
  static let iterations = 100 * max(1, Int(ProcessInfo.processInfo.environment["NICE_LONG_RUN"] ?? "") ?? 1)

  @Test func everyReportFigureDescribesWhatIsPendingAfterTheCall() async {
    let refusedSomething = CallCounter()
    let movedTail = CallCounter()
    await expectProperty(
      "reports against the pending set", iterations: Self.iterations, generate: CallSequence.generate,
      shrink: CallSequence.shrink
    ) { sequence in
      let (refused, tail) = try await Self.play(sequence)
      if refused { refusedSomething.increment() }
      if tail { movedTail.increment() }
      return true
    }
    // Not vacuous: many sequences had adds refused, and many placed a tail notice.
    #expect(refusedSomething.value >= Self.iterations / 4)
    #expect(movedTail.value >= Self.iterations / 6)
  }

  /// Plays the sequence, checking each report; whether any add was refused, and whether a tail
  /// notice was pending after some call.
  static func play(_ sequence: CallSequence) async throws -> (refused: Bool, tail: Bool) {
    let start = DateBuilder.Context.fixed(2026, 3, 20, 10, 17, in: sequence.zone)
    let simulator = SimulatedNotificationCenter(
      now: start.now, timeZone: start.timeZone, capacity: sequence.capacity, authorization: .authorized)
    let notifications = LocalNotifications(simulator: simulator, policy: sequence.policy)
    for index in sequence.groups.indices {
      notifications.register(sequence.group(index), permissionStrategy: .scheduleIfSystemAllowed)
    }
    var refusedAny = false
    var tailSeen = false
    var oneOffs = 0
    for (number, step) in sequence.steps.enumerated() {
      let before = await simulator.pendingRequests()
      let now = await simulator.now
      var report: RescheduleReport?
      switch step {
      case .rescheduleAll:
        report = await notifications.rescheduleAll()
      case let .reschedule(index, version):
        let group = sequence.group(index, version: version)
        notifications.register(group, permissionStrategy: .scheduleIfSystemAllowed)
        report = await notifications.reschedule(group: group, permissionStrategy: .scheduleIfSystemAllowed)
      case .snooze(let pick):
        let shown = await simulator.delivered
        guard !shown.isEmpty else { continue }
        report = try? await notifications.snooze(shown[pick % shown.count], .after(900))
      case .done(let pick):
        let shown = await simulator.delivered
        guard !shown.isEmpty else { continue }
        report = try? await notifications.markDone(shown[pick % shown.count])
      case .unregister(let index):
        notifications.unregister(groupIdentifier: "group\(index)")
      case let .oneOff(days, hour):
        oneOffs += 1
        let calendar = await simulator.calendar
        let day = calendar.dateComponents(
          [.year, .month, .day], from: calendar.date(byAdding: .day, value: days, to: now) ?? now)
        let timeline = NotificationsTimeline {
          ExactDay(year: day.year ?? 2026, month: day.month ?? 3, day: day.day ?? 20)
            .at(hour: hour, minute: 5).schedule(title: "one-off")
        }
        report = await notifications.schedule(
          timeline: timeline, groupIdentifier: "oneOff\(oneOffs)",
          permissionStrategy: .scheduleIfSystemAllowed
        ).report
      case .direct(let minutes):
        let request = NotificationRequest(
          identifier: "direct-\(number)", content: NotificationContent(title: "direct"),
          trigger: .timeInterval(TimeInterval(minutes * 60), repeats: false))
        report = await notifications.directSchedule(
          request: request, permissionStrategy: .scheduleIfSystemAllowed)
      case let .advance(hours):
        await simulator.advance(by: TimeInterval(hours) * 3_600)
      case let .refuse(percent, specific):
        await simulator.failAdds(
          probability: Double(percent) / 100, seed: sequence.faultSeed &+ UInt64(number),
          with: specific ? .invalidAttachment("refused") : .failed("refused"))
      }
      guard let report else { continue }
      let after = await simulator.pendingRequests()
      let tailDate = await simulator.pendingFireDates()[TailNotice.identifier]
      if !report.failedAdds.isEmpty { refusedAny = true }
      if tailDate != nil { tailSeen = true }
      let problems = Self.problems(
        report, before: before, after: after, tailDate: tailDate, now: now, sequence: sequence)
      guard problems.isEmpty else {
        throw ReportMismatch(
          description: "after step \(number) (\(step)): \(problems.joined(separator: "; "))")
      }
    }
    return (refusedAny, tailSeen)
  }

  /// Whether a pending request is a series compressed into one repeating request.
  static func isCompressed(_ pending: PendingRequest) -> Bool {
    guard let identifier = RequestIdentifier(pending.request.identifier), !identifier.isSnooze,
      case .calendar(_, repeats: true)? = pending.request.trigger
    else { return false }
    return identifier.occurrence == "repeating"
  }

  /// What in `report` disagrees with the pending requests `before` and `after` its call.
  static func problems(
    _ report: RescheduleReport, before: [PendingRequest], after: [PendingRequest], tailDate: Date?, now: Date,
    sequence: CallSequence
  ) -> [String] {
    var problems: [String] = []
    let was = Dictionary(before.map { ($0.request.identifier, $0.request) }, uniquingKeysWith: { a, _ in a })
    let now_ = Dictionary(after.map { ($0.request.identifier, $0.request) }, uniquingKeysWith: { a, _ in a })
    for (name, list) in [
      ("added", report.added), ("removed", report.removed), ("replaced", report.replaced),
      ("kept", report.kept),
    ]
    where Set(list).count != list.count {
      problems.append("\(name) lists a request twice: \(list.sorted())")
    }
    let appeared = Set(now_.keys).subtracting(was.keys)
    let disappeared = Set(was.keys).subtracting(now_.keys)
    let changed = Set(was.keys).intersection(now_.keys).filter { was[$0] != now_[$0] }
    if Set(report.added) != appeared {
      problems.append("added \(report.added.sorted()), but what appeared is \(appeared.sorted())")
    }
    if Set(report.removed) != disappeared {
      problems.append("removed \(report.removed.sorted()), but what went is \(disappeared.sorted())")
    }
    if Set(report.replaced) != changed {
      problems.append("replaced \(report.replaced.sorted()), but what changed is \(changed.sorted())")
    }
    let notKept = Set(report.kept).filter { was[$0] == nil || was[$0] != now_[$0] }
    if !notKept.isEmpty { problems.append("kept \(notKept.sorted()), which did not stay as they were") }
    if after.count > sequence.capacity { problems.append("\(after.count) pending over the cap") }
    guard let plan = report.plan else { return problems }
    let pendingGroups = Dictionary(grouping: after) { RequestIdentifier($0.request.identifier)?.group ?? "" }
    for (group, list) in pendingGroups where group != "" && plan.groups[group] == nil {
      problems.append("\(group) has \(list.count) pending, and no figures")
    }
    for (group, slots) in plan.groups {
      let list = pendingGroups[group] ?? []
      if slots.scheduled != list.count {
        problems.append("\(group): scheduled \(slots.scheduled), pending \(list.count)")
      }
      let compressed = list.filter(isCompressed).count
      if slots.compressed != compressed {
        problems.append("\(group): compressed \(slots.compressed), pending repeating series \(compressed)")
      }
      if case .scheduled? = report.outcomes[group] {
        if slots.gotNoSlot { problems.append("\(group) is scheduled, and got no slot") }
        if report.failedAdds.contains(where: { RequestIdentifier($0.identifier)?.group == group }) {
          problems.append("\(group) is scheduled, and an add of it was refused")
        }
      }
    }
    for (group, list) in plan.scheduled {
      for item in list where now_[item.identifier.description] == nil {
        problems.append("\(group) lists \(item.identifier) as scheduled; it is not pending")
      }
    }
    let lost = plan.deferrals.filter {
      switch $0.reason {
      case .capacity, .displaced, .refusedByCenter: true
      case .contentFailed: false
      }
    }
    for deferral in lost where now_[deferral.identifier] != nil {
      problems.append("\(deferral.identifier) is deferred (\(deferral.reason)), and pending")
    }
    if let refill = plan.refillDate {
      if refill < now { problems.append("the refill date \(refill) is before the call (\(now))") }
      for deferral in lost {
        guard let fire = deferral.fireDate, fire > now, fire < refill else { continue }
        problems.append("\(deferral.identifier) is lost at \(fire), after the refill date \(refill)")
      }
    }
    if sequence.tail {
      let tailRefused = report.failedAdds.contains { $0.identifier == TailNotice.identifier }
      switch plan.refillDate {
      case let refill? where refill > now && !tailRefused:
        if tailDate != refill {
          problems.append("the tail notice fires at \(tailDate as Any), the refill date is \(refill)")
        }
      case nil:
        if tailDate != nil {
          problems.append("a tail notice is pending at \(tailDate as Any) with no refill date")
        }
      default:
        if let tailDate, tailDate != plan.refillDate, tailRefused {
          problems.append("a refused tail notice left one at \(tailDate)")
        }
      }
    }
    return problems
  }
}
