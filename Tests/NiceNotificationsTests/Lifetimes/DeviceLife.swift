import Foundation
import NiceNotifications
import PropertyTesting

/// One seeded life of a device: where and when it starts, the groups the app declares, how
/// the app shares slots, and what happens to the device, the app and the person, step by step.
///
/// A life is plain data, so that the in-house runner can shrink it (drop steps, drop groups,
/// shorten waits) and print the shortest failing one as a story.
struct DeviceLife: Sendable, CustomStringConvertible {
  /// The seed the life was generated from; `NICENOTIFICATIONS_LIFE_SEED` replays it alone.
  var seed: UInt64
  /// When the life starts.
  var start: Date
  /// The device's time zone at the start.
  var startZone: String
  /// The groups the app declares at the start.
  var groups: [LifeGroup]
  /// Whether the app schedules an "open the app" notice where its window ends.
  var tailNotice: Bool
  /// Slots reserved per group identifier.
  var reservedSlots: [String: Int]
  /// What happens, in order.
  var steps: [LifeStep]

  /// The policy the app plans with.
  var policy: PlanningPolicy {
    PlanningPolicy(
      reservedSlots: reservedSlots,
      tailNotice: tailNotice ? TailNotice(content: NotificationContent(title: "Open the app")) : nil)
  }

  /// The life as a story: its set-up, then each step at the device's local time.
  var description: String {
    var lines = [
      "life \(seed): starts \(LifeClock.local(start, in: startZone)) in \(startZone), capacity 64"
        + (tailNotice ? ", with a tail notice" : "")
        + (reservedSlots.isEmpty
          ? ""
          : ", reserved "
            + reservedSlots.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }.joined(
              separator: ", "))
    ]
    for group in groups { lines.append("  declares \(group)") }
    var now = start
    var zone = startZone
    for (index, step) in steps.enumerated() {
      if case .wait(let minutes) = step {
        now = now.addingTimeInterval(TimeInterval(minutes) * 60)
        continue
      }
      if case .fly(let to) = step { zone = to }
      lines.append("  \(index + 1). \(LifeClock.local(now, in: zone)) \(zone): \(step)")
    }
    lines.append("  ends \(LifeClock.local(now, in: zone)) \(zone)")
    return lines.joined(separator: "\n")
  }

  /// When the life ends.
  var end: Date {
    start.addingTimeInterval(
      steps.reduce(0) { total, step in
        if case .wait(let minutes) = step { total + TimeInterval(minutes) * 60 } else { total }
      })
  }

  // MARK: Generating

  /// The zones a device lives and travels in: both sides of the date line, DST in either
  /// hemisphere, half and quarter hours, and a zone whose DST shift is 30 minutes.
  static let zones = [
    "Europe/Berlin", "America/New_York", "America/Los_Angeles", "Pacific/Pago_Pago", "Pacific/Auckland",
    "Pacific/Kiritimati", "Asia/Kolkata", "Australia/Lord_Howe", "America/Santiago", "Pacific/Chatham",
    "Pacific/Honolulu", "Asia/Tokyo", "Pacific/Apia", "America/Havana", "UTC",
  ]

  /// A life of about `days` days drawn from `seed`.
  static func generate(seed: UInt64, days: Int) -> DeviceLife {
    var g = SeededGenerator(seed: seed)
    let startZone = zones.randomElement(using: &g) ?? "UTC"
    // Any day of 2026 and 2027, at a waking hour there.
    let epoch2026 = Date(timeIntervalSince1970: 1_767_225_600)
    let day = epoch2026.addingTimeInterval(TimeInterval(Int.random(in: 0..<730, using: &g)) * 86_400)
    let start = LifeClock.instant(
      ofDay: day, hour: Int.random(in: 7...21, using: &g), minute: Int.random(in: 0..<60, using: &g),
      in: startZone)
    let groupCount = Int.random(in: 1...4, using: &g)
    let groups = (0..<groupCount).map {
      LifeGroup.generate(index: $0, start: start, zone: startZone, days: days, &g)
    }
    var reserved: [String: Int] = [:]
    if Int.random(in: 0..<10, using: &g) < 3, let group = groups.randomElement(using: &g) {
      reserved[group.name] = Int.random(in: 1...3, using: &g)
    }
    let tail = Bool.random(using: &g)
    let steps = LifeStep.generate(groups: groups.map(\.name), minutes: days * 1_440, &g)
    return DeviceLife(
      seed: seed, start: start, startZone: startZone, groups: groups, tailNotice: tail,
      reservedSlots: reserved,
      steps: steps)
  }

  // MARK: Shrinking

  /// Shorter lives first (runs of steps removed), then lives with a group fewer, then lives
  /// whose waits are shorter.
  static func shrink(_ life: DeviceLife) -> [DeviceLife] {
    var candidates: [DeviceLife] = []
    for steps in Shrink.array(life.steps) where !steps.isEmpty {
      var shorter = life
      shorter.steps = steps
      candidates.append(shorter)
    }
    if life.groups.count > 1 {
      for index in life.groups.indices {
        var fewer = life
        fewer.groups.remove(at: index)
        candidates.append(fewer)
      }
    }
    if life.tailNotice {
      var without = life
      without.tailNotice = false
      candidates.append(without)
    }
    if !life.reservedSlots.isEmpty {
      var without = life
      without.reservedSlots = [:]
      candidates.append(without)
    }
    for index in life.steps.indices {
      guard case .wait(let minutes) = life.steps[index], minutes > 1 else { continue }
      for smaller in [minutes / 2, minutes - minutes / 4] where smaller > 0 && smaller < minutes {
        var shorter = life
        shorter.steps[index] = .wait(minutes: smaller)
        candidates.append(shorter)
      }
    }
    return candidates
  }
}

