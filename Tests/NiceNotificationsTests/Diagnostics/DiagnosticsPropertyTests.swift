import DateBuilder
import Foundation
import NiceNotifications
import NiceNotificationsTesting
import PropertyTesting
import Testing
import TestSupport

/// A seeded device: groups competing for a small cap under a random policy, other code's
/// requests, and a few calls — reschedules of all or one, direct requests, the clock moving on,
/// adds refused.
struct DiagnosedDevice: CustomStringConvertible, Sendable {
  enum Step: Sendable, CustomStringConvertible {
    case rescheduleAll
    case reschedule(Int)
    case unregister(Int)
    case direct(minutes: Int)
    case advance(hours: Int)
    case refuse(percent: Int)

    var description: String {
      switch self {
      case .rescheduleAll: "rescheduleAll"
      case .reschedule(let index): "reschedule group\(index)"
      case .unregister(let index): "unregister group\(index)"
      case .direct(let minutes): "direct in \(minutes) min"
      case .advance(let hours): "advance \(hours)h"
      case .refuse(let percent): "refuse \(percent)%"
      }
    }
  }

  /// Per group, its entries: `nil` for a constant daily reminder (one repeating request), or the
  /// number of days of a daily reminder whose text names its date, and the hour.
  var groups: [[(days: Int?, hour: Int)]]
  var foreignHours: [Int]
  var steps: [Step]
  var capacity: Int
  var reserved: Int
  var tail: Bool
  var zone: String
  var seed: UInt64

  var description: String {
    "capacity \(capacity), reserved \(reserved) for group0, tail \(tail), zone \(zone), groups \(groups), "
      + "foreign at \(foreignHours), steps \(steps), fault seed \(seed)"
  }

  static let zones = ["Europe/Berlin", "America/New_York", "Australia/Lord_Howe", "America/Santiago"]

  static func generate(_ g: inout SeededGenerator) -> DiagnosedDevice {
    let groups = (0..<Int.random(in: 1...4, using: &g)).map { _ in
      (0..<Int.random(in: 1...3, using: &g)).map { _ in
        (
          days: Bool.random(using: &g) ? nil : Int.random(in: 1...20, using: &g),
          hour: Int.random(in: 0...23, using: &g)
        )
      }
    }
    var steps: [Step] = [.rescheduleAll]
    for _ in 0..<Int.random(in: 1...6, using: &g) {
      let step: Step =
        switch Int.random(in: 0..<8, using: &g) {
        case 0: .rescheduleAll
        case 1, 2: .reschedule(Int.random(in: 0..<groups.count, using: &g))
        case 3: .unregister(Int.random(in: 0..<groups.count, using: &g))
        case 4: .direct(minutes: Int.random(in: 1...3_000, using: &g))
        case 5: .refuse(percent: [0, 30, 100].randomElement(using: &g) ?? 0)
        default: .advance(hours: [1, 7, 30, 100].randomElement(using: &g) ?? 1)
        }
      steps.append(step)
    }
    return DiagnosedDevice(
      groups: groups,
      foreignHours: (0..<Int.random(in: 0...3, using: &g)).map { _ in Int.random(in: 0...23, using: &g) },
      steps: steps, capacity: Int.random(in: 2...20, using: &g), reserved: Int.random(in: 0...2, using: &g),
      tail: Bool.random(using: &g), zone: zones.randomElement(using: &g) ?? "Europe/Berlin", seed: g.next())
  }

  static func shrink(_ s: DiagnosedDevice) -> [DiagnosedDevice] {
    var smaller: [DiagnosedDevice] = []
    for index in s.steps.indices.dropFirst() {
      var copy = s
      copy.steps.remove(at: index)
      smaller.append(copy)
    }
    if !s.foreignHours.isEmpty {
      var copy = s
      copy.foreignHours.removeLast()
      smaller.append(copy)
    }
    for index in s.groups.indices where s.groups[index].count > 1 {
      var copy = s
      copy.groups[index].removeLast()
      smaller.append(copy)
    }
    return smaller
  }

