public import Foundation

/// A handled-occurrence store over `UserDefaults`, so "done" marks survive a relaunch:
/// `let store = UserDefaultsHandledOccurrenceStore(userDefaults: .standard)`.
///
/// A group's marks are one JSON value (identifier → date, or `null` until unmarked) under
/// `<keyPrefix><group>`, the group named in NFC; a key holding anything else throws and is left as it is.
// `@unchecked Sendable`: every stored property is a `let`; each read-modify-write holds `lock`;
// UserDefaults is documented thread-safe but not annotated Sendable in every supported SDK.
public final class UserDefaultsHandledOccurrenceStore: HandledOccurrenceStore, @unchecked Sendable {
  /// The prefix used unless another is given: `"NiceNotifications.handled."`.
  public static let defaultKeyPrefix = "NiceNotifications.handled."
  /// The key the time zones seen at the package's runs are kept under.
  public static let sightingsKey = "NiceNotifications.timeZoneSightings"
  /// The prefix put before a group identifier to make its key.
  public let keyPrefix: String

  private let defaults: UserDefaults
  private let lock = NSLock()

  /// Creates a store over `userDefaults` (`UserDefaults.standard` by default):
  /// `UserDefaultsHandledOccurrenceStore(userDefaults: .standard, keyPrefix: "MyApp.done.")`.
  public init(userDefaults: UserDefaults = .standard, keyPrefix: String = defaultKeyPrefix) {
    self.defaults = userDefaults
    self.keyPrefix = keyPrefix
  }

  /// Records the mark: `try store.markHandled(id, date: fireDate)`.
  public func markHandled(_ identifier: RequestIdentifier, date: Date?) throws(HandledOccurrenceStoreError) {
    try update(group: identifier.group) { $0[identifier.description] = .some(date) }
  }

  /// The group's marks: `try store.handledOccurrences(inGroup: "pills").count`.
  public func handledOccurrences(inGroup group: String) throws(HandledOccurrenceStoreError) -> Set<String> {
    lock.lock()
    defer { lock.unlock() }
    return Set(try marks(ofGroup: group).keys)
  }

  /// Forgets the mark: `try store.unmarkHandled(id)`.
  public func unmarkHandled(_ identifier: RequestIdentifier) throws(HandledOccurrenceStoreError) {
    try update(group: identifier.group) { $0[identifier.description] = nil }
  }

  /// Forgets marks dated before `date`, in every group under the prefix:
  /// `try store.forgetHandled(before: cutoff)`.
  ///
  /// - Throws: ``HandledOccurrenceStoreError/unavailable(_:)`` if a key under the prefix holds
  ///   something else; the groups before it are already pruned.
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

  /// The sightings under ``sightingsKey``; none if unreadable (they only refine how deliveries
  /// are read, so a bad value does not fail a run): `store.timeZoneSightings().stays.count`.
  public func timeZoneSightings() -> TimeZoneSightings {
    lock.lock()
    defer { lock.unlock() }
    guard let data = defaults.data(forKey: Self.sightingsKey),
      let sightings = try? JSONDecoder().decode(TimeZoneSightings.self, from: data)
    else { return TimeZoneSightings() }
    return sightings
  }

  /// Keeps `sightings` under ``sightingsKey``: `try store.saveTimeZoneSightings(seen)`.
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
    let key = key(forGroup: group)
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

  /// The key of the group's marks: its name in NFC, the form its identifiers have, whichever form is asked for.
  private func key(forGroup group: String) -> String {
    keyPrefix + RequestIdentifier.normalized(group)
  }

  /// The group's marks; call with `lock` held.
  private func marks(ofGroup group: String) throws(HandledOccurrenceStoreError) -> [String: Date?] {
    let key = key(forGroup: group)
    guard let value = defaults.object(forKey: key) else { return [:] }
    guard let data = value as? Data, let marks = try? JSONDecoder().decode([String: Date?].self, from: data)
    else {
      throw .unavailable("\(key) holds \(value), not handled-occurrence marks")
    }
    return marks
  }
}
