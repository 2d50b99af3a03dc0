import DateBuilder
import Foundation

/// The pacing of one plan: what is placed so far, and the rules applied to each occurrence as it
/// takes its slot, soonest first across groups.
struct Pacer: Sendable {
  enum Verdict: Sendable {
    case keep
    case move(Date)
    /// Its repeating series fires at this pattern instead, first at the date.
    case movePattern(DateBuilder.RepeatingPattern, Date)
    case skip
    /// Its repeating series cannot stay one request: the entry is to be planned as one-shots.
    case expand(group: String, entry: String)
  }

  struct Placed: Sendable {
    var identifier: RequestIdentifier?
    var group: String
    var priority: Int
    var fireDate: Date
    var timelineDate: Date
    var yields: Bool
    /// Stands for all the days of a repeating series.
    var pattern: DateBuilder.RepeatingPattern?
    /// An instant of the local day the daily limit counts it on: for a notification delivered in
    /// another zone, the day here with the labels it was delivered under; `nil` where there is none.
    var countedOn: Date?
  }

  /// How far ahead a repeating series is checked against everything else placed.
  static let patternHorizon: TimeInterval = 366 * 86_400

  let pacing: Pacing
  let context: DateBuilder.Context
  let calendar: Calendar
  private(set) var placed: [String: Placed] = [:]
  private var moved: [String: PacedOccurrence] = [:]
  private var skipped: [PacedOccurrence] = []
  /// Other groups' requests placed with ``fixOther(_:fireDate:)``: no slot of the plan holds them.
  private var others: Set<String> = []

  init(pacing: Pacing, context: DateBuilder.Context) {
    self.pacing = pacing
    self.context = context
    var calendar = context.calendar
    calendar.timeZone = context.timeZone
    self.calendar = calendar
  }

  /// Soonest first.
  var record: [PacedOccurrence] {
    (Array(moved.values) + skipped).sorted {
      ($0.fireDate, $0.identifier.description) < ($1.fireDate, $1.identifier.description)
    }
  }

  /// Counted by every rule, never moved or left out.
  mutating func fix(_ text: String, identifier: RequestIdentifier?, group: String, fireDate: Date) {
    placed[text] = Placed(
      identifier: identifier, group: group, priority: pacing.priority(ofGroup: group), fireDate: fireDate,
      timelineDate: fireDate, yields: false, countedOn: fireDate)
  }

  /// Places another group's pending one-shot request: it gives way on a full day as the plan's own
  /// occurrences do, so priorities hold when the app plans one group alone.
  mutating func fixOther(_ identifier: RequestIdentifier, fireDate: Date) {
    let text = identifier.description
    others.insert(text)
    placed[text] = Placed(
      identifier: identifier, group: identifier.group, priority: pacing.priority(ofGroup: identifier.group),
      fireDate: fireDate, timelineDate: fireDate, yields: true, countedOn: fireDate)
  }

  /// Places a notification delivered at `date` in `zone`: the daily limit counts it on the day it
  /// was delivered on there (07:00 on 6 November in New York, 7 November in Apia, counts on the 6th).
  mutating func fixDelivered(_ text: String, group: String, at date: Date, deliveredIn zone: TimeZone) {
    placed[text] = Placed(
      identifier: nil, group: group, priority: pacing.priority(ofGroup: group), fireDate: date,
      timelineDate: date, yields: false, countedOn: countingInstant(of: date, deliveredIn: zone))
  }

  /// An instant of the day here with the labels `date` had in `zone`; `nil` where this zone skipped it.
  private func countingInstant(of date: Date, deliveredIn zone: TimeZone) -> Date? {
    guard zone.secondsFromGMT(for: date) != calendar.timeZone.secondsFromGMT(for: date) else { return date }
    var there = calendar
    there.timeZone = zone
    let labels = there.dateComponents([.year, .month, .day], from: date)
    var noon = labels
    noon.hour = 12
    guard let instant = calendar.date(from: noon),
      calendar.dateComponents([.year, .month, .day], from: instant) == labels
    else { return nil }
    return instant
  }

  mutating func rename(_ text: String, to identifier: RequestIdentifier) {
    let renamed = identifier.description
    guard renamed != text else { return }
    if var placement = placed.removeValue(forKey: text) {
      placement.identifier = identifier
      placed[renamed] = placement
    }
    if var record = moved.removeValue(forKey: text) {
      record.identifier = identifier
      moved[renamed] = record
    }
  }

