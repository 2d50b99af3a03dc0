public import Foundation

/// A handled-occurrence store over `UserDefaults`, so that "done" marks survive a relaunch.
///
/// A group's marks are one JSON value (identifier → date, or `null` for a mark kept until
/// unmarked) under `<keyPrefix><group>`, by default `NiceNotifications.handled.pills`; a
/// group with no marks has no key. The ``TimeZoneSightings`` are one JSON value under
/// ``sightingsKey``, shared by every store over the same defaults. Use a suite (an app group) to share marks with an
/// extension.
///
/// ```swift
/// let notifications = LocalNotifications(
///   center: center, permissionStore: UserDefaultsGroupPermissionStore(),
///   handledStore: UserDefaultsHandledOccurrenceStore())
/// ```
///
/// A value under a group's key that is not marks (written by other code) is reported as
/// ``HandledOccurrenceStoreError/unavailable(_:)`` by every call for that group, and left
/// as it is.
// `@unchecked Sendable`: the stored properties are a `let` String, a `let` UserDefaults and
// a `let` lock. Each call's read-modify-write of a key happens with `lock` held, so calls on
// one store are atomic; UserDefaults itself is documented as thread-safe ("The UserDefaults
// class is thread-safe", Apple's UserDefaults reference), but is not annotated Sendable in
// every SDK this package supports.
public final class UserDefaultsHandledOccurrenceStore: HandledOccurrenceStore, @unchecked Sendable {
  /// The prefix used unless another is given: `"NiceNotifications.handled."`.
  ///
  /// ```swift
  /// let key = UserDefaultsHandledOccurrenceStore.defaultKeyPrefix + "pills"
  /// ```
  public static let defaultKeyPrefix = "NiceNotifications.handled."

  /// The key the time zones seen at the package's runs are kept under:
  /// `"NiceNotifications.timeZoneSightings"`.
  ///
  /// ```swift
  /// UserDefaults.standard.data(forKey: UserDefaultsHandledOccurrenceStore.sightingsKey)
  /// ```
  public static let sightingsKey = "NiceNotifications.timeZoneSightings"

  /// The prefix put before a group identifier to make its key.
  ///
  /// ```swift
  /// store.keyPrefix  // "NiceNotifications.handled."
  /// ```
  public let keyPrefix: String

  private let defaults: UserDefaults
  private let lock = NSLock()

  /// Creates a store over `userDefaults`.
  ///
  /// ```swift
  /// let store = UserDefaultsHandledOccurrenceStore(userDefaults: .standard, keyPrefix: "MyApp.done.")
  /// ```
  ///
  /// - Parameters:
  ///   - userDefaults: Where marks live; `UserDefaults.standard` by default.
  ///   - keyPrefix: Put before each group identifier to make its key.
  public init(userDefaults: UserDefaults = .standard, keyPrefix: String = defaultKeyPrefix) {
    self.defaults = userDefaults
    self.keyPrefix = keyPrefix
  }

  /// Records the mark.
  ///
  /// ```swift
  /// try store.markHandled(id, date: fireDate)
  /// ```
  ///
  /// - Throws: ``HandledOccurrenceStoreError/unavailable(_:)`` if the group's key holds
  ///   something else.
  public func markHandled(_ identifier: RequestIdentifier, date: Date?) throws(HandledOccurrenceStoreError) {
    try update(group: identifier.group) { $0[identifier.description] = .some(date) }
  }

  /// The group's marks.
  ///
  /// ```swift
  /// try store.handledOccurrences(inGroup: "pills").count
  /// ```
  ///
  /// - Throws: ``HandledOccurrenceStoreError/unavailable(_:)`` if the group's key holds
  ///   something else.
  public func handledOccurrences(inGroup group: String) throws(HandledOccurrenceStoreError) -> Set<String> {
    lock.lock()
    defer { lock.unlock() }
    return Set(try marks(ofGroup: group).keys)
  }

  /// Forgets the mark.
  ///
  /// ```swift
  /// try store.unmarkHandled(id)
  /// ```
  ///
  /// - Throws: ``HandledOccurrenceStoreError/unavailable(_:)`` if the group's key holds
  ///   something else.
  public func unmarkHandled(_ identifier: RequestIdentifier) throws(HandledOccurrenceStoreError) {
    try update(group: identifier.group) { $0[identifier.description] = nil }
  }

  /// Forgets marks dated before `date`, in every group under the prefix.
  ///
  /// ```swift
  /// try store.forgetHandled(before: cutoff)
  /// ```
  ///
  /// - Throws: ``HandledOccurrenceStoreError/unavailable(_:)`` if a key under the prefix
  ///   holds something else; the groups before it are already pruned.
  public func forgetHandled(before date: Date) throws(HandledOccurrenceStoreError) {
    let groups = defaults.dictionaryRepresentation().keys
      .filter { $0.hasPrefix(keyPrefix) && $0 != Self.sightingsKey }
      .map { String($0.dropFirst(keyPrefix.count)) }
    for group in groups.sorted() {
      try update(group: group) { marks in
        marks = marks.filter { _, markDate in markDate.map { $0 >= date } ?? true }
      }
    }
  }

  /// The sightings saved under ``sightingsKey``; none if nothing readable is there (they
  /// only refine how deliveries are read, so a value of another shape does not fail a run).
  ///
  /// ```swift
  /// store.timeZoneSightings().stays.count
  /// ```
  public func timeZoneSightings() -> TimeZoneSightings {
    lock.lock()
    defer { lock.unlock() }
    guard let data = defaults.data(forKey: Self.sightingsKey),
      let sightings = try? JSONDecoder().decode(TimeZoneSightings.self, from: data)
    else { return TimeZoneSightings() }
    return sightings
  }

  /// Keeps `sightings` under ``sightingsKey``.
  ///
  /// ```swift
  /// try store.saveTimeZoneSightings(seen)
  /// ```
  ///
  /// - Throws: ``HandledOccurrenceStoreError/unavailable(_:)`` if they cannot be encoded.
  public func saveTimeZoneSightings(_ sightings: TimeZoneSightings) throws(HandledOccurrenceStoreError) {
    lock.lock()
    defer { lock.unlock() }
    do {
      defaults.set(try JSONEncoder().encode(sightings), forKey: Self.sightingsKey)
    } catch {
      throw .unavailable("could not encode the time zone sightings: \(error)")
    }
  }

  private func update(group: String, _ change: (inout [String: Date?]) -> Void)
    throws(HandledOccurrenceStoreError)
  {
    lock.lock()
    defer { lock.unlock() }
    var marks = try marks(ofGroup: group)
    let before = marks
    change(&marks)
    // Forgetting rewrites only the groups it changed.
    guard marks != before else { return }
    let key = keyPrefix + group
    if marks.isEmpty {
      defaults.removeObject(forKey: key)
      return
    }
    do {
      defaults.set(try JSONEncoder().encode(marks), forKey: key)
    } catch {
      throw .unavailable("could not encode the marks of \(group): \(error)")
    }
  }

  /// The group's marks; call with `lock` held.
  private func marks(ofGroup group: String) throws(HandledOccurrenceStoreError) -> [String: Date?] {
    let key = keyPrefix + group
    guard let value = defaults.object(forKey: key) else { return [:] }
    guard let data = value as? Data, let marks = try? JSONDecoder().decode([String: Date?].self, from: data)
    else {
      throw .unavailable("\(key) holds \(value), not handled-occurrence marks")
    }
    return marks
  }
}
