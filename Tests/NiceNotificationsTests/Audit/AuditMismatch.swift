/// Where a played device's audit disagrees with its event log: the problems, one after another.
struct AuditMismatch: Error, CustomStringConvertible {
  var description: String

  /// Passes (`true`) when `problems` is empty; otherwise throws them, so that a property's
  /// failure prints each one.
  ///
  /// ```swift
  /// try AuditMismatch.expectNone(device.problems(try await device.play()))
  /// ```
  static func expectNone(_ problems: [String]) throws -> Bool {
    guard problems.isEmpty else { throw AuditMismatch(description: problems.joined(separator: "; ")) }
    return true
  }
}
