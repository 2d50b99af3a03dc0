/// The rows and notes of a run, and the table they print as.
///
/// ```swift
/// var report = Report()
/// report.add(row)
/// report.note("the naive baseline stops at 1,000 groups")
/// print(report.table)
/// ```
@available(macOS 13, iOS 16, tvOS 16, watchOS 9, visionOS 1, *)
struct Report: Sendable {
  /// The rows, in the order they were measured.
  private(set) var rows: [Row] = []
  /// Remarks printed under the table.
  private(set) var notes: [String] = []

  /// Adds a row.
  mutating func add(_ row: Row) {
    rows.append(row)
  }

  /// Adds a note.
  mutating func note(_ text: String) {
    notes.append(text)
  }

  /// How many figures missed their targets.
  var missedCount: Int {
    rows.filter { if case .missed = $0.verdict { true } else { false } }.count
  }

  /// The rows as a Markdown table with aligned columns, then the notes.
  var table: String {
    let header = ["scenario", "case", "figure", "baseline", "ratio", "target", ""]
    let cells = rows.map {
      [$0.scenario, $0.case, $0.figure, $0.baseline, $0.ratio, $0.target, $0.verdict.symbol]
    }
    let widths = header.indices.map { column in
      max(3, ([header] + cells).map { $0[column].count }.max() ?? 0)
    }
    let numeric: Set<Int> = [2, 3, 4]
    func line(_ values: [String]) -> String {
      let padded = values.enumerated().map { column, value in
        let padding = String(repeating: " ", count: widths[column] - value.count)
        return numeric.contains(column) ? padding + value : value + padding
      }
      return "| " + padded.joined(separator: " | ") + " |"
    }
    let rule =
      "|"
      + widths.enumerated().map { column, width in
        let dashes = String(repeating: "-", count: width)
        return numeric.contains(column) ? "-" + dashes + ":|" : " " + dashes + " |"
      }.joined()
    var lines = [line(header), rule] + cells.map(line)
    if !notes.isEmpty {
      lines.append("")
      lines += notes.map { "- " + $0 }
    }
    return lines.joined(separator: "\n")
  }
}