  var policy: PlanningPolicy {
    PlanningPolicy(
      reservedSlots: reserved > 0 ? ["group0": reserved] : [:],
      tailNotice: tail ? TailNotice(content: NotificationContent(title: "Open the app")) : nil)
  }

  func group(_ index: Int) -> AdHocGroup {
    let entries = groups[index]
    return AdHocGroup(
      identifier: "group\(index)",
      timeline: NotificationsTimeline {
        for entry in entries {
          if let days = entry.days {
            EveryDay(forDays: days, starting: .today).at(hour: entry.hour, minute: 15)
              .schedule { (date: Date) in NotificationContent(title: "\(date.timeIntervalSince1970)") }
          } else {
            EveryDay(starting: .today).at(hour: entry.hour, minute: 45).schedule(title: "daily")
          }
        }
      })
  }
}

/// Where a snapshot and the device or the last report disagree.
struct DiagnosticsMismatch: Error, CustomStringConvertible {
  var description: String
}

/// Over seeded devices in zones with clock changes: a snapshot lists every pending request exactly
/// once, and every deferral of the last report exactly once, with its reason.
struct DiagnosticsPropertyTests {
  /// The devices played; `NICE_DIAGNOSTICS_DEVICES` sets how many (a long seeded run).
  static let iterations =
    ProcessInfo.processInfo.environment["NICE_DIAGNOSTICS_DEVICES"].flatMap(Int.init) ?? 60

  @Test func aSnapshotListsEveryPendingRequestAndEveryDeferralOfTheLastReportExactlyOnce() async {
    let deferred = CallCounter()
    let displaced = CallCounter()
    await expectProperty(
      "diagnostics against the device and the last report", iterations: Self.iterations,
      generate: DiagnosedDevice.generate, shrink: DiagnosedDevice.shrink
    ) { device in
      let (deferrals, displacements) = try await Self.play(device)
      if deferrals { deferred.increment() }
      if displacements { displaced.increment() }
      return true
    }
    // Not vacuous: many devices had deferrals to list, and some had requests displaced.
    #expect(deferred.value >= Self.iterations / 2)
    #expect(displaced.value >= 1)
  }

  /// Plays `device`, checking a snapshot after each report; whether any report deferred something,
  /// and whether any displaced a request.
  static func play(_ device: DiagnosedDevice) async throws -> (deferred: Bool, displaced: Bool) {
    let start = DateBuilder.Context.fixed(2026, 3, 27, 10, 17, in: device.zone)
    let simulator = SimulatedNotificationCenter(
      now: start.now, timeZone: start.timeZone, capacity: device.capacity, authorization: .authorized)
    for (index, hour) in device.foreignHours.enumerated() {
      try await simulator.add(
        NotificationRequest(
          identifier: "theirs-\(index)", content: NotificationContent(title: "theirs"),
          trigger: .calendar(DateComponents(hour: hour, minute: 5), repeats: true)))
    }
    let notifications = LocalNotifications(simulator: simulator, policy: device.policy)
    notifications.registerAll(
      device.groups.indices.map(device.group), permissionStrategy: .scheduleIfSystemAllowed)
    var (anyDeferred, anyDisplaced) = (false, false)
    for (number, step) in device.steps.enumerated() {
      var report: RescheduleReport?
      var planned: [String] = []
      switch step {
      case .rescheduleAll:
        planned = notifications.registeredGroupIdentifiers
        report = await notifications.rescheduleAll()
      case .reschedule(let index):
        planned = ["group\(index)"]
        report = await notifications.reschedule(
          group: device.group(index), permissionStrategy: .scheduleIfSystemAllowed)
      case .unregister(let index): notifications.unregister(groupIdentifier: "group\(index)")
      case .direct(let minutes):
        report = await notifications.directSchedule(
          request: NotificationRequest(
            identifier: "direct-\(number)", content: NotificationContent(title: "direct"),
            trigger: .timeInterval(TimeInterval(minutes * 60), repeats: false)),
          permissionStrategy: .scheduleIfSystemAllowed)
      case .advance(let hours): await simulator.advance(by: TimeInterval(hours) * 3_600)
      case .refuse(let percent):
        await simulator.failAdds(
          probability: Double(percent) / 100, seed: device.seed &+ UInt64(number),
          with: .invalidAttachment("refused"))
      }
      guard let plan = report?.plan else { continue }
      if !plan.deferrals.isEmpty { anyDeferred = true }
      if plan.deferrals.contains(where: { $0.reason == .displaced }) { anyDisplaced = true }
      let problems = Self.problems(
        try await notifications.diagnostics(), plan: plan, planned: planned,
        pending: await simulator.pendingRequests())
      guard problems.isEmpty else {
        throw DiagnosticsMismatch(
          description: "after step \(number) (\(step)): \(problems.joined(separator: "; "))")
      }
    }
    return (anyDeferred, anyDisplaced)
  }

