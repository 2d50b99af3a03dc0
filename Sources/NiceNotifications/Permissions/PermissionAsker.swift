/// Asks the person whether a group may send notifications: your own pre-permission screen,
/// shown before the system's prompt.
///
/// ```swift
/// let asker = PermissionAsker { await PrePermissionSheet.present(title: "Daily quotes at 9:00?") }
/// ```
public struct PermissionAsker: Sendable {
  let ask: @Sendable () async throws -> Bool

  /// An asker that answers by returning: `let alwaysYes = PermissionAsker { true }`.
  public init(_ ask: @escaping @Sendable () async throws -> Bool) {
    self.ask = ask
  }

  /// An asker that answers through a completion handler, as in the original NiceNotifications.
  ///
  /// `ask` is called on the main actor, so it can present an alert; the completion may be
  /// called from any thread, once (later calls are ignored).
  ///
  /// ```swift
  /// let asker = PermissionAsker { completion in showAlert(onAnswer: { completion(.success($0)) }) }
  /// ```
  public init(
    askPermission ask:
      @escaping @Sendable (_ completion: @escaping @Sendable (Result<Bool, any Error>) -> Void) -> Void
  ) {
    self.ask = { @MainActor in
      try await ResumeOnce<Result<Bool, any Error>>.value { callback in ask(callback) }.get()
    }
  }

  /// The completion-handler asker under a deprecated label; a trailing closure picks
  /// ``init(askPermission:)``.
  @available(*, deprecated, renamed: "init(askPermission:)")
  @_disfavoredOverload
  public init(
    completion ask:
      @escaping @Sendable (_ completion: @escaping @Sendable (Result<Bool, any Error>) -> Void) -> Void
  ) {
    self.init(askPermission: ask)
  }
}
