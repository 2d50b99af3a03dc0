/// A key-value store the system keeps in step across a person's devices, under the cloud stores:
/// `let store: any UbiquitousKeyValueStoring = ICloudKeyValueStore.shared`.
///
/// A conformer ignores a key longer than ``maximumKeyLength`` UTF-8 bytes rather than trap, makes every
/// call atomic, and calls ``observeExternalChanges(_:)``'s handler, on any thread, after values from
/// elsewhere replaced this device's; the handler may read and write the store.
public protocol UbiquitousKeyValueStoring: Sendable {
  /// The value under `key`, or `nil` if there is none:
  /// `if case .date(let opened)? = store.value(forKey: "app.lastOpened") { print(opened) }`.
  func value(forKey key: String) -> PropertyListValue?

  /// Stores `value` under `key`, replacing what was there: `store.setValue("dark", forKey: "app.theme")`.
  func setValue(_ value: PropertyListValue, forKey key: String)

  /// Removes the value under `key`, if any: `store.removeValue(forKey: "app.theme")`.
  func removeValue(forKey key: String)

  /// Every key that has a value on this device: `let mine = store.keys.filter { $0.hasPrefix("app.") }`.
  var keys: [String] { get }

  /// Asks the system to exchange values with the server soon; `false` if it cannot (no account, say):
  /// `store.synchronize()`.
  @discardableResult
  func synchronize() -> Bool

  /// Calls `handler` each time values written elsewhere replace this device's, until the
  /// returned observation is cancelled or released: `store.observeExternalChanges { print($0.reason) }`.
  func observeExternalChanges(_ handler: @escaping @Sendable (UbiquitousKeyValueChange) -> Void)
    -> UbiquitousKeyValueObservation
}

extension UbiquitousKeyValueStoring {
  /// The longest key the iCloud key-value store accepts, in UTF-8 bytes, 64:
  /// `"app.theme".utf8.count <= ICloudKeyValueStore.maximumKeyLength`.
  public static var maximumKeyLength: Int { 64 }

  /// The most keys the iCloud key-value store keeps for one app, 1,024:
  /// `store.keys.count < ICloudKeyValueStore.maximumKeyCount`.
  public static var maximumKeyCount: Int { 1_024 }
}
