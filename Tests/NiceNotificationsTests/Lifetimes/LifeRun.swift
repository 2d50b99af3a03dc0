import Foundation
import NiceNotifications
import NiceNotificationsTesting
import PropertyTesting

/// A promise a life's checks hold the package to, broken.
struct LifeViolation: Hashable, Sendable, CustomStringConvertible {
  /// Which promise.
  enum Check: String, Hashable, Sendable, CaseIterable {
    /// The same occurrence was delivered twice (or a snooze more often than it was snoozed).
    case deliveredTwice = "delivered twice"
    /// An occurrence the last report promised was not delivered, and nothing made it moot.
    case promisedLost = "promised, never delivered"
    /// A group the person switched off had a notification delivered.
    case deliveredWhileOff = "delivered for a group switched off"
    /// An occurrence was delivered after the person marked it done.
    case deliveredAfterDone = "delivered after it was marked done"
    /// A group the app no longer declares had a notification delivered after a launch.
    case deliveredUndeclared = "delivered for a group the app no longer declares"
    /// The "open the app" notice is not pending where the report says the window ends.
    case tailNotice = "tail notice not where the window ends"
    /// More than 64 requests were pending, or the device dropped one over the cap.
    case capacity = "pending cap exceeded"
    /// A report figure does not describe what is pending after the call.
    case reportUntrue = "report figure untrue"
  }

  var check: Check
  /// Which figure or which circumstance, for tallies: "compressed ≠ repeating pending", say.
  var kind: String
  var at: Date
  var zone: String
  var detail: String

  var description: String { "[\(check.rawValue)] \(LifeClock.local(at, in: zone)) \(zone): \(detail)" }
}

/// What one life checked, and what it found.
struct LifeOutcome: Sendable {
  var violations: [LifeViolation] = []
  var deliveries = 0
  var promisedOccurrences = 0
  var reports = 0
  /// Deliveries of a repeating request's occurrence again after a flight west, before a call
  /// planned its group again: the documented difference of compression, counted apart.
  var repeatedAfterFlightWest = 0
  /// Deliveries read as one day where the zones seen around them are a whole day apart (near
  /// the date line one instant is the same time on two days): the package documents that it
  /// takes the day that cannot drop a reminder, so these are counted apart.
  var readAcrossTheDateLine = 0
  var days = 0.0
}

/// Plays a ``DeviceLife`` on the simulated center with the public API, and checks every
/// promise over it.
final class LifeRun {
  /// An occurrence, as the person knows it: a group and the wall-clock time it is for.
  struct Key: Hashable, CustomStringConvertible {
    var group: String
    var label: String
    var description: String { "\(group) \(label)" }
  }

  /// What the last report that planned a group promised: every occurrence of its timeline
  /// after `since` (in `zone`, where the device then was) and before `until`, the refill date.
  struct Promise {
    var since: Date
    var zone: String
    var until: Date?
    var call: String
  }

  let life: DeviceLife
  let simulator: SimulatedNotificationCenter
  let permissionStore = InMemoryGroupPermissionStore()
  let handledStore = InMemoryHandledOccurrenceStore()
  let randoms: [String: LockedGenerator]
  var notifications: LocalNotifications
  var outcome = LifeOutcome()

  var zone: String
  var declared: [LifeGroup]
  var undeclaredPending: Set<String> = []
  var undeclaredSince: [String: Date] = [:]
  var groupOffSince: [String: Date] = [:]
  var systemOff: [(from: Date, to: Date?)] = []
  var delivered: [Key: Date] = [:]
  /// The identifier each occurrence was first delivered under.
  var deliveredAs: [Key: String] = [:]
  /// When the device last changed zone.
  var flights: [Date] = []
  /// When a call planned each group's timeline.
  var planned: [String: [Date]] = [:]
  /// When the app made a call to the package: what it can know of where the device was.
  var callDates: [Date] = []
  /// Occurrences marked done from a delivery whose day the package could not know.
  var doneUnknowable: Set<Key> = []
  var snoozeDeliveries: [Key: Int] = [:]
  var snoozesMade: [Key: Int] = [:]
  var doneAt: [Key: Date] = [:]
  var promises: [String: Promise] = [:]
  var droppedSeen = 0
  /// The zone the device was in at each delivery, by delivery date.
  var deliveryZones: [Date: String] = [:]

