import Foundation

extension NotificationsDiagnostics {
  /// The snapshot as plain text to paste into a bug report: a summary, then one block per group, then the
  /// requests of no group, then the missed deliveries: `UIPasteboard.general.string = diagnostics.text`.
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
      lines.append(
        contentsOf: group.scheduled.map {
          "    \(date($0.nextFireDate))  \(quoted($0.id))\($0.isCompressed ? "  compressed" : "")"
        })
      lines.append("  deferred (\(group.deferred.count)):")
      lines.append(contentsOf: group.deferred.map(deferralLine))
      lines.append("  refill by: \(date(group.refillDate))")
      lines.append("  tail notice: \(group.tailNoticeDate.map { "pending, fires \(date($0))" } ?? "none")")
    }
    lines.append("")
    lines.append("deferred without a group (\(ungroupedDeferrals.count)):")
    lines.append(contentsOf: ungroupedDeferrals.map(deferralLine))
    lines.append("foreign requests (\(foreignRequests.count)):")
    lines.append(contentsOf: foreignRequests.map { "    \(date($0.nextFireDate))  \(quoted($0.identifier))" })
    if let deliveryAudit {
      lines.append("missed deliveries (\(deliveryAudit.findings.count)):")
      for missed in deliveryAudit.findings {
        lines.append("    \(date(missed.fireDate))  \(quoted(missed.identifier))  \(missed.reason)")
      }
      for (group, cut) in deliveryAudit.deferralsCompleteBefore.sorted(by: { $0.key < $1.key }) {
        lines.append("    \(date(cut))  \(quoted(group))  from here on, more deferred by the cap than listed")
      }
    } else {
      lines.append("missed deliveries: no delivery record (none kept, or unreadable)")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  private func deferralLine(_ deferral: Deferral) -> String {
    "    \(date(deferral.fireDate))  \(quoted(deferral.identifier))  \(oneLine(deferral.reason.description))"
  }

  private func date(_ date: Date?) -> String { DiagnosticsDateText.format(date, in: timeZone) }

  /// Quotes, backslashes and control characters are escaped.
  private func quoted(_ text: String) -> String { String(reflecting: text) }

  private func oneLine(_ text: String) -> String {
    text.replacingOccurrences(of: "\r", with: "\\r").replacingOccurrences(of: "\n", with: "\\n")
  }
}