/// A group the simulated app declares, with a timeline from the DateBuilder DSL.
struct LifeGroup: Hashable, Sendable, CustomStringConvertible {
  /// How a fixed time of day is written in the timeline.
  enum Spelling: String, Hashable, Sendable {
    case hourMinute = ".at(hour:minute:)"
    case timeOfDay = ".at(TimeOfDay(hour:minute:))"
    case time = ".at(.time(hour:minute:))"
  }

  /// The shape of the group's one entry.
  enum Kind: Hashable, Sendable {
    /// Every day at a fixed time, with constant content.
    case daily(hour: Int, minute: Int, Spelling)
    /// Every day at a fixed time, with content made from the fire date.
    case dailyVarying(hour: Int, minute: Int)
    /// Every day at a fixed time; the content maker returns `nil` on every third day.
    case dailySkipping(hour: Int, minute: Int)
    /// Every week on a weekday (1 is Sunday) at a fixed time, with constant content.
    case weekly(weekday: Int, hour: Int, minute: Int)
    /// Every month on a day at a fixed time, with constant content.
    case monthly(day: Int, hour: Int, minute: Int)
    /// For some days, each at a random time between two hours.
    case randomTime(fromHour: Int, toHour: Int, days: Int)
    /// An array of exact days (year, month, day), in the order written, at a fixed time.
    case exactDays([[Int]], hour: Int, minute: Int)
  }

  /// How the app asks permission for the group.
  enum Strategy: String, Hashable, Sendable {
    case scheduleIfSystemAllowed
    case askSystemPermissionIfNeeded
    case askWithPrePermission

    var strategy: PermissionStrategy {
      switch self {
      case .scheduleIfSystemAllowed: .scheduleIfSystemAllowed
      case .askSystemPermissionIfNeeded: .askSystemPermissionIfNeeded
      case .askWithPrePermission: .askWithPrePermission(PermissionAsker { true })
      }
    }
  }

  var name: String
  var kind: Kind
  var strategy: Strategy

  /// The wall-clock time of the group's fixed-time occurrences, if it has one.
  var fixedTime: (hour: Int, minute: Int)? {
    switch kind {
    case .daily(let hour, let minute, _), .dailyVarying(let hour, let minute),
      .dailySkipping(let hour, let minute),
      .weekly(_, let hour, let minute), .monthly(_, let hour, let minute),
      .exactDays(_, let hour, let minute):
      (hour, minute)
    case .randomTime: nil
    }
  }

  var description: String {
    let time = fixedTime.map { String(format: "%02d:%02d", $0.hour, $0.minute) } ?? ""
    let what =
      switch kind {
      case .daily(_, _, let spelling): "every day \(time), constant content, written \(spelling.rawValue)"
      case .dailyVarying: "every day \(time), content from the fire date"
      case .dailySkipping: "every day \(time), the maker returns nil every third day"
      case .weekly(let weekday, _, _): "every week on weekday \(weekday) (1 = Sunday) \(time)"
      case .monthly(let day, _, _): "every month on day \(day) \(time)"
      case .randomTime(let from, let to, let days):
        "\(days) days from today, each at a random time \(from):00–\(to):00"
      case .exactDays(let days, _, _):
        "exact days "
          + days.map { String(format: "%04d-%02d-%02d", $0[0], $0[1], $0[2]) }.joined(separator: ", ")
          + " at \(time)"
      }
    return "\(name): \(what); strategy .\(strategy.rawValue)"
  }

