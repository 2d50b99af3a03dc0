import Foundation

/// One group's candidates for slots, soonest first: a timeline's occurrences or occupants.
///
/// Stored properties, not an enum payload, so that reading mutates the timeline in place.
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
  /// Candidates that gave their slot back, soonest first: they come before `head`.
  var returned: [SlotCandidate] = []
  var exhausted = false
  /// Occurrences read in a row that took no slot, and the fire date of the last of them.
  var unplaced = 0
  var lastUnplaced: Date?

  /// How many occurrences in a row may take no slot before the cursor stops reading.
  static let unplacedLimit = 4_096

  /// Counts an occurrence read that took no slot.
  mutating func noteUnplaced(_ fireDate: Date?) {
    unplaced += 1
    lastUnplaced = fireDate ?? lastUnplaced
  }

  mutating func setHead(_ candidate: SlotCandidate?) {
    head = candidate
    headKey = candidate.map(SlotCandidate.Key.init)
  }

  /// Takes the head out: moved, not copied.
  mutating func takeHead() -> SlotCandidate? {
    headKey = nil
    return head.take()
  }

  /// Puts `candidate`, which held a slot, back in front.
  mutating func giveBack(_ candidate: SlotCandidate) {
    if let head { returned.insert(head, at: 0) }
    setHead(candidate)
  }

  /// The entries its timeline found failing since last asked.
  mutating func takeNewFailures() -> ArraySlice<TimelineFailure> {
    guard let failures = timeline?.failures, failures.count > seenFailures else { return [] }
    defer { seenFailures = failures.count }
    return failures[seenFailures...]
  }
}
