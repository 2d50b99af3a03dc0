public import Foundation

/// An occurrence pacing moved or skipped, and why.
///
/// ```swift
/// for paced in plan.paced {
///   print(paced.identifier, paced.reason, paced.movedTo.map { "moved to \($0)" } ?? "skipped")
/// }
/// ```
///
/// A moved occurrence keeps its identifier: it names the occurrence, not the time it now fires. A
/// compressed series moved whole is named with the time its timeline has (`pills:evening:repeating@230000`).
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

  /// Whether pacing left it out.
  ///
  /// ```swift
  /// let skipped = plan.paced.filter(\.isSkipped).count
  /// ```
  public var isSkipped: Bool { movedTo == nil }
}
