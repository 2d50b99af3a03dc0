/// Why ``LocalNotifications/followDecisionsAcrossDevices()`` has nothing to follow:
/// `do { following = try notifications.followDecisionsAcrossDevices() } catch { print(error) }`.
public enum DecisionsFollowingError: Error, Hashable, Sendable, CustomStringConvertible {
  /// Neither the permission store nor the handled store is a ``CrossDeviceDecisionStore``.
  case storesStayOnThisDevice

  /// A sentence saying what to pass instead: `print(DecisionsFollowingError.storesStayOnThisDevice)`.
  public var description: String {
    switch self {
    case .storesStayOnThisDevice:
      "neither store follows the person across devices: pass a CloudGroupPermissionStore or a "
        + "CloudHandledOccurrenceStore"
    }
  }
}

extension LocalNotifications {
  /// Reschedules a group here whenever another device changes its permission or its "done" marks, for as
  /// long as the returned value is kept: `let following = try notifications.followDecisionsAcrossDevices()`.
  ///
  /// Only the changed groups this instance registered or rescheduled are rescheduled, with their strategy.
  public func followDecisionsAcrossDevices() throws(DecisionsFollowingError) -> DecisionsFollowing {
    let stores = [
      permissionStore as? any CrossDeviceDecisionStore, handledStore as? any CrossDeviceDecisionStore,
    ]
    .compactMap { $0 }
    guard !stores.isEmpty else { throw .storesStayOnThisDevice }
    let following = DecisionsFollowing { [weak self] groups in
      await self?.rescheduleChanged(groups) ?? RescheduleReport()
    }
    for store in stores {
      following.keep(store.observeDecisionChanges { [weak following] in following?.changed($0) })
    }
    return following
  }

  func rescheduleChanged(_ groups: Set<String>) async -> RescheduleReport {
    let known = registered.withLock { $0 }.merging(lastRescheduled.withLock { $0 }) { registered, _ in
      registered
    }
    // The person decided on another device: the strategies follow that decision and ask no one.
    let changed = known.filter { groups.contains(RequestIdentifier.normalized($0.key)) }
      .sorted { $0.key < $1.key }.map(\.value)
    guard !changed.isEmpty else { return RescheduleReport() }
    return await gated(failing: changed.map(\.group.groupIdentifier)) {
      await self.rescheduleUngated(changed, followingDecisions: true)
    }
  }
}
