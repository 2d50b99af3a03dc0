public import Foundation

/// An occurrence the person should have seen and did not, and why: one finding of a ``DeliveryAudit``,
/// such as `audit.findings.filter { $0.reason == .authorizationOff }`.
public struct MissedDelivery: Hashable, Sendable {
  /// Why an occurrence was not seen, a closed list: `MissedDelivery.Reason.groupOff.description`.
  public enum Reason: String, Hashable, Sendable, CaseIterable, Codable, CustomStringConvertible {
    /// Notifications were off for the app in Settings (or never allowed) around its time.
    case authorizationOff
    /// Notification Center did not keep the app's notifications around its time: at most a banner showed.
    case alertsOrNotificationCenterOff
    /// Its group was turned off, so the package removed its request.
    case groupOff
    /// It was delivered, then left Notification Center without a response, a "done" or a snooze.
    case removedByPerson
    /// A wall-clock time the device's new time zone had already passed when the device got there.
    case clockChange
    /// The pending-request cap kept it out, and no run came in time to give it a slot.
    case deferredByCap
    /// It left the pending requests before its time, not by the package's hand, and no change of
    /// zone explains it; or the zone changed around its time, so whether it fired cannot be told.
    case unknown

    /// A short phrase for a debug screen.
    public var description: String {
      switch self {
      case .authorizationOff: "notifications were off"
      case .alertsOrNotificationCenterOff: "Notification Center was off"
      case .groupOff: "the group was off"
      case .removedByPerson: "removed by the person"
      case .clockChange: "the clock moved past it"
      case .deferredByCap: "deferred by the cap"
      case .unknown: "unknown"
      }
    }
  }

  /// The request identifier the planner gave it.
  public var identifier: String
  /// Its group, in NFC.
  public var group: String
  /// When it was planned to fire.
  public var fireDate: Date
  /// Whether it is a wall-clock time that follows the device's time zone.
  public var isFloating: Bool
  /// Why it was not seen.
  public var reason: Reason

  /// Creates a finding, for previews and tests: `MissedDelivery(identifier: id, group: "pills",
  /// fireDate: date, isFloating: true, reason: .groupOff)`.
  public init(identifier: String, group: String, fireDate: Date, isFloating: Bool, reason: Reason) {
    self.identifier = identifier
    self.group = group
    self.fireDate = fireDate
    self.isFloating = isFloating
    self.reason = reason
  }
}
