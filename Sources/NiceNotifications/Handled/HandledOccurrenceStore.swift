public import Foundation

/// Where "done" marks persist, the occurrences the next reschedule of their group skips, and the
/// ``TimeZoneSightings``: `try await store.markHandled(occurrence, date: fireDate)`.
///
/// # Implementation requirements
///
/// - Unknown groups have no marks; marking twice is marking once; unmarking an unmarked
///   occurrence is not an error.
/// - Every call is atomic and reads see completed writes; a persistent write is durable on return.
/// - Storage that cannot be read throws ``HandledOccurrenceStoreError``, never reads as "no marks".
/// - Group names arrive in NFC, the form ``RequestIdentifier/group`` has, whichever form the app
///   wrote, so a store may compare them byte by byte.
public protocol HandledOccurrenceStore: Sendable {
  /// Records that the occurrence was handled; after `date` the mark may be forgotten, and `nil` keeps it
  /// until it is unmarked.
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
