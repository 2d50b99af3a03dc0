public import Foundation

/// An occurrence pacing moved or skipped, and why: `plan.paced.filter(\.isSkipped)`.
public struct PacedOccurrence: Hashable, Sendable {
  /// The occurrence's request identifier.
  public var identifier: RequestIdentifier
  /// Its group.
  public var group: String
  /// When its timeline has it fire.
  public var fireDate: Date
  /// When it fires now; `nil` when it is skipped.
  public var movedTo: Date?
  /// Why.
  public var reason: PacingReason

  /// Whether pacing left it out: `plan.paced.filter(\.isSkipped).count`.
  public var isSkipped: Bool { movedTo == nil }
}