  /// Forgets what no longer holds a slot (its maker returned `nil`, or it gave its slot back).
  mutating func prune(keeping held: Set<String>) {
    for (text, placement) in placed where placement.yields && !held.contains(text) && !others.contains(text) {
      placed[text] = nil
      moved[text] = nil
    }
  }

  /// Quiet hours and the gap until both hold, then the daily limit; with the identifiers the daily
  /// limit left out; a move never lands where `wallClock` reads a time for the second time, which a
  /// calendar trigger would take for the first.
  mutating func pace(
    _ identifier: RequestIdentifier, text: String, group: String, fireDate: Date, choice: PacingChoice,
    wallClock: TimeZone? = nil
  ) -> (verdict: Verdict, leftOut: [String]) {
    placed[text] = nil
    moved[text] = nil
    let quiet = pacing.quietHours(forGroup: group)
    var date = fireDate
    var reason: PacingReason?
    var settled = false
    for _ in 0..<32 {
      var changed = false
      if let quiet, quiet.contains(date, in: calendar) {
        guard choice == .moveToEnd else { return skip(identifier, group, fireDate, .quietHours) }
        date = quiet.firstInstantOutside(atOrAfter: date, in: calendar)
        reason = reason ?? .quietHours
        changed = true
      }
      if pacing.minimumGap > 0 {
        let clear = MinimumGap.firstClearInstant(
          atOrAfter: date, placed: datesNear(date), gap: pacing.minimumGap)
        if clear != date {
          guard choice == .moveToEnd else { return skip(identifier, group, fireDate, .minimumGap) }
          date = clear
          reason = reason ?? .minimumGap
          changed = true
        }
      }
      if let wallClock, date != fireDate {
        let readOnce = Self.firstInstantReadOnce(atOrAfter: date, in: wallClock)
        if readOnce != date {
          date = readOnce
          changed = true
        }
      }
      if !changed {
        settled = true
        break
      }
    }
    guard settled else { return skip(identifier, group, fireDate, reason ?? .minimumGap) }
    let priority = pacing.priority(ofGroup: group)
    var leftOut: [String] = []
    if let limit = pacing.dailyLimit {
      let newcomer = DailyLimit.Contender(identifier: text, priority: priority, fireDate: date, yields: true)
      let day = LocalDay(containing: date, in: calendar)
      if let loser = DailyLimit.leavingOut(day: contenders(on: day), newcomer: newcomer, limit: limit) {
        guard loser.identifier != text, let lost = placed[loser.identifier] else {
          return skip(identifier, group, fireDate, .dailyLimit)
        }
        if lost.pattern != nil, let entry = lost.identifier?.entry {
          return (.expand(group: lost.group, entry: entry), [])
        }
        leaveOut(loser.identifier)
        leftOut.append(loser.identifier)
      }
    }
    placed[text] = Placed(
      identifier: identifier, group: group, priority: priority, fireDate: date, timelineDate: fireDate,
      yields: true, countedOn: date)
    guard let reason, date != fireDate else { return (.keep, leftOut) }
    moved[text] = PacedOccurrence(
      identifier: identifier, group: group, fireDate: fireDate, movedTo: date, reason: reason)
    return (.move(date), leftOut)
  }

