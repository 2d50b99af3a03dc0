public import Foundation

/// What was planned to be seen and was not, per group, each with a reason:
/// `try await notifications.deliveryAudit().findings(inGroup: "pills")`.
public struct DeliveryAudit: Hashable, Sendable {
  /// When the audit was made, on the instance's clock.
  public var takenAt: Date
  /// The findings, by group identifier, then soonest first.
  public var findings: [MissedDelivery]
  /// Per group whose list of occurrences kept out by the cap was cut and whose cut is past: the
  /// date before which its ``MissedDelivery/Reason/deferredByCap`` findings are whole.
  public var deferralsCompleteBefore: [String: Date]

  /// Creates an audit from its findings, for previews and tests:
  /// `DeliveryAudit(takenAt: .now, findings: [missed])`.
  public init(takenAt: Date, findings: [MissedDelivery], deferralsCompleteBefore: [String: Date] = [:]) {
    self.takenAt = takenAt
    self.findings = findings.sorted {
      ($0.group, $0.fireDate, $0.identifier) < ($1.group, $1.fireDate, $1.identifier)
    }
    self.deferralsCompleteBefore = deferralsCompleteBefore
  }

  /// The groups with findings, sorted: `audit.groups`.
  public var groups: [String] { Array(Set(findings.map(\.group))).sorted() }

  /// The findings of one group, soonest first: `audit.findings(inGroup: "pills")`.
  public func findings(inGroup group: String) -> [MissedDelivery] {
    let group = RequestIdentifier.normalized(group)
    return findings.filter { $0.group == group }
  }
}
