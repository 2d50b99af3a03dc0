public import Foundation

/// A handled-occurrence store that keeps marks in memory, for tests, previews and apps that
/// do not need marks to survive a relaunch.
///
/// ```swift
/// let notifications = LocalNotifications(
///   center: center, permissionStore: InMemoryGroupPermissionStore(), handledStore: InMemoryHandledOccurrenceStore())
/// ```
public actor InMemoryHandledOccurrenceStore: HandledOccurrenceStore {
  private var marks: [String: [String: Date?]] = [:]

  /// Creates an empty store.
  ///
  /// ```swift
  /// let store = InMemoryHandledOccurrenceStore()
  /// ```
  public init() {}

  /// Records the mark; never throws.
  ///
  /// ```swift
  /// await store.markHandled(id, date: fireDate)
  /// ```
  public func markHandled(_ identifier: RequestIdentifier, date: Date?) {
    marks[identifier.group, default: [:]][identifier.description] = .some(date)
  }

  /// The group's marks; never throws.
  ///
  /// ```swift
  /// await store.handledOccurrences(inGroup: "pills").count
  /// ```
  public func handledOccurrences(inGroup group: String) -> Set<String> {
    marks[group].map { Set($0.keys) } ?? []
  }

  /// Forgets the mark; never throws.
  ///
  /// ```swift
  /// await store.unmarkHandled(id)
  /// ```
  public func unmarkHandled(_ identifier: RequestIdentifier) {
    marks[identifier.group]?[identifier.description] = nil
    if marks[identifier.group]?.isEmpty == true { marks[identifier.group] = nil }
  }

  /// Forgets marks dated before `date`; never throws.
  ///
  /// ```swift
  /// await store.forgetHandled(before: cutoff)
  /// ```
  public func forgetHandled(before date: Date) {
    for group in marks.keys {
      marks[group] = marks[group]?.filter { _, markDate in markDate.map { $0 >= date } ?? true }
      if marks[group]?.isEmpty == true { marks[group] = nil }
    }
  }
}
