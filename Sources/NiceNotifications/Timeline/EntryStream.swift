import DateBuilder
import Foundation

/// The occurrences of one entry, in order: read as ``OccurrenceHead``s (a date and what the
/// rest will be made from), made into ``TimelineOccurrence``s on demand.
struct EntryStream: Sendable {
  let group: String
  let key: String
  let index: Int
  /// The timeline's entries, shared by all its streams (one reference, not a copy of the
  /// entry's closures and modifiers per stream).
  private let entries: [NotificationsTimeline.Entry]
  var entry: NotificationsTimeline.Entry { entries[index] }
  private let context: DateBuilder.Context
  private var dates: DateBuilder.Occurrences?
  private var pendingTrigger: NotificationTrigger??
  /// The last date read and what it was read from: a key repeats only on an equal date.
  private var previous: (date: Date, resolved: DateBuilder.ResolvedDate)?
  private var previousSeconds: Int64?
  private var repeats = 0
  private var finished = false
  /// The head read and not yet taken by ``TimelineOccurrences``.
  var head: OccurrenceHead?
  private var compress: Bool
  private(set) var skippedPast = 0

  init(
    group: String, key: String, index: Int, of entries: [NotificationsTimeline.Entry],
    context: DateBuilder.Context, compress: Bool = false
  ) {
    self.group = group
    self.key = key
    self.index = index
    self.entries = entries
    self.compress = compress
    var local = context
    if case .pinned(let zone) = entries[index].timeMeaning { local.timeZone = zone }
    self.context = local
    switch entries[index].source {
    case .dates(let occurrences): dates = occurrences(local)
    case .trigger(let trigger): pendingTrigger = .some(trigger)
    }
  }

  /// Stops the stream: its entry failed.
  mutating func finish() {
    finished = true
  }

  /// The next occurrence's head; `nil` at the end.
  mutating func next() throws(TimelineError) -> OccurrenceHead? {
    guard !finished else { return nil }
    do throws(TimelineError) {
      if dates != nil { return try nextDate() }
      finished = true
      guard case .some(let trigger) = pendingTrigger else { return nil }
      return try head(for: trigger)
    } catch {
      finished = true
      throw error
    }
  }

  private mutating func head(for trigger: NotificationTrigger?) throws(TimelineError) -> OccurrenceHead? {
    guard let trigger else {
      return OccurrenceHead(fireDate: context.now, entryIndex: index, kind: .now)
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

  private mutating func nextDate() throws(TimelineError) -> OccurrenceHead? {
    do throws(DateBuilderError) {
      while let occurrence = try dates?.next() {
        guard occurrence.date > context.now else {
          skippedPast += 1
          continue
        }
        if compress, let compressed = compressed(startingAt: occurrence) { return compressed }
        switch entries[index].timeMeaning {
        case .instant:
          // An instant past what 64-bit seconds hold (or not finite) has no key: a typed
          // error for the entry, never a trap.
          guard let seconds = RequestIdentifier.occurrenceSeconds(instant: occurrence.date) else {
            throw .outOfRange
          }
          repeats = seconds == previousSeconds ? repeats + 1 : 0
          previousSeconds = seconds
          return OccurrenceHead(
            fireDate: occurrence.date, entryIndex: index, kind: .instant(seconds: seconds, repeats: repeats))
        case .wallClock, .pinned:
          // Equal keys mean equal wall-clock readings, hence equal dates: the keys are made
          // and compared only when the dates are equal.
          if let previous, previous.date == occurrence.date,
            try wallClockKey(occurrence.resolvedDate) == wallClockKey(previous.resolved)
          {
            repeats += 1
          } else {
            repeats = 0
          }
          previous = (occurrence.date, occurrence.resolvedDate)
          return OccurrenceHead(
            fireDate: occurrence.date, entryIndex: index,
            kind: .dated(occurrence.resolvedDate, repeats: repeats))
        }
      }
    } catch {
      throw .invalidDates(error)
    }
    finished = true
    return nil
  }

  private func wallClockKey(_ date: DateBuilder.ResolvedDate) throws(DateBuilderError) -> String {
    RequestIdentifier.occurrenceKey(try date.dateComponents(in: context))
  }

  /// The one repeating occurrence that stands for the whole series, if its first date
  /// ahead is its pattern's next match (the series has started, or starts on a match);
  /// either way the decision is made once, on the first date.
  private mutating func compressed(startingAt first: DateBuilder.Occurrence) -> OccurrenceHead? {
    compress = false
    guard let pattern = entries[index].repeatingPattern,
      RepeatingMatch.isNextMatch(pattern, first: first, in: context)
    else { return nil }
    finished = true
    return OccurrenceHead(fireDate: first.date, entryIndex: index, kind: .repeating)
  }

  /// The occurrence `head` stands for, with its identifier and trigger.
  ///
  /// - Throws: ``TimelineError/invalidDates(_:)`` if its calendar components cannot be read.
  func occurrence(
    for head: OccurrenceHead, knownTexts: [RequestIdentifier: String] = [:]
  ) throws(TimelineError) -> TimelineOccurrence {
    func make(
      key occurrenceKey: String, fireDate: Date?, trigger: NotificationTrigger?,
      repeatingPattern: DateBuilder.RepeatingPattern? = nil
    ) -> TimelineOccurrence {
      let identifier = RequestIdentifier(group: group, entry: key, occurrence: occurrenceKey)
      return TimelineOccurrence(
        identifier: identifier, identifierText: knownTexts.isEmpty ? nil : knownTexts[identifier],
        fireDate: fireDate, trigger: trigger, entryIndex: index, entries: entries, evaluatedAt: context.now,
        repeatingPattern: repeatingPattern)
    }
    switch head.kind {
    case .now:
      return make(key: RequestIdentifier.nowOccurrence, fireDate: head.fireDate, trigger: nil)
    case .trigger:
      guard case .some(.some(let trigger)) = pendingTrigger else {
        return make(key: RequestIdentifier.nowOccurrence, fireDate: head.fireDate, trigger: nil)
      }
      return make(key: RequestIdentifier.triggerOccurrence, fireDate: head.fireDate, trigger: trigger)
    case .repeating:
      guard let pattern = entries[index].repeatingPattern else {
        return make(key: RequestIdentifier.repeatingOccurrence, fireDate: head.fireDate, trigger: nil)
      }
      return make(
        key: RequestIdentifier.repeatingOccurrence, fireDate: head.fireDate,
        trigger: .calendar(pattern.dateComponents, repeats: true), repeatingPattern: pattern)
    case let .instant(seconds, repeats):
      let date = head.fireDate ?? context.now
      return make(
        key: repeated(RequestIdentifier.occurrenceKey(seconds: seconds), repeats), fireDate: date,
        trigger: .instant(date))
    case let .dated(resolved, repeats):
      var components: DateComponents
      do throws(DateBuilderError) {
        components = try resolved.dateComponents(in: context)
      } catch {
        throw .invalidDates(error)
      }
      let occurrenceKey = RequestIdentifier.occurrenceKey(components)
      if case .pinned(let zone) = entries[index].timeMeaning { components.timeZone = zone }
      return make(
        key: repeated(occurrenceKey, repeats), fireDate: head.fireDate,
        trigger: .calendar(components, repeats: false))
    }
  }

  /// Keys of equal dates within one entry get a suffix: `…T090000`, `…T090000-2`.
  private func repeated(_ key: String, _ repeats: Int) -> String {
    repeats == 0 ? key : RequestIdentifier.occurrenceKey(key, repeat: repeats + 1)
  }
}
