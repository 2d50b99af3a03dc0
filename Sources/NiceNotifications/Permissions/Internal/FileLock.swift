import Foundation

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// An advisory lock shared with other processes, `flock(2)` on `<name>.lock` beside the
/// guarded file, so an app and its extensions never lose each other's writes.
///
/// Waiting is bounded: a lock held longer than the time limit is an error, never a hang.
enum FileLock {
  static func withExclusiveLock<Result>(
    for url: URL, timeLimit: TimeInterval = 5,
    _ body: () throws(GroupPermissionStoreError) -> Result
  ) throws(GroupPermissionStoreError) -> Result {
    guard url.isFileURL else { throw .ioFailure(path: url.absoluteString, reason: "not a file URL") }
    let lockPath = url.path + ".lock"
    do {
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    } catch {
      throw .ioFailure(path: url.path, reason: "cannot create its folder: \(error.localizedDescription)")
    }
    let descriptor = open(lockPath, O_CREAT | O_RDWR | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else {
      throw .ioFailure(
        path: lockPath, reason: "cannot open the lock file: \(String(cString: strerror(errno)))")
    }
    defer { close(descriptor) }
    // A monotonic clock: a change of the wall clock neither cuts the wait short nor stretches it.
    let deadline = DispatchTime.now() + timeLimit
    while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
      guard errno == EWOULDBLOCK || errno == EINTR, DispatchTime.now() < deadline else {
        throw .ioFailure(
          path: url.path, reason: "another process has held its lock for over \(Int(timeLimit)) s")
      }
      usleep(1_000)
    }
    defer { flock(descriptor, LOCK_UN) }
    return try body()
  }
}
