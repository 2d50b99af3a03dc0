/// One ``SerialGate`` per center object, shared by every ``LocalNotifications`` over it.
enum CenterGates {
  /// Safe: entries are touched only inside `table.withLock`, and the weak `center` is only compared by
  /// identity, never called.
  private struct Entry: @unchecked Sendable {
    weak var center: AnyObject?
    weak var gate: SerialGate?
  }

  private struct Table {
    var entries: [ObjectIdentifier: Entry] = [:]
    var liveAtLastSweep = 0
  }

  /// Safe as global state: `Locked` serializes every access, and only weak references are held.
  private static let table = Locked(Table())

  /// The gate of `center`'s owner object; a value-type center, without identity, gets its own.
  static func gate(for center: any NotificationCenterPort) -> SerialGate {
    guard let object = center.ownerIdentity else { return SerialGate() }
    let key = ObjectIdentifier(object)
    return table.withLock { table in
      if let entry = table.entries[key], entry.center === object, let gate = entry.gate { return gate }
      // Swept once the table doubles: a sweep per gate would be quadratic over a test suite's simulators.
      if table.entries.count >= 2 * max(table.liveAtLastSweep, 8) {
        table.entries = table.entries.filter { $0.value.center != nil && $0.value.gate != nil }
        table.liveAtLastSweep = table.entries.count
      }
      let gate = SerialGate()
      table.entries[key] = Entry(center: object, gate: gate)
      return gate
    }
  }

  static var entryCount: Int { table.withLock { $0.entries.count } }
}
