extension LocalNotifications {
  /// A snapshot of what the package has scheduled and why: per group, its pending requests, what its last
  /// plan left out and why, and when to reschedule it; other code's requests; the tail notice:
  /// `let diagnostics = try await notifications.diagnostics()`.
  ///
  /// It reads the center once, writes nothing, and waits for a reschedule under way on the same center.
  public func diagnostics() async throws(LocalNotificationsError) -> NotificationsDiagnostics {
    let executor = executor
    let ledger = diagnosticsLedger
    let (reading, recorded) = try await gate.run { () async throws(LocalNotificationsError) in
      let reading = try await executor.read()
      // Read under the gate with the center, so that no plan lands in between.
      return (reading, ledger.withLock { $0 })
    }
    let (settings, pending) = (reading.settings, reading.pending)
    let context = await context()
    let audit = try? await wholeWindowAudit(
      settings: settings, pending: pending.map(\.request.identifier),
      delivered: reading.delivered, in: context)
    let registeredGroups = registered.withLock { Set($0.keys.map(RequestIdentifier.normalized)) }
    let content = DiagnosticsContent(
      pending: pending, context: context, ledger: recorded, registered: registeredGroups)
    var groups: [NotificationsDiagnostics.GroupSummary] = []
    for var summary in content.groups {
      summary.permission = try? await permissionStore.permission(forGroup: summary.identifier)
      groups.append(summary)
    }
    return NotificationsDiagnostics(
      takenAt: context.now, timeZone: context.timeZone, authorization: settings.authorizationStatus,
      pendingCount: pending.count, capacity: center.pendingCapacity, groups: groups,
      foreignRequests: content.foreign, tailNoticeDate: content.tailNoticeDate,
      lastPlanDate: recorded.lastPlanDate, refillDate: recorded.refillDate,
      ungroupedDeferrals: recorded.ungroupedDeferrals, deliveryAudit: audit)
  }
}
