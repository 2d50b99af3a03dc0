/// One write a plan makes to the notification center: `for change in plan.changes { … }`.
public enum PlannedChange: Hashable, Sendable {
  /// Indicates that the request is not pending and must be added.
  case add(NotificationRequest)
  /// Indicates that the pending request of this identifier differs, and this one replaces it.
  case replace(NotificationRequest)
  /// Indicates that the pending request with this identifier must be removed.
  case remove(String)
}
