/// What a plan reports beside its changes, each outcome once.
struct PlanFindings {
  var rejections: [ReschedulePlan.Rejection] = []
  var deferrals: [Deferral] = []
  var summaries: [String: GroupSlots] = [:]
  /// A slot given back and settled again is reported once.
  private var reported: Set<String> = []
  private var failedEntries: Set<[String]> = []

  mutating func isFirstReport(of identifier: String) -> Bool {
    reported.insert(identifier).inserted
  }

  mutating func reject(_ occurrence: TimelineOccurrence, reason: String) {
    let group = occurrence.identifier.group
    rejections.append(
      .init(
        group: group, entry: occurrence.identifier.entry, identifier: occurrence.identifier, reason: reason,
        sourceLocation: occurrence.sourceLocation))
    summaries[group, default: GroupSlots()].rejected += 1
  }

  mutating func entryFailed(group: String, failure: TimelineFailure) -> Bool {
    guard failedEntries.insert([group, failure.entry]).inserted else { return false }
    rejections.append(
      .init(
        group: group, entry: failure.entry, reason: failure.error.description,
        sourceLocation: failure.sourceLocation))
    summaries[group, default: GroupSlots()].rejected += 1
    return true
  }
}
