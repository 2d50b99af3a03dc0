public import Foundation

/// A handled-occurrence store that keeps marks in memory, for tests, previews and apps not relaunched:
/// `LocalNotifications(center: c, permissionStore: p, handledStore: InMemoryHandledOccurrenceStore())`.
public final class InMemoryHandledOccurrenceStore: HandledOccurrenceStore {
  /// Per group, each marked occurrence's identifier and the date it was marked for.
  private let marks = Locked<[String: [String: Date?]]>([:])
  private let sightings = Locked(TimeZoneSightings())
  /// Creates an empty store: `let store = InMemoryHandledOccurrenceStore()`.
  public init() {}

  /// Records the mark; never throws: `await store.markHandled(id, date: fireDate)`.
  public func markHandled(_ identifier: RequestIdentifier, date: Date?) async {
    marks.withLock { $0[identifier.group, default: [:]][identifier.description] = .some(date) }
  }

  /// The group's marks; never throws: `await store.handledOccurrences(inGroup: "pills").count`.
  public func handledOccurrences(inGroup group: String) async -> Set<String> {
    marks.withLock { $0[group].map { Set($0.keys) } ?? [] }
  }

  /// Forgets the mark; never throws: `await store.unmarkHandled(id)`.
  public func unmarkHandled(_ identifier: RequestIdentifier) async {
    marks.withLock { marks in
      marks[identifier.group]?[identifier.description] = nil
      if marks[identifier.group]?.isEmpty == true { marks[identifier.group] = nil }
    }
  }

  /// Forgets marks dated before `date`; never throws: `await store.forgetHandled(before: cutoff)`.
  public func forgetHandled(before date: Date) async {
    marks.withLock { marks in
      for group in marks.keys {
        marks[group] = marks[group]?.filter { _, markDate in markDate.map { $0 >= date } ?? true }
        if marks[group]?.isEmpty == true { marks[group] = nil }
      }
    }
  }

  /// The sightings last saved; never throws: `await store.timeZoneSightings().stays.count`.
  public func timeZoneSightings() async -> TimeZoneSightings {
    sightings.withLock { $0 }
  }

  /// Keeps `sightings`; never throws: `await store.saveTimeZoneSightings(seen)`.
  public func saveTimeZoneSightings(_ sightings: TimeZoneSightings) async {
    self.sightings.withLock { $0 = sightings }
  }
}
