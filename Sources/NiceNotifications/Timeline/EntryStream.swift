import DateBuilder
import Foundation

/// The occurrences of one entry, in order: read as ``OccurrenceHead``s (a date and what the
/// rest will be made from), made into ``TimelineOccurrence``s on demand.
///
/// What all the streams of a timeline share — the group, the entries and the context — is
/// kept once, in ``TimelineOccurrences``, and lent to each call as a ``Scope``: a stream holds
/// only its own position, so that a timeline of thousands of entries is thousands of small
/// values, not thousands of copies of the context.
struct EntryStream: Sendable {
  /// What the streams of one timeline share.
  struct Scope: Sendable {
    let group: String
    /// ``group`` in NFC, as its identifiers name it.
    let normalizedGroup: String
    /// The text every identifier of the group starts with (``RequestIdentifierGrammar/groupPrefix(_:)``).
    let identifierPrefix: String
    /// The timeline's entries (one reference, not a copy of the entries' closures and
    /// modifiers per stream).
    let entries: [NotificationsTimeline.Entry]
    /// The context the timeline is evaluated in, prepared for walks.
    ///
    /// Streams are lent it through the scope, a parameter, so that reading a date copies no
    /// calendar or zone (see ``DateBuilder/Context/forWalks()``).
    let context: DateBuilder.Context

    init(group: String, entries: [NotificationsTimeline.Entry], context: DateBuilder.Context) {
      self.group = group
      normalizedGroup = RequestIdentifier.normalized(group)
      identifierPrefix = RequestIdentifierGrammar.groupPrefix(normalizedGroup)
      self.entries = entries
      self.context = context
    }
  }

  /// The context of an entry whose times are pinned to a zone of its own, shared by reference.
  final class PinnedContext: Sendable {
    let context: DateBuilder.Context
    init(_ context: DateBuilder.Context) { self.context = context.forWalks() }
  }

  /// An entry's dates, listed in any order, read whole and sorted by date: a stream keeps one
  /// word for them.
  final class ListedDates: Sendable {
    let dates: [DateBuilder.WalkedDate]