  /// Moved or skipped whole out of the quiet hours; expanded to one-shots where the gap, a clock
  /// change or a full day would treat some of its days otherwise, or where a monthly or yearly
  /// series would move past midnight (the day after the 31st is not always one).
  mutating func pacePattern(
    _ identifier: RequestIdentifier, text: String, group: String, fireDate: Date,
    pattern: DateBuilder.RepeatingPattern, choice: PacingChoice
  ) -> (verdict: Verdict, leftOut: [String]) {
    let movedText = identifier.movedSeries(from: pattern.time).description
    for name in [text, movedText] {
      placed[name] = nil
      moved[name] = nil
    }
    let original = pattern
    var pattern = pattern
    var date = fireDate
    let expand = Verdict.expand(group: group, entry: identifier.entry)
    if let quiet = pacing.quietHours(forGroup: group), quiet.contains(pattern.time) {
      guard choice == .moveToEnd else { return skip(identifier, group, fireDate, .quietHours) }
      guard let moved = Self.moved(pattern, outOf: quiet),
        let first = moved.repeatingTrigger.nextFireDate(after: context.now, in: context)
      else { return (expand, []) }
      pattern = moved
      date = first
    }
    let days = pattern.fireDates(from: date, to: date.addingTimeInterval(Self.patternHorizon), in: context)
    // A pending one-shot of this entry from an earlier plan stands for a day the series now delivers.
    let seriesDays = Set(days.prefix(3).map { LocalDay(containing: $0, in: calendar) })
    let absorbed = placed.filter { _, placement in
      !placement.yields && placement.identifier?.group == group
        && placement.identifier?.entry == identifier.entry
        && placement.pattern == nil
        && seriesDays.contains(LocalDay(containing: placement.fireDate, in: calendar))
    }.map(\.key)
    for text in absorbed { placed[text] = nil }
    if let quiet = pacing.quietHours(forGroup: group),
      days.contains(where: { quiet.contains($0, in: calendar) })
    {
      return (expand, [])
    }
    if pacing.minimumGap > 0 {
      let others = otherDates(from: date, to: date.addingTimeInterval(Self.patternHorizon))
      if days.contains(where: {
        MinimumGap.firstClearInstant(atOrAfter: $0, placed: others, gap: pacing.minimumGap) != $0
      }) {
        return (expand, [])
      }
    }
    let priority = pacing.priority(ofGroup: group)
    var leftOut = absorbed
    if let limit = pacing.dailyLimit {
      switch losers(to: days, text: text, priority: priority, limit: limit) {
      case .series(nil): return (expand, [])
      case .series(let lower?): return (.expand(group: lower.group, entry: lower.entry), [])
      case .oneShots(let losers):
        for loser in losers { leaveOut(loser) }
        leftOut += losers
      }
    }
    placed[text] = Placed(
      identifier: identifier, group: group, priority: priority, fireDate: date, timelineDate: fireDate,
      yields: true,
      pattern: pattern)
    guard pattern != original else { return (.keep, leftOut) }
    moved[text] = PacedOccurrence(
      identifier: identifier, group: group, fireDate: fireDate, movedTo: date, reason: .quietHours)
    return (.movePattern(pattern, date), leftOut)
  }

  /// When a series takes its turn among the occurrences paced: at its first time, or at the time of
  /// the occurrence already past that its first delivery stands for.
  ///
  /// A daily 23:15 moved to 07:00, at a launch at 05:51, takes its turn at 23:15 the evening before,
  /// as at a launch before 23:15, and stays one request: taking it at 23:15 tonight, it would find a
  /// notification at 07:10 placed first.
  func turn(
    ofSeries pattern: DateBuilder.RepeatingPattern, group: String, fireDate: Date, choice: PacingChoice
  ) -> Date {
    guard choice == .moveToEnd, let quiet = pacing.quietHours(forGroup: group), quiet.contains(pattern.time),
      let moved = Self.moved(pattern, outOf: quiet),
      let first = moved.repeatingTrigger.nextFireDate(after: context.now, in: context), first < fireDate
    else { return fireDate }
    // A move stays within a day and the weekday after: the occurrence comes in the two days before.
    let before = pattern.fireDates(from: first.addingTimeInterval(-2 * 86_400), to: first, in: context)
    return before.last ?? fireDate
  }

  /// `pattern` at the end of `quiet`, on the next weekday when the move passes midnight; `nil` for a
  /// monthly or yearly one that would pass midnight (the day after the 31st is not always one).
  private static func moved(
    _ pattern: DateBuilder.RepeatingPattern, outOf quiet: QuietHours
  ) -> DateBuilder.RepeatingPattern? {
    var pattern = pattern
    if !(pattern.time < quiet.end) {
      if pattern.day != nil || pattern.month != nil { return nil }
      pattern.weekday = pattern.weekday.map { $0 % 7 + 1 }
    }
    pattern.time = quiet.end
    return pattern
  }

  private enum FullDays {
    case oneShots([String])
    /// A series: this one (`nil`), or one placed earlier with a lower priority, which becomes one-shots.
    case series((group: String, entry: String)?)
  }

