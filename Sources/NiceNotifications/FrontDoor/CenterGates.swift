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

  /// Safe as a process-wide value: `Locked` serializes every read and write of the table,
  /// and the table holds only weak references, so it keeps no center or gate alive.
  private static let table = Locked<[ObjectIdentifier: Entry]>([:])

  /// The gate of `center`'s owner: shared when the center is an object (every center in
  /// this package is), a gate of its own for a value-type center, which has no identity.
  static func gate(for center: any NotificationCenterPort) -> SerialGate {
    guard let object = center.ownerIdentity else { return SerialGate() }
    let key = ObjectIdentifier(object)
    return table.withLock { table in
      table = table.filter { $0.value.center != nil && $0.value.gate != nil }
      if let entry = table[key], entry.center === object, let gate = entry.gate { return gate }
      let gate = SerialGate()
      table[key] = Entry(center: object, gate: gate)
      return gate
    }
  }
}
