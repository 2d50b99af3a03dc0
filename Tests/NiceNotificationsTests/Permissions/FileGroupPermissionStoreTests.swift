import Foundation
import NiceNotifications
import Testing
import TestSupport

struct FileGroupPermissionStoreTests {
  // MARK: A healthy file

  @Test func missingFileReadsAsNotAsked() async throws {
    try await withTemporaryDirectory { directory throws in
      let url = directory.appendingPathComponent("groups.json")
      let store = FileGroupPermissionStore(fileURL: url)
      #expect(try await store.permission(forGroup: "dailyQuote") == .notAsked)
      #expect(try await store.allPermissions().isEmpty)
      #expect(!FileManager.default.fileExists(atPath: url.path))
    }
  }

  @Test func forgettingOnAMissingFileCreatesNoFile() async throws {
    try await withTemporaryDirectory { directory throws in
      let url = directory.appendingPathComponent("groups.json")
      let store = FileGroupPermissionStore(fileURL: url)
      try await store.removePermission(forGroup: "dailyQuote")
      try await store.setPermission(.notAsked, forGroup: "dailyQuote")
      #expect(!FileManager.default.fileExists(atPath: url.path))
    }
  }

  @Test func writesAVersionedJSONDocument() async throws {
    try await withTemporaryDirectory { directory throws in
      let url = directory.appendingPathComponent("groups.json")
      let store = FileGroupPermissionStore(fileURL: url)
      try await store.setPermission(.allowed, forGroup: "dailyQuote")
      try await store.setPermission(.denied, forGroup: "news")
      let object = try JSONSerialization.jsonObject(with: Data(contentsOf: url))
      let document = try #require(object as? [String: Any])
      #expect(document["version"] as? Int == 1)
      #expect(document["groups"] as? [String: String] == ["dailyQuote": "allowed", "news": "denied"])
    }
  }

  @Test func readsAHandWrittenDocument() async throws {
    try await withTemporaryDirectory { directory throws in
      let url = directory.appendingPathComponent("groups.json")
      let json =
        #"{"version":1,"groups":{"dailyQuote":"allowed","news":"denied","later":"notAsked"},"note":"x"}"#
      try Data(json.utf8).write(to: url)
      let store = FileGroupPermissionStore(fileURL: url)
      #expect(try await store.allPermissions() == ["dailyQuote": .allowed, "news": .denied])
      #expect(try await store.permission(forGroup: "later") == .notAsked)
    }
  }

  @Test func createsMissingDirectoriesOnFirstWrite() async throws {
    try await withTemporaryDirectory { directory throws in
      let url = directory.appendingPathComponent("Application Support/Notifications/groups.json")
      let store = FileGroupPermissionStore(fileURL: url)
      try await store.setPermission(.allowed, forGroup: "dailyQuote")
      #expect(try await FileGroupPermissionStore(fileURL: url).permission(forGroup: "dailyQuote") == .allowed)
    }
  }

  @Test func unchangedDecisionDoesNotRewriteTheFile() async throws {
    try await withTemporaryDirectory { directory throws in
      let url = directory.appendingPathComponent("groups.json")
      let compact = Data(#"{"groups":{"dailyQuote":"allowed"},"version":1}"#.utf8)
      try compact.write(to: url)
      let store = FileGroupPermissionStore(fileURL: url)
      try await store.setPermission(.allowed, forGroup: "dailyQuote")
      try await store.removePermission(forGroup: "never-seen")
      #expect(try Data(contentsOf: url) == compact)
    }
  }

  @Test func writesLeaveNoTemporaryFilesBehind() async throws {
    try await withTemporaryDirectory { directory throws in
      let store = FileGroupPermissionStore(fileURL: directory.appendingPathComponent("groups.json"))
      for index in 0..<50 { try await store.setPermission(.allowed, forGroup: "g\(index)") }
      // The file, and the lock file writers in other processes share; nothing temporary.
      #expect(
        try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
          == ["groups.json", "groups.json.lock"])
    }
  }

  // MARK: Sharing a file

  @Test func twoStoresOverOneFileSeeEachOthersWrites() async throws {
    try await withTemporaryDirectory { directory throws in
      let url = directory.appendingPathComponent("groups.json")
      let first = FileGroupPermissionStore(fileURL: url)
      let second = FileGroupPermissionStore(fileURL: url)
      try await first.setPermission(.allowed, forGroup: "dailyQuote")
      #expect(try await second.permission(forGroup: "dailyQuote") == .allowed)
      try await second.setPermission(.denied, forGroup: "dailyQuote")
      try await second.setPermission(.allowed, forGroup: "news")
      #expect(try await first.allPermissions() == ["dailyQuote": .denied, "news": .allowed])
    }
  }

