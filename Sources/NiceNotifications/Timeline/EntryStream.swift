import DateBuilder
import Foundation

/// The occurrences of one entry; what streams share is lent as a ``Scope``, so a stream holds only its position.
struct EntryStream: Sendable {
  struct Scope: Sendable {
    let group: String
    let normalizedGroup: String
    /// The text every identifier of the group starts with (``RequestIdentifierGrammar/groupPrefix(_:)``).
    let identifierPrefix: String
    /// One reference, not a copy of the entries' closures and modifiers per stream.
    let entries: [NotificationsTimeline.Entry]
    /// Prepared for walks and lent as a parameter, so reading a date copies no calendar or zone.
    let context: DateBuilder.Context

    init(group: String, entries: [NotificationsTimeline.Entry], context: DateBuilder.Context) {
      self.group = group
      normalizedGroup = RequestIdentifier.normalized(group)
      identifierPrefix = RequestIdentifierGrammar.groupPrefix(normalizedGroup)
      self.entries = entries
      self.context = context
    }
  }

  final class PinnedContext: Sendable {
    let context: DateBuilder.Context
    init(_ context: DateBuilder.Context) { self.context = context.forWalks() }
  }

  /// An entry's dates given in any order, read whole and sorted: a stream keeps one word for them.
  final class ListedDates: Sendable {
    let dates: [DateBuilder.WalkedDate]

    /// Every date `walk` reads, soonest first; equal dates keep their written order.
    init(reading walk: SharedWalk, in context: DateBuilder.Context) throws(DateBuilderError) {
      let prepared = walk.prepared(in: context)
      var position = 0
      var read: [DateBuilder.WalkedDate] = []
      while let next = try walk.nextDate(at: &position, in: context, prepared: prepared) { read.append(next) }
      var sorted = read.indices.sorted { (read[$0].date, $0) < (read[$1].date, $1) }.map { read[$0] }
      // Within one second different readings can share an instant (two times in one spring-forward gap):
      // equal readings are brought together, so a repeat gets `-2` only right after the first.
      var start = 0
      while start < sorted.count {
        let second = sorted[start].date.timeIntervalSince1970.rounded(.down)
        var end = start + 1
        while end < sorted.count, sorted[end].date.timeIntervalSince1970.rounded(.down) == second { end += 1 }
        if end - start > 2 {
          let keys = try sorted[start..<end].map { date throws(DateBuilderError) in
            date.isInstant ? "" : RequestIdentifierGrammar.wallClockKey(try date.labels(in: context))
          }
          var firstSeen: [String] = []
          for key in keys where !firstSeen.contains(key) { firstSeen.append(key) }
          let run = Array(sorted[start..<end])
          let regrouped = firstSeen.flatMap { key in run.indices.filter { keys[$0] == key }.map { run[$0] } }
          sorted.replaceSubrange(start..<end, with: regrouped)
        }
        start = end
      }
      dates = sorted
    }
  }

  /// Boxed so a stream keeps one word for it.
  final class PreparedBox: Sendable {
    let walk: DateBuilder.PreparedWalk
    init(_ walk: DateBuilder.PreparedWalk) { self.walk = walk }
  }

  let index: Int
  private let pinned: PinnedContext?
  /// The position the entry's shared walk resumes from: a stream holds no walk of its own.
  private var position = 0
  /// The last head read: held while ``head`` is, then compared with the next, as keys repeat only on equal dates.
  private var last: OccurrenceHead?
  private var holdsHead = false
  private var finished = false
  private var compress: Bool
  private(set) var skippedPast = 0
  private var normalizedKey: String?
  /// Kept once the stream is read a second time: most streams are read once, and preparing costs about a date.
  private var prepared: PreparedBox?
  private var listed: ListedDates?

  var head: OccurrenceHead? { holdsHead ? last : nil }

  /// The fire date of ``head`` without copying it: `nil` without a head, `.some(nil)` for a location trigger.
  var headFireDate: Date?? {
    guard holdsHead else { return nil }
    return .some(last?.fireDate)
  }

