public import DateBuilder
public import Foundation

/// One occurrence of a timeline: its identifier, trigger and fire date, with its content
/// not yet made.
///
/// ```swift
/// var occurrences = try timeline.occurrences(forGroup: "dailyQuote", in: .current)
/// if let first = occurrences.next(), let request = try await first.makeRequest() { … }
/// ```
public struct TimelineOccurrence: Sendable {
  /// The request identifier it is scheduled under.
  public let identifier: RequestIdentifier
  /// When it fires first; `nil` for a location trigger.
  public let fireDate: Date?
  /// The trigger it is scheduled with; `nil` for a request that delivers at once.
  public let trigger: NotificationTrigger?
  /// The position of its entry in the timeline.
  public let entryIndex: Int
  /// Where its entry was declared, when it was declared in a ``TimelineBuilder``.
  public let sourceLocation: EntryLocation?
  /// The repeating calendar pattern this one occurrence stands for, when the planner
  /// compressed its entry's series into one repeating request; `nil` otherwise.
  public var repeatingPattern: DateBuilder.RepeatingPattern? = nil
  let entry: NotificationsTimeline.Entry
  let evaluatedAt: Date

  /// Calls the entry's content maker for this occurrence, and applies the entry's
  /// modifiers; `nil` if the maker skipped it.
  ///
  /// ```swift
  /// let content = try await occurrence.makeContent(settings: await center.notificationSettings())
  /// ```
  ///
  /// - Parameter settings: The person's settings, for makers that adapt to them.
  /// - Throws: Whatever the maker threw.
  public func makeContent(settings: NotificationSettings? = nil) async throws -> NotificationContent? {
    let occurrence = ContentOccurrence(
      fireDate: fireDate, trigger: trigger, identifier: identifier, evaluatedAt: evaluatedAt,
      settings: settings)
    return try await entry.maker.make(occurrence).map(entry.overrides.apply(to:))
  }

  /// The request for this occurrence, with its content made; `nil` if the maker skipped it.
  ///
  /// ```swift
  /// let request = try await occurrence.makeRequest()
  /// ```
  ///
  /// - Throws: Whatever the maker threw.
  public func makeRequest(settings: NotificationSettings? = nil) async throws -> NotificationRequest? {
    try await makeContent(settings: settings).map {
      NotificationRequest(identifier: identifier.description, content: $0, trigger: trigger)
    }
  }
}

/// An entry that could not be evaluated, and why.
///
/// ```swift
/// for failure in occurrences.failures { print("\(failure.sourceLocation?.description ?? "?"): \(failure.error)") }
/// ```
public struct TimelineFailure: Hashable, Sendable {
  /// The entry's key: its identity, or its position.
  public var entry: String
  /// The position of the entry in the timeline.
  public var entryIndex: Int
  /// Why it failed.
  public var error: TimelineError
  /// Where the entry was declared.
  public var sourceLocation: EntryLocation?
}

extension NotificationsTimeline {
  /// The timeline's future occurrences for `group`, in fire-date order, evaluated lazily in
  /// `context`: occurrences at or before `context.now` are left out, no content is made,
  /// and an unbounded series costs only the occurrences that are read.
  ///
  /// ```swift
  /// var occurrences = try timeline.occurrences(forGroup: "dailyQuote", in: .current)
  /// let nextSeven = (0..<7).compactMap { _ in occurrences.next() }
  /// ```
  ///
  /// An entry whose dates or trigger are invalid is left out and reported in
  /// ``TimelineOccurrences/failures``; the others go on.
  ///
  /// - Throws: ``TimelineError`` if `group` cannot identify a group, or entries' identities
  ///   are invalid or collide.
  public func occurrences(
    forGroup group: String, in context: DateBuilder.Context
  ) throws(TimelineError) -> TimelineOccurrences {
    try occurrences(forGroup: group, in: context, compressingExcept: nil)
  }

