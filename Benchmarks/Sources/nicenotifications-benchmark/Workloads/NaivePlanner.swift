import Foundation
import NiceNotifications

/// The planner the scale scenario compares with, written the obvious way: expand a year of
/// every series, sort everything, take the soonest `capacity`, and make their requests.
///
/// ```swift
/// let requests = try NaivePlanner().plan(ScaleGroup.make(count: 100), in: context, capacity: 64)
/// ```
@available(macOS 13, iOS 16, tvOS 16, watchOS 9, visionOS 1, *)
struct NaivePlanner: Sendable {
  /// One expanded occurrence.
  private struct Candidate {
    var date: Date
    var entry: Int
    var resolvedDate: DateBuilder.ResolvedDate
  }

  /// How far ahead every series is expanded.
  var horizon: TimeInterval = 365 * 86_400

  /// The requests to schedule: the soonest `capacity` occurrences after `context.now`,
  /// ties broken by identifier as the planner breaks them.
  ///
  /// - Throws: ``DateBuilderError`` if a series is invalid.
  func plan(
    _ groups: [ScaleGroup], in context: DateBuilder.Context, capacity: Int
  ) throws(DateBuilderError) -> [NotificationRequest] {
    let end = context.now.addingTimeInterval(horizon)
    var prefixes: [String] = []
    var titles: [String] = []
    var candidates: [Candidate] = []
    for group in groups {
      for (index, series) in group.series.enumerated() {
        let entry = prefixes.count
        prefixes.append("\(group.identifier):\(index):")
        titles.append(group.identifier)
        var occurrences = series.occurrences(in: context)
        while let occurrence = try occurrences.next(), occurrence.date <= end {
          guard occurrence.date > context.now else { continue }
          candidates.append(
            Candidate(date: occurrence.date, entry: entry, resolvedDate: occurrence.resolvedDate))
        }
      }
    }
    candidates.sort { $0.date != $1.date ? $0.date < $1.date : prefixes[$0.entry] < prefixes[$1.entry] }
    var requests: [NotificationRequest] = []
    for candidate in candidates.prefix(capacity) {
      let components = try candidate.resolvedDate.dateComponents(in: context)
      requests.append(
        NotificationRequest(
          identifier: prefixes[candidate.entry] + Self.key(components),
          content: NotificationContent(title: titles[candidate.entry], sound: .default),
          trigger: .calendar(components, repeats: false)))
    }
    return requests
  }

  /// `yyyyMMddTHHmmss`, the occurrence part of a request identifier.
  static func key(_ components: DateComponents) -> String {
    func pad(_ value: Int?, _ width: Int) -> String {
      let text = String(value ?? 0)
      return String(repeating: "0", count: max(0, width - text.count)) + text
    }
    return pad(components.year, 4) + pad(components.month, 2) + pad(components.day, 2) + "T"
      + pad(components.hour, 2) + pad(components.minute, 2) + pad(components.second, 2)
  }
}