  /// What in `diagnostics` disagrees with what is `pending` or with the last `plan`.
  static func problems(
    _ diagnostics: NotificationsDiagnostics, plan: ReschedulePlan, planned: [String],
    pending: [PendingRequest]
  ) -> [String] {
    var problems: [String] = []
    // Every pending request exactly once: under its group, among other code's, or as the tail notice.
    var listed =
      diagnostics.groups.flatMap { $0.scheduled.map(\.id) } + diagnostics.foreignRequests.map(\.identifier)
    if diagnostics.tailNoticeDate != nil { listed.append(TailNotice.identifier) }
    let held = pending.map(\.request.identifier)
    if listed.sorted() != held.sorted() {
      problems.append("lists \(listed.sorted()), pending \(held.sorted())")
    }
    if diagnostics.pendingCount != pending.count {
      problems.append("counts \(diagnostics.pendingCount) pending")
    }
    for group in diagnostics.groups {
      if let stray = group.scheduled.first(where: { $0.identifier.group != group.identifier }) {
        problems.append("\(stray.id) is listed under \(group.identifier)")
      }
      if group.refillDate != group.deferred.compactMap(\.fireDate).min() {
        problems.append("\(group.identifier) refills at \(String(describing: group.refillDate))")
      }
      let compressed = group.scheduled.filter(\.isCompressed).map(\.id)
      if let wrong = compressed.first(where: { !$0.hasSuffix(":repeating") }) {
        problems.append("\(wrong) is marked compressed")
      }
      if Set(group.deferred.map(\.identifier)).count != group.deferred.count {
        problems.append("\(group.identifier) lists a deferral twice")
      }
    }
    if let foreign = diagnostics.foreignRequests.first(where: { RequestIdentifier($0.identifier) != nil }) {
      problems.append("\(foreign.identifier) is the package's, listed as foreign")
    }
    // Every deferral of the last plan exactly once, with its reason, under its group.
    let everyDeferral = diagnostics.groups.flatMap(\.deferred) + diagnostics.ungroupedDeferrals
    for deferral in plan.deferrals {
      let times = everyDeferral.filter { $0 == deferral }.count
      let home =
        deferral.group.map { diagnostics.group($0)?.deferred ?? [] } ?? diagnostics.ungroupedDeferrals
      if times != 1 || !home.contains(deferral) {
        problems.append("\(deferral.identifier) (\(deferral.reason)) is listed \(times) times")
      }
    }
    // A group the plan read lists exactly the plan's deferrals of it.
    for group in planned {
      let expected = plan.groups[group]?.deferrals ?? []
      let listed = diagnostics.group(group)?.deferred ?? []
      if Set(listed) != Set(expected) || listed.count != expected.count {
        problems.append("\(group) defers \(listed.map(\.identifier)), its plan \(expected.map(\.identifier))")
      }
    }
    if diagnostics.refillDate != plan.refillDate {
      problems.append("refill date \(String(describing: diagnostics.refillDate))")
    }
    return problems
  }
}
