import Foundation

/// The process-wide gate for group-permission files: every read and read-modify-write of any
/// ``FileGroupPermissionStore`` runs here, one at a time, so no store loses another's update
/// (``FileLock`` does the same across processes).
actor GroupPermissionFileAccess {
  static let shared = GroupPermissionFileAccess()

  func read(_ url: URL) throws(GroupPermissionStoreError) -> GroupPermissionDocument {
    try load(url) ?? GroupPermissionDocument()
  }

  /// Under ``FileLock``, so an extension updating the file waits its turn.
  func update(_ url: URL, group: String, to permission: GroupPermission) throws(GroupPermissionStoreError) {
    try FileLock.withExclusiveLock(for: url) { () throws(GroupPermissionStoreError) in
      let existing = try load(url)
      var document = existing ?? GroupPermissionDocument()
      document.groups[group.precomposedStringWithCanonicalMapping] =
        permission == .notAsked ? nil : permission
      if document == existing || (existing == nil && document.groups.isEmpty) { return }
      try write(document, to: url)
    }
  }

  func moveAsideIfUnreadable(_ url: URL, now: Date) throws(GroupPermissionStoreError) -> URL? {
    do {
      _ = try load(url)
      return nil
    } catch .corruptFile, .unsupportedVersion {
      // Unreadable: move it aside below.
    } catch {
      throw error
    }
    let fileManager = FileManager.default
    let stem = "\(url.lastPathComponent).corrupt-\(Self.timestamp(now))"
    let directory = url.deletingLastPathComponent()
    for attempt in 1...1000 {
      let name = attempt == 1 ? stem : "\(stem)-\(attempt)"
      let destination = directory.appendingPathComponent(name, isDirectory: false)
      if fileManager.fileExists(atPath: destination.path) { continue }
      do {
        try fileManager.moveItem(at: url, to: destination)
        return destination
      } catch {
        throw .ioFailure(
          path: url.path, reason: "could not move it to \(destination.path): \(Self.describe(error))")
      }
    }
    throw .ioFailure(path: url.path, reason: "no free name to move it aside as \(stem)")
  }

  private func load(_ url: URL) throws(GroupPermissionStoreError) -> GroupPermissionDocument? {
    guard url.isFileURL else { throw .ioFailure(path: url.absoluteString, reason: "not a file URL") }
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      if Self.isMissingFile(error) || !FileManager.default.fileExists(atPath: url.path) { return nil }
      throw .ioFailure(path: url.path, reason: Self.describe(error))
    }
    return try GroupPermissionDocument(decoding: data, path: url.path)
  }

  /// Readers, here or in another process, see the old document or the new one.
  private func write(_ document: GroupPermissionDocument, to url: URL) throws(GroupPermissionStoreError) {
    let data = try document.encoded()
    do {
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try data.write(to: url, options: .atomic)
    } catch {
      throw .ioFailure(path: url.path, reason: Self.describe(error))
    }
  }

  /// The underlying POSIX message ("Is a directory", "Permission denied") when there is one.
  private static func describe(_ error: any Error) -> String {
    if let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? any Error {
      return underlying.localizedDescription
    }
    return error.localizedDescription
  }

  private static func isMissingFile(_ error: any Error) -> Bool {
    guard let error = error as? CocoaError else { return false }
    return error.code == .fileReadNoSuchFile || error.code == .fileNoSuchFile
  }

  /// Sortable, and free of characters file systems reject.
  private static func timestamp(_ date: Date) -> String {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(secondsFromGMT: 0) ?? calendar.timeZone
    let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
    return String(
      format: "%04ld%02ld%02ldT%02ld%02ld%02ldZ", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0,
      parts.hour ?? 0, parts.minute ?? 0, parts.second ?? 0)
  }
}
