/// What a ``NotificationResponseRouter`` does with the responses of a route: your closure,
/// or a built-in such as ``snooze(_:in:)`` and ``done(in:)``.
///
/// ```swift
/// await router.on(.action("open"), ResponseHandler { response in await navigator.open(response.content.userInfo) })
/// await router.on(.action("snooze"), .snooze(.after(10 * 60), in: notifications))
/// ```
///
/// A handler that throws does not stop the router: the error goes to the router's failure
/// handler (``NotificationResponseRouter/onFailure(_:)``), and the response counts as
/// delivered.
public struct ResponseHandler: Sendable {
  /// Handles one response.
  public let handle: @Sendable (RoutedResponse) async throws -> Void

  /// Creates a handler.
  ///
  /// ```swift
  /// let log = ResponseHandler { response in print(response.action) }
  /// ```
  public init(_ handle: @escaping @Sendable (RoutedResponse) async throws -> Void) {
    self.handle = handle
  }
}
