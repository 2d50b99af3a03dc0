/// A request waiting to fire, as a notification center reports it: the request, and the
/// fingerprint that was stored with it when it was added.
///
/// ```swift
/// let mine = await center.pendingRequests().filter { $0.request.requestIdentifier?.group == "dailyQuote" }
/// ```
public struct PendingRequest: Hashable, Sendable, Codable {
  /// The request as the center reports it.
  ///
  /// A center may report it in its own terms (the platform turns an instant trigger into a time interval), so
  /// compare fingerprints, not requests.
  public var request: NotificationRequest
  /// The fingerprint of the request as it was added (``NotificationRequest/fingerprint``),
  /// or `nil` when the center has none — a request someone else added.
  public var fingerprint: Fingerprint?

  /// Creates a pending request.
  ///
  /// ```swift
  /// let pending = PendingRequest(request: request, fingerprint: request.fingerprint)
  /// ```
  public init(request: NotificationRequest, fingerprint: Fingerprint?) {
    self.request = request
    self.fingerprint = fingerprint
  }
}