  init(_ life: DeviceLife) async {
    self.life = life
    zone = life.startZone
    declared = life.groups
    var seeds = SeededGenerator(seed: life.seed).stream(1)
    randoms = Dictionary(
      uniqueKeysWithValues: life.groups.map { ($0.name, LockedGenerator(seed: seeds.next())) })
    simulator = SimulatedNotificationCenter(
      now: life.start, timeZone: TimeZone(identifier: life.startZone) ?? .current,
      calendar: Calendar(identifier: .gregorian), capacity: 64,
      authorization: life.seed % 4 == 0 ? .notDetermined : .authorized, promptAnswer: .allow)
    notifications = LocalNotifications(simulator: simulator)
  }

  var now: Date { get async { await simulator.now } }

  func group(_ name: String) -> LifeGroup? { life.groups.first { $0.name == name } }

  func app(_ spec: LifeGroup) -> LifeAppGroup {
    LifeAppGroup(spec: spec, random: randoms[spec.name] ?? LockedGenerator(seed: 0))
  }

  func violate(_ check: LifeViolation.Check, _ kind: String, at date: Date? = nil, _ detail: String)
    async
  {
    let at: Date
    if let date { at = date } else { at = await now }
    outcome.violations.append(LifeViolation(check: check, kind: kind, at: at, zone: zone, detail: detail))
  }

  // MARK: Playing

  /// Plays every step, then closes what is still promised at the life's end.
  func play() async -> LifeOutcome {
    for step in life.steps {
      await perform(step)
      await observe()
    }
    let end = await now
    for name in promises.keys.sorted() { await closePromise(name, at: end) }
    outcome.days = end.timeIntervalSince(life.start) / 86_400
    return outcome
  }

  func perform(_ step: LifeStep) async {
    switch step {
    case .wait(let minutes):
      await simulator.advance(by: TimeInterval(minutes) * 60)
    case .launch:
      await launch()
    case .fly(let to):
      await observe()
      let at = await now
      for name in promises.keys.sorted() { await closePromise(name, at: at) }
      zone = to
      flights.append(at)
      await simulator.setTimeZone(TimeZone(identifier: to) ?? .current)
    case .systemNotifications(let on):
      let at = await now
      if on {
        if let last = systemOff.indices.last, systemOff[last].to == nil { systemOff[last].to = at }
      } else if systemOff.last.map({ $0.to != nil }) ?? true {
        systemOff.append((at, nil))
      }
      await simulator.setAuthorizationStatus(on ? .authorized : .denied)
    case .groupSwitch(let name, let on):
      guard let spec = declared.first(where: { $0.name == name }) else { return }
      if on {
        await permissionStore.setPermission(.allowed, forGroup: name)
        groupOffSince[name] = nil
        let report = await notifications.reschedule(
          group: app(spec), permissionStrategy: spec.strategy.strategy)
        await absorb(report, planned: [name], call: "reschedule(group: \(name)) after switching it on")
      } else {
        let report = await notifications.disable(group: app(spec))
        await absorb(report, planned: [], call: "disable(group: \(name))")
        let at = await now
        await closePromise(name, at: at)
        groupOffSince[name] = at
      }
    case .done(let name):
      // The person answers only what the app still declares.
      guard declared.contains(where: { $0.name == name }),
        let notification = await latestShown(of: name)
      else { return }
      guard let report = try? await notifications.markDone(notification) else { return }
      let key = key(
        of: notification.request.identifier, deliveredAt: notification.date, in: zone(at: notification.date))
      doneAt[key] = await now
      if dayUnknowable(deliveredAt: notification.date) { doneUnknowable.insert(key) }
      await absorb(report, planned: [], call: "markDone(\(notification.request.identifier))")
    case .snooze(let name, let minutes):
      guard declared.contains(where: { $0.name == name }),
        let notification = await latestShown(of: name)
      else { return }
      guard let report = try? await notifications.snooze(notification, .after(TimeInterval(minutes) * 60))
      else { return }
      let key = key(
        of: notification.request.identifier, deliveredAt: notification.date, in: zone(at: notification.date))
      snoozesMade[key, default: 0] += 1
      // Where the package could not know the zone it was delivered in, the delivery stands for the
      // same time on the day before or after too; the package may name the snooze after either.
      if dayUnknowable(deliveredAt: notification.date) {
        for other in [Self.shifted(key, days: -1), Self.shifted(key, days: 1)] {
          snoozesMade[other, default: 0] += 1
        }
        outcome.readAcrossTheDateLine += 1
      }
      await absorb(report, planned: [], call: "snooze(\(notification.request.identifier))")
    case .centerRefuses(let percent, let seed):
      if percent > 0 {
        await simulator.failAdds(probability: Double(percent) / 100, seed: seed)
      } else {
        await simulator.stopFailingAdds()
      }
    case .undeclare(let name):
      guard declared.contains(where: { $0.name == name }) else { return }
      declared.removeAll { $0.name == name }
      await closePromise(name, at: await now)
      undeclaredPending.insert(name)
    }
  }

