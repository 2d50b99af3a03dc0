import Foundation

/// The ```swift blocks of a Markdown text, in order, each as its lines with leading spaces dropped:
/// what a test compares with the code a document claims to show.
///
/// ```swift
/// let blocks = swiftBlocks(of: article)  // [["let x = 1"], …]
/// ```
public func swiftBlocks(of markdown: String) -> [[String]] {
  var blocks: [[String]] = []
  var current: [String]?
  for line in markdown.components(separatedBy: "\n") {
    if current == nil, line.hasPrefix("```swift") {
      current = []
    } else if current != nil, line.hasPrefix("```") {
      blocks.append(current ?? [])
      current = nil
    } else {
      current?.append(line.droppingLeadingSpaces)
    }
  }
  return blocks
}

extension String {
  /// The line without its indentation.
  public var droppingLeadingSpaces: String { String(drop { $0 == " " }) }
}
