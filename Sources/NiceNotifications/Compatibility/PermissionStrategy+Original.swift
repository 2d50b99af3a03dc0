extension PermissionStrategy.GroupLevel {
  /// The original's place for ``PermissionStrategy/AskPermissionMode``.
  public typealias AskPermissionMode = PermissionStrategy.AskPermissionMode

  /// Go on only if `other` is allowed (and this group was not disabled), naming the group itself:
  /// `PermissionStrategy(groupLevel: .ifAllowed(other: DailyQuoteGroup()), systemLevel: .ifAlreadyAllowed)`.
  public static func ifAllowed(other group: some LocalNotificationsGroup) -> PermissionStrategy.GroupLevel {
    .ifAllowed(other: group.groupIdentifier)
  }
}

extension PermissionStrategy {
  /// Ask with your pre-permission screen in `mode`, then the system: the original's spelling:
  /// `LocalNotifications.PermissionStrategy.askWithPrePermission(.alwaysIfNotAllowed, prePermission: asker)`.
  public static func askWithPrePermission(
    _ mode: AskPermissionMode, prePermission asker: PermissionAsker
  ) -> PermissionStrategy {
    PermissionStrategy(groupLevel: .askPermission(mode, asker), systemLevel: .askPermission)
  }
}

extension PermissionAsker {
  /// Asks and hands the answer to `completion`; an asker that throws delivers `.failure`:
  /// `asker.askPermission { result in if case .success(true) = result { enableGroup() } }`.
  public func askPermission(completion: @escaping @Sendable (Result<Bool, any Error>) -> Void) {
    let ask = self.ask
    Task {
      do {
        completion(.success(try await ask()))
      } catch {
        completion(.failure(error))
      }
    }
  }
}