  /// A new process: a fresh instance over the same device and stores, the declared groups
  /// registered, and `rescheduleAll()`.
  func launch() async {
    notifications = LocalNotifications(
      simulator: simulator, permissionStore: permissionStore, policy: life.policy, handledStore: handledStore)
    // The app declares every group it has, so that one it no longer declares is removed.
    notifications.registerAll(declared.map(app), permissionStrategy: .scheduleIfSystemAllowed)
    for spec in declared { notifications.register(app(spec), permissionStrategy: spec.strategy.strategy) }
    let report = await notifications.rescheduleAll()
    await absorb(report, planned: Set(declared.map(\.name)), call: "rescheduleAll()")
    let at = await now
    for name in undeclaredPending { undeclaredSince[name] = at }
    undeclaredPending = []
  }

  func latestShown(of group: String) async -> DeliveredNotification? {
    await simulator.delivered.last { RequestIdentifier($0.request.identifier)?.group == group }
  }

  // MARK: Deliveries

  /// The zone the device was in at `date`: where it was at a delivery then, or where the
  /// steps had taken it.
  func zone(at date: Date) -> String {
    if let zone = deliveryZones[date] { return zone }
    var current = life.startZone
    var clock = life.start
    for step in life.steps {
      if clock > date { break }
      switch step {
      case .wait(let minutes): clock = clock.addingTimeInterval(TimeInterval(minutes) * 60)
      case .fly(let to) where clock < date: current = to
      default: break
      }
    }
    return current
  }

  /// The occurrence a delivery stands for: a one-shot's own label; for a repeating request,
  /// the group's time of day on the day the device's clock showed; for a snooze, the
  /// occurrence snoozed.
  func key(of identifier: String, deliveredAt date: Date, in zone: String) -> Key {
    guard let parsed = RequestIdentifier(identifier) else { return Key(group: "", label: identifier) }
    let occurrence = parsed.occurrenceIdentifier
    guard occurrence.occurrence == "repeating", let time = group(parsed.group)?.fixedTime else {
      return Key(group: parsed.group, label: occurrence.occurrence)
    }
    let c = LifeClock.calendar(zone).dateComponents([.year, .month, .day], from: date)
    return Key(
      group: parsed.group,
      label: LifeClock.label(
        year: c.year ?? 0, month: c.month ?? 0, day: c.day ?? 0, hour: time.hour, minute: time.minute))
  }

  /// Whether the package could not know the zone a delivery at `date` came in: the app ran
  /// in another zone just before it, or runs (or runs now) in another just after it.
  ///
  /// Near the date line such a delivery is the same time on two days, and the package documents that
  /// it then takes the day that cannot drop a reminder.
  func dayUnknowable(deliveredAt date: Date) -> Bool {
    let truth = zone(at: date)
    let before = callDates.last { $0 <= date }.map { zone(at: $0) }
    let after = callDates.first { $0 > date }.map { zone(at: $0) } ?? zone
    return before != truth || after != truth
  }

  /// `key`'s occurrence at the same time `days` days later.
  static func shifted(_ key: Key, days: Int) -> Key {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC") ?? .current
    let label = key.label
    let digits = { (from: Int, count: Int) in
      Int(label.dropFirst(from).prefix(count)) ?? 0
    }
    let day = calendar.date(from: DateComponents(year: digits(0, 4), month: digits(4, 2), day: digits(6, 2)))
    guard let day, let moved = calendar.date(byAdding: .day, value: days, to: day) else { return key }
    let parts = calendar.dateComponents([.year, .month, .day], from: moved)
    return Key(
      group: key.group,
      label: LifeClock.label(
        year: parts.year ?? 0, month: parts.month ?? 0, day: parts.day ?? 0, hour: digits(9, 2),
        minute: digits(11, 2)))
  }

