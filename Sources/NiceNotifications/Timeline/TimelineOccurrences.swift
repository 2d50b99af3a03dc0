public import DateBuilder
public import Foundation

/// One occurrence of a timeline: its identifier, trigger and fire date, with its content not yet made:
/// `if let first = occurrences.next() { print(first.identifier, first.fireDate as Any) }`.
public struct TimelineOccurrence: Sendable {
  /// Shared by reference: the planner copies occurrences between cursors, slots and batches.
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
  /// The identifier's `description`, read in place (a copy of the identifier counts four references):
  /// the planner keys its slots by it.
  var identifierDescription: String { storage.identifier.description }
  /// When it fires first; `nil` for a location trigger.
  public var fireDate: Date? { storage.fireDate }
  /// The trigger it is scheduled with; `nil` for a request that delivers at once.
  public var trigger: NotificationTrigger? { storage.trigger.trigger }
  var repeats: Bool { storage.trigger.repeats }
  /// The position of its entry in the timeline.
  public var entryIndex: Int { storage.entryIndex }
  /// Where its entry was declared, when it was declared in a ``TimelineBuilder``.
  public var sourceLocation: EntryLocation? { entry.sourceLocation }
  /// The repeating pattern this occurrence stands for when the planner compressed its series; else `nil`.
  public var repeatingPattern: DateBuilder.RepeatingPattern? {
    get { storage.repeatingPattern }
    set {
      storage = Storage(
        identifier: identifier, known: known, fireDate: fireDate, trigger: storage.trigger,
        entryIndex: entryIndex, entries: storage.entries, evaluatedAt: evaluatedAt,
        repeatingPattern: newValue)
    }
  }
  var entry: NotificationsTimeline.Entry { storage.entries[storage.entryIndex] }
  var evaluatedAt: Date { storage.evaluatedAt }
  /// Its text's value in the known-identifier table it was made with (for the planner, the pending request's position).
  var known: Int? { storage.known }

  init(
    identifier: RequestIdentifier, known: Int? = nil, fireDate: Date?, trigger: OccurrenceTrigger,
    entryIndex: Int, entries: [NotificationsTimeline.Entry], evaluatedAt: Date,
    repeatingPattern: DateBuilder.RepeatingPattern? = nil
  ) {
    storage = Storage(
      identifier: identifier, known: known, fireDate: fireDate, trigger: trigger, entryIndex: entryIndex,
      entries: entries, evaluatedAt: evaluatedAt, repeatingPattern: repeatingPattern)
  }

  var pacingChoice: PacingChoice { storage.entries[storage.entryIndex].pacingChoice }

  /// The occurrence fired at `date` instead, with the same identity; `nil` for a trigger pacing
  /// does not move (a repeating or location one); a wall-clock trigger still floats.
  func moved(to date: Date, in context: DateBuilder.Context) -> TimelineOccurrence? {
    func calendarTrigger(pinnedTo zone: TimeZone?) -> OccurrenceTrigger {
      .made(.oneTime(at: date, pinnedTo: zone, in: context))
    }
    let trigger: OccurrenceTrigger
    switch storage.trigger {
    case .instant, .made(.instant), .made(.timeInterval(_, repeats: false)): trigger = .instant(date)
    case .wallClock(_, let zone): trigger = calendarTrigger(pinnedTo: zone)
    case .made(.calendar(let components, repeats: false)):
      trigger = calendarTrigger(pinnedTo: components.timeZone)
    case .none, .repeating, .made: return nil
    }
    return TimelineOccurrence(
      identifier: identifier, known: known, fireDate: date, trigger: trigger,
      entryIndex: entryIndex, entries: storage.entries, evaluatedAt: evaluatedAt)
  }

  /// The compressed occurrence repeating at `pattern` instead, first at `date`, named `identifier`
  /// (the series' name with the time it was moved from); `known` is its pending request's position.
  func moved(
    to pattern: DateBuilder.RepeatingPattern, firstAt date: Date, as identifier: RequestIdentifier,
    known: Int?
  ) -> TimelineOccurrence {
    TimelineOccurrence(
      identifier: identifier, known: known, fireDate: date, trigger: .repeating(pattern),
      entryIndex: entryIndex, entries: storage.entries, evaluatedAt: evaluatedAt, repeatingPattern: pattern)
  }

  func fingerprint(with content: NotificationContent) -> Fingerprint {
    let storage = storage
    return NotificationRequest.fingerprint(content: content) { $0.write(storage.trigger) }
  }

