public import Foundation

/// A handled-occurrence store in the iCloud key-value store, so an occurrence marked done on one device
/// is skipped on all: `CloudHandledOccurrenceStore(keyValueStore: ICloudKeyValueStore.shared)`.
public final class CloudHandledOccurrenceStore: HandledOccurrenceStore, CrossDeviceDecisionStore {
  /// The prefix of this store's keys: `"nn.done."`.
  public static let keyPrefix = "nn.done."

  /// How long an unmark of a mark kept until unmarked stays, to outvote a device that has
  /// not heard of it yet: 30 days.
  public static let unmarkRetention: TimeInterval = 30 * 86_400

  private let ledger: CloudLedger<HandledMark>
  private let sightingsStore: any HandledOccurrenceStore
  private let now: @Sendable () async -> Date

  /// A store over `keyValueStore`:
  /// `let store = CloudHandledOccurrenceStore(keyValueStore: ICloudKeyValueStore.shared, keyBudget: 300)`.
  ///
  /// - Parameters:
  ///   - keyValueStore: Where marks live.
  ///   - keyBudget: The most marks kept, within 1...1,024; 600 by default.
  ///   - sightingsStore: Where this device's time-zone sightings stay; in memory by default.
  ///   - knownDecisions: Where the decision this device last knew for each occurrence stays,
  ///     across relaunches; the app's standard defaults by default.
  ///   - now: The clock that dates decisions; the system clock by default.
  public init(
    keyValueStore: any UbiquitousKeyValueStoring, keyBudget: Int = 600,
    sightingsStore: any HandledOccurrenceStore = InMemoryHandledOccurrenceStore(),
    knownDecisions: any KnownDecisionsStore = UserDefaultsKnownDecisionsStore(),
    now: @escaping @Sendable () async -> Date = { Date() }
  ) {
    ledger = CloudLedger(
      keyValueStore: keyValueStore, prefix: Self.keyPrefix, keyBudget: min(max(1, keyBudget), 1_024),
      knownDecisions: knownDecisions)
    self.sightingsStore = sightingsStore
    self.now = now
  }

  /// The key an occurrence's mark is kept under, `"nn.done."` and 32 hex digits: `store.key(for: id)`.
  public func key(for identifier: RequestIdentifier) -> String {
    ledger.key(for: identifier.description)
  }

  /// Records the mark, made now: `try await store.markHandled(id, date: fireDate)`.
  ///
  /// - Throws: ``HandledOccurrenceStoreError/keyBudgetExhausted(limit:)`` when no key is free.
  public func markHandled(_ identifier: RequestIdentifier, date: Date?)
    async throws(HandledOccurrenceStoreError)
  {
    let now = await now()
    let mark = CloudDecision(
      subject: identifier.description, value: HandledMark.done, decidedAt: now, forgetAfter: date)
    guard ledger.record(mark, now: now) else { throw .keyBudgetExhausted(limit: ledger.keyBudget) }
  }

  /// The group's marked occurrences, merged with what this device last knew:
  /// `await store.handledOccurrences(inGroup: "pills")`.
  public func handledOccurrences(inGroup group: String) async -> Set<String> {
    let group = RequestIdentifier.normalized(group)
    return Set(
      ledger.all(now: await now()).lazy.filter {
        $0.value == .done && RequestIdentifier($0.subject)?.group == group
      }.map(
        \.subject))
  }

  /// Undoes a mark this device knows of, on every device; an occurrence not marked here writes nothing:
  /// `try await store.unmarkHandled(id)`.
  public func unmarkHandled(_ identifier: RequestIdentifier) async throws(HandledOccurrenceStoreError) {
    let now = await now()
    guard let mark = ledger.decision(about: identifier.description, now: now), mark.value == .done else {
      return
    }
    let unmark = CloudDecision(
      subject: mark.subject, value: HandledMark.undone, decidedAt: now,
      forgetAfter: mark.forgetAfter ?? now.addingTimeInterval(Self.unmarkRetention))
    guard ledger.record(unmark, now: now) else { throw .keyBudgetExhausted(limit: ledger.keyBudget) }
  }

  /// Forgets marks and unmarks whose forget date is before `date`:
  /// `await store.forgetHandled(before: cutoff)`.
  public func forgetHandled(before date: Date) async {
    ledger.remove { $0.forgetAfter.map { $0 < date } ?? false }
  }

  /// This device's sightings, from `sightingsStore`: `try await store.timeZoneSightings()`.
  public func timeZoneSightings() async throws(HandledOccurrenceStoreError) -> TimeZoneSightings {
    try await sightingsStore.timeZoneSightings()
  }

  /// Keeps `sightings` in `sightingsStore`, on this device only:
  /// `try await store.saveTimeZoneSightings(seen)`.
  public func saveTimeZoneSightings(_ sightings: TimeZoneSightings) async throws(HandledOccurrenceStoreError)
  {
    try await sightingsStore.saveTimeZoneSightings(sightings)
  }

  /// Calls `handler` with the groups whose marks another device changed:
  /// `let observation = store.observeDecisionChanges { print($0) }`.
  public func observeDecisionChanges(_ handler: @escaping @Sendable (Set<String>) -> Void)
    -> UbiquitousKeyValueObservation
  {
    let ledger = ledger
    return ledger.keyValueStore.observeExternalChanges { change in
      let groups = Set(ledger.absorb(change).compactMap { RequestIdentifier($0)?.group })
      if !groups.isEmpty { handler(groups) }
    }
  }
}