  /// Reads what the device did since the last look, and checks each delivery; then the cap.
  func observe() async {
    for event in await simulator.takeEvents() {
      guard case .delivered(let identifier, _, let date) = event, identifier != TailNotice.identifier,
        let parsed = RequestIdentifier(identifier)
      else { continue }
      outcome.deliveries += 1
      deliveryZones[date] = zone
      let name = parsed.group
      let key = key(of: identifier, deliveredAt: date, in: zone)
      let local = "\(identifier) (occurrence \(key.label))"
      if let off = groupOffSince[name], date > off {
        await violate(
          .deliveredWhileOff, parsed.isSnooze ? "a snooze" : "an occurrence", at: date,
          "\(local) delivered; \(name) was switched off at \(LifeClock.local(off, in: zone))")
      }
      if let gone = undeclaredSince[name], date > gone {
        await violate(
          .deliveredUndeclared, parsed.isSnooze ? "a snooze" : "an occurrence", at: date,
          "\(local) delivered; the app stopped declaring \(name) and launched at \(LifeClock.local(gone, in: zone))"
        )
      }
      // Marked done once its time had passed, then a flight west brings that time round again: the
      // same documented difference of compression as below, until a call plans the group again.
      if let done = doneAt[key], date > done, doneUnknowable.contains(key), identifier.hasSuffix(":repeating")
      {
        // Done on a delivery whose day the package could not know: it marked the other day, and
        // this one, the same time on the day before or after where the device is now, comes.
        outcome.readAcrossTheDateLine += 1
      } else if let done = doneAt[key], date > done,
        !(identifier.hasSuffix(":repeating")
          && flights.last(where: { $0 > done && $0 <= date }).map { flight in
            (planned[name] ?? []).allSatisfy { $0 <= flight }
          } ?? false)
      {
        await violate(
          .deliveredAfterDone, parsed.isSnooze ? "a snooze" : "an occurrence", at: date,
          "\(local) delivered; marked done at \(LifeClock.local(done, in: zone))")
      }
      if parsed.isSnooze {
        snoozeDeliveries[key, default: 0] += 1
        if snoozeDeliveries[key, default: 0] > snoozesMade[key, default: 0] {
          await violate(
            .deliveredTwice,
            snoozesMade[key] == nil
              ? "a snooze for an occurrence not snoozed" : "a snooze more often than snoozed", at: date,
            "\(local): a snooze delivered more often than it was snoozed")
        }
      } else if let first = delivered[key] {
        let shape = { (identifier: String) in identifier.hasSuffix(":repeating") ? "repeating" : "one-shot" }
        // A flight that lands the instant the first delivery comes is between the two.
        let flight = flights.last { $0 >= first && $0 <= date }
        let flown = flight != nil ? ", a flight between" : ""
        // A repeating request matches its time again after a flight west, as every repeating
        // calendar notification on iOS does; until a call plans its group again, nothing stops it.
        // The package documents that difference of compression, so it is tallied, not failed.
        if let flight, identifier.hasSuffix(":repeating"), (planned[name] ?? []).allSatisfy({ $0 <= flight })
        {
          outcome.repeatedAfterFlightWest += 1
          continue
        }
        // After a flight across the date line, before the app ran in between: the first delivery's
        // instant is the same time on the next or previous day where the device is now.
        if flight != nil, identifier.hasSuffix(":repeating"), dayUnknowable(deliveredAt: first) {
          outcome.readAcrossTheDateLine += 1
          continue
        }
        await violate(
          .deliveredTwice, "\(shape(deliveredAs[key] ?? "")) then \(shape(identifier))\(flown)", at: date,
          "\(local) delivered again; first delivered at \(LifeClock.local(first, in: zone(at: first))) \(zone(at: first))"
        )
      } else {
        delivered[key] = date
        deliveredAs[key] = identifier
      }
    }
    let pending = await simulator.pending
    if pending.count > 64 { await violate(.capacity, "over 64 pending", "\(pending.count) requests pending") }
    let dropped = await simulator.dropped
    for drop in dropped.dropFirst(droppedSeen) where drop.reason == .overCapacity {
      await violate(
        .capacity, "dropped by the device", at: drop.date,
        "the device dropped \(drop.request.identifier) over the cap")
    }
    droppedSeen = dropped.count
  }

  // MARK: Promises

