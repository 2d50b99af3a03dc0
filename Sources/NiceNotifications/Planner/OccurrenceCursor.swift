import Foundation

/// One group's candidates for slots, soonest first: stored properties, not an enum payload, so
/// that reading mutates the timeline in place.
struct OccurrenceCursor {
  let group: String
  /// ``RequestIdentifierGrammar/groupPrefix(_:)``: breaks a tie of fire dates between heads.
  var prefix = ""
  var timeline: TimelineOccurrences?
  var handled: Set<String> = []
  var seenFailures = 0
  var occupants: [SlotCandidate] = []
  var nextOccupant = 0
  /// Set with ``setHead(_:)``, not a property observer: one would make every change through
  /// `cursors[index]` copy the cursor out and back.
  private(set) var head: SlotCandidate?
  private(set) var headKey: SlotCandidate.Key?
  /// Candidates that gave their slot back: they come before `head`.
  var returned: [SlotCandidate] = []
  var exhausted = false
  var unplaced = 0
  var lastUnplaced: Date?

  static let unplacedLimit = 4_096

  mutating func noteUnplaced(_ fireDate: Date?) {
    unplaced += 1
    lastUnplaced = fireDate ?? lastUnplaced
  }

  mutating func setHead(_ candidate: SlotCandidate?) {
    head = candidate
    headKey = candidate.map(SlotCandidate.Key.init)
  }

  /// The head competes for its slot at `date` rather than its fire date.
  mutating func takeTurn(at date: Date) {
    headKey?.fireDate = date
  }

  /// Moved, not copied.
  mutating func takeHead() -> SlotCandidate? {
    headKey = nil
    return head.take()
  }

  mutating func giveBack(_ candidate: SlotCandidate) {
    if let head { returned.insert(head, at: 0) }
    setHead(candidate)
  }

  mutating func takeNewFailures() -> ArraySlice<TimelineFailure> {
    guard let failures = timeline?.failures, failures.count > seenFailures else { return [] }
    defer { seenFailures = failures.count }
    return failures[seenFailures...]
  }
}
