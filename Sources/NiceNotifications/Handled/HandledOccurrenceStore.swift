public import Foundation

/// Where "done" marks persist: the occurrences the person already handled, which the next
/// reschedule of their group skips.
///
/// The package ships ``InMemoryHandledOccurrenceStore`` and
/// ``UserDefaultsHandledOccurrenceStore``, which keeps marks across launches; write your own
/// for other storage (a file, a database).
///
/// ```swift
/// let store = InMemoryHandledOccurrenceStore()
/// let id = RequestIdentifier(group: "pills", entry: "evening", occurrence: "20261122T200000")
/// try await store.markHandled(id, date: eveningPill)
/// try await store.handledOccurrences(inGroup: "pills") // ["pills:evening:20261122T200000"]
/// ```
///
/// # Who calls a store, and when
///
/// `LocalNotifications` reads a group's marks at each reschedule of the group, and writes
/// one when the person chooses a "done" action (``ResponseHandler/done(in:)``) or the app
/// calls `markHandled`. When it writes, it also asks the store to forget marks whose date
/// is long past, since an occurrence that old is never planned again. At its runs it
/// reads and, when the device's zone changed or an hour went by, saves the
/// ``TimeZoneSightings``: where the device was, for reading which day a delivery stands for.
///
/// # Implementation requirements
///
/// - Unknown groups have no marks; that is not an error.
/// - Marking twice is marking once; unmarking an unmarked occurrence is not an error.
/// - Every call is atomic, and reads see completed writes; a persistent store has made a
///   write durable by the time it returns.
/// - Storage that cannot be read is reported as a ``HandledOccurrenceStoreError``, never
///   read as "no marks".
public protocol HandledOccurrenceStore: Sendable {
  /// Records that the occurrence was handled.
  ///
  /// Called when the person chooses a "done" action, and by `markHandled`.
  ///
  /// ```swift
  /// try await store.markHandled(id, date: fireDate)
  /// ```
  ///
  /// - Parameters:
  ///   - identifier: The occurrence's request identifier.
  ///   - date: When it fires or fired, after which the mark may be forgotten; `nil` keeps it
  ///     until it is unmarked.
  func markHandled(_ identifier: RequestIdentifier, date: Date?) async throws(HandledOccurrenceStoreError)

  /// The identifiers (``RequestIdentifier/description``) of the group's handled occurrences.
  ///
  /// Called at the start of each reschedule of `group`.
  ///
  /// ```swift
  /// let skipped = try await store.handledOccurrences(inGroup: "pills")
  /// ```
  func handledOccurrences(inGroup group: String) async throws(HandledOccurrenceStoreError) -> Set<String>

  /// Forgets one mark, so that the occurrence is scheduled again.
  ///
  /// Called by `unmarkHandled`, when the person undoes a "done".
  ///
  /// ```swift
  /// try await store.unmarkHandled(id)
  /// ```
  func unmarkHandled(_ identifier: RequestIdentifier) async throws(HandledOccurrenceStoreError)

  /// Forgets every mark dated before `date`.
  ///
  /// Called after each write, with a date well before now.
  ///
  /// ```swift
  /// try await store.forgetHandled(before: now.addingTimeInterval(-2 * 86_400))
  /// ```
  func forgetHandled(before date: Date) async throws(HandledOccurrenceStoreError)

  /// The time zones the package saw at its runs, as last saved; none if the store keeps none.
  ///
  /// Called at the package's runs, once per instance. A store that does not implement it
  /// (its default) keeps no sightings across launches: the instance keeps those of its own
  /// runs.
  ///
  /// ```swift
  /// let seen = try await store.timeZoneSightings()
  /// ```
  func timeZoneSightings() async throws(HandledOccurrenceStoreError) -> TimeZoneSightings

  /// Keeps `sightings` in place of those saved.
  ///
  /// Called at a run that saw a new zone, or an hour or more after the last saved run.
  ///
  /// ```swift
  /// try await store.saveTimeZoneSightings(seen)
  /// ```
  func saveTimeZoneSightings(_ sightings: TimeZoneSightings) async throws(HandledOccurrenceStoreError)
}

extension HandledOccurrenceStore {
  /// None: a store that does not keep sightings.
  ///
  /// ```swift
  /// try await store.timeZoneSightings().stays.isEmpty  // true
  /// ```
  public func timeZoneSightings() async throws(HandledOccurrenceStoreError) -> TimeZoneSightings {
    TimeZoneSightings()
  }

  /// Keeps nothing: a store that does not keep sightings.
  ///
  /// ```swift
  /// try await store.saveTimeZoneSightings(seen)
  /// ```
  public func saveTimeZoneSightings(_ sightings: TimeZoneSightings) async throws(HandledOccurrenceStoreError)
  {}
}
