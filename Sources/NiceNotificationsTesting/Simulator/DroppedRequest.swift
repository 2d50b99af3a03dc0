public import NiceNotifications
public import Foundation

/// A request that `add` accepted but the simulated device did not keep: what, when and why.
///
/// iOS drops such requests silently (UserNotificationsBehaviour.md §1); the simulator records them so that a
/// test can see what its code lost.
///
/// ```swift
/// #expect(await center.dropped.map(\.request.identifier) == ["far-future"])
/// ```
public struct DroppedRequest: Hashable, Sendable {
  /// Why a request was dropped.
  ///
  /// ```swift
  /// #expect(await center.dropped.first?.reason == .overCapacity)
  /// ```
  public enum Reason: String, Hashable, Sendable {
    /// More than the capacity were pending, and the overflow policy chose this one
    /// (UserNotificationsBehaviour.md §1, §10.1).
    case overCapacity
    /// Its trigger will never fire: an instant or a fully specified date already past
    /// (UserNotificationsBehaviour.md §4), or a floating date that a time-zone change moved into the past.
    case neverFires
  }

  /// The request as it was added.
  public var request: NotificationRequest
  /// The virtual time at which it was dropped.
  public var date: Date
  /// Why.
  public var reason: Reason

  /// Creates a record of a dropped request.
  ///
  /// ```swift
  /// let dropped = DroppedRequest(request: request, date: now, reason: .overCapacity)
  /// ```
  public init(request: NotificationRequest, date: Date, reason: Reason) {
    self.request = request
    self.date = date
    self.reason = reason
  }
}
