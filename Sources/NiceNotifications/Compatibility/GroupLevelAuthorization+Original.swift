import Dispatch

extension GroupPermission {
  /// The original NiceNotifications' name for the decision itself.
  ///
  /// ```swift
  /// let status: LocalNotifications.GroupLevelAuthorization.Status = .notAsked
  /// ```
  public typealias Status = GroupPermission

  /// The `UserDefaults` key under which the original NiceNotifications kept the group's decision.
  ///
  /// ``UserDefaultsGroupPermissionStore`` reads it once, moves the decision to its own key, and
  /// removes it.
  ///
  /// ```swift
  /// LocalNotifications.GroupLevelAuthorization._userDefaultsKey(forGroup: "dailyQuote")
  /// ```
  @available(
    *, deprecated,
    message:
      "decisions now live in the default instance's permission store; read it with 'getCurrent(forGroup:)'"
  )
  public static func _userDefaultsKey(forGroup groupIdentifier: String) -> String {
    UserDefaultsGroupPermissionStore.originalKey(forGroup: groupIdentifier)
  }

  /// The group's decision on the default instance, read synchronously, as the original did.
  ///
  /// A `UserDefaults` store (the default) is read directly. Any other store is asked on
  /// another thread and waited for at most two seconds; past that, or if the store fails,
  /// the answer is `.notAsked` and a line goes to ``LocalNotifications/Log``.
  ///
  /// ```swift
  /// let status = LocalNotifications.GroupLevelAuthorization.getCurrent(forGroup: DailyQuoteGroup().groupIdentifier)
  /// ```
  @available(*, deprecated, message: "a permission store may do I/O: use 'await getCurrent(forGroup:)'")
  public static func getCurrent(forGroup groupIdentifier: String) -> GroupPermission {
    let store = LocalNotifications.default.permissionStore
    if let defaults = store as? UserDefaultsGroupPermissionStore {
      do {
        return try defaults.permission(forGroup: groupIdentifier)
      } catch {
        LocalNotifications.Log.info("group \(groupIdentifier): \(error); read as not asked")
        return .notAsked
      }
    }
    let answer = Locked<GroupPermission?>(nil)
    let done = DispatchSemaphore(value: 0)
    Task.detached {
      let permission = (try? await store.permission(forGroup: groupIdentifier)) ?? .notAsked
      answer.withLock { $0 = permission }
      done.signal()
    }
    guard done.wait(timeout: .now() + 2) == .success, let permission = answer.withLock({ $0 }) else {
      LocalNotifications.Log.info("group \(groupIdentifier): the permission store did not answer in time")
      return .notAsked
    }
    return permission
  }

  /// Records the group's decision on the default instance, as the person's own.
  ///
  /// A `UserDefaults` store (the default) is written at once; any other store after the static
  /// calls made before this one.
  ///
  /// ```swift
  /// LocalNotifications.GroupLevelAuthorization.setIsAllowed(true, forGroup: "dailyQuote")
  /// ```
  @available(
    *, deprecated,
    message:
      "reschedule with groupLevel '.allowAutomatically' to allow a group, or use 'disable(group:)' to deny it"
  )
  public static func setIsAllowed(_ isAllowed: Bool, forGroup groupIdentifier: String) {
    let permission: GroupPermission = isAllowed ? .allowed : .denied
    LocalNotifications.Log.info("group \(groupIdentifier): allowed is now \(isAllowed)")
    if let defaults = LocalNotifications.default.permissionStore as? UserDefaultsGroupPermissionStore {
      defaults.setPermission(permission, forGroup: groupIdentifier)
      return
    }
    LocalNotifications.submit { instance in
      do {
        try await instance.permissionStore.setPermission(permission, forGroup: groupIdentifier)
      } catch {
        LocalNotifications.Log.info("group \(groupIdentifier): \(error)")
      }
    }
  }
}

extension GroupPermission {
  /// The original NiceNotifications' swappable `UserDefaults` functions for group decisions
  /// (`valueForKey`, `setValue`, `setUserDefaults(_:)`).
  ///
  /// Where decisions live is the default instance's permission store, chosen once at launch, so
  /// that it cannot change between two calls.
  ///
  /// ```swift
  /// try LocalNotifications.bootstrap(LocalNotifications(center: center, permissionStore: UserDefaultsGroupPermissionStore(userDefaults: suite)))
  /// ```
  @available(
    *, unavailable,
    message:
      "bootstrap the default instance with 'UserDefaultsGroupPermissionStore(userDefaults:)' for the UserDefaults you want"
  )
  public enum Env {}
}
