import Foundation

/// A run of `nicenotifications-test-child`, the package's second process for tests.
public struct ChildProcess: Sendable {
  /// What the child printed, standard output then standard error.
  public let output: String
  /// Its exit status; a crash shows as a signal's status, not 0.
  public let status: Int32
  /// Whether it exited normally with status 0.
  public let succeeded: Bool

  /// Starts the child with `arguments` and returns once it has exited.
  ///
  /// ```swift
  /// let run = try ChildProcess.run(["bad-input", "deepUserInfo"])
  /// #expect(run.succeeded)
  /// ```
  public static func run(_ arguments: [String]) throws -> ChildProcess {
    try start(arguments).finish()
  }

  /// Starts the child with `arguments`; call ``Running/finish()`` to wait for it.
  public static func start(_ arguments: [String]) throws -> Running {
    guard let executable = executable else { throw NotBuilt() }
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    try process.run()
    return Running(process: process, output: output)
  }

  /// A child that was started.
  public struct Running {
    let process: Process
    let output: Pipe

    /// Waits for the child to exit and collects what it printed.
    public func finish() -> ChildProcess {
      // Read before waiting, so that a full pipe cannot block the child.
      let printed = output.fileHandleForReading.readDataToEndOfFile()
      process.waitUntilExit()
      return ChildProcess(
        output: String(decoding: printed, as: UTF8.self), status: process.terminationStatus,
        succeeded: process.terminationReason == .exit && process.terminationStatus == 0)
    }
  }

  /// The child was not found beside the test bundle.
  public struct NotBuilt: Error, CustomStringConvertible {
    public var description: String { "nicenotifications-test-child is not built beside the tests" }
  }

  /// The built child: in the build's products directory, beside the test runner.
  static var executable: URL? { BuiltExecutable.url(named: "nicenotifications-test-child") }
}
