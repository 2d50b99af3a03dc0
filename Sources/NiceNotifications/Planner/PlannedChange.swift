/// One write a plan makes to the notification center.
///
/// ```swift
/// for change in plan.changes {
///   switch change {
///   case .add(let request), .replace(let request): try await center.add(request)
///   case .remove(let identifier): await center.removePendingRequests(withIdentifiers: [identifier])
///   }
/// }
/// ```
public enum PlannedChange: Hashable, Sendable {
  /// Indicates that the request is not pending and must be added.
  case add(NotificationRequest)
  /// Indicates that a request with this identifier is pending with another fingerprint and
  /// must be replaced by this one (adding it replaces it).
  case replace(NotificationRequest)
  /// Indicates that the pending request with this identifier is no longer in its group's
  /// timeline, or its group is denied, and must be removed.
  case remove(String)
}