  /// The maker's result made without suspending when the maker never suspends; `nil` when it may.
  func contentResultSynchronously(settings: NotificationSettings?) -> PlannerStateMachine.ContentResult? {
    // Read in place: a copy of an entry copies its closures and modifiers.
    let storage = storage
    guard let synchronous = storage.entries[storage.entryIndex].maker.synchronous else { return nil }
    do {
      let occurrence = ContentOccurrence(self, settings: settings)
      guard var content = try synchronous(occurrence) else { return .skipped }
      if !storage.entries[storage.entryIndex].overrides.changes.isEmpty {
        content = storage.entries[storage.entryIndex].overrides.apply(to: content)
      }
      return .made(content)
    } catch {
      return .failed(String(describing: error))
    }
  }

  /// Makes the entry's content for this occurrence with the entry's modifiers; `nil` if the maker skipped it:
  /// `let content = try await occurrence.makeContent(settings: await center.notificationSettings())`.
  public func makeContent(settings: NotificationSettings? = nil) async throws -> NotificationContent? {
    let occurrence = ContentOccurrence(self, settings: settings)
    return try await entry.maker.make(occurrence).map(entry.overrides.apply(to:))
  }

  /// The request for this occurrence, with its content made; `nil` if the maker skipped it:
  /// `let request = try await occurrence.makeRequest()`.
  public func makeRequest(settings: NotificationSettings? = nil) async throws -> NotificationRequest? {
    try await makeContent(settings: settings).map {
      NotificationRequest(identifier: identifier.description, content: $0, trigger: trigger)
    }
  }
}

/// An entry that could not be evaluated, and why: `for failure in occurrences.failures { … }`.
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
  /// The timeline's future occurrences for `group`, soonest first, evaluated lazily in `context`:
  /// `var occurrences = try timeline.occurrences(forGroup: "dailyQuote", in: .current)`.
  ///
  /// An entry with invalid dates or trigger goes to ``TimelineOccurrences/failures``.
  /// - Throws: ``TimelineError`` for an invalid group identifier, or entry identities invalid or colliding.
  public func occurrences(
    forGroup group: String, in context: DateBuilder.Context
  ) throws(TimelineError) -> TimelineOccurrences {
    try occurrences(forGroup: group, in: context.forWalks(), compressingExcept: nil)
  }

  /// The occurrences, each compressible entry not in `excluded` as one repeating occurrence; `nil` compresses nothing.
  func occurrences(
    forGroup group: String, in context: DateBuilder.Context, compressingExcept excluded: Set<String>?
  ) throws(TimelineError) -> TimelineOccurrences {
    try RequestIdentifier.validateGroup(group)
    let scope = EntryStream.Scope(group: group, entries: entries, context: context)
    var seen = Set<String>()
    // Only identities given with `identified(by:)` can collide; position keys never do.
    let mayCollide = entries.count > 1 && entries.contains { $0.key != nil }
    // A position key (digits, always valid) is made only where it is compared.
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

/// The occurrences of a timeline, one at a time, soonest first:
/// `while let occurrence = occurrences.next(), planned.count < 64 { planned.append(occurrence) }`.
public struct TimelineOccurrences: Sendable {
  private let scope: EntryStream.Scope
  private var streams: [EntryStream]
  /// The entries found invalid so far, in the order they were found.
  public private(set) var failures: [TimelineFailure] = []

  /// How many occurrences at or before the context's now were passed over so far.
  public var skippedPast: Int { streams.reduce(0) { $0 + $1.skippedPast } }

  init(scope: EntryStream.Scope, streams: [EntryStream]) {
    self.scope = scope
    self.streams = streams
  }

  /// The soonest occurrence not yet read (those without a fire date first); `nil` when there are no more:
  /// `let soonest = occurrences.next()?.fireDate`.
  public mutating func next() -> TimelineOccurrence? {
    while let head = nextHead() {
      if let occurrence = occurrence(for: head) { return occurrence }
    }
    return nil
  }

  /// The next occurrence's head, not yet identified: ``next()`` at the cost of its date alone.
  mutating func nextHead() -> OccurrenceHead? {
    var best: Int?
    // Streams are in entry order, so on equal dates the earlier entry stays best.
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

  /// The occurrence `head` stands for, reusing identifiers `known` holds; `nil` if it fails, ending its entry.
  mutating func occurrence(for head: OccurrenceHead, reusing known: TextTable? = nil) -> TimelineOccurrence? {
    read(head) { stream, scope throws(TimelineError) in
      try stream.occurrence(for: head, in: scope, reusing: known)
    }
  }

  /// The identifier of `head`'s occurrence, without its trigger: what a plan reports for no slot.
  mutating func identifier(for head: OccurrenceHead) -> RequestIdentifier? {
    read(head) { stream, scope throws(TimelineError) in
      try stream.identifier(for: head, in: scope).identifier
    }
  }

  var identifierPrefix: String { scope.identifierPrefix }

  /// What `make` reads from `head`'s stream in place; `nil` if it throws, and then the entry fails and stops.
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
