public import NiceNotifications

/// One device's view of a ``SimulatedCloud``, its values changed when it writes and when the test
/// syncs it: `let store = CloudGroupPermissionStore(keyValueStore: cloud.device("phone"))`.
public final class SimulatedKeyValueStore: UbiquitousKeyValueStoring {
  let cloud: SimulatedCloud
  let index: Int

  /// The device's name, for messages: `cloud.device("phone").name`.
  public let name: String

  init(cloud: SimulatedCloud, index: Int, name: String) {
    self.cloud = cloud
    self.index = index
    self.name = name
  }

  /// The device's value under `key`: `phone.value(forKey: "theme")`.
  public func value(forKey key: String) -> PropertyListValue? {
    cloud.state.withLock { $0.devices[index].local[key] }
  }

  /// Writes on the device, sent at its next sync: `phone.setValue("dark", forKey: "theme")`.
  public func setValue(_ value: PropertyListValue, forKey key: String) {
    write(value, forKey: key)
  }

  /// Removes on the device, sent at its next sync: `phone.removeValue(forKey: "theme")`.
  public func removeValue(forKey key: String) {
    write(nil, forKey: key)
  }

  /// The device's keys: `phone.keys.count`.
  public var keys: [String] {
    cloud.state.withLock { Array($0.devices[index].local.keys) }
  }

  /// Does nothing: values move only when the test calls ``SimulatedCloud/sync()``: `phone.synchronize()`.
  @discardableResult
  public func synchronize() -> Bool { true }

  /// Calls `handler` when a sync brings other devices' values: `tablet.observeExternalChanges { print($0) }`.
  public func observeExternalChanges(_ handler: @escaping @Sendable (UbiquitousKeyValueChange) -> Void)
    -> UbiquitousKeyValueObservation
  {
    let (cloud, index) = (cloud, index)
    let id = cloud.state.withLock { state in
      defer { state.nextObserver += 1 }
      state.devices[index].observers[state.nextObserver] = handler
      return state.nextObserver
    }
    return UbiquitousKeyValueObservation {
      cloud.state.withLock { _ = $0.devices[index].observers.removeValue(forKey: id) }
    }
  }

  private func write(_ value: PropertyListValue?, forKey key: String) {
    cloud.state.withLock { state in
      // The real store throws on such a key; here it is refused and recorded.
      guard !key.isEmpty, key.utf8.count <= Self.maximumKeyLength else {
        state.violations.append("\(name) wrote a key of \(key.utf8.count) bytes: \(key)")
        return
      }
      state.devices[index].local[key] = value
      state.devices[index].unsent[key] = .some(value)
    }
  }
}