  init(index: Int, in scope: Scope, compress: Bool = false) {
    self.index = index
    self.compress = compress
    if case .pinned(let zone) = scope.entries[index].timeMeaning {
      var local = scope.context
      local.timeZone = zone
      pinned = PinnedContext(local)
    } else {
      pinned = nil
    }
  }

  func key(in scope: Scope) -> String {
    scope.entries[index].key ?? String(index)
  }

  private func now(_ scope: Scope) -> Date {
    pinned?.context.now ?? scope.context.now
  }

  mutating func finish() {
    finished = true
    holdsHead = false
  }

  mutating func takeHead() {
    holdsHead = false
  }

  mutating func readHead(in scope: Scope) throws(TimelineError) {
    guard !holdsHead, !finished else { return }
    do throws(TimelineError) {
      let next: OccurrenceHead?
      if let pinned {
        next = try read(in: scope, context: pinned.context)
      } else {
        next = try read(in: scope, context: scope.context)
      }
      guard let next else { return }
      last = next
      holdsHead = true
    } catch {
      finished = true
      throw error
    }
  }

  private mutating func read(in scope: Scope, context: DateBuilder.Context) throws(TimelineError)
    -> OccurrenceHead?
  {
    guard let shared = scope.entries[index].walk else {
      finished = true
      switch scope.entries[index].source {
      case .trigger(let trigger): return try head(for: trigger, in: context)
      case .invalidTrigger(let error): throw .invalidTrigger(error)
      case .dates: return nil
      }
    }
    guard shared.isInDateOrder else {
      return try nextListedDate(walking: shared, in: scope, context: context)
    }
    return try nextDate(walking: shared, in: scope, context: context)
  }

  private mutating func head(
    for trigger: NotificationTrigger?, in context: DateBuilder.Context
  ) throws(TimelineError) -> OccurrenceHead? {
    guard let trigger else {
      return OccurrenceHead(fireDate: context.now, entryIndex: index, kind: .now)
    }
    // A trigger naming a whole date is read as `ExactDay` reads it: an impossible date (30 February,
    // hour 25) fails the entry with that error, and a day the zone skipped has no occurrence.
    if case .calendar(let components, _) = trigger,
      let dated = NotificationTrigger.datedExpression(components)
    {
      do throws(DateBuilderError) {
        _ = try dated.date(in: NotificationTrigger.matchingContext(components, in: context))
      } catch let error where error.isAbsence {
        finished = true
        return nil
      } catch {
        throw .invalidDates(error)
      }
    }
    do throws(NotificationTriggerError) { try trigger.validate() } catch { throw .invalidTrigger(error) }
    let fireDate = trigger.nextFireDate(after: context.now, in: context)
    switch (fireDate, trigger) {
    case (nil, .location), (.some, _): break
    case (nil, _):  // a one-off whose time has passed
      skippedPast += 1
      return nil
    }
    return OccurrenceHead(fireDate: fireDate, entryIndex: index, kind: .trigger)
  }

  private mutating func nextDate(
    walking walk: SharedWalk, in scope: Scope, context: DateBuilder.Context
  ) throws(TimelineError) -> OccurrenceHead? {
    let now = context.now
    let firstRead = position == 0
    var position = position
    var ready = prepared?.walk
    defer {
      self.position = position
      if !firstRead, prepared == nil, let ready { prepared = PreparedBox(ready) }
    }
    if firstRead {
      // A series begun long ago is read from the day before yesterday; the earlier days count as past.
      let plan = walk.prepared(in: context)
      ready = plan
      position = walk.elementsBeforeYesterday(in: context, prepared: plan)
      skippedPast += position
    }
    do throws(DateBuilderError) {
      while true {
        let date: DateBuilder.WalkedDate
        if compress {
          guard let occurrence = try walk.next(at: &position, in: context) else { break }
          guard occurrence.date > now else {
            skippedPast += 1
            continue
          }
          if let compressed = compressed(
            startingAt: occurrence, pattern: scope.entries[index].repeatingPattern, in: context)
          {
            return compressed
          }
          date = try DateBuilder.WalkedDate(evaluating: occurrence.resolvedDate, in: context)
        } else {
          let plan = ready ?? walk.prepared(in: context)
          ready = plan
          guard let next = try walk.nextDate(at: &position, in: context, prepared: plan) else { break }
          guard next.date > now else {
            skippedPast += 1
            continue
          }
          date = next
        }
        return try head(for: date, in: scope, context: context)
      }
    } catch {
      throw .invalidDates(error)
    }
    finished = true
    return nil
  }

