import Foundation
import Testing
import TestSupport

/// What one run of an example printed, and how it ended.
struct ExampleRun: Sendable {
  /// A failure to find or start an example's binary.
  struct NotRun: Error, CustomStringConvertible {
    let description: String
  }

  /// The example's name: its directory under `Examples/` and its executable.
  let name: String
  /// Standard output and standard error, interleaved.
  let output: String
  /// The exit status.
  let status: Int32

  /// The output's lines.
  var lines: [String] { output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) }

  /// Runs the built example `name` and collects what it printed.
  ///
  /// ```swift
  /// let run = try ExampleRun("daily-quote")
  /// #expect(run.status == 0)
  /// ```
  init(_ name: String) throws {
    guard let executable = Self.executable(named: name) else {
      throw NotRun(
        description:
          "no built \(name) next to the test bundle (looked in \(Self.productDirectories.map(\.path)));"
          + " is it listed in Package.swift's examples?")
    }
    let run: ChildProcess
    do {
      run = try ChildProcess.start(executable, []).finish()
    } catch {
      throw NotRun(description: "\(executable.path) did not start: \(error)")
    }
    self.name = name
    self.output = run.output
    self.status = run.status
  }

  /// The lines that contain `text`.
  func lines(containing text: String) -> [String] {
    lines.filter { $0.contains(text) }
  }

  /// The example directories in the source tree: every one is built and run.
  static var all: [String] {
    let examples = packageRoot.appendingPathComponent("Examples")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: examples.path)) ?? []
    return names.filter { !$0.hasPrefix(".") }.sorted()
  }

  /// The package's root, from this file's place in `Tests/ExamplesTests/Support/`.
  static var packageRoot: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
  }

  /// Where the build put the test bundle, and so the executables; a plain `swift build`'s
  /// products as a last resort.
  static var productDirectories: [URL] {
    BuiltExecutable.productDirectories + [packageRoot.appendingPathComponent(".build/debug")]
  }

  static func executable(named name: String) -> URL? {
    BuiltExecutable.url(named: name, in: productDirectories)
  }
}
