public import Foundation

/// Something the plan wanted pending and could not schedule now, and why.
///
/// ```swift
/// for deferral in plan.deferrals where deferral.reason == .capacity {
///   print(deferral.identifier, "waits for a slot until", deferral.fireDate as Any)
/// }
/// ```
public struct Deferral: Hashable, Sendable {
  /// Why something got no slot.
  public enum Reason: Hashable, Sendable, CustomStringConvertible {
    /// Every slot went to sooner requests (or to requests that cannot be moved). For a
    /// planned group this is its first occurrence over the cap; later ones wait too.
    case capacity
    /// A pending request of a group that was not planned made room for sooner occurrences;
    /// the next reschedule of its group brings it back if it fits then.
    case displaced
    /// The entry's content maker threw, with this description. A pending request for the
    /// occurrence stays as it was; without one, the occurrence waits for the refill date.
    case contentFailed(String)
    /// The center refused the request, for this reason.
    case refusedByCenter(String)

    /// A few words naming the reason.
    public var description: String {
      switch self {
      case .capacity: "no slot under the cap"
      case .displaced: "made room for sooner requests"
      case .contentFailed(let reason): "the content maker failed: \(reason)"
      case .refusedByCenter(let reason): "the center refused it: \(reason)"
      }
    }
  }

  /// The request identifier.
  public var identifier: String
  /// Its group, if it belongs to one.
  public var group: String?
  /// When it would fire; `nil` for a location trigger or a request that delivers at once.
  public var fireDate: Date?
  /// Why it is not scheduled.
  public var reason: Reason

  /// Creates a deferral.
  ///
  /// ```swift
  /// let deferral = Deferral(identifier: id, group: "pills", fireDate: date, reason: .capacity)
  /// ```
  public init(identifier: String, group: String?, fireDate: Date?, reason: Reason) {
    self.identifier = identifier
    self.group = group
    self.fireDate = fireDate
    self.reason = reason
  }
}