  /// Checks that every occurrence the group's promise covered up to `date` was delivered or
  /// made moot, and forgets the promise.
  func closePromise(_ name: String, at date: Date) async {
    guard let promise = promises.removeValue(forKey: name), let spec = group(name) else { return }
    var end = date
    if let until = promise.until { end = min(end, until.addingTimeInterval(-1)) }
    for (instant, label) in Self.occurrences(of: spec, in: promise.zone, after: promise.since, through: end) {
      let key = Key(group: name, label: label)
      // An occurrence at the instant notifications come back on is still one while they were off.
      if systemOff.contains(where: { instant >= $0.from && instant <= ($0.to ?? .distantFuture) }) {
        continue
      }
      if case .dailySkipping = spec.kind, LifeGroup.makerSkips(instant) { continue }
      outcome.promisedOccurrences += 1
      if delivered[key] != nil || doneAt[key] != nil || snoozesMade[key] != nil { continue }
      var circumstances = [spec.shape]
      if flights.contains(where: { $0 <= promise.since && $0 > promise.since.addingTimeInterval(-3 * 86_400) }
      ) {
        circumstances.append("promised within 3 days of a flight")
      }
      if systemOff.contains(where: { $0.from >= promise.since && ($0.to ?? .distantFuture) <= instant }) {
        circumstances.append("after Settings off and on")
      }
      if case .exactDays(let days, _, _) = spec.kind,
        days != days.sorted(by: { $0.lexicographicallyPrecedes($1) })
      {
        circumstances.append("days out of order")
      }
      await violate(
        .promisedLost, circumstances.joined(separator: ", "), at: instant,
        "\(name)'s occurrence \(label) (\(LifeClock.local(instant, in: promise.zone)) \(promise.zone)) was not delivered; "
          + "\(promise.call) at \(LifeClock.local(promise.since, in: promise.zone)) reported \(name) scheduled, refill date "
          + (promise.until.map { LifeClock.local($0, in: promise.zone) } ?? "none"))
    }
  }

  /// The occurrences of `spec`'s timeline after `since` through `end`, as the device in
  /// `zone` shows them; none for a random-time group, whose times the oracle cannot know.
  static func occurrences(of spec: LifeGroup, in zone: String, after since: Date, through end: Date) -> [(
    Date, String
  )] {
    guard let time = spec.fixedTime, end > since else { return [] }
    let calendar = LifeClock.calendar(zone)
    var day = calendar.startOfDay(for: since)
    var found: [(Date, String)] = []
    while day <= end {
      let c = calendar.dateComponents([.year, .month, .day, .weekday], from: day)
      let (year, month, dayOfMonth) = (c.year ?? 0, c.month ?? 0, c.day ?? 0)
      let matches: Bool =
        switch spec.kind {
        case .daily, .dailyVarying, .dailySkipping: true
        case .weekly(let weekday, _, _): c.weekday == weekday
        case .monthly(let monthDay, _, _): dayOfMonth == monthDay
        case .exactDays(let days, _, _): days.contains([year, month, dayOfMonth])
        case .randomTime: false
        }
      if matches,
        let instant = calendar.date(
          from: DateComponents(
            year: year, month: month, day: dayOfMonth, hour: time.hour, minute: time.minute)),
        instant > since, instant <= end
      {
        found.append(
          (
            instant,
            LifeClock.label(year: year, month: month, day: dayOfMonth, hour: time.hour, minute: time.minute)
          ))
      }
      guard let next = calendar.date(byAdding: .day, value: 1, to: day) else { break }
      day = next
    }
    return found
  }

  // MARK: Reports

  /// Checks the report against what is pending now, then updates the promises: a group the
  /// call planned and reports scheduled is promised afresh; every promise ends no later than
  /// the report's refill date.
  func absorb(_ report: RescheduleReport, planned: Set<String>, call: String) async {
    outcome.reports += 1
    let at = await now
    callDates.append(at)
    for name in planned { self.planned[name, default: []].append(at) }
    await checkReport(report, call: call, at: at)
    if let refill = report.plan?.refillDate {
      for name in Array(promises.keys) {
        let until = promises[name]?.until ?? refill
        promises[name]?.until = min(until, refill)
      }
    }
    for name in planned.sorted() {
      switch report.outcomes[name] {
      case .scheduled?:
        await closePromise(name, at: at)
        promises[name] = Promise(since: at, zone: zone, until: report.plan?.refillDate, call: call)
      case .denied(.system)?:
        // The system's no pauses a promise (nothing is shown meanwhile); it does not end it.
        break
      default:
        await closePromise(name, at: at)
      }
    }
  }

