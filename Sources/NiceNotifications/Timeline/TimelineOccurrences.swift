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
  /// What an occurrence is, made once and shared: the planner moves occurrences between its
  /// cursors, slots and batches, and a copy is then one reference, not the identifier, the
  /// trigger and the entry's location.
  private final class Storage: Sendable {
    let identifier: RequestIdentifier
    let known: Int?
    let fireDate: Date?
    let trigger: OccurrenceTrigger
    let entryIndex: Int
    let entries: [NotificationsTimeline.Entry]
    let evaluatedAt: Date
    let repeatingPattern: DateBuilder.RepeatingPattern?

    init(
      identifier: RequestIdentifier, known: Int?, fireDate: Date?,
      trigger: OccurrenceTrigger, entryIndex: Int, entries: [NotificationsTimeline.Entry], evaluatedAt: Date,
      repeatingPattern: DateBuilder.RepeatingPattern?
    ) {
      self.identifier = identifier
      self.known = known
      self.fireDate = fireDate
      self.trigger = trigger
      self.entryIndex = entryIndex
      self.entries = entries
      self.evaluatedAt = evaluatedAt
      self.repeatingPattern = repeatingPattern
    }
  }

  private var storage: Storage

  /// The request identifier it is scheduled under.
  public var identifier: RequestIdentifier { storage.identifier }
  /// When it fires first; `nil` for a location trigger.
  public var fireDate: Date? { storage.fireDate }
  /// The trigger it is scheduled with; `nil` for a request that delivers at once.
  public var trigger: NotificationTrigger? { storage.trigger.trigger }
  /// Whether its trigger repeats, read without making the trigger.
  var repeats: Bool { storage.trigger.repeats }
  /// The position of its entry in the timeline.
  public var entryIndex: Int { storage.entryIndex }
  /// Where its entry was declared, when it was declared in a ``TimelineBuilder``.
  public var sourceLocation: EntryLocation? { entry.sourceLocation }
  /// The repeating calendar pattern this one occurrence stands for, when the planner
  /// compressed its entry's series into one repeating request; `nil` otherwise.
  public var repeatingPattern: DateBuilder.RepeatingPattern? {
    get { storage.repeatingPattern }
    set {
      storage = Storage(
        identifier: identifier, known: known, fireDate: fireDate,
        trigger: storage.trigger, entryIndex: entryIndex, entries: storage.entries, evaluatedAt: evaluatedAt,
        repeatingPattern: newValue)
    }
  }
  /// Its entry, from its timeline's entries (shared, one reference).
  var entry: NotificationsTimeline.Entry { storage.entries[storage.entryIndex] }
  var evaluatedAt: Date { storage.evaluatedAt }
  /// The value its text has in the table of known identifiers it was made with, if it is
  /// there (for the planner, the position of the pending request of the same identifier).
  var known: Int? { storage.known }

  /// An occurrence.
  init(
    identifier: RequestIdentifier, known: Int? = nil, fireDate: Date?,
    trigger: OccurrenceTrigger,
    entryIndex: Int, entries: [NotificationsTimeline.Entry], evaluatedAt: Date,
    repeatingPattern: DateBuilder.RepeatingPattern? = nil
  ) {
    storage = Storage(
      identifier: identifier, known: known, fireDate: fireDate,
      trigger: trigger,
      entryIndex: entryIndex, entries: entries, evaluatedAt: evaluatedAt, repeatingPattern: repeatingPattern)
  }

  /// The ``NotificationRequest/fingerprint`` of this occurrence's request with `content`,
  /// written from the trigger as the occurrence keeps it (see ``OccurrenceTrigger``).
  func fingerprint(with content: NotificationContent) -> Fingerprint {
    let storage = storage
    return NotificationRequest.fingerprint(content: content) { $0.write(storage.trigger) }
  }

  /// The result of the maker run in place, without suspending, when it never suspends;
  /// `nil` when it may (then ``makeContent(settings:)`` makes it).
  ///
  /// The result is made where it is returned: a content is a few hundred bytes, copied at
  /// each wrapping.
  func contentResultSynchronously(settings: NotificationSettings?) -> PlannerStateMachine.ContentResult? {
    // The entry is read where it lies: a copy of it is a copy of its closures and modifiers.
    let storage = storage
    guard let synchronous = storage.entries[storage.entryIndex].maker.synchronous else { return nil }
    do {
      let occurrence = ContentOccurrence(self, settings: settings)
      guard var content = try synchronous(occurrence) else { return .skipped }
      // The modifiers are read where they lie, and only copied out when there are some.
      if !storage.entries[storage.entryIndex].overrides.changes.isEmpty {
        content = storage.entries[storage.entryIndex].overrides.apply(to: content)
      }
      return .made(content)
    } catch {
      return .failed(String(describing: error))
    }
  }

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
    let occurrence = ContentOccurrence(self, settings: settings)
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
    try occurrences(forGroup: group, in: context.forWalks(), compressingExcept: nil)
  }

  /// The occurrences, compressing the entries not in `excluded`.
  ///
  /// Every compressible entry (see ``DateBuilder/Series/repeatingPattern``) not in `excluded`
  /// is one repeating occurrence when its next date is its pattern's next match; `nil`
  /// compresses nothing. The evaluation context is shared by reference with the other
  /// timelines of a plan.
  func occurrences(
    forGroup group: String, in context: DateBuilder.Context, compressingExcept excluded: Set<String>?
  ) throws(TimelineError) -> TimelineOccurrences {
    try RequestIdentifier.validateGroup(group)
    let scope = EntryStream.Scope(group: group, entries: entries, context: context)
    var seen = Set<String>()
    // Keys made from positions differ from one another: only an identity given with
    // `identified(by:)` can collide, so without one there is no set to build.
    let mayCollide = entries.count > 1 && entries.contains { $0.key != nil }
    // Made by `map`, each stream where it will lie, rather than made and then appended.
    // A key made from a position (digits: always valid) is made only where it is compared.
    let comparesKeys = mayCollide || excluded?.isEmpty == false
    let streams = try entries.indices.map { index throws(TimelineError) in
      let given = entries[index].key
      if let given { try RequestIdentifier.validateEntry(given) }
      let key = given ?? (comparesKeys ? String(index) : "")
      guard !mayCollide || seen.insert(key).inserted else { throw .duplicateEntryIdentifier(key) }
      let compress = excluded.map { !$0.contains(key) && entries[index].isCompressible } ?? false
      return EntryStream(index: index, in: scope, compress: compress)
    }
    return TimelineOccurrences(scope: scope, streams: streams)
  }
}