  static func generate(
    index: Int, start: Date, zone: String, days: Int, _ g: inout SeededGenerator
  ) -> LifeGroup {
    // Waking hours only: no DST transition of the zones above falls between 07:00 and 22:00.
    let hour = Int.random(in: 7...21, using: &g)
    let minute = [0, 15, 30, 45, Int.random(in: 0..<60, using: &g)].randomElement(using: &g) ?? 0
    let kind: Kind
    switch Int.random(in: 0..<8, using: &g) {
    case 0: kind = .daily(hour: hour, minute: minute, .hourMinute)
    case 1: kind = .daily(hour: hour, minute: minute, [.timeOfDay, .time].randomElement(using: &g) ?? .time)
    case 2: kind = .dailyVarying(hour: hour, minute: minute)
    case 3: kind = .dailySkipping(hour: hour, minute: minute)
    case 4: kind = .weekly(weekday: Int.random(in: 1...7, using: &g), hour: hour, minute: minute)
    case 5: kind = .monthly(day: Int.random(in: 1...28, using: &g), hour: hour, minute: minute)
    case 6:
      let from = Int.random(in: 7...15, using: &g)
      kind = .randomTime(
        fromHour: from, toHour: from + Int.random(in: 1...6, using: &g),
        days: Int.random(in: 10...80, using: &g))
    default:
      var offsets = Set<Int>()
      for _ in 0..<Int.random(in: 3...70, using: &g) {
        offsets.insert(Int.random(in: 0...max(1, days), using: &g))
      }
      // In the order the app wrote them: sorted, reversed or shuffled.
      var ordered = offsets.sorted()
      switch Int.random(in: 0..<3, using: &g) {
      case 0: break
      case 1: ordered.reverse()
      default: ordered.shuffle(using: &g)
      }
      kind = .exactDays(
        ordered.map { LifeClock.civilDay(start, plusDays: $0, in: zone) }, hour: hour, minute: minute)
    }
    let strategies: [Strategy] = [
      .scheduleIfSystemAllowed, .askSystemPermissionIfNeeded, .askWithPrePermission,
    ]
    return LifeGroup(
      name: "g\(index)", kind: kind, strategy: strategies.randomElement(using: &g) ?? .scheduleIfSystemAllowed
    )
  }

  /// A word or two for the group's shape, for tallies.
  var shape: String {
    switch kind {
    case .daily(_, _, let spelling): "daily constant \(spelling.rawValue)"
    case .dailyVarying: "daily varying"
    case .dailySkipping: "daily skipping"
    case .weekly: "weekly"
    case .monthly: "monthly"
    case .randomTime: "random time"
    case .exactDays: "exact days"
    }
  }

  /// Whether a content maker that skips returns `nil` for an occurrence at `date`.
  static func makerSkips(_ date: Date) -> Bool {
    Int((date.timeIntervalSince1970 / 86_400).rounded(.down)) % 3 == 0
  }
}

/// What happens to the device, the app or the person.
enum LifeStep: Hashable, Sendable, CustomStringConvertible {
  /// Time passes; notifications due are delivered.
  case wait(minutes: Int)
  /// The app is launched (a new process): it registers the groups it declares and calls
  /// `rescheduleAll()`.
  case launch
  /// The device lands in another time zone.
  case fly(to: String)
  /// The person turns the app's notifications off, or on, in Settings.
  case systemNotifications(on: Bool)
  /// The person turns a group off (`disable(group:)`) or on (allowed, then `reschedule(group:)`).
  case groupSwitch(String, on: Bool)
  /// The person taps Done on the group's latest notification in Notification Center.
  case done(String)
  /// The person snoozes the group's latest notification in Notification Center.
  case snooze(String, minutes: Int)
  /// The center refuses this percentage of adds from now on (0 stops it).
  case centerRefuses(percent: Int, seed: UInt64)
  /// The app no longer declares the group (it was deleted on another device, say).
  case undeclare(String)

  var description: String {
    switch self {
    case .wait(let minutes): "wait \(minutes) min"
    case .launch: "the app launches and calls rescheduleAll()"
    case .fly(let zone): "lands in \(zone)"
    case .systemNotifications(let on): "the person turns notifications \(on ? "on" : "off") in Settings"
    case .groupSwitch(let group, let on): "the person switches \(group) \(on ? "on" : "off")"
    case .done(let group): "the person taps Done on \(group)'s latest notification"
    case .snooze(let group, let minutes):
      "the person snoozes \(group)'s latest notification for \(minutes) min"
    case .centerRefuses(let percent, _): "the center refuses \(percent)% of adds"
    case .undeclare(let group): "the app no longer declares \(group)"
    }
  }

