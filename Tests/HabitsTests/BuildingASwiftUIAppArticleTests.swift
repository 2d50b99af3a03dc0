import Foundation
import Testing
import TestSupport

/// The DocC article "Building a SwiftUI app" shows the Habits example's own code: every ```swift
/// block of the article appears in one of the example's files, line for line (indentation aside).
struct BuildingASwiftUIAppArticleTests {
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The article's ```swift blocks, each as its lines without leading spaces.
  static func articleBlocks() throws -> [[String]] {
    let article = try String(
      contentsOf: root.appendingPathComponent(
        "Sources/NiceNotifications/NiceNotifications.docc/Articles/BuildingASwiftUIApp.md"),
      encoding: .utf8)
    return swiftBlocks(of: article)
  }

  /// The lines of every file of the example, without leading spaces.
  static func exampleFiles() throws -> [String: [String]] {
    let folder = root.appendingPathComponent("Examples/habits")
    var files: [String: [String]] = [:]
    for name in try FileManager.default.contentsOfDirectory(atPath: folder.path)
    where name.hasSuffix(".swift") {
      let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
      files[name] = text.components(separatedBy: "\n").map(\.droppingLeadingSpaces)
    }
    return files
  }

  @Test func everyBlockOfTheArticleIsTheExamplesCode() throws {
    let blocks = try Self.articleBlocks()
    let files = try Self.exampleFiles()
    #expect(blocks.count >= 8)
    #expect(files.count >= 5)
    for block in blocks {
      let found = files.values.contains { lines in
        lines.count >= block.count
          && (0...(lines.count - block.count)).contains { Array(lines[$0..<($0 + block.count)]) == block }
      }
      #expect(
        found,
        "this block of the article is not in Examples/habits, line for line:\n\(block.joined(separator: "\n"))"
      )
    }
  }
}
