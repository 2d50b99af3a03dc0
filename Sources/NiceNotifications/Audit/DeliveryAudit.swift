public import Foundation

/// What was planned to be seen and was not, per group, each with a reason.
///
/// ```swift
/// let audit = try await notifications.deliveryAudit()
/// for group in audit.groups {
///   print(group, audit.findings(inGroup: group).map(\.reason))
/// }
/// ```
///
/// Occurrences delivered (still in Notification Center), answered, marked done, snoozed, or still
/// ahead are not findings. The audit knows only what the package planned: an occurrence of a
/// group that was off before it entered the 64-request window was never planned, and is not here.
///
/// Each plan records the occurrences the cap keeps out, soonest first, up to 64 a group and 512
/// in all. When more of a group's came due before the next run than its list held, its
/// ``MissedDelivery/Reason/deferredByCap`` findings stop at the last one listed, and
/// ``deferralsCompleteBefore`` names the date they are whole before: from then until the next
/// run, the cap kept out occurrences that the audit does not name.
public struct DeliveryAudit: Hashable, Sendable {
  /// When the audit was made, on the instance's clock.
  public var takenAt: Date
  /// The findings, by group identifier, then soonest first.
  public var findings: [MissedDelivery]
  /// Per group whose list of occurrences the cap kept out was cut by its bound, and whose cut is
  /// past: the date before which its ``MissedDelivery/Reason/deferredByCap`` findings are whole.
  ///
  /// ```swift
  /// if let cut = audit.deferralsCompleteBefore["water"] {
  ///   print("more reminders may have been kept out by the cap from \(cut) on")
  /// }
  /// ```
  public var deferralsCompleteBefore: [String: Date]

  /// Creates an audit from its findings: for previews and tests of a screen that shows one.
  ///
  /// ```swift
  /// let audit = DeliveryAudit(takenAt: .now, findings: [missed])
  /// ```
  public init(takenAt: Date, findings: [MissedDelivery], deferralsCompleteBefore: [String: Date] = [:]) {
    self.takenAt = takenAt
    self.findings = findings.sorted {
      ($0.group, $0.fireDate, $0.identifier) < ($1.group, $1.fireDate, $1.identifier)
    }
    self.deferralsCompleteBefore = deferralsCompleteBefore
  }

  /// The groups with findings, sorted.
  ///
  /// ```swift
  /// let groups = audit.groups  // ["pills", "water"]
  /// ```
  public var groups: [String] { Array(Set(findings.map(\.group))).sorted() }

  /// The findings of one group, soonest first.
  ///
  /// ```swift
  /// let missedPills = audit.findings(inGroup: "pills")
  /// ```
  public func findings(inGroup group: String) -> [MissedDelivery] {
    let group = RequestIdentifier.normalized(group)
    return findings.filter { $0.group == group }
  }
}