  @Test func concurrentWritesThroughTwoStoresLoseNothing() async throws {
    try await withTemporaryDirectory { directory throws in
      let url = directory.appendingPathComponent("groups.json")
      let stores = [FileGroupPermissionStore(fileURL: url), FileGroupPermissionStore(fileURL: url)]
      try await withThrowingTaskGroup(of: Void.self) { tasks in
        for index in 0..<200 {
          let store = stores[index % 2]
          tasks.addTask { try await store.setPermission(.allowed, forGroup: "g\(index)") }
        }
        try await tasks.waitForAll()
      }
      #expect(try await FileGroupPermissionStore(fileURL: url).allPermissions().count == 200)
    }
  }

  @Test func concurrentWritesToOneGroupLeaveAValidFile() async throws {
    try await withTemporaryDirectory { directory throws in
      let url = directory.appendingPathComponent("groups.json")
      let store = FileGroupPermissionStore(fileURL: url)
      try await withThrowingTaskGroup(of: Void.self) { tasks in
        for index in 0..<200 {
          tasks.addTask {
            try await store.setPermission(index.isMultiple(of: 2) ? .allowed : .denied, forGroup: "one")
          }
        }
        try await tasks.waitForAll()
      }
      let object = try JSONSerialization.jsonObject(with: Data(contentsOf: url))
      let groups = try #require((object as? [String: Any])?["groups"] as? [String: String])
      #expect(groups.count == 1)
      #expect(groups["one"] == "allowed" || groups["one"] == "denied")
    }
  }

  // MARK: A file that cannot be read

