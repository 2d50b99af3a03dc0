extension RescheduleReport {
  /// Rewrites this run's list entries as the net change from `before` to `after` (taken out and put back is kept).
  mutating func netChanges(
    since marks: RescheduleExecutor.ReportMarks, before: [PendingRequest], after: [String: PendingRequest]
  ) {
    let was = Dictionary(before.map { ($0.request.identifier, $0) }, uniquingKeysWith: { first, _ in first })
    let late = Set(deliveredLate[marks.deliveredLate...])
    var seen: Set<String> = []
    var netAdded: [String] = []
    var netReplaced: [String] = []
    var unchanged: [String] = []
    // A refused replacement leaves its request as it was: kept.
    let refused = failedAdds[marks.failedAdds...].map(\.identifier)
    for identifier in added[marks.added...] + replaced[marks.replaced...] + refused
    where seen.insert(identifier).inserted {
      switch (was[identifier], after[identifier]) {
      case (nil, _?): netAdded.append(identifier)
      case (nil, nil) where late.contains(identifier): netAdded.append(identifier)
      case let (old?, new?) where old.request != new.request: netReplaced.append(identifier)
      case (_?, _?): unchanged.append(identifier)
      default: break
      }
    }
    var removedSeen: Set<String> = []
    let netRemoved = removed[marks.removed...].filter {
      was[$0] != nil && after[$0] == nil && removedSeen.insert($0).inserted
    }
    added = Array(added[..<marks.added]) + netAdded
    replaced = Array(replaced[..<marks.replaced]) + netReplaced
    removed = Array(removed[..<marks.removed]) + netRemoved
    deliveredLate = Array(deliveredLate[..<marks.deliveredLate]) + netAdded.filter(late.contains)
    let written = Set(added + replaced)
    var keptSeen: Set<String> = []
    kept = (kept + unchanged).filter {
      after[$0] != nil && !written.contains($0) && keptSeen.insert($0).inserted
    }
  }
}
