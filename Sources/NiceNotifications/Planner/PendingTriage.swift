import DateBuilder
import Foundation

/// What each pending request is to a plan, found once before any slot is taken.
struct PendingTriage {
  var owned = TextTable()
  var occupants: [String: SlotOccupant] = [:]
  var removals: Set<String> = []
  var pendingTail: PendingRequest?
  var untouchable = 0
  var untouchableByGroup: [String: Int] = [:]
  var heldCompressedByGroup: [String: Int] = [:]
  /// Planned groups' requests kept untouched (snoozes), listed as kept; the rest are foreign.
  var keptHeld: [String] = []
  var foreignCount = 0
  /// Not scheduled again as themselves.
  var snoozed: [String] = []
  /// Planned groups' one-time requests whose time has come: the device is delivering them.
  var firing: [(identifier: String, date: Date)] = []

  private struct GroupRole {
    let removing: Bool
    let holding: Bool
    let planned: Bool
  }

  init() {}

  init(
    _ pending: [PendingRequest], planned: Set<String>, removing: Set<String>, holding: Set<String>,
    withdrawing: Set<String>, in context: DateBuilder.Context
  ) {
    owned.reserveCapacity(pending.count)
    var horizon = FiringHorizon(context)
    // Found once per group: a few groups name most pending requests.
    var roles: [(group: String, role: GroupRole)] = []
    roles.reserveCapacity(planned.count)
    for index in pending.indices {
      let identifier = pending[index].request.identifier
      guard let (group, isManaged) = RequestIdentifier.groupAndManaged(identifier) else {
        if identifier == TailNotice.identifier {
          pendingTail = pending[index]
        } else if withdrawing.contains(identifier) {
          removals.insert(identifier)
        } else if let original = Self.originalGroup(of: identifier),
          removing.contains(original) || planned.contains(original)
        {
          // Unclaimed by its group's timeline, as the original's requests of other groups are.
          if holding.contains(original), !removing.contains(original) {
            hold(group: original)
          } else {
            removals.insert(identifier)
          }
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
        if let snooze = RequestIdentifier(identifier), snooze.isSnooze {
          snoozed.append(snooze.occurrenceIdentifier.description)
        }
      } else if isManaged || role.holding {
        hold(group: group, compressed: pending[index].request.isCompressedSeries)
      } else if role.planned {
        owned[identifier] = index
        if let date = pending[index].request.firingDate(in: context, before: &horizon) {
          firing.append((identifier, date))
        }
      } else if let date = pending[index].request.oneTimeFireDate(in: context),
        let parsed = RequestIdentifier(identifier), parsed.description == identifier
      {
        // Other requests cannot be put back by date, so they keep their slots; so does an
        // identifier not in its canonical text: only its text removes it.
        occupants[identifier] = SlotOccupant(identifier: parsed, fireDate: date)
      } else {
        hold(group: group, compressed: pending[index].request.isCompressedSeries)
      }
    }
  }

  /// The group of the original NiceNotifications' `<group>:<UUID>` whose group has a `:` of its own,
  /// which the grammar reads as three parts: only a group being planned or removed claims it, so another
  /// library's `sdk:campaign:<UUID>` stays someone else's.
  static func originalGroup(of identifier: String) -> String? {
    guard let separator = identifier.utf8.lastIndex(of: UInt8(ascii: ":")),
      identifier.utf8[..<separator].contains(UInt8(ascii: ":")),
      UUID(uuidString: String(identifier[identifier.utf8.index(after: separator)...])) != nil
    else { return nil }
    return RequestIdentifier.normalized(String(identifier[..<separator]))
  }

  mutating func hold(group: String?, keeping identifier: String? = nil, compressed: Bool = false) {
    untouchable += 1
    if let group {
      untouchableByGroup[group, default: 0] += 1
      if compressed { heldCompressedByGroup[group, default: 0] += 1 }
    }
    if let identifier { keptHeld.append(identifier) } else { foreignCount += 1 }
  }

  /// For a request admitted in its place.
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
}

extension NotificationRequest {
  /// When its one-time calendar or instant trigger fired, if that time has come by `context.now`.
  ///
  /// iOS takes a moment to deliver a request whose time came, and lists it as pending until then.
  func firingDate(in context: DateBuilder.Context, before horizon: inout FiringHorizon) -> Date? {
    let date: Date?
    switch trigger {
    case .instant(let instant)?:
      date = instant
    case .calendar(let components, repeats: false)?:
      guard !horizon.surelyAhead(components) else { return nil }
      date = NotificationTrigger.datedExpression(components).flatMap {
        try? $0.date(in: NotificationTrigger.matchingContext(components, in: context))
      }
    default:
      date = nil
    }
    return date.flatMap { $0 <= context.now ? $0 : nil }
  }

  func oneTimeFireDate(in context: DateBuilder.Context) -> Date? {
    switch trigger {
    case .calendar(_, repeats: false)?, .instant?: trigger?.nextFireDate(after: context.now, in: context)
    default: nil
    }
  }
}

/// The day from which a dated calendar trigger surely fires after now, in the context's calendar.
///
/// It is three days on, more than the 26 hours any two zones differ. It is found when first
/// asked, so a plan with nothing pending reads no calendar.
struct FiringHorizon {
  private let context: DateBuilder.Context
  private var day: (year: Int, month: Int, day: Int)??

  init(_ context: DateBuilder.Context) {
    self.context = context
  }

  /// Whether the components name a day at or after the horizon; `false` where they cannot be compared
  /// cheaply (another calendar, an era, a leap month).
  mutating func surelyAhead(_ components: DateComponents) -> Bool {
    guard components.calendar == nil, components.era == nil, components.isLeapMonth != true,
      let year = components.year, let month = components.month, let dayNumber = components.day,
      let horizon = horizonDay()
    else { return false }
    return (year, month, dayNumber) >= horizon
  }

  private mutating func horizonDay() -> (year: Int, month: Int, day: Int)? {
    if let day { return day }
    let calendar = context.calendar
    let found = calendar.date(byAdding: .day, value: 3, to: context.now).flatMap { date in
      let parts = calendar.dateComponents([.year, .month, .day], from: date)
      return parts.year.flatMap { year in
        parts.month.flatMap { month in parts.day.map { (year, month, $0) } }
      }
    }
    day = .some(found)
    return found
  }
}