  private func head(
    for date: DateBuilder.WalkedDate, in scope: Scope, context: DateBuilder.Context
  ) throws(DateBuilderError) -> OccurrenceHead {
    switch scope.entries[index].timeMeaning {
    case .instant:
      return try instantHead(date.date)
    case .wallClock where date.isInstant:
      // An exact instant (`ExactlyAt`) is a moment: as floating components it would move with the zone.
      return try instantHead(date.date)
    case .wallClock, .pinned:
      // Under a pinned zone the second instant of a repeated reading has no components of its own
      // (they would name the first): it is scheduled as an instant.
      if case .pinned = scope.entries[index].timeMeaning, try date.showsRepeatedReading(in: context) {
        return try instantHead(date.date)
      }
      // Equal keys imply dates in the same second, so keys are compared only then.
      var repeats = 0
      if let last, let lastDate = last.fireDate,
        lastDate.timeIntervalSince1970.rounded(.down) == date.date.timeIntervalSince1970.rounded(.down),
        case .dated(let previousDate, let previous) = last.kind,
        try Self.wallClockKey(date, in: context) == Self.wallClockKey(previousDate, in: context)
      {
        repeats = previous + 1
      }
      return OccurrenceHead(fireDate: date.date, entryIndex: index, kind: .dated(date, repeats: repeats))
    }
  }

  private mutating func nextListedDate(
    walking walk: SharedWalk, in scope: Scope, context: DateBuilder.Context
  ) throws(TimelineError) -> OccurrenceHead? {
    do throws(DateBuilderError) {
      let list: ListedDates
      if let listed {
        list = listed
      } else {
        list = try ListedDates(reading: walk, in: context)
        listed = list
      }
      let now = context.now
      while position < list.dates.count {
        let date = list.dates[position]
        position += 1
        guard date.date > now else {
          skippedPast += 1
          continue
        }
        return try head(for: date, in: scope, context: context)
      }
    } catch {
      throw .invalidDates(error)
    }
    finished = true
    return nil
  }

  /// The head of an occurrence at the exact instant `date`; an instant repeating the previous one's seconds is a repeat.
  /// - Throws: ``DateBuilderError/outOfRange`` for an instant 64-bit seconds cannot hold, never a trap.
  private func instantHead(_ date: Date) throws(DateBuilderError) -> OccurrenceHead {
    guard let seconds = RequestIdentifierGrammar.instantSeconds(date) else { throw .outOfRange }
    var repeats = 0
    if case .instant(seconds, let previous)? = last?.kind { repeats = previous + 1 }
    return OccurrenceHead(
      fireDate: date, entryIndex: index, kind: .instant(seconds: seconds, repeats: repeats))
  }

  private static func wallClockKey(
    _ date: DateBuilder.WalkedDate, in context: DateBuilder.Context
  ) throws(DateBuilderError) -> String {
    RequestIdentifierGrammar.wallClockKey(try date.labels(in: context))
  }

  private mutating func compressed(
    startingAt first: DateBuilder.Occurrence, pattern: DateBuilder.RepeatingPattern?,
    in context: DateBuilder.Context
  ) -> OccurrenceHead? {
    compress = false
    guard let pattern,
      RepeatingMatch.isNextMatch(pattern, first: first, in: context)
    else { return nil }
    finished = true
    return OccurrenceHead(fireDate: first.date, entryIndex: index, kind: .repeating)
  }

