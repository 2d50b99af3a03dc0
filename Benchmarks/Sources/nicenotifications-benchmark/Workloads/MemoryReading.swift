import Foundation

/// What one memory case used, as its own fresh process reported it.
///
/// ```swift
/// let reading = try MemoryReading.measure(.horizon(.unbounded), quick: false)
/// print(Format.bytes(reading?.growth ?? 0, signed: true))
/// ```
@available(macOS 13, iOS 16, tvOS 16, watchOS 9, visionOS 1, *)
struct MemoryReading: Sendable {
  /// The resident set before the run, once the input was ready.
  var before: Int
  /// The peak resident set during the run.
  var peak: Int
  /// Whether the peak was reset before the run; if not, it may include earlier work.
  var wasReset: Bool
  /// How many requests the run scheduled.
  var result: Int

  /// How much the resident set grew above `before` at its peak.
  var growth: Int { max(0, peak - before) }

  /// Runs `memoryCase` in a fresh process of this executable and reads what it reports;
  /// `nil` where resident memory is not read (not Linux).
  ///
  /// - Throws: ``CheckFailure`` if the process cannot run or reports something unreadable.
  static func measure(_ memoryCase: MemoryCase, scenario: String) throws(CheckFailure) -> MemoryReading? {
    #if os(Linux)
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/proc/self/exe")
      process.arguments = ["--memory-case", memoryCase.name]
      let output = Pipe()
      process.standardOutput = output
      do {
        try process.run()
      } catch {
        throw CheckFailure(scenario: scenario, message: "could not run \(memoryCase.name): \(error)")
      }
      let data = output.fileHandleForReading.readDataToEndOfFile()
      process.waitUntilExit()
      let text = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
      guard process.terminationStatus == 0 else {
        throw CheckFailure(
          scenario: scenario,
          message: "\(memoryCase.name) exited with status \(process.terminationStatus): \(text)")
      }
      if text == "unsupported" { return nil }
      var fields: [String: Int] = [:]
      for field in text.split(separator: " ") {
        let pair = field.split(separator: "=", maxSplits: 1)
        if pair.count == 2, let value = Int(pair[1]) { fields[String(pair[0])] = value }
      }
      guard let before = fields["before"], let peak = fields["peak"], let reset = fields["reset"],
        let result = fields["result"]
      else {
        throw CheckFailure(scenario: scenario, message: "\(memoryCase.name) reported \"\(text)\"")
      }
      return MemoryReading(before: before, peak: peak, wasReset: reset == 1, result: result)
    #else
      return nil
    #endif
  }
}
