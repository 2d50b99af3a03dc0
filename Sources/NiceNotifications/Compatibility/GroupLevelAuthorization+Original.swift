import Dispatch

extension GroupPermission {
  /// The original NiceNotifications' name for the decision itself.
  public typealias Status = GroupPermission

  /// The `UserDefaults` key of the original's group decision, which ``UserDefaultsGroupPermissionStore`` migrates.
  @available(
    *, deprecated,
    message:
      "decisions now live in the default instance's permission store; read it with 'getCurrent(forGroup:)'"
  )
  public static func _userDefaultsKey(forGroup groupIdentifier: String) -> String {
    UserDefaultsGroupPermissionStore.originalKey(forGroup: groupIdentifier)
  }

  /// The group's decision on the default instance, read synchronously: another store than `UserDefaults` is
  /// waited for at most two seconds, and a timeout or failure reads `.notAsked`.
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
      let permission =
        (try? await store.permission(forGroup: RequestIdentifier.normalized(groupIdentifier))) ?? .notAsked
      answer.withLock { $0 = permission }
      done.signal()
    }
    guard done.wait(timeout: .now() + 2) == .success, let permission = answer.withLock({ $0 }) else {
      LocalNotifications.Log.info("group \(groupIdentifier): the permission store did not answer in time")
      return .notAsked
    }
    return permission
  }

  /// Records the group's decision on the default instance as the person's own.
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
        try await instance.permissionStore.setPermission(
          permission, forGroup: RequestIdentifier.normalized(groupIdentifier))
      } catch {
        LocalNotifications.Log.info("group \(groupIdentifier): \(error)")
      }
    }
  }
}

extension GroupPermission {
  /// The original's swappable `UserDefaults` functions; decisions live in the default instance's store, chosen at launch.
  @available(
    *, unavailable,
    message:
      "bootstrap the default instance with 'UserDefaultsGroupPermissionStore(userDefaults:)' for the UserDefaults you want"
  )
  public enum Env {}
}