  /// The tally kind of a tail notice that disagrees with the refill date: which call, and how.
  func tailKind(call: String, refill: Date?, notice: Date?) -> String {
    let name = call.prefix { $0 != "(" }
    return switch (refill, notice) {
    case (nil, _?): "\(name): a notice pending, no refill date"
    case (_?, nil): "\(name): a refill date, no notice pending"
    default: "\(name): the notice at another date"
    }
  }

  func checkReport(_ report: RescheduleReport, call: String, at: Date) async {
    let pending = await simulator.pending
    let fireDates = await simulator.pendingFireDates()
    let identifiers = Set(pending.map(\.request.identifier))
    func pendingOf(_ group: String) -> [PendingRequest] {
      pending.filter {
        $0.request.identifier != TailNotice.identifier
          && RequestIdentifier($0.request.identifier)?.group == group
      }
    }
    if let plan = report.plan {
      for (group, slots) in plan.groups.sorted(by: { $0.key < $1.key }) {
        let mine = pendingOf(group)
        if slots.scheduled != mine.count {
          await violate(
            .reportUntrue, "scheduled ≠ pending",
            "\(call): \(group) scheduled = \(slots.scheduled), \(mine.count) pending")
        }
        let repeating = mine.filter { $0.request.trigger?.repeats == true }.count
        if slots.compressed != repeating {
          await violate(
            .reportUntrue, "compressed ≠ repeating pending",
            "\(call): \(group) compressed = \(slots.compressed), \(repeating) repeating pending")
        }
      }
      for (group, items) in plan.scheduled.sorted(by: { $0.key < $1.key }) {
        for item in items {
          let identifier = item.identifier.description
          guard identifiers.contains(identifier) else {
            await violate(
              .reportUntrue, "listed but not pending",
              "\(call): \(group) lists \(identifier) as scheduled; it is not pending")
            continue
          }
          if let reported = item.fireDate, let fires = fireDates[identifier],
            abs(reported.timeIntervalSince(fires)) > 1
          {
            await violate(
              .reportUntrue, "listed fire date ≠ pending",
              "\(call): \(identifier) listed to fire \(LifeClock.local(reported, in: zone)); it fires \(LifeClock.local(fires, in: zone))"
            )
          }
        }
      }
      if let refill = plan.refillDate, refill < at {
        await violate(
          .reportUntrue, "refill date before the call",
          "\(call): refill date \(LifeClock.local(refill, in: zone)) is before the call")
      }
      // A notice the center refused is reported among the failed adds: the report says why none
      // is pending.
      let noticeRefused = report.failedAdds.contains { $0.identifier == TailNotice.identifier }
      if life.tailNotice, !noticeRefused {
        let notice = fireDates[TailNotice.identifier]
        let agree =
          switch (plan.refillDate, notice) {
          case (nil, nil): true
          // A window that has already ended is due now: no notice can be pending for it, and one
          // already pending stays where the last plans put it.
          case (let refill?, _) where refill <= at: true
          case (let refill?, let notice?): abs(refill.timeIntervalSince(notice)) <= 1
          default: false
          }
        if !agree {
          await violate(
            .tailNotice, tailKind(call: call, refill: plan.refillDate, notice: notice),
            "\(call): refill date \(plan.refillDate.map { LifeClock.local($0, in: zone) } ?? "none"), "
              + "tail notice pending \(notice.map { LifeClock.local($0, in: zone) } ?? "none")")
        }
      }
    }
    let late = Set(report.deliveredLate)
    for identifier in report.kept where !identifiers.contains(identifier) {
      await violate(
        .reportUntrue, "kept but not pending", "\(call): \(identifier) reported kept; it is not pending")
    }
    for identifier in report.added + report.replaced
    where !late.contains(identifier) && !identifiers.contains(identifier) {
      await violate(
        .reportUntrue, "added but not pending", "\(call): \(identifier) reported added; it is not pending")
    }
    for identifier in report.removed where identifiers.contains(identifier) {
      await violate(
        .reportUntrue, "removed but pending", "\(call): \(identifier) reported removed; it is pending")
    }
    for identifier in Set(report.removed).intersection(report.added).sorted() {
      await violate(
        .reportUntrue, "both added and removed", "\(call): \(identifier) reported both added and removed")
    }
    for (group, outcome) in report.outcomes.sorted(by: { $0.key < $1.key }) where outcome == .denied(.group) {
      if !pendingOf(group).isEmpty {
        await violate(
          .reportUntrue, "denied but pending",
          "\(call): \(group) reported denied; \(pendingOf(group).count) pending")
      }
    }
  }
}