    /// Every date `walk` reads in `context`, soonest first; equal dates stay in the order
    /// they were written.
    init(reading walk: SharedWalk, in context: DateBuilder.Context) throws(DateBuilderError) {
      let prepared = walk.prepared(in: context)
      var position = 0
      var read: [DateBuilder.WalkedDate] = []
      while let next = try walk.nextDate(at: &position, in: context, prepared: prepared) { read.append(next) }
      var sorted = read.indices.sorted { (read[$0].date, $0) < (read[$1].date, $1) }.map { read[$0] }
      // A repeated reading gets `-2` only where it follows the first: within one second, where
      // different readings can share an instant (two times in one spring-forward gap), equal
      // readings are brought together, in the order they first appear.
      var start = 0
      while start < sorted.count {
        let second = sorted[start].date.timeIntervalSince1970.rounded(.down)
        var end = start + 1
        while end < sorted.count, sorted[end].date.timeIntervalSince1970.rounded(.down) == second { end += 1 }
        if end - start > 2 {
          var keys: [String] = []
          for date in sorted[start..<end] {
            keys.append(
              date.isInstant ? "" : RequestIdentifierGrammar.wallClockKey(try date.labels(in: context)))
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

  /// A walk's plan made ready for a stream's context, boxed: a stream keeps one word for it.
  final class PreparedBox: Sendable {
    let walk: DateBuilder.PreparedWalk
    init(_ walk: DateBuilder.PreparedWalk) { self.walk = walk }
  }

  let index: Int
  private let pinned: PinnedContext?
  /// How far the entry's series has been walked: the position its walk resumes from. (A
  /// stream holds no walk of its own: each read starts from the entry's, which the streams
  /// of every plan share, so that a stream is a few words.)
  private var position = 0
  /// The last occurrence read: the head while ``head`` holds it, and afterwards what the
  /// next one is compared with, since a key repeats only on an equal date.
  private var last: OccurrenceHead?
  /// Whether ``last`` is read and not yet taken by ``TimelineOccurrences``.
  private var holdsHead = false
  private var finished = false
  private var compress: Bool
  private(set) var skippedPast = 0
  /// The entry's key in NFC, as its identifiers name it: made when the first of them is.
  private var normalizedKey: String?
  /// The walk's plan made ready for the stream's context, kept once the stream is read a
  /// second time: most streams of a large plan are read once, and making it ready costs
  /// about what reading a date does.
  private var prepared: PreparedBox?
  /// The entry's dates sorted, for a list given in any order (read at the stream's first read).
  private var listed: ListedDates?

  /// The head read and not yet taken.
  var head: OccurrenceHead? { holdsHead ? last : nil }

  /// The fire date of ``head``, read without copying the head: `nil` without a head, and
  /// `.some(nil)` for a head that has no fire date (a location trigger).
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

  /// The entry's key: its identity, or its position.
  func key(in scope: Scope) -> String {
    scope.entries[index].key ?? String(index)
  }

  /// The instant the entry is evaluated at.
  private func now(_ scope: Scope) -> Date {
    pinned?.context.now ?? scope.context.now
  }

  /// Stops the stream: its entry failed.
  mutating func finish() {
    finished = true
    holdsHead = false
  }

  /// Takes the head: the next ``readHead(in:)`` reads past it.
  mutating func takeHead() {
    holdsHead = false
  }

  /// Reads the next occurrence's head into ``head``, unless it holds one; it stays `nil` at
  /// the end.
  mutating func readHead(in scope: Scope) throws(TimelineError) {
    guard !holdsHead, !finished else { return }
    do throws(TimelineError) {
      // The timeline's context is lent from the scope; only a pinned one is copied.
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

  /// The entry's next occurrence in `context`: its series' next date, or its one trigger.
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
    // A trigger that names a whole date is that date, as an `ExactDay` names it: a date that
    // does not exist (30 February, hour 25, a leap month the year lacks) fails the entry with
    // the error `ExactDay` gives, and a day the zone skipped has no occurrence, as in a series.
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

  /// The next date of the entry's series, read by `walk` (the entry's, which every stream
  /// of every plan shares) from ``position`` in `context`.
  private mutating func nextDate(
    walking walk: SharedWalk, in scope: Scope, context: DateBuilder.Context
  ) throws(TimelineError) -> OccurrenceHead? {
    let now = context.now
    let firstRead = position == 0
    var position = position
    // Made ready once per read, and kept from the second read on.
    var ready = prepared?.walk
    defer {
      self.position = position
      if !firstRead, prepared == nil, let ready { prepared = PreparedBox(ready) }
    }
    if firstRead {
      // A series that began long ago (`EveryDay(starting: .dayOf(signUp))`) is read from the
      // day before yesterday, not from its first day: the days before are past, and counted so.
      let plan = walk.prepared(in: context)
      ready = plan
      position = walk.elementsBeforeYesterday(in: context, prepared: plan)
      skippedPast += position
    }
    do throws(DateBuilderError) {
      while true {
        let date: DateBuilder.WalkedDate
        if compress {
          // The first date ahead decides whether the series is compressed, from its expression.
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
          // A date and its wall-clock reading, from the series' integer plan where it has one.
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

  /// The head of the occurrence at `date`, one of the entry's dates read in `context`.
  private func head(
    for date: DateBuilder.WalkedDate, in scope: Scope, context: DateBuilder.Context
  ) throws(DateBuilderError) -> OccurrenceHead {
    switch scope.entries[index].timeMeaning {
    case .instant:
      return try instantHead(date.date)
    case .wallClock where date.isInstant:
      // An exact instant (`ExactlyAt`) is a moment, not a clock reading: as floating
      // components it would move with the device's zone.
      return try instantHead(date.date)
    case .wallClock, .pinned:
      // Under a pinned zone, the second instant of a repeated reading has no components of
      // its own (they would name the first, an hour earlier, under the first one's
      // identifier): it is scheduled as the instant it is. (Under wall-clock meaning every
      // instant is, above.)
      if case .pinned = scope.entries[index].timeMeaning, try date.showsRepeatedReading(in: context) {
        return try instantHead(date.date)
      }
      // Equal keys mean equal wall-clock readings to the second, hence dates in the same
      // second (a reading has no fraction): the keys are made and compared only then.
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

  /// The next date of an entry whose dates are a list given in any order, soonest first: the
  /// list is read whole at the first call, sorted by date (equal dates in the order they were
  /// written, where the second gets `-2`), and ``position`` counts the sorted dates taken.
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

  /// The head of an occurrence scheduled at the exact instant `date`; an instant that
  /// repeats the previous one's seconds counts as a repeat.
  ///
  /// - Throws: ``DateBuilderError/outOfRange`` for an instant past what 64-bit seconds hold
  ///   (or not finite): it has no key, and the entry fails with a typed error, never a trap.
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

  /// The one repeating occurrence that stands for the whole series, if its first date
  /// ahead is its pattern's next match (the series has started, or starts on a match);
  /// either way the decision is made once, on the first date.
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

  /// The identifier `head` stands for, its text, the calendar labels its trigger is made
  /// from (`nil` where the trigger is not a one-off calendar trigger), and the text's value
  /// in `known`.
  ///
  /// - Throws: ``TimelineError/invalidDates(_:)`` if its calendar labels cannot be read.
  ///
  /// `known` holds the identifiers of requests already pending: an identifier among them is
  /// taken from there rather than made again.
  ///
  /// `mutating` (it caches the entry's normalized key), so that a call on a stream in an
  /// array reads the stream where it lies instead of copying it out.
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
    // The group's part is written once per timeline (the scope's prefix), and the entry's
    // key is normalized once per stream; escaping it is all that is left.
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

  /// The occurrence `head` stands for, with its identifier (taken from `known` when it is
  /// there, with its value: ``TimelineOccurrence/known``) and trigger.
  ///
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
        trigger = OccurrenceTrigger(entryTrigger)
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
      // Made into date components only when the trigger is read (see `OccurrenceTrigger`).
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
