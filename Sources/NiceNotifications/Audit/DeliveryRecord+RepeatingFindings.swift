import DateBuilder
import Foundation

extension DeliveryRecord {
  /// A delivery replaces the one before in Notification Center, so a day no run came between it
  /// and the next is not a finding; a day a change of zone makes uncertain is `.unknown`.
  func repeatingFindings(
    runs: [Run], current: Run, pending: Set<String>, delivered: Set<String>, unreportedOnly: Bool
  ) -> [MissedDelivery] {
    let oneShots = Set(occurrences.map(\.identifier))
    var found: [String: MissedDelivery] = [:]
    let expansions = repeating.map { entry in
      let end = entry.isCurrent && pending.contains(entry.identifier) ? current.date : entry.lastSeenPending
      return entry.expected(runs: runs, until: end)
    }
    // The next delivery of the same request, from any of its entries, replaces an occurrence;
    // one that came while notifications were off, and was not seen, was not delivered.
    var dates: [String: [Date]] = [:]
    // Deliveries seen: notifications were on when each came.
    var seenDates: [String: [Date]] = [:]
    for (entry, expansion) in zip(repeating, expansions) {
      for expected in expansion {
        let seen =
          entry.seenDelivered.contains(expected.identifier) || delivered.contains(expected.identifier)
        if seen { seenDates[entry.identifier, default: []].append(expected.fireDate) }
        if seen
          || Self.settingsReason(group: entry.group, at: expected.fireDate, runs: runs) != .authorizationOff
        {
          dates[entry.identifier, default: []].append(expected.fireDate)
        }
      }
    }
    for (entry, expansion) in zip(repeating, expansions) {
      let listed = delivered.filter(entry.owns)
      let series = (dates[entry.identifier] ?? []).sorted()
      let seenSeries = (seenDates[entry.identifier] ?? []).sorted()
      for expected in expansion {
        let identifier = expected.identifier
        if found[identifier] != nil || oneShots.contains(identifier) || pending.contains(identifier)
          || listed.contains(identifier) || entry.handled.contains(identifier)
        {
          continue
        }
        if unreportedOnly && entry.reported.contains(identifier) { continue }
        let next = series.first { $0 > expected.fireDate }
        // Whether `later` came with no run between: it replaced this one in Notification Center.
        func replaced(by later: Date?) -> Bool {
          later.map { later in !runs.contains { $0.date > expected.fireDate && $0.date < later } } ?? false
        }
        let reason: MissedDelivery.Reason
        if entry.seenDelivered.contains(identifier) {
          // Seen, then gone before a later delivery could replace it: removed.
          let goneAt =
            entry.seenGone[identifier] ?? (listed.contains { $0 > identifier } ? nil : current.date)
          guard let goneAt, next.map({ $0 >= goneAt }) ?? true else { continue }
          reason = .removedByPerson
        } else if !expected.isCertain {
          reason = .unknown
        } else if replaced(by: seenSeries.first { $0 > expected.fireDate }),
          Self.settingsReason(group: entry.group, at: expected.fireDate, runs: runs, readingAfter: false)
            == nil
        {
          // On at the run before and at a delivery seen after, with no run between: delivered, and replaced.
          continue
        } else if let off = Self.settingsReason(group: entry.group, at: expected.fireDate, runs: runs) {
          reason = off
        } else if replaced(by: next) {
          // No run came before the next delivery, which replaced this one in Notification Center.
          continue
        } else {
          reason = .removedByPerson
        }
        found[identifier] = MissedDelivery(
          identifier: identifier, group: entry.group, fireDate: expected.fireDate,
          isFloating: entry.isFloating, reason: reason)
      }
    }
    return Array(found.values)
  }

  /// What the last run before `date` saw held at its time, unless a change came between: then the
  /// first run at or after it, when `readingAfter`.
  static func settingsReason(group: String, at date: Date, runs: [Run], readingAfter: Bool = true)
    -> MissedDelivery.Reason?
  {
    // A run at the very instant saw the device after it: it counts as the run after.
    let after = readingAfter ? runs.first { $0.date >= date } : nil
    for run in [runs.last { $0.date < date }, after].compactMap({ $0 }) {
      if !run.authorization.allowsScheduling { return .authorizationOff }
      if run.notificationCenter != .enabled { return .alertsOrNotificationCenterOff }
      if run.groupsOff.contains(group) { return .groupOff }
    }
    return nil
  }
}

extension DeliveryRecord.RepeatingEntry {
  struct Expected: Equatable {
    var identifier: String
    var fireDate: Date
    /// Whether it falls between the same two runs in the zones seen at both.
    var isCertain: Bool
  }

  /// Due after it was placed (or the oldest run kept), between two runs, in the zone each saw.
  func expected(runs: [DeliveryRecord.Run], until end: Date) -> [Expected] {
    guard let oldest = runs.first?.date else { return [] }
    let start = max(placedAt, oldest)
    guard start < end else { return [] }
    let bounds = [start] + runs.map(\.date).filter { $0 > start && $0 < end } + [end]
    var all: [Expected] = []
    for (from, to) in zip(bounds, bounds.dropFirst()) {
      let zones =
        components.timeZone.map { [$0] }
        ?? Array(
          Set([runs.last { $0.date <= from }, runs.first { $0.date >= to }].compactMap { $0?.timeZone })
        )
        .compactMap(TimeZone.init(identifier:))
      let byZone = zones.map { occurrences(after: from, through: to, in: $0) }
      guard let first = byZone.first else { continue }
      for (identifier, date) in first.sorted(by: { $0.value < $1.value }) {
        all.append(
          Expected(
            identifier: identifier, fireDate: date, isCertain: byZone.allSatisfy { $0[identifier] != nil }))
      }
      for other in byZone.dropFirst() {
        for (identifier, date) in other where first[identifier] == nil {
          all.append(Expected(identifier: identifier, fireDate: date, isCertain: false))
        }
      }
      if all.count > Self.maximumExpanded * 2 { all.removeFirst(all.count - Self.maximumExpanded) }
    }
    return Array(all.suffix(Self.maximumExpanded))
  }

  /// For a series pacing moved, the occurrence whose time was moved.
  private func occurrences(after from: Date, through to: Date, in zone: TimeZone) -> [String: Date] {
    guard let parsed = RequestIdentifier(identifier), let hour = components.hour else { return [:] }
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = zone
    let context = DateBuilder.Context(now: from, calendar: calendar)
    var found: [String: Date] = [:]
    var after = from
    while found.count <= Self.maximumExpanded,
      let next = NotificationTrigger.nextWallClockMatch(components, after: after, in: context), next <= to
    {
      let day = calendar.dateComponents([.year, .month, .day], from: next)
      let occurrence = parsed.seriesOccurrence(
        year: day.year ?? 0, month: day.month ?? 0, day: day.day ?? 0,
        firedAt: TimeOfDay(hour: hour, minute: components.minute ?? 0, second: components.second ?? 0))
      found[occurrence.description] = next
      after = next
    }
    return found
  }
}
