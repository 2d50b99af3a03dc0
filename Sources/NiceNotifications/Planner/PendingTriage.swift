import DateBuilder
import Foundation

/// What each pending request is to a plan, found once before any slot is taken: the
/// timeline's to keep, replace or remove (owned), another group's to compete for its slot
/// (an occupant), one to remove, the tail notice, or one that keeps its slot untouched.
///
/// ```swift
/// let triage = PendingTriage(
///   snapshot.pending, planned: ["quotes"], removing: [], holding: [], withdrawing: [], in: context)
/// triage.owned["quotes:0:20261126T090000"]  // its position in `pending`
/// ```
struct PendingTriage {
  /// Pending requests of planned groups that the timeline may keep, replace or remove: each
  /// one's position in the pending requests, by identifier. (Its fingerprint is read there,
  /// and its identifier parsed again on the rare paths that need its parts.)
  var owned = TextTable()
  /// Other groups' pending one-shot requests, by identifier.
  var occupants: [String: SlotOccupant] = [:]
  /// Identifiers of pending requests to remove.
  var removals: Set<String> = []
  /// The tail notice pending from an earlier plan, if any.
  var pendingTail: PendingRequest?
  /// How many pending requests hold a slot untouched.
  var untouchable = 0
  /// How many of them each group has.
  var untouchableByGroup: [String: Int] = [:]
  /// How many of each group's are series compressed into one repeating request.
  var heldCompressedByGroup: [String: Int] = [:]
  /// Planned groups' requests kept untouched (snoozes): listed as kept.
  var keptHeld: [String] = []
  /// How many untouched requests the plan lists as foreign to it.
  var foreignCount = 0
  /// Occurrences that come back as their snooze, pending: not scheduled again as themselves.
  var snoozed: [String] = []

  /// What the snapshot asks of a group whose requests are pending.
  private struct GroupRole {
    let removing: Bool
    let holding: Bool
    let planned: Bool
  }

  /// A triage of nothing pending.
  init() {}

  /// Sorts `pending` by what a plan of the `planned` groups may do with each request.
  init(
    _ pending: [PendingRequest], planned: Set<String>, removing: Set<String>, holding: Set<String>,
    withdrawing: Set<String>, in context: DateBuilder.Context
  ) {
    owned.reserveCapacity(pending.count)
    // Each group's role, found once: the pending requests of a few groups name them again and again.
    var roles: [(group: String, role: GroupRole)] = []
    roles.reserveCapacity(planned.count)
    for index in pending.indices {
      let identifier = pending[index].request.identifier
      guard let (group, isManaged) = RequestIdentifier.groupAndManaged(identifier) else {
        if identifier == TailNotice.identifier {
          pendingTail = pending[index]
        } else if withdrawing.contains(identifier) {
          // A request the framework did not make keeps its slot, unless the app withdraws it.
          removals.insert(identifier)
        } else {
          hold(group: nil)
        }
        continue
      }
      let role: GroupRole
      if let known = roles.firstIndex(where: { $0.group == group }) {
        role = roles[known].role
      } else {
        role = GroupRole(
          removing: removing.contains(group), holding: holding.contains(group),
          planned: planned.contains(group))
        roles.append((group, role))
      }
      if role.removing || withdrawing.contains(identifier) {
        removals.insert(identifier)
      } else if isManaged && role.planned {
        hold(group: group, keeping: identifier)
        // A snoozed occurrence comes back as its snooze, not again as itself.
        if let snooze = RequestIdentifier(identifier), snooze.isSnooze {
          snoozed.append(snooze.occurrenceIdentifier.description)
        }
      } else if isManaged || role.holding {
        hold(group: group, compressed: pending[index].request.isCompressedSeries)
      } else if role.planned {
        owned[identifier] = index
      } else if let date = Self.displaceableFireDate(pending[index].request, in: context),
        let parsed = RequestIdentifier(identifier), parsed.description == identifier
      {
        // An identifier not in its canonical text keeps its slot: only its text removes it.
        occupants[identifier] = SlotOccupant(identifier: parsed, fireDate: date)
      } else {
        hold(group: group, compressed: pending[index].request.isCompressedSeries)
      }
    }
  }

  /// Counts a request that keeps its slot untouched; one of a planned group (a snooze) is
  /// listed as kept, the others count as foreign to the plan.
  mutating func hold(group: String?, keeping identifier: String? = nil, compressed: Bool = false) {
    untouchable += 1
    if let group {
      untouchableByGroup[group, default: 0] += 1
      if compressed { heldCompressedByGroup[group, default: 0] += 1 }
    }
    if let identifier { keptHeld.append(identifier) } else { foreignCount += 1 }
  }

  /// Takes the pending request `identifier` out of whatever it was, for a request admitted
  /// in its place: it no longer holds a slot of its own.
  mutating func yield(_ identifier: String, group: String?) {
    guard removals.remove(identifier) == nil, owned.removeValue(forKey: identifier) == nil,
      occupants.removeValue(forKey: identifier) == nil
    else { return }
    untouchable -= 1
    if let group { untouchableByGroup[group, default: 0] -= 1 }
    if let index = keptHeld.firstIndex(of: identifier) {
      keptHeld.remove(at: index)
    } else {
      foreignCount -= 1
    }
  }

  /// The fire date of a pending request that may make room for sooner ones: a one-shot
  /// calendar or instant trigger.
  ///
  /// Repeating, interval and location requests cannot be put back by date, so they keep their slots.
  private static func displaceableFireDate(_ request: NotificationRequest, in context: DateBuilder.Context)
    -> Date?
  {
    switch request.trigger {
    case .calendar(_, repeats: false)?, .instant?:
      request.trigger?.nextFireDate(after: context.now, in: context)
    default: nil
    }
  }
}
