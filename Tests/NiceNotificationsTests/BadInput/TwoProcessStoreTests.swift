import Foundation
import Testing
import TestSupport

/// Two processes — an app and its extension — record decisions in one permission file at
/// once; the file lock makes them take turns, so every decision survives.
@Suite(.enabled(if: ChildProcess.isSupported, "runs a built executable in a process of its own"))
struct TwoProcessStoreTests {
  /// The decisions each process records; `NICE_TWO_PROCESS_WRITES` sets a longer run (each write
  /// costs more as the file grows).
  static let writes = ProcessInfo.processInfo.environment["NICE_TWO_PROCESS_WRITES"].flatMap(Int.init) ?? 400

  @Test func twoWriterProcessesLoseNoDecision() async throws {
    try await withTemporaryDirectory { directory in
      let file = directory.appendingPathComponent("decisions.json")
      let count = Self.writes
      let first = try ChildProcess.start(["store-writer", file.path, "app", String(count)])
      let second = try ChildProcess.start(["store-writer", file.path, "extension", String(count)])
      let runs = [first.finish(), second.finish()]
      for run in runs { #expect(run.succeeded, "\(run.output.prefix(400))") }
      let data = try Data(contentsOf: file)
      let document = try JSONSerialization.jsonObject(with: data) as? [String: Any]
      let groups = document?["groups"] as? [String: String] ?? [:]
      #expect(groups.count == 2 * count)
      #expect(groups["app-0"] == "denied")
      #expect(groups["extension-\(count - 1)"] == ((count - 1) % 3 == 0 ? "denied" : "allowed"))
    }
  }
}
