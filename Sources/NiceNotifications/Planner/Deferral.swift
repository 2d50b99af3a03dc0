public import Foundation

/// Something the plan wanted pending and could not schedule now, and why:
/// `plan.deferrals.filter { $0.reason == .capacity }`.
public struct Deferral: Hashable, Sendable {
  /// Why something got no slot.
  public enum Reason: Hashable, Sendable, CustomStringConvertible {
    /// Every slot went to sooner requests, or to requests that cannot move.
    case capacity
    /// A pending request of a group not planned made room for sooner occurrences.
    case displaced
    /// The entry's content maker threw, with this description; a pending request stays as it was.
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

  /// Creates a deferral: `Deferral(identifier: id, group: "pills", fireDate: date, reason: .capacity)`.
  public init(identifier: String, group: String?, fireDate: Date?, reason: Reason) {
    self.identifier = identifier
    self.group = group
    self.fireDate = fireDate
    self.reason = reason
  }

  /// Whether its date brings the refill date and the tail notice forward: a snooze's does not, since no
  /// reschedule makes it again, and a notice at its time would be wrong there and missing where it belongs.
  var bringsTheRefillDateForward: Bool {
    fireDate != nil && RequestIdentifier(identifier)?.isSnooze != true
  }
}
