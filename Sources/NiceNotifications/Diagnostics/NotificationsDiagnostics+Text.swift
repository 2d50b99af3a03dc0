import Foundation

extension NotificationsDiagnostics {
  /// The snapshot as plain text to paste into a bug report: a summary, then one block per group,
  /// then the requests of no group.
  ///
  /// ```swift
  /// let diagnostics = try await notifications.diagnostics()
  /// UIPasteboard.general.string = diagnostics.text
  /// ```
  ///
  /// Dates are written `2026-10-25 02:30:00 +02:00`: in ``timeZone``, which the summary names,
  /// with the offset from GMT, so that a time that happens twice when clocks fall back reads
  /// two ways. Groups come in the order of their identifiers; requests and deferrals soonest
  /// first; identifiers are quoted. The same snapshot always gives the same text. It names
  /// requests by identifier and leaves out their content, so that a report carries none of the
  /// person's own text.
  public var text: String {
    var lines = [
      "NiceNotifications diagnostics",
      "taken: \(date(takenAt))",
      "time zone: \(timeZone.identifier)",
      "authorization: \(authorization.rawValue)",
      "pending: \(pendingCount) of \(capacity)",
      "last plan: \(date(lastPlanDate))",
      "refill by: \(date(refillDate))",
      "tail notice: \(tailNoticeDate.map { "pending, fires \(date($0))" } ?? "none")",
    ]
    for group in groups {
      lines.append("")
      lines.append(
        "group \(quoted(group.identifier)): \(group.isRegistered ? "registered" : "not registered"), "
          + "permission \(group.permission?.rawValue ?? "unreadable")")
      lines.append("  last planned: \(date(group.lastPlanned))")
      lines.append("  scheduled (\(group.scheduled.count)):")
      for request in group.scheduled {
        lines.append(
          "    \(date(request.nextFireDate))  \(quoted(request.id))\(request.isCompressed ? "  compressed" : "")"
        )
      }
      lines.append("  deferred (\(group.deferred.count)):")
      lines.append(contentsOf: group.deferred.map(deferralLine))
      lines.append("  refill by: \(date(group.refillDate))")
      lines.append("  tail notice: \(group.tailNoticeDate.map { "pending, fires \(date($0))" } ?? "none")")
    }
    lines.append("")
    lines.append("deferred without a group (\(ungroupedDeferrals.count)):")
    lines.append(contentsOf: ungroupedDeferrals.map(deferralLine))
    lines.append("foreign requests (\(foreignRequests.count)):")
    for foreign in foreignRequests {
      lines.append("    \(date(foreign.nextFireDate))  \(quoted(foreign.identifier))")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// One deferral: when it would have fired, its identifier and why it waits.
  private func deferralLine(_ deferral: Deferral) -> String {
    "    \(date(deferral.fireDate))  \(quoted(deferral.identifier))  \(oneLine(deferral.reason.description))"
  }

  private func date(_ date: Date?) -> String { DiagnosticsDateText.format(date, in: timeZone) }

  /// `text` in quotes, with quotes, backslashes and control characters escaped.
  private func quoted(_ text: String) -> String { String(reflecting: text) }

  /// `text` on one line: line breaks written `\n`.
  private func oneLine(_ text: String) -> String {
    text.replacingOccurrences(of: "\r", with: "\\r").replacingOccurrences(of: "\n", with: "\\n")
  }
}
