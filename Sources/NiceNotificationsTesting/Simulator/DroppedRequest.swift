public import NiceNotifications
public import Foundation

/// A request that `add` accepted but the simulated device did not keep: `await center.dropped.first?.reason`.
public struct DroppedRequest: Hashable, Sendable {
  /// Why a request was dropped: `let over = await center.dropped.filter { $0.reason == .overCapacity }`.
  public enum Reason: String, Hashable, Sendable {
    /// More than the capacity were pending, and the overflow policy chose this one.
    case overCapacity
    /// Its trigger never fires: a past instant or full date, or a floating date a time-zone change made past.
    case neverFires
  }

  /// The request as it was added.
  public var request: NotificationRequest
  /// The virtual time at which it was dropped.
  public var date: Date
  /// Why it was dropped.
  public var reason: Reason

  /// Records a dropped request: `DroppedRequest(request: request, date: now, reason: .overCapacity)`.
  public init(request: NotificationRequest, date: Date, reason: Reason) {
    self.request = request
    self.date = date
    self.reason = reason
  }
}
