import Foundation

/// The process's resident set as the OS reports it, in bytes: now, and its peak since the
/// process started or since ``resetPeak()``.
///
/// On Linux it is read from `/proc/self/status` (`VmRSS`, `VmHWM`); elsewhere it is not
/// read, and ``read()`` returns `nil` (the table then says n/a).
///
/// ```swift
/// ResidentMemory.resetPeak()
/// let before = ResidentMemory.read()
/// runTheCase()
/// let growth = ResidentMemory.read().map { $0.peak - (before?.current ?? 0) }
/// ```
@available(macOS 13, iOS 16, tvOS 16, watchOS 9, visionOS 1, *)
struct ResidentMemory: Sendable {
  /// The resident set now (`VmRSS`).
  var current: Int
  /// The largest the resident set has been (`VmHWM`).
  var peak: Int

  /// The resident set now and at its peak; `nil` where the OS is not asked.
  static func read() -> ResidentMemory? {
    #if os(Linux)
      guard let handle = FileHandle(forReadingAtPath: "/proc/self/status") else { return nil }
      defer { try? handle.close() }
      guard let data = try? handle.readToEnd() else { return nil }
      var kilobytes: [Substring: Int] = [:]
      for line in String(decoding: data, as: UTF8.self).split(separator: "\n") {
        let fields = line.split { $0 == ":" || $0 == " " || $0 == "\t" }
        if fields.count >= 2, fields[0] == "VmRSS" || fields[0] == "VmHWM", let value = Int(fields[1]) {
          kilobytes[fields[0]] = value
        }
      }
      guard let current = kilobytes["VmRSS"], let peak = kilobytes["VmHWM"] else { return nil }
      return ResidentMemory(current: current * 1_024, peak: peak * 1_024)
    #else
      return nil
    #endif
  }

  /// Sets the peak back to the current resident set (Linux 4.0 and later: `5` written to
  /// `/proc/self/clear_refs`); whether it could.
  @discardableResult
  static func resetPeak() -> Bool {
    #if os(Linux)
      guard let handle = FileHandle(forWritingAtPath: "/proc/self/clear_refs") else { return false }
      defer { try? handle.close() }
      return (try? handle.write(contentsOf: Data("5".utf8))) != nil
    #else
      return false
    #endif
  }
}