  /// The occurrences, with every compressible entry (see
  /// ``DateBuilder/Series/repeatingPattern``) not in `excluded` as one repeating occurrence
  /// when its next date is its pattern's next match; `nil` compresses nothing.
  func occurrences(
    forGroup group: String, in context: DateBuilder.Context, compressingExcept excluded: Set<String>?
  ) throws(TimelineError) -> TimelineOccurrences {
    try RequestIdentifier.validateGroup(group)
    var seen = Set<String>()
    var streams: [EntryStream] = []
    for (index, entry) in entries.enumerated() {
      let key = entry.key ?? String(index)
      try RequestIdentifier.validateEntry(key)
      guard seen.insert(key).inserted else { throw .duplicateEntryIdentifier(key) }
      let compress = excluded.map { !$0.contains(key) && entry.isCompressible } ?? false
      streams.append(
        EntryStream(group: group, key: key, index: index, entry: entry, context: context, compress: compress))
    }
    return TimelineOccurrences(streams: streams)
  }
}

/// The occurrences of a timeline, one at a time, soonest first.
///
/// ```swift
/// while let occurrence = occurrences.next(), planned.count < 64 { planned.append(occurrence) }
/// ```
public struct TimelineOccurrences: Sendable {
  private var streams: [EntryStream]
  private var heads: [TimelineOccurrence?]
  /// The entries found invalid so far, in the order they were found.
  public private(set) var failures: [TimelineFailure] = []

  /// How many occurrences at or before the context's now were passed over so far.
  public var skippedPast: Int { streams.reduce(0) { $0 + $1.skippedPast } }

  init(streams: [EntryStream]) {
    self.streams = streams
    heads = Array(repeating: nil, count: streams.count)
  }

  /// The next occurrence: the one that fires soonest of those not yet read (occurrences
  /// without a fire date, location triggers, first); `nil` when there are no more.
  ///
  /// ```swift
  /// let soonest = occurrences.next()?.fireDate
  /// ```
  public mutating func next() -> TimelineOccurrence? {
    var best: Int?
    for index in streams.indices {
      if heads[index] == nil {
        do throws(TimelineError) {
          heads[index] = try streams[index].next()
        } catch {
          let stream = streams[index]
          failures.append(
            TimelineFailure(
              entry: stream.key, entryIndex: stream.index, error: error,
              sourceLocation: stream.entry.sourceLocation))
        }
      }
      guard let head = heads[index] else { continue }
      if let current = best, let incumbent = heads[current], !Self.precedes(head, incumbent) { continue }
      best = index
    }
    guard let best else { return nil }
    defer { heads[best] = nil }
    return heads[best]
  }

  private static func precedes(_ a: TimelineOccurrence, _ b: TimelineOccurrence) -> Bool {
    switch (a.fireDate, b.fireDate) {
    case (nil, .some): true
    case (.some, nil): false
    case let (x?, y?) where x != y: x < y
    default: a.entryIndex < b.entryIndex
    }
  }
}

/// The occurrences of one entry, in order, with their identifiers and triggers.
struct EntryStream: Sendable {
  let group: String
  let key: String
  let index: Int
  let entry: NotificationsTimeline.Entry
  private let context: DateBuilder.Context
  private var dates: DateBuilder.Occurrences?
  private var pendingTrigger: NotificationTrigger??
  private var lastKey: String?
  private var repeats = 0
  private var finished = false
  private var compress: Bool
  private(set) var skippedPast = 0

  init(
    group: String, key: String, index: Int, entry: NotificationsTimeline.Entry, context: DateBuilder.Context,
    compress: Bool = false
  ) {
    self.group = group
    self.key = key
    self.index = index
    self.entry = entry
    self.compress = compress
    var local = context
    if case .pinned(let zone) = entry.timeMeaning { local.timeZone = zone }
    self.context = local
    switch entry.source {
    case .dates(let occurrences): dates = occurrences(local)
    case .trigger(let trigger): pendingTrigger = .some(trigger)
    }
  }

