/// The result of running a permission strategy: `if case .denied(.system) = decision { showSettingsHint() }`.
public enum PermissionDecision: Hashable, Sendable {
  /// Scheduling may go ahead.
  case allowed
  /// The group or the system level said no.
  case denied(PermissionLevel)
  /// The decision could not be made (an asker or the permission store failed), for this reason.
  case failed(String)
}

extension LocalNotifications {
  /// Runs `permissionStrategy` without scheduling, recording the group-level answer; whether scheduling may
  /// go on: `await notifications.requestPermission(strategy: .askSystemPermissionIfNeeded) == .allowed`.
  public func requestPermission(
    strategy: PermissionStrategy, forGroup groupIdentifier: String? = nil
  ) async -> PermissionDecision {
    do throws(LocalNotificationsError) {
      return try await gate.run {
        var pass = PermissionPass()
        return await self.decide(strategy, group: groupIdentifier, pass: &pass)
      }
    } catch {
      return .failed(error.description)
    }
  }

  /// Runs `body` if `strategy` allows scheduling, and returns its result; `nil` if denied:
  /// `await notifications.withPermission(strategy: .askSystemPermissionIfNeeded) { await welcome() }`.
  public func withPermission<T: Sendable>(
    strategy: PermissionStrategy, forGroup groupIdentifier: String? = nil, _ body: () async -> T
  ) async -> T? {
    guard await requestPermission(strategy: strategy, forGroup: groupIdentifier) == .allowed else {
      return nil
    }
    return await body()
  }

  /// Asks for full authorization when the app is provisional (a prompt without `.provisional`); whether it is
  /// fully authorized afterwards (an authorized app answers `true` and a denied one `false`, unasked):
  /// `await notifications.upgradeToFullAuthorization()`.
  @discardableResult
  public func upgradeToFullAuthorization(options: AuthorizationOptions = .standard) async -> Bool {
    (try? await gate.run {
      // A center that does not answer in time is not authorized.
      let executor = self.executor
      let status = try? await executor.authorizationStatus()
      guard status == .provisional else { return status == .authorized }
      _ = try? await self.center.requestAuthorization(options: options.subtracting(.provisional))
      let upgraded = try? await executor.authorizationStatus()
      self.deniedAtPrompt.withLock { $0 = upgraded == .denied }
      return upgraded == .authorized
    }) ?? false
  }

  /// The system's authorization status: `let status = await notifications.systemAuthorization()`.
  public func systemAuthorization() async -> AuthorizationStatus {
    let status = await center.authorizationStatus()
    // Once the status is seen to be something else, a later denial comes from Settings, not the prompt.
    if status != .denied { deniedAtPrompt.withLock { $0 = false } }
    return status
  }

  /// The group's stored group-level decision; `.notAsked` if the store cannot be read:
  /// `let enabled = await notifications.groupAuthorization(forGroup: "dailyQuote") == .allowed`.
  public func groupAuthorization(forGroup groupIdentifier: String) async -> GroupPermission {
    (try? await permissionStore.permission(forGroup: RequestIdentifier.normalized(groupIdentifier)))
      ?? .notAsked
  }

  /// Runs both levels, reading the authorization once into `pass` for all groups of a reschedule; for no
  /// group the group level records nothing (`.ifAlreadyAllowed` denies).
  func decide(_ strategy: PermissionStrategy, group: String?, pass: inout PermissionPass) async
    -> PermissionDecision
  {
    let groupDecision = await decide(strategy.groupLevel, group: group, pass: &pass)
    guard groupDecision == .allowed else { return groupDecision }
    return await decide(strategy.systemLevel, pass: &pass)
  }

  private func decide(
    _ level: PermissionStrategy.GroupLevel, group: String?, pass: inout PermissionPass
  ) async -> PermissionDecision {
    let group = group.map(RequestIdentifier.normalized)
    do throws(TimelineError) {
      if let group { try RequestIdentifier.validateGroup(group) }
    } catch {
      return .failed(error.description)
    }
    do throws(GroupPermissionStoreError) {
      var stored: GroupPermission?
      if let group { stored = try await permissionStore.permission(forGroup: group) }
      switch level {
      case .bypass:
        return stored == .denied ? .denied(.group) : .allowed
      case .allowAutomatically:
        if let group { try await permissionStore.setPermission(.allowed, forGroup: group) }
        return .allowed
      case .ifAlreadyAllowed:
        return stored == .allowed ? .allowed : .denied(.group)
      case .ifAllowed(let other):
        // A group the person disabled stays disabled, whatever the other group says.
        guard stored != .denied else { return .denied(.group) }
        let otherDecision = try await permissionStore.permission(
          forGroup: RequestIdentifier.normalized(other))
        return otherDecision == .allowed ? .allowed : .denied(.group)
      case let .askPermission(mode, asker):
        if stored == .allowed { return .allowed }
        if stored == .denied && mode == .once || !pass.mayAsk { return .denied(.group) }
        pass.asked = true
        let answer: Bool
        do {
          // The person answers in their own time and may turn a group off meanwhile: the gate is left open.
          answer = try await gate.leavingOpen { try await asker.ask() }
        } catch {
          return .failed("the permission asker failed: \(error)")
        }
        if let group { try await permissionStore.setPermission(answer ? .allowed : .denied, forGroup: group) }
        return answer ? .allowed : .denied(.group)
      }
    } catch {
      return .failed(error.description)
    }
  }

  /// Runs the system level with the authorization the pass read, if any; leaves what was read there, or
  /// `nil` after a prompt.
  func decide(_ level: PermissionStrategy.SystemLevel, pass: inout PermissionPass) async -> PermissionDecision
  {
    let status: AuthorizationStatus
    if let known = pass.status {
      status = known
    } else {
      do throws(LocalNotificationsError) {
        status = try await executor.authorizationStatus()
      } catch {
        return .failed(error.description)
      }
      if status != .denied { deniedAtPrompt.withLock { $0 = false } }
      pass.status = status
    }
    if status.allowsScheduling { return .allowed }
    guard case .requestAuthorization(let options) = level, status == .notDetermined, pass.mayAsk else {
      return .denied(.system)
    }
    pass.status = nil
    pass.asked = true
    do throws(NotificationCenterError) {
      let granted = try await center.requestAuthorization(options: options)
      deniedAtPrompt.withLock { $0 = !granted }
      return granted ? .allowed : .denied(.system)
    } catch {
      return .failed(error.description)
    }
  }
}
