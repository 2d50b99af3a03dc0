extension LocalNotifications {
  /// Removes the group's pending requests and records its group-level denial until it is allowed again:
  /// `await notifications.disable(group: DailyQuoteGroup())`.
  ///
  /// If the denial cannot be stored the requests still go, and the outcome is ``RescheduleReport/Outcome/failed(_:)``.
  /// Under a daily limit or a minimum gap (``Pacing``) the other registered groups are planned again, and
  /// take the days it gave up.
  @discardableResult
  public func disable(group: some LocalNotificationsGroup) async -> RescheduleReport {
    let identifier = group.groupIdentifier
    if let refusal = Self.refusal(ofGroup: identifier) { return refusal }
    return await gated(failing: [identifier]) {
      var storeError: GroupPermissionStoreError?
      do throws(GroupPermissionStoreError) {
        try await self.permissionStore.setPermission(
          .denied, forGroup: RequestIdentifier.normalized(identifier))
      } catch {
        storeError = error
      }
      var report = await self.rescheduleUngated([], removing: [identifier])
      if case .failed(let reason) = report.outcomes[identifier] {
        report.outcomes[identifier] = .failed(
          (storeError.map { "its denial could not be stored (\($0.description)), and " } ?? "") + reason)
        return report
      }
      report.outcomes[identifier] =
        storeError.map {
          .failed(
            "its pending requests are removed, but its denial could not be stored, so a later reschedule "
              + "schedules it again: \($0.description)")
        } ?? .denied(.group)
      return report
    }
  }

  /// Removes the group's pending requests; its group-level permission stays as it is:
  /// `await notifications.remove(group: adHocGroup)`.
  ///
  /// Under a daily limit or a minimum gap (``Pacing``) the other registered groups are planned again.
  @discardableResult
  public func remove(group: some LocalNotificationsGroup) async -> RescheduleReport {
    await remove(groupIdentifier: group.groupIdentifier)
  }

  func remove(groupIdentifier identifier: String) async -> RescheduleReport {
    if let refusal = Self.refusal(ofGroup: identifier) { return refusal }
    return await gated(failing: [identifier]) {
      var report = await self.rescheduleUngated([], removing: [identifier])
      if report.outcomes[identifier] == nil { report.outcomes[identifier] = .scheduled }
      return report
    }
  }

  private static func refusal(ofGroup identifier: String) -> RescheduleReport? {
    do throws(TimelineError) {
      try RequestIdentifier.validateGroup(identifier)
      return nil
    } catch {
      var report = RescheduleReport()
      report.outcomes[identifier] = .failed(error.description)
      return report
    }
  }

  /// Removes the group's delivered notifications from Notification Center; returns their identifiers:
  /// `await notifications.removeDeliveredNotifications(ofGroup: "dailyQuote")`.
  ///
  /// The delivery audit counts them handled: the app removed them, not the person.
  @discardableResult
  public func removeDeliveredNotifications(ofGroup groupIdentifier: String) async -> [String] {
    let executor = executor
    let removed =
      (try? await gate.run { () async -> [DeliveredNotification] in
        let shown = (try? await executor.deliveredNotifications()) ?? []
        let group = shown.filter { $0.request.requestIdentifier?.group == groupIdentifier }
        return await executor.removeDelivered(group.map(\.request.identifier)) ? group : []
      }) ?? []
    var handled: [String] = []
    for notification in removed { handled += await answeredOccurrences(of: notification) }
    await recordHandled(handled)
    return removed.map(\.request.identifier)
  }
}