  mutating func next() throws(TimelineError) -> TimelineOccurrence? {
    guard !finished else { return nil }
    do throws(TimelineError) {
      if dates != nil { return try nextDate() }
      finished = true
      guard case .some(let trigger) = pendingTrigger else { return nil }
      return try occurrence(for: trigger)
    } catch {
      finished = true
      throw error
    }
  }

  private mutating func occurrence(for trigger: NotificationTrigger?) throws(TimelineError)
    -> TimelineOccurrence?
  {
    guard let trigger else {
      return make(key: RequestIdentifier.nowOccurrence, fireDate: context.now, trigger: nil)
    }
    do throws(NotificationTriggerError) { try trigger.validate() } catch { throw .invalidTrigger(error) }
    let fireDate = trigger.nextFireDate(after: context.now, in: context)
    switch (fireDate, trigger) {
    case (nil, .location), (.some, _): break
    case (nil, _):  // a one-off whose time has passed
      skippedPast += 1
      return nil
    }
    return make(key: RequestIdentifier.triggerOccurrence, fireDate: fireDate, trigger: trigger)
  }

  private mutating func nextDate() throws(TimelineError) -> TimelineOccurrence? {
    do throws(DateBuilderError) {
      while let occurrence = try dates?.next() {
        guard occurrence.date > context.now else {
          skippedPast += 1
          continue
        }
        if compress, let compressed = compressed(startingAt: occurrence.date) { return compressed }
        let trigger: NotificationTrigger
        let occurrenceKey: String
        switch entry.timeMeaning {
        case .instant:
          trigger = .instant(occurrence.date)
          // An instant past what 64-bit seconds hold (or not finite) has no key: a typed
          // error for the entry, never a trap.
          guard let key = RequestIdentifier.occurrenceKey(instant: occurrence.date) else { throw .outOfRange }
          occurrenceKey = key
        case .wallClock, .pinned:
          var components = try occurrence.resolvedDate.dateComponents(in: context)
          occurrenceKey = RequestIdentifier.occurrenceKey(components)
          if case .pinned(let zone) = entry.timeMeaning { components.timeZone = zone }
          trigger = .calendar(components, repeats: false)
        }
        return make(key: deduplicated(occurrenceKey), fireDate: occurrence.date, trigger: trigger)
      }
    } catch {
      throw .invalidDates(error)
    }
    finished = true
    return nil
  }

  /// The one repeating occurrence that stands for the whole series, if its first date
  /// ahead is its pattern's next match (the series has started, or starts on a match);
  /// either way the decision is made once, on the first date.
  private mutating func compressed(startingAt first: Date) -> TimelineOccurrence? {
    compress = false
    guard let pattern = entry.repeatingPattern else { return nil }
    let trigger = NotificationTrigger.calendar(pattern.dateComponents, repeats: true)
    guard trigger.nextFireDate(after: context.now, in: context) == first else { return nil }
    finished = true
    var occurrence = make(key: RequestIdentifier.repeatingOccurrence, fireDate: first, trigger: trigger)
    occurrence.repeatingPattern = pattern
    return occurrence
  }

  /// Keys of equal dates within one entry get a suffix: `…T090000`, `…T090000-2`.
  private mutating func deduplicated(_ key: String) -> String {
    if key == lastKey {
      repeats += 1
      return RequestIdentifier.occurrenceKey(key, repeat: repeats + 1)
    }
    lastKey = key
    repeats = 0
    return key
  }

  private func make(key occurrenceKey: String, fireDate: Date?, trigger: NotificationTrigger?)
    -> TimelineOccurrence
  {
    TimelineOccurrence(
      identifier: RequestIdentifier(group: group, entry: key, occurrence: occurrenceKey),
      fireDate: fireDate, trigger: trigger, entryIndex: index, sourceLocation: entry.sourceLocation,
      entry: entry, evaluatedAt: context.now)
  }
}
