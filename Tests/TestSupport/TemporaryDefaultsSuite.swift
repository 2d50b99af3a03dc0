public import Foundation

/// Runs `body` with a `UserDefaults` suite of a unique name, and removes the suite's
/// persistent domain afterwards.
public func withTemporaryDefaultsSuite<Result>(
  _ body: (_ defaults: UserDefaults, _ suiteName: String) async throws -> Result
) async throws -> Result {
  let suiteName = "NiceNotificationsTests.\(UUID().uuidString)"
  guard let defaults = UserDefaults(suiteName: suiteName) else {
    throw TemporaryDefaultsSuiteError.refused(suiteName)
  }
  defer { defaults.removePersistentDomain(forName: suiteName) }
  return try await body(defaults, suiteName)
}

/// Why a temporary suite could not be made.
public enum TemporaryDefaultsSuiteError: Error {
  /// `UserDefaults(suiteName:)` refused the name.
  case refused(String)
}