/// The occurrences of a timeline, one at a time, soonest first.
///
/// ```swift
/// while let occurrence = occurrences.next(), planned.count < 64 { planned.append(occurrence) }
/// ```
public struct TimelineOccurrences: Sendable {
  /// What the streams share: the group, the entries and the context.
  private let scope: EntryStream.Scope
  /// The entries' streams, each holding its next head once read.
  private var streams: [EntryStream]
  /// The entries found invalid so far, in the order they were found.
  public private(set) var failures: [TimelineFailure] = []

  /// How many occurrences at or before the context's now were passed over so far.
  public var skippedPast: Int { streams.reduce(0) { $0 + $1.skippedPast } }

  init(scope: EntryStream.Scope, streams: [EntryStream]) {
    self.scope = scope
    self.streams = streams
  }

  /// The next occurrence: the one that fires soonest of those not yet read (occurrences
  /// without a fire date, location triggers, first); `nil` when there are no more.
  ///
  /// ```swift
  /// let soonest = occurrences.next()?.fireDate
  /// ```
  public mutating func next() -> TimelineOccurrence? {
    while let head = nextHead() {
      if let occurrence = occurrence(for: head) { return occurrence }
    }
    return nil
  }

  /// The next occurrence's head, not yet identified: what ``next()`` would return, at the
  /// cost of its date alone.
  mutating func nextHead() -> OccurrenceHead? {
    var best: Int?
    // Heads are compared by their fire dates alone, read where they lie: a copy of a head is
    // a copy of the date expression it was read from. On equal dates the earlier entry comes
    // first, and streams are in entry order, so an equal date never displaces the best.
    var bestDate: Date?
    for index in streams.indices {
      do throws(TimelineError) {
        try streams[index].readHead(in: scope)
      } catch {
        fail(index, error)
      }
      guard let fireDate = streams[index].headFireDate else { continue }
      if best != nil {
        guard let date = fireDate else {
          // No fire date (a location trigger) comes first, unless the best has none either.
          if bestDate == nil { continue }
          best = index
          bestDate = nil
          continue
        }
        guard let incumbent = bestDate, date < incumbent else { continue }
      }
      best = index
      bestDate = fireDate
    }
    guard let best else { return nil }
    defer { streams[best].takeHead() }
    return streams[best].head
  }

  /// The occurrence `head` stands for, with its identifier and trigger; `nil` if they
  /// cannot be made, and then its entry has failed (see ``failures``) and reads no further.
  ///
  /// An identifier `known` holds (a pending request's) is taken from there, not made again.
  mutating func occurrence(for head: OccurrenceHead, reusing known: TextTable? = nil) -> TimelineOccurrence? {
    read(head) { stream, scope throws(TimelineError) in
      try stream.occurrence(for: head, in: scope, reusing: known)
    }
  }

  /// The identifier of the occurrence `head` stands for, without its trigger.
  ///
  /// It is what a plan reports of an occurrence that got no slot; `nil` as
  /// ``occurrence(for:)`` is.
  mutating func identifier(for head: OccurrenceHead) -> RequestIdentifier? {
    read(head) { stream, scope throws(TimelineError) in try stream.identifier(for: head, in: scope).identifier
    }
  }

  /// The text every identifier of the timeline's group starts with.
  var identifierPrefix: String { scope.identifierPrefix }

  /// What `make` reads from the stream of `head`'s entry, where the stream lies; `nil` if it
  /// throws, and then the entry has failed (see ``failures``) and reads no further.
  private mutating func read<Value>(
    _ head: OccurrenceHead, _ make: (inout EntryStream, EntryStream.Scope) throws(TimelineError) -> Value
  ) -> Value? {
    let index = head.entryIndex
    guard streams.indices.contains(index) else { return nil }
    do throws(TimelineError) {
      return try make(&streams[index], scope)
    } catch {
      streams[index].finish()
      fail(index, error)
      return nil
    }
  }

  private mutating func fail(_ index: Int, _ error: TimelineError) {
    failures.append(
      TimelineFailure(
        entry: streams[index].key(in: scope), entryIndex: streams[index].index, error: error,
        sourceLocation: scope.entries[streams[index].index].sourceLocation))
  }
}
