/// A request waiting to fire as a center reports it, with the fingerprint stored when it was added:
/// `let mine = await center.pendingRequests().filter { $0.request.requestIdentifier?.group == "pills" }`.
public struct PendingRequest: Hashable, Sendable, Codable {
  /// The request in the center's terms (the platform turns an instant trigger into a time
  /// interval), so compare fingerprints, not requests.
  public var request: NotificationRequest
  /// The ``NotificationRequest/fingerprint`` stored at add; `nil` for a request someone else added.
  public var fingerprint: Fingerprint?

  /// Creates a pending request:
  /// `let pending = PendingRequest(request: request, fingerprint: request.fingerprint)`.
  public init(request: NotificationRequest, fingerprint: Fingerprint?) {
    self.request = request
    self.fingerprint = fingerprint
  }
}
