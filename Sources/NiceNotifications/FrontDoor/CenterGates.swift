import Foundation

/// One ``SerialGate`` per center object, shared by every ``LocalNotifications`` built over
/// it: two instances over one center plan one after the other, each seeing what the other
/// wrote, so together they never go over the cap.
enum CenterGates {
  /// `@unchecked Sendable` is safe: an entry is read and written only inside
  /// `table.withLock`, and its weak `center` reference is only compared by identity, never
  /// used to call the object, so no state of the center is shared through it.
  private struct Entry: @unchecked Sendable {
    weak var center: AnyObject?
    weak var gate: SerialGate?
  }

  /// The gates by center, and how many entries were left after the last time the dead ones
  /// were dropped.
  private struct Table {
    var entries: [ObjectIdentifier: Entry] = [:]
    var liveAtLastSweep = 0
  }

  /// Safe as a process-wide value: `Locked` serializes every read and write of the table,
  /// and the table holds only weak references, so it keeps no center or gate alive.
  private static let table = Locked(Table())

  /// The gate of `center`'s owner: shared when the center is an object (every center in
  /// this package is), a gate of its own for a value-type center, which has no identity.
  static func gate(for center: any NotificationCenterPort) -> SerialGate {
    guard let object = center.ownerIdentity else { return SerialGate() }
    let key = ObjectIdentifier(object)
    return table.withLock { table in
      if let entry = table.entries[key], entry.center === object, let gate = entry.gate { return gate }
      // Entries of centers or gates that are gone are dropped once the table has doubled since
      // the last sweep: a sweep per new gate would make many live centers (a test suite's
      // simulators) quadratic. A dead entry's identifier may be reused by a new center, which
      // the identity check above tells apart and this replaces.
      if table.entries.count >= 2 * max(table.liveAtLastSweep, 8) {
        table.entries = table.entries.filter { $0.value.center != nil && $0.value.gate != nil }
        table.liveAtLastSweep = table.entries.count
      }
      let gate = SerialGate()
      table.entries[key] = Entry(center: object, gate: gate)
      return gate
    }
  }

  /// How many entries the table holds, live or not yet swept: for tests.
  static var entryCount: Int { table.withLock { $0.entries.count } }
}
