public import Foundation

/// Where "done" marks persist: the occurrences the person already handled, which the next
/// reschedule of their group skips.
///
/// ``InMemoryHandledOccurrenceStore`` and ``UserDefaultsHandledOccurrenceStore`` ship with the
/// package; write your own for other storage.
///
/// ```swift
/// try await store.markHandled(occurrence, date: fireDate)
/// ```
///
/// `LocalNotifications` reads a group's marks at each reschedule, writes one for a "done" action
/// (``ResponseHandler/done(in:)``) or `markHandled`, and then forgets marks long past. It also keeps
/// the ``TimeZoneSightings`` here, saved when the zone changed or an hour went by.
///
/// # Implementation requirements
///
/// - Unknown groups have no marks; marking twice is marking once; unmarking an unmarked
///   occurrence is not an error.
/// - Every call is atomic and reads see completed writes; a persistent write is durable on return.
/// - Storage that cannot be read throws ``HandledOccurrenceStoreError``, never reads as "no marks".
public protocol HandledOccurrenceStore: Sendable {
  /// Records that the occurrence was handled.
  ///
  /// `date` is when it fires or fired, after which the mark may be forgotten; `nil` keeps it until
  /// it is unmarked.
  func markHandled(_ identifier: RequestIdentifier, date: Date?) async throws(HandledOccurrenceStoreError)
  /// The identifiers (``RequestIdentifier/description``) of the group's handled occurrences,
  /// read at the start of each reschedule of `group`.
  func handledOccurrences(inGroup group: String) async throws(HandledOccurrenceStoreError) -> Set<String>
  /// Forgets one mark, so the occurrence is scheduled again (the person undid a "done").
  func unmarkHandled(_ identifier: RequestIdentifier) async throws(HandledOccurrenceStoreError)
  /// Forgets every mark dated before `date`; called after each write, with a date well before now.
  func forgetHandled(before date: Date) async throws(HandledOccurrenceStoreError)
  /// The time zones seen at the package's runs, as last saved; by default none, so an instance
  /// keeps only those of its own runs.
  func timeZoneSightings() async throws(HandledOccurrenceStoreError) -> TimeZoneSightings
  /// Keeps `sightings`; called when a run saw a new zone, or an hour after the last saved run.
  func saveTimeZoneSightings(_ sightings: TimeZoneSightings) async throws(HandledOccurrenceStoreError)
}

extension HandledOccurrenceStore {
  /// None: a store that does not keep sightings: `try await store.timeZoneSightings().stays.isEmpty`.
  public func timeZoneSightings() async throws(HandledOccurrenceStoreError) -> TimeZoneSightings {
    TimeZoneSightings()
  }

  /// Keeps nothing: a store that does not keep sightings: `try await store.saveTimeZoneSightings(seen)`.
  public func saveTimeZoneSightings(_ sightings: TimeZoneSightings) async throws(HandledOccurrenceStoreError)
  {}
}
