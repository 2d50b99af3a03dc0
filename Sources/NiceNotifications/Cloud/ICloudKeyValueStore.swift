#if canImport(Darwin)
  public import Foundation

  /// The iCloud key-value store as a ``UbiquitousKeyValueStoring``, for the cloud stores on a device:
  /// `CloudGroupPermissionStore(keyValueStore: ICloudKeyValueStore.shared)`.
  ///
  /// Keys longer than ``UbiquitousKeyValueStoring/maximumKeyLength`` bytes, which the system refuses
  /// with an exception, are ignored instead.
  // `@unchecked Sendable`: the one stored property is a `let` reference to the system's
  // store, which Apple documents as thread-safe but does not annotate Sendable.
  public final class ICloudKeyValueStore: UbiquitousKeyValueStoring, @unchecked Sendable {
    /// The app's iCloud key-value store: `ICloudKeyValueStore.shared.synchronize()`.
    public static let shared = ICloudKeyValueStore(.default)

    private let store: NSUbiquitousKeyValueStore

    /// A store over `store`: `let cloud = ICloudKeyValueStore(.default)`.
    public init(_ store: NSUbiquitousKeyValueStore) {
      self.store = store
    }

    /// The value under `key`, if it is a property list:
    /// `ICloudKeyValueStore.shared.value(forKey: "app.theme")`.
    public func value(forKey key: String) -> PropertyListValue? {
      guard Self.accepts(key), let object = store.object(forKey: key) else { return nil }
      return PropertyListValue(foundationValue: object)
    }

    /// Stores `value` under `key`; a key that is too long is ignored:
    /// `ICloudKeyValueStore.shared.setValue("dark", forKey: "app.theme")`.
    public func setValue(_ value: PropertyListValue, forKey key: String) {
      guard Self.accepts(key) else { return }
      store.set(value.foundationValue, forKey: key)
    }

    /// Removes the value under `key`: `ICloudKeyValueStore.shared.removeValue(forKey: "app.theme")`.
    public func removeValue(forKey key: String) {
      guard Self.accepts(key) else { return }
      store.removeObject(forKey: key)
    }

    /// Every key on this device: `ICloudKeyValueStore.shared.keys.count`.
    public var keys: [String] {
      Array(store.dictionaryRepresentation.keys)
    }

    /// Asks the system to exchange values with iCloud soon: `ICloudKeyValueStore.shared.synchronize()`.
    @discardableResult
    public func synchronize() -> Bool {
      store.synchronize()
    }

    /// Calls `handler` for each `didChangeExternallyNotification` of this store:
    /// `let observation = ICloudKeyValueStore.shared.observeExternalChanges { print($0.changedKeys) }`.
    public func observeExternalChanges(_ handler: @escaping @Sendable (UbiquitousKeyValueChange) -> Void)
      -> UbiquitousKeyValueObservation
    {
      let token = NotificationCenter.default.addObserver(
        forName: NSUbiquitousKeyValueStore.didChangeExternallyNotification, object: store, queue: nil
      ) { notification in
        let info = notification.userInfo
        let keys = info?[NSUbiquitousKeyValueStoreChangedKeysKey] as? [String] ?? []
        let code = (info?[NSUbiquitousKeyValueStoreChangeReasonKey] as? NSNumber)?.intValue
        handler(UbiquitousKeyValueChange(reason: Self.reason(code), changedKeys: keys))
      }
      let box = TokenBox(token)
      return UbiquitousKeyValueObservation { NotificationCenter.default.removeObserver(box.token) }
    }

    private static func accepts(_ key: String) -> Bool {
      !key.isEmpty && key.utf8.count <= maximumKeyLength
    }

    private static func reason(_ code: Int?) -> UbiquitousKeyValueChange.Reason {
      switch code {
      case NSUbiquitousKeyValueStoreInitialSyncChange: .initialSyncChange
      case NSUbiquitousKeyValueStoreQuotaViolationChange: .quotaViolation
      case NSUbiquitousKeyValueStoreAccountChange: .accountChange
      default: .serverChange
      }
    }
  }

  // `@unchecked Sendable`: holds the observer token `NotificationCenter` returned, which is
  // only handed back to it; the token type is not annotated Sendable.
  private final class TokenBox: @unchecked Sendable {
    let token: any NSObjectProtocol
    init(_ token: any NSObjectProtocol) { self.token = token }
  }
#endif