  /// Steps filling about `minutes` minutes: launches days or weeks apart, flights, Settings
  /// changes, switches, snoozes and dones, refusals and groups that go away.
  static func generate(groups: [String], minutes: Int, _ g: inout SeededGenerator) -> [LifeStep] {
    var steps: [LifeStep] = [.launch]
    var elapsed = 0
    var systemOn = true
    var groupsOff: Set<String> = []
    var declared = groups
    func wait(_ range: ClosedRange<Int>, _ g: inout SeededGenerator) {
      let minutes = Int.random(in: range, using: &g)
      steps.append(.wait(minutes: minutes))
      elapsed += minutes
    }
    while elapsed < minutes {
      switch Int.random(in: 0..<10, using: &g) {
      case 0..<6: wait(30...1_800, &g)
      case 6..<9: wait(1_440...8_640, &g)
      default: wait(10_080...30_240, &g)
      }
      let group = declared.randomElement(using: &g) ?? groups.first ?? "g0"
      // Notifications off in Settings, or a group off, are usually turned on again within days.
      if !systemOn, Int.random(in: 0..<10, using: &g) < 4 {
        systemOn = true
        steps.append(.systemNotifications(on: true))
        continue
      }
      if let off = groupsOff.sorted().first, Int.random(in: 0..<10, using: &g) < 3 {
        groupsOff.remove(off)
        steps.append(.groupSwitch(off, on: true))
        continue
      }
      switch Int.random(in: 0..<100, using: &g) {
      case 0..<32: steps.append(.launch)
      case 32..<44:
        steps.append(.fly(to: DeviceLife.zones.randomElement(using: &g) ?? "UTC"))
        // Often the person answers a notification soon after landing.
        if Bool.random(using: &g) {
          wait(5...600, &g)
          steps.append(
            Bool.random(using: &g)
              ? .done(group) : .snooze(group, minutes: Int.random(in: 5...180, using: &g)))
        }
      case 44..<56: steps.append(.done(group))
      case 56..<68:
        steps.append(.snooze(group, minutes: [10, 60, 600, 1_440].randomElement(using: &g) ?? 10))
      case 68..<74:
        systemOn.toggle()
        steps.append(.systemNotifications(on: systemOn))
      case 74..<80:
        let on = groupsOff.contains(group)
        if on { groupsOff.remove(group) } else { groupsOff.insert(group) }
        steps.append(.groupSwitch(group, on: on))
      case 80..<85:
        steps.append(.centerRefuses(percent: [0, 0, 20, 50].randomElement(using: &g) ?? 0, seed: g.next()))
      case 85..<87 where declared.count > 1:
        declared.removeAll { $0 == group }
        steps.append(.undeclare(group))
      default: break
      }
    }
    return steps
  }
}

/// Civil-time helpers for lives: the oracle's own arithmetic, in Foundation's Gregorian
/// calendar, independent of the package's.
enum LifeClock {
  static func calendar(_ zone: String) -> Calendar {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: zone) ?? TimeZone(secondsFromGMT: 0) ?? .current
    return calendar
  }

  /// `yyyy-MM-dd HH:mm` of `date` in `zone`.
  static func local(_ date: Date, in zone: String) -> String {
    let c = calendar(zone).dateComponents([.year, .month, .day, .hour, .minute], from: date)
    return String(
      format: "%04d-%02d-%02d %02d:%02d", c.year ?? 0, c.month ?? 0, c.day ?? 0, c.hour ?? 0, c.minute ?? 0)
  }

  /// The instant of `hour:minute` on the civil day of `day` in `zone`.
  static func instant(ofDay day: Date, hour: Int, minute: Int, in zone: String) -> Date {
    let calendar = calendar(zone)
    var c = calendar.dateComponents([.year, .month, .day], from: day)
    c.hour = hour
    c.minute = minute
    return calendar.date(from: c) ?? day
  }

  /// The year, month and day `days` days after `date`'s civil day in `zone`.
  static func civilDay(_ date: Date, plusDays days: Int, in zone: String) -> [Int] {
    let calendar = calendar(zone)
    let shifted = calendar.date(byAdding: .day, value: days, to: date) ?? date
    let c = calendar.dateComponents([.year, .month, .day], from: shifted)
    return [c.year ?? 0, c.month ?? 0, c.day ?? 0]
  }

  /// The occurrence label of a wall-clock time: `20261122T090000`.
  static func label(year: Int, month: Int, day: Int, hour: Int, minute: Int) -> String {
    String(format: "%04d%02d%02dT%02d%02d00", year, month, day, hour, minute)
  }
}
