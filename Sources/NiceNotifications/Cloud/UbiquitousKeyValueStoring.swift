/// A key-value store that the system keeps in step across a person's devices, such as the
/// iCloud key-value store: the storage under ``CloudGroupPermissionStore`` and
/// ``CloudHandledOccurrenceStore``.
///
/// The package ships `ICloudKeyValueStore` on Apple platforms; the testing module ships a
/// simulated cloud whose devices exchange values when a test says so.
///
/// ```swift
/// let store: any UbiquitousKeyValueStoring = ICloudKeyValueStore.shared
/// store.setValue(["at": .date(.now)], forKey: "app.lastOpened")
/// let observation = store.observeExternalChanges { change in print(change.changedKeys) }
/// ```
///
/// # Implementation requirements
///
/// - Values are property lists; a key is at most ``maximumKeyLength`` UTF-8 bytes, and a
///   conformer ignores a longer one rather than trap.
/// - Every call is atomic; a read sees this device's completed writes.
/// - A handler passed to ``observeExternalChanges(_:)`` is called after values written on
///   another device (or the server) replaced this device's, with the keys they replaced; it
///   may be called on any thread, and may read and write the store.
public protocol UbiquitousKeyValueStoring: Sendable {
  /// The value under `key`, or `nil` if there is none.
  ///
  /// ```swift
  /// if case .date(let opened)? = store.value(forKey: "app.lastOpened") { print(opened) }
  /// ```
  func value(forKey key: String) -> PropertyListValue?

  /// Stores `value` under `key`, replacing what was there.
  ///
  /// ```swift
  /// store.setValue("dark", forKey: "app.theme")
  /// ```
  func setValue(_ value: PropertyListValue, forKey key: String)

  /// Removes the value under `key`, if any.
  ///
  /// ```swift
  /// store.removeValue(forKey: "app.theme")
  /// ```
  func removeValue(forKey key: String)

  /// Every key that has a value on this device.
  ///
  /// ```swift
  /// let mine = store.keys.filter { $0.hasPrefix("app.") }
  /// ```
  var keys: [String] { get }

  /// Asks the system to exchange values with the server soon; `false` if it cannot (no
  /// account, say).
  ///
  /// ```swift
  /// store.synchronize()
  /// ```
  @discardableResult
  func synchronize() -> Bool

  /// Calls `handler` each time values written elsewhere replace this device's, until the
  /// returned observation is cancelled or released.
  ///
  /// ```swift
  /// let observation = store.observeExternalChanges { change in
  ///   if change.reason == .accountChange { resetCaches() }
  /// }
  /// ```
  func observeExternalChanges(_ handler: @escaping @Sendable (UbiquitousKeyValueChange) -> Void)
    -> UbiquitousKeyValueObservation
}

extension UbiquitousKeyValueStoring {
  /// The longest key the iCloud key-value store accepts, in UTF-8 bytes: 64.
  ///
  /// ```swift
  /// "app.theme".utf8.count <= ICloudKeyValueStore.maximumKeyLength  // true
  /// ```
  public static var maximumKeyLength: Int { 64 }

  /// The most keys the iCloud key-value store keeps for one app: 1,024.
  ///
  /// ```swift
  /// store.keys.count < ICloudKeyValueStore.maximumKeyCount
  /// ```
  public static var maximumKeyCount: Int { 1_024 }
}
