import DateBuilder
public import NiceNotifications

/// A simulated iCloud key-value store shared by simulated devices, which exchange values only
/// when the test calls ``sync()``: `let cloud = SimulatedCloud()`.
///
/// At a sync the devices' unsent writes reach the server in the order of the devices; the last wins.
public final class SimulatedCloud: Sendable {
  struct Device {
    var name: String
    var local: [String: PropertyListValue] = [:]
    /// Writes not sent yet, by key: a value, or `nil` for a removal.
    var unsent: [String: PropertyListValue?] = [:]
    var observers: [Int: @Sendable (UbiquitousKeyValueChange) -> Void] = [:]
  }

  struct State {
    var server: [String: PropertyListValue] = [:]
    var devices: [Device] = []
    var nextObserver = 0
    var violations: [String] = []
  }

  let state = Locked(State())

  /// An empty cloud with no devices: `let cloud = SimulatedCloud()`.
  public init() {}

  /// A new device attached to this cloud, with the server's values: `let phone = cloud.device("phone")`.
  public func device(_ name: String) -> SimulatedKeyValueStore {
    let index = state.withLock { state in
      state.devices.append(Device(name: name, local: state.server))
      return state.devices.count - 1
    }
    return SimulatedKeyValueStore(cloud: self, index: index, name: name)
  }

  /// Every device sends its unsent writes, then takes the server's values: `cloud.sync()`.
  public func sync() {
    sync(indices: state.withLock { Array($0.devices.indices) })
  }

  /// Only `devices` send and take values, in this order; the others stay as they are: `cloud.sync(phone)`.
  public func sync(_ devices: SimulatedKeyValueStore...) {
    sync(devices)
  }

  /// Only `devices` send and take values, in this order: `cloud.sync([phone, laptop])`.
  public func sync(_ devices: [SimulatedKeyValueStore]) {
    sync(indices: devices.filter { $0.cloud === self }.map(\.index))
  }

  /// Whether some device has writes not sent yet: `while cloud.hasUnsentWrites { cloud.sync() }`.
  public var hasUnsentWrites: Bool {
    state.withLock { $0.devices.contains { !$0.unsent.isEmpty } }
  }

  /// The server's values: `cloud.serverValues.keys.count`.
  public var serverValues: [String: PropertyListValue] {
    state.withLock { $0.server }
  }

  /// Writes the real store would have refused or thrown on, described: a key longer than 64 UTF-8 bytes, or
  /// more than 1,024 keys on the server: `#expect(cloud.limitViolations.isEmpty)`.
  public var limitViolations: [String] {
    state.withLock { $0.violations }
  }

  /// The person signs in to another account on every device: all values go, and every device is told, with
  /// the keys it had: `cloud.changeAccount()`.
  public func changeAccount() {
    let calls = state.withLock { state in
      state.server = [:]
      var calls: [(@Sendable (UbiquitousKeyValueChange) -> Void, UbiquitousKeyValueChange)] = []
      for index in state.devices.indices {
        let change = UbiquitousKeyValueChange(
          reason: .accountChange, changedKeys: state.devices[index].local.keys.sorted())
        state.devices[index].local = [:]
        state.devices[index].unsent = [:]
        calls += state.devices[index].observers.sorted { $0.key < $1.key }.map { ($0.value, change) }
      }
      return calls
    }
    for (handler, change) in calls { handler(change) }
  }

  private func sync(indices: [Int]) {
    let calls = state.withLock { state in
      for index in indices {
        for (key, value) in state.devices[index].unsent.sorted(by: { $0.key < $1.key }) {
          state.server[key] = value
        }
        state.devices[index].unsent = [:]
      }
      if state.server.count > SimulatedKeyValueStore.maximumKeyCount {
        state.violations.append("the server holds \(state.server.count) keys")
      }
      var calls: [(@Sendable (UbiquitousKeyValueChange) -> Void, UbiquitousKeyValueChange)] = []
      for index in indices {
        let local = state.devices[index].local
        let changed = Set(local.keys).union(state.server.keys).filter { local[$0] != state.server[$0] }
        state.devices[index].local = state.server
        guard !changed.isEmpty else { continue }
        let change = UbiquitousKeyValueChange(reason: .serverChange, changedKeys: changed.sorted())
        calls += state.devices[index].observers.sorted { $0.key < $1.key }.map { ($0.value, change) }
      }
      return calls
    }
    // Outside the lock: handlers read and write their device's store.
    for (handler, change) in calls { handler(change) }
  }
}
