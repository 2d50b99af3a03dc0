import Foundation
import NiceNotifications
import Testing
import TestSupport

/// The group-permission stores the conformance tests run against, each made fresh and
/// cleaned up afterwards.
enum StoreKind: CaseIterable, CustomTestStringConvertible, Sendable {
  case inMemory
  case file
  case userDefaults

  var testDescription: String {
    switch self {
    case .inMemory: "in memory"
    case .file: "file"
    case .userDefaults: "UserDefaults"
    }
  }

  /// Runs `body` with a fresh, empty store of this kind.
  func withStore(_ body: (any GroupPermissionStore) async throws -> Void) async throws {
    switch self {
    case .inMemory:
      try await body(InMemoryGroupPermissionStore())
    case .file:
      try await withTemporaryDirectory { directory in
        try await body(FileGroupPermissionStore(fileURL: directory.appendingPathComponent("groups.json")))
      }
    case .userDefaults:
      try await withTemporaryDefaultsSuite { defaults, _ in
        try await body(UserDefaultsGroupPermissionStore(userDefaults: defaults))
      }
    }
  }
}
