/// One group's candidates for slots, soonest first: its timeline's occurrences (a planned
/// group) or its pending one-shot requests (a group of occupants).
///
/// Kept as stored properties, not an enum payload, so that reading the next occurrence
/// mutates the timeline in place.
///
/// ```swift
/// var cursor = OccurrenceCursor(group: "quotes", prefix: occurrences.identifierPrefix, timeline: occurrences)
/// cursor.setHead(.head(head))
/// ```
struct OccurrenceCursor {
  /// The group whose candidates it reads.
  let group: String
  /// The text its timeline's identifiers start with: what breaks a tie of fire dates with
  /// another cursor's head (``RequestIdentifierGrammar/groupPrefix(_:)``).
  var prefix = ""
  /// The planned group's occurrences; `nil` for a group of occupants.
  var timeline: TimelineOccurrences?
  /// The occurrences marked done: not scheduled again.
  var handled: Set<String> = []
  /// How many of the timeline's failures are reported already.
  var seenFailures = 0
  /// A group of occupants' requests, soonest first.
  var occupants: [SlotCandidate] = []
  /// The position of the next of ``occupants`` to read.
  var nextOccupant = 0
  /// Its next candidate; set with ``setHead(_:)``, which keeps ``headKey`` with it. (Not a
  /// property observer: one would make every change through `cursors[index]` copy the cursor
  /// out and back.)
  private(set) var head: SlotCandidate?
  /// What the heap compares of ``head``.
  private(set) var headKey: SlotCandidate.Key?
  /// Candidates that took a slot and gave it back, soonest first: they come before `head`.
  var returned: [SlotCandidate] = []
  /// Whether it has nothing more to read.
  var exhausted = false

  /// Makes `candidate` its next one.
  mutating func setHead(_ candidate: SlotCandidate?) {
    head = candidate
    headKey = candidate.map(SlotCandidate.Key.init)
  }

  /// Takes its next candidate out, leaving it none: moved, not copied.
  mutating func takeHead() -> SlotCandidate? {
    headKey = nil
    return head.take()
  }

  /// Puts `candidate`, which held a slot, back at its front: it precedes whatever it holds.
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
