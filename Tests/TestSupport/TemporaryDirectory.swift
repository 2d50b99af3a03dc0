public import Foundation

/// Runs `body` with a fresh, empty directory under the system's temporary directory, and
/// removes the directory and everything in it afterwards.
public func withTemporaryDirectory<Result>(_ body: (URL) async throws -> Result) async throws -> Result {
  let directory = FileManager.default.temporaryDirectory
    .appendingPathComponent("NiceNotificationsTests-\(UUID().uuidString)", isDirectory: true)
  try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: directory) }
  return try await body(directory)
}
