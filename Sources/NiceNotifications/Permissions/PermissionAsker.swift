/// Asks the person whether a group may send notifications, with your own screen before the system's prompt:
/// `let asker = PermissionAsker { await PrePermissionSheet.present(title: "Daily quotes?") }`.
public struct PermissionAsker: Sendable {
  let ask: @Sendable () async throws -> Bool

  /// An asker that answers by returning: `let alwaysYes = PermissionAsker { true }`.
  public init(_ ask: @escaping @Sendable () async throws -> Bool) {
    self.ask = ask
  }

  /// An asker that answers through a completion handler, called on the main actor; the completion may be
  /// called from any thread, once: `PermissionAsker { completion in completion(.success(true)) }`.
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
