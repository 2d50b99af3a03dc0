public import Foundation

/// A pending request of a group, with the date it fires next:
/// `let next = try await notifications.pendingRequests(ofGroup: "dailyQuote").first?.nextFireDate`.
public struct GroupPendingRequest: Hashable, Sendable {
  /// The request's identifier, read with the package's identifier format.
  public var identifier: RequestIdentifier
  /// The request as the center reports it.
  public var request: NotificationRequest
  /// When it fires next on the instance's clock and zone; `nil` for a location trigger.
  public var nextFireDate: Date?

  /// Creates a pending request of a group:
  /// `let pending = GroupPendingRequest(identifier: id, request: request, nextFireDate: date)`.
  public init(identifier: RequestIdentifier, request: NotificationRequest, nextFireDate: Date?) {
    self.identifier = identifier
    self.request = request
    self.nextFireDate = nextFireDate
  }
}

/// Dated before dateless, then by identifier.
func soonestFirst<Identifier: Comparable>(
  _ lhs: (date: Date?, identifier: Identifier), _ rhs: (date: Date?, identifier: Identifier)
) -> Bool {
  switch (lhs.date, rhs.date) {
  case let (left?, right?) where left != right: left < right
  case (_?, nil): true
  case (nil, _?): false
  default: lhs.identifier < rhs.identifier
  }
}

extension LocalNotifications {
  /// The identifiers of the registered groups, sorted.
  public var registeredGroupIdentifiers: [String] {
    registered.withLock { $0.keys.sorted() }
  }

  /// The requests pending for a group, soonest first, each with the date it fires next:
  /// `let pending = try await notifications.pendingRequests(ofGroup: "dailyQuote")`.
  ///
  /// It changes nothing, and waits for a reschedule under way on the center to finish.
  public func pendingRequests(ofGroup groupIdentifier: String) async throws(LocalNotificationsError)
    -> [GroupPendingRequest]
  {
    do throws(TimelineError) {
      try RequestIdentifier.validateGroup(groupIdentifier)
    } catch {
      throw .invalidGroupIdentifier(groupIdentifier)
    }
    let group = RequestIdentifier.normalized(groupIdentifier)
    let executor = executor
    let read = try await gate.run { () async throws(LocalNotificationsError) in
      try await executor.lateWritesLanded()
      return try await executor.pendingRequests()
    }
    let context = await context()
    return read.compactMap { pending -> GroupPendingRequest? in
      guard let identifier = pending.request.requestIdentifier, identifier.group == group else { return nil }
      return GroupPendingRequest(
        identifier: identifier, request: pending.request,
        nextFireDate: pending.request.trigger?.nextFireDate(after: context.now, in: context))
    }.sorted { soonestFirst(($0.nextFireDate, $0.identifier), ($1.nextFireDate, $1.identifier)) }
  }

  /// When a group's next pending request fires; `nil` when it has none that fires by date:
  /// `let next = try await notifications.nextFireDate(ofGroup: "dailyQuote")`.
  public func nextFireDate(ofGroup groupIdentifier: String) async throws(LocalNotificationsError) -> Date? {
    try await pendingRequests(ofGroup: groupIdentifier).first?.nextFireDate
  }
}