  private func losers(to days: [Date], text: String, priority: Int, limit: Int) -> FullDays {
    let patterns = placed.values.filter { $0.pattern != nil }.count
    let busy = Set(
      placed.values.filter { $0.pattern == nil }.compactMap(\.countedOn).map {
        LocalDay(containing: $0, in: calendar)
      })
    var losers: [String] = []
    for day in days {
      let local = LocalDay(containing: day, in: calendar)
      // A day with no one-time notification fills only with series.
      guard busy.contains(local) || patterns + 1 > limit else { continue }
      var others = contenders(on: local).filter { !losers.contains($0.identifier) }
      let own = DailyLimit.Contender(identifier: text, priority: priority, fireDate: day, yields: true)
      while let loser = DailyLimit.leavingOut(day: others, newcomer: own, limit: limit) {
        if loser.identifier == text { return .series(nil) }
        if let lost = placed[loser.identifier], lost.pattern != nil {
          return .series(lost.identifier.map { (lost.group, $0.entry) })
        }
        losers.append(loser.identifier)
        others.removeAll { $0.identifier == loser.identifier }
      }
    }
    return .oneShots(losers)
  }

  private mutating func leaveOut(_ text: String) {
    guard let lost = placed.removeValue(forKey: text) else { return }
    moved[text] = nil
    guard let identifier = lost.identifier else { return }
    skipped.append(
      PacedOccurrence(
        identifier: identifier, group: lost.group, fireDate: lost.timelineDate, movedTo: nil,
        reason: .dailyLimit))
  }

  private mutating func skip(
    _ identifier: RequestIdentifier, _ group: String, _ fireDate: Date, _ reason: PacingReason
  ) -> (verdict: Verdict, leftOut: [String]) {
    skipped.append(
      PacedOccurrence(identifier: identifier, group: group, fireDate: fireDate, movedTo: nil, reason: reason))
    return (.skip, [])
  }

  /// `date`, or the end of the repeated hour it lies in when `zone`'s clock falls back: a calendar
  /// trigger fires at the first reading.
  static func firstInstantReadOnce(atOrAfter date: Date, in zone: TimeZone) -> Date {
    var transition = zone.nextDaylightSavingTimeTransition(after: date.addingTimeInterval(-2 * 86_400))
    while let current = transition, current <= date {
      let repeated = TimeInterval(
        zone.secondsFromGMT(for: current.addingTimeInterval(-1)) - zone.secondsFromGMT(for: current))
      if repeated > 0, date < current.addingTimeInterval(repeated) {
        return current.addingTimeInterval(repeated)
      }
      transition = zone.nextDaylightSavingTimeTransition(after: current)
    }
    return date
  }

  /// Repeating series' days included.
  private func datesNear(_ date: Date) -> [Date] {
    let margin = pacing.minimumGap + 2 * 86_400
    var dates: [Date] = []
    for placement in placed.values {
      if let pattern = placement.pattern {
        dates += pattern.fireDates(
          from: max(placement.fireDate, date.addingTimeInterval(-margin)),
          to: date.addingTimeInterval(margin),
          in: context)
      } else {
        dates.append(placement.fireDate)
      }
    }
    return dates.sorted()
  }

  /// Widened by the gap; repeating series' days included.
  private func otherDates(from start: Date, to end: Date) -> [Date] {
    let low = start.addingTimeInterval(-pacing.minimumGap - 86_400)
    let high = end.addingTimeInterval(pacing.minimumGap)
    var dates: [Date] = []
    for placement in placed.values {
      if let pattern = placement.pattern {
        dates += pattern.fireDates(from: max(placement.fireDate, low), to: high, in: context)
      } else if placement.fireDate >= low, placement.fireDate < high {
        dates.append(placement.fireDate)
      }
    }
    return dates.sorted()
  }

  /// Each repeating series that fires that day counts.
  private func contenders(on day: LocalDay) -> [DailyLimit.Contender] {
    var contenders: [DailyLimit.Contender] = []
    for (text, placement) in placed {
      if let pattern = placement.pattern {
        let start = max(day.start, placement.fireDate)
        for date in pattern.fireDates(from: start, to: day.end, in: context) {
          contenders.append(
            .init(identifier: text, priority: placement.priority, fireDate: date, yields: true))
        }
      } else if let counted = placement.countedOn, day.contains(counted) {
        contenders.append(
          .init(
            identifier: text, priority: placement.priority, fireDate: placement.fireDate,
            yields: placement.yields))
      }
    }
    return contenders
  }
}
