public import Foundation

/// Executables the build put beside the tests: the examples, and the test child.
public enum BuiltExecutable {
  /// The built executable `name` in the first of `directories` that has one.
  ///
  /// ```swift
  /// let example = BuiltExecutable.url(named: "daily-quote")
  /// ```
  public static func url(named name: String, in directories: [URL] = productDirectories) -> URL? {
    directories.map { $0.appendingPathComponent(name) }.first {
      FileManager.default.isExecutableFile(atPath: $0.path)
    }
  }

  /// Where the build put the test bundle, and so the executables: the build's products
  /// directory, whatever `--scratch-path` or configuration was used.
  public static var productDirectories: [URL] {
    var directories: [URL] = []
    // Linux: the test runner is the bundle itself, an executable in the products directory.
    if let runner = ProcessInfo.processInfo.arguments.first {
      directories.append(URL(fileURLWithPath: runner).resolvingSymlinksInPath().deletingLastPathComponent())
    }
    directories.append(Bundle.main.bundleURL)
    // macOS: a helper tool loads `<products>/<Package>PackageTests.xctest`.
    for bundle in Bundle.allBundles where bundle.bundleURL.pathExtension == "xctest" {
      directories.append(bundle.bundleURL.deletingLastPathComponent())
    }
    return directories
  }
}
