public import Foundation

/// A run of another executable built with the tests: the package's test child, or an example.
///
/// Processes exist on macOS, Linux and Windows only; on iOS, Mac Catalyst and the other
/// platforms this type still builds, ``isSupported`` is `false` and starting a child throws
/// ``Unsupported``. Tests that need a second process say so with
/// `.enabled(if: ChildProcess.isSupported)`.
public struct ChildProcess: Sendable {
  /// What the child printed, standard output and standard error interleaved.
  public let output: String
  /// Its exit status; a crash shows as a signal's status, not 0.
  public let status: Int32
  /// Whether it exited normally with status 0.
  public let succeeded: Bool

  /// Whether this platform can start a child process.
  ///
  /// ```swift
  /// @Test(.enabled(if: ChildProcess.isSupported)) func runsTheChild() throws { … }
  /// ```
  public static var isSupported: Bool {
    #if os(macOS) || os(Linux) || os(Windows)
      true
    #else
      false
    #endif
  }

  /// Starts the test child with `arguments` and returns once it has exited.
  ///
  /// ```swift
  /// let run = try ChildProcess.run(["bad-input", "deepUserInfo"])
  /// #expect(run.succeeded)
  /// ```
  public static func run(_ arguments: [String]) throws -> ChildProcess {
    try start(arguments).finish()
  }

  /// Starts the test child with `arguments`; call ``Running/finish()`` to wait for it.
  public static func start(_ arguments: [String]) throws -> Running {
    guard let executable = BuiltExecutable.url(named: "nicenotifications-test-child") else {
      throw NotBuilt()
    }
    return try start(executable, arguments)
  }

  /// Starts `executable` with `arguments`; call ``Running/finish()`` to wait for it.
  ///
  /// ```swift
  /// let run = try ChildProcess.start(exampleURL, []).finish()
  /// ```
  public static func start(_ executable: URL, _ arguments: [String]) throws -> Running {
    #if os(macOS) || os(Linux) || os(Windows)
      let process = Process()
      process.executableURL = executable
      process.arguments = arguments
      let output = Pipe()
      process.standardOutput = output
      process.standardError = output
      try process.run()
      return Running(process: process, output: output)
    #else
      throw Unsupported()
    #endif
  }

  /// A child that was started.
  public struct Running {
    #if os(macOS) || os(Linux) || os(Windows)
      let process: Process
      let output: Pipe
    #endif

    /// Waits for the child to exit and collects what it printed.
    public func finish() -> ChildProcess {
      #if os(macOS) || os(Linux) || os(Windows)
        // Read before waiting, so that a full pipe cannot block the child.
        let printed = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return ChildProcess(
          output: String(decoding: printed, as: UTF8.self), status: process.terminationStatus,
          succeeded: process.terminationReason == .exit && process.terminationStatus == 0)
      #else
        // No value of this type exists where processes do not: `start` throws first.
        return ChildProcess(output: "", status: -1, succeeded: false)
      #endif
    }
  }

  /// The child was not found beside the test bundle.
  public struct NotBuilt: Error, CustomStringConvertible {
    public var description: String { "nicenotifications-test-child is not built beside the tests" }
  }

  /// This platform cannot start processes (iOS, Mac Catalyst, tvOS, watchOS, visionOS).
  public struct Unsupported: Error, CustomStringConvertible {
    public var description: String { "this platform cannot start a child process" }
  }
}