  static let corruptContents: [(name: String, bytes: [UInt8])] = [
    ("garbage bytes", [0xFF, 0xFE, 0x00, 0x42, 0x13, 0x37]),
    ("an empty file", []),
    ("truncated JSON", Array(#"{"version":1,"groups":{"dailyQuote":"allo"#.utf8)),
    ("a JSON array", Array(#"["dailyQuote"]"#.utf8)),
    ("no version", Array(#"{"groups":{"dailyQuote":"allowed"}}"#.utf8)),
    ("a version that is a string", Array(#"{"version":"1","groups":{}}"#.utf8)),
    ("no groups", Array(#"{"version":1}"#.utf8)),
    ("groups that are a list", Array(#"{"version":1,"groups":["dailyQuote"]}"#.utf8)),
    ("a value that is not a permission", Array(#"{"version":1,"groups":{"dailyQuote":"maybe"}}"#.utf8)),
  ]

  @Test(arguments: corruptContents)
  func corruptFileIsReportedByReadsAndWritesAndLeftUntouched(name: String, bytes: [UInt8]) async throws {
    try await withTemporaryDirectory { directory throws in
      let url = directory.appendingPathComponent("groups.json")
      try Data(bytes).write(to: url)
      let store = FileGroupPermissionStore(fileURL: url)
      for operation in Self.everyOperation {
        let error = await #expect(throws: GroupPermissionStoreError.self) { try await operation(store) }
        guard case .corruptFile(let path, let reason) = error else {
          Issue.record("expected corruptFile for \(name), got \(String(describing: error))")
          continue
        }
        #expect(path == url.path)
        #expect(!reason.isEmpty)
      }
      #expect(try Data(contentsOf: url) == Data(bytes))
    }
  }

  @Test func unknownVersionIsReportedAndLeftUntouched() async throws {
    try await withTemporaryDirectory { directory throws in
      let url = directory.appendingPathComponent("groups.json")
      let future = Data(
        #"{"version":2,"groups":{"dailyQuote":{"state":"allowed","since":"2027-01-01"}}}"#.utf8)
      try future.write(to: url)
      let store = FileGroupPermissionStore(fileURL: url)
      for operation in Self.everyOperation {
        await #expect(throws: GroupPermissionStoreError.unsupportedVersion(path: url.path, version: 2)) {
          try await operation(store)
        }
      }
      #expect(try Data(contentsOf: url) == future)
    }
  }

  @Test func resetMovesACorruptFileAsideAndTheStoreStartsOver() async throws {
    try await withTemporaryDirectory { directory throws in
      let url = directory.appendingPathComponent("groups.json")
      let garbage = Data("not json at all".utf8)
      try garbage.write(to: url)
      let store = FileGroupPermissionStore(fileURL: url)
      let backup = try #require(try await store.resetCorruptFile())
      #expect(backup.deletingLastPathComponent().standardizedFileURL == directory.standardizedFileURL)
      #expect(backup.lastPathComponent.hasPrefix("groups.json.corrupt-"))
      #expect(try Data(contentsOf: backup) == garbage)
      #expect(try await store.permission(forGroup: "dailyQuote") == .notAsked)
      try await store.setPermission(.allowed, forGroup: "dailyQuote")
      #expect(try await store.allPermissions() == ["dailyQuote": .allowed])
    }
  }

  @Test func resetAlsoMovesAsideAFileOfAnUnknownVersion() async throws {
    try await withTemporaryDirectory { directory throws in
      let url = directory.appendingPathComponent("groups.json")
      try Data(#"{"version":99}"#.utf8).write(to: url)
      let store = FileGroupPermissionStore(fileURL: url)
      #expect(try await store.resetCorruptFile() != nil)
      #expect(try await store.allPermissions().isEmpty)
    }
  }

  @Test func resetKeepsEveryBackup() async throws {
    try await withTemporaryDirectory { directory throws in
      let url = directory.appendingPathComponent("groups.json")
      let store = FileGroupPermissionStore(fileURL: url)
      var backups: Set<String> = []
      for attempt in 0..<3 {
        try Data("garbage \(attempt)".utf8).write(to: url)
        backups.insert(try #require(try await store.resetCorruptFile()).lastPathComponent)
      }
      #expect(backups.count == 3)
      #expect(try Set(FileManager.default.contentsOfDirectory(atPath: directory.path)) == backups)
    }
  }

  @Test func resetLeavesAReadableOrMissingFileAlone() async throws {
    try await withTemporaryDirectory { directory throws in
      let url = directory.appendingPathComponent("groups.json")
      let store = FileGroupPermissionStore(fileURL: url)
      #expect(try await store.resetCorruptFile() == nil)
      try await store.setPermission(.denied, forGroup: "dailyQuote")
      #expect(try await store.resetCorruptFile() == nil)
      #expect(try await store.permission(forGroup: "dailyQuote") == .denied)
      #expect(
        try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
          == ["groups.json", "groups.json.lock"])
    }
  }

  @Test func aDirectoryInPlaceOfTheFileIsAnIOFailure() async throws {
    try await withTemporaryDirectory { directory throws in
      let store = FileGroupPermissionStore(fileURL: directory)
      let error = await #expect(throws: GroupPermissionStoreError.self) {
        try await store.permission(forGroup: "dailyQuote")
      }
      guard case .ioFailure(let path, _) = error else {
        Issue.record("expected ioFailure, got \(String(describing: error))")
        return
      }
      #expect(path == directory.path)
      // Unreadable for want of access is not corrupt: reset refuses to move it.
      await #expect(throws: GroupPermissionStoreError.self) { try await store.resetCorruptFile() }
      #expect(FileManager.default.fileExists(atPath: directory.path))
    }
  }

  @Test func aURLThatIsNotAFileIsAnIOFailure() async throws {
    let url = try #require(URL(string: "https://example.com/groups.json"))
    let store = FileGroupPermissionStore(fileURL: url)
    await #expect(
      throws: GroupPermissionStoreError.ioFailure(path: url.absoluteString, reason: "not a file URL")
    ) {
      try await store.setPermission(.allowed, forGroup: "dailyQuote")
    }
  }

  @Test func errorDescriptionsNameTheFile() {
    #expect(
      GroupPermissionStoreError.corruptFile(path: "/a/groups.json", reason: "not valid JSON").description
        == "/a/groups.json is not a valid group-permissions file: not valid JSON")
    #expect(
      GroupPermissionStoreError.unsupportedVersion(path: "/a/groups.json", version: 2).description
        == "/a/groups.json is in permissions format version 2; this code reads version 1")
  }

  /// Every store call, each of which must report an unreadable file.
  static let everyOperation: [@Sendable (FileGroupPermissionStore) async throws -> Void] = [
    { _ = try await $0.permission(forGroup: "dailyQuote") },
    { _ = try await $0.allPermissions() },
    { try await $0.setPermission(.denied, forGroup: "dailyQuote") },
    { try await $0.setPermission(.notAsked, forGroup: "dailyQuote") },
    { try await $0.removePermission(forGroup: "dailyQuote") },
  ]
}
