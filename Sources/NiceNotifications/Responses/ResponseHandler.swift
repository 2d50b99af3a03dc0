/// What a ``NotificationResponseRouter`` does with a route's responses, a closure or a built-in:
/// `await router.on(.action("open"), ResponseHandler { response in await open(response.content) })`.
///
/// A handler that throws does not stop the router: the error goes to
/// ``NotificationResponseRouter/onFailure(_:)``, and the response counts as delivered.
public struct ResponseHandler: Sendable {
  /// Handles one response.
  public let handle: @Sendable (RoutedResponse) async throws -> Void

  /// Creates a handler: `let log = ResponseHandler { response in print(response.action) }`.
  public init(_ handle: @escaping @Sendable (RoutedResponse) async throws -> Void) {
    self.handle = handle
  }
}