  /// The identifier `head` stands for, its text, labels and value in `known`; `mutating` to cache the key in place.
  /// - Throws: ``TimelineError/invalidDates(_:)`` if its calendar labels cannot be read.
  mutating func identifier(for head: OccurrenceHead, in scope: Scope, reusing known: TextTable? = nil)
    throws(TimelineError) -> (
      identifier: RequestIdentifier, labels: DateBuilder.WallClockLabels?, known: Int?
    )
  {
    let occurrenceKey: String
    var labels: DateBuilder.WallClockLabels?
    switch head.kind {
    case .now:
      occurrenceKey = RequestIdentifierGrammar.nowKey
    case .trigger:
      if case .trigger(.some) = scope.entries[index].source {
        occurrenceKey = RequestIdentifierGrammar.triggerKey
      } else {
        occurrenceKey = RequestIdentifierGrammar.nowKey
      }
    case .repeating:
      occurrenceKey = RequestIdentifierGrammar.repeatingKey
    case let .instant(seconds, repeats):
      occurrenceKey = RequestIdentifierGrammar.repeatedKey(
        RequestIdentifierGrammar.instantKey(seconds: seconds), count: repeats + 1)
    case let .dated(date, repeats):
      let read: DateBuilder.WallClockLabels
      do throws(DateBuilderError) {
        if let pinned {
          read = try date.labels(in: pinned.context)
        } else {
          read = try date.labels(in: scope.context)
        }
      } catch {
        throw .invalidDates(error)
      }
      labels = read
      occurrenceKey = RequestIdentifierGrammar.repeatedKey(
        RequestIdentifierGrammar.wallClockKey(read), count: repeats + 1)
    }
    // The group's part is written once per timeline, the entry's key normalized once per stream.
    let entry: String
    if let normalizedKey {
      entry = normalizedKey
    } else {
      entry = RequestIdentifier.normalized(key(in: scope))
      normalizedKey = entry
    }
    let (text, value) = RequestIdentifierGrammar.identifier(
      prefix: scope.identifierPrefix, entry: entry, occurrence: occurrenceKey, reusing: known)
    return (
      RequestIdentifier(
        normalizedGroup: scope.normalizedGroup, entry: entry, occurrence: occurrenceKey, text: text),
      labels, value
    )
  }

  /// The occurrence `head` stands for, with its identifier (reused from `known`) and trigger.
  /// - Throws: ``TimelineError/invalidDates(_:)`` if its calendar labels cannot be read.
  mutating func occurrence(for head: OccurrenceHead, in scope: Scope, reusing known: TextTable? = nil)
    throws(TimelineError) -> TimelineOccurrence
  {
    let (identifier, labels, value) = try identifier(for: head, in: scope, reusing: known)
    let now = now(scope)
    let trigger: OccurrenceTrigger
    var pattern: DateBuilder.RepeatingPattern?
    var fireDate = head.fireDate
    switch head.kind {
    case .now:
      trigger = .none
    case .trigger:
      if case .trigger(let entryTrigger) = scope.entries[index].source {
        // A one-time interval counts from the reschedule that declares it, as a relative anchor does.
        trigger = OccurrenceTrigger(entryTrigger?.countedFrom(now))
      } else {
        trigger = .none
      }
    case .repeating:
      pattern = scope.entries[index].repeatingPattern
      trigger = pattern.map(OccurrenceTrigger.repeating) ?? .none
    case .instant:
      let date = head.fireDate ?? now
      fireDate = date
      trigger = .instant(date)
    case .dated:
      var zone: TimeZone?
      if case .pinned(let pinnedZone) = scope.entries[index].timeMeaning { zone = pinnedZone }
      if let labels {
        trigger = .wallClock(labels, timeZone: zone)
      } else {
        var components = DateComponents()
        components.timeZone = zone
        trigger = .made(.calendar(components, repeats: false))
      }
    }
    return TimelineOccurrence(
      identifier: identifier, known: value, fireDate: fireDate, trigger: trigger,
      entryIndex: index, entries: scope.entries, evaluatedAt: now, repeatingPattern: pattern)
  }
}
