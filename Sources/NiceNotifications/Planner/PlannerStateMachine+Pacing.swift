import DateBuilder
import Foundation

/// Pacing, where occurrences take their slots: kept, moved or skipped in slot order.
extension PlannerStateMachine {
  /// `nil` when pacing leaves it no slot.
  mutating func paced(_ occurrence: TimelineOccurrence, group: String) -> TimelineOccurrence? {
    // Moved out, not copied: the pacer is large.
    guard let fireDate = occurrence.fireDate, var pacing = self.pacing.take() else { return occurrence }
    defer { self.pacing = pacing }
    pacing.pacer.prune(keeping: Set(slots.keys).union(protected))
    if let pattern = occurrence.repeatingPattern {
      let (verdict, leftOut) = pacing.pacer.pacePattern(
        occurrence.identifier, text: occurrence.identifierDescription, group: group, fireDate: fireDate,
        pattern: pattern, choice: occurrence.pacingChoice)
      giveWay(leftOut, in: &pacing)
      switch verdict {
      case .keep, .move: return occurrence
      case .movePattern(let moved, let first):
        // Named with the time it was moved from, so a delivery maps back to the occurrence it stands for.
        let identifier = occurrence.identifier.movedSeries(from: pattern.time)
        pacing.pacer.rename(occurrence.identifierDescription, to: identifier)
        return occurrence.moved(
          to: moved, firstAt: first, as: identifier, known: triage.owned[identifier.description])
      case .skip: return nil
      case .expand(let group, let entry): return expand(group: group, entry: entry, in: &pacing)
      }
    }
    guard !occurrence.repeats else { return occurrence }
    var wallClock: TimeZone?
    if case .calendar(let components, _)? = occurrence.trigger {
      wallClock = components.timeZone ?? context.timeZone
    }
    let (verdict, leftOut) = pacing.pacer.pace(
      occurrence.identifier, text: occurrence.identifierDescription, group: group, fireDate: fireDate,
      choice: occurrence.pacingChoice, wallClock: wallClock)
    giveWay(leftOut, in: &pacing)
    switch verdict {
    case .keep, .movePattern: return occurrence
    case .move(let date): return occurrence.moved(to: date, in: context) ?? occurrence
    case .skip: return nil
    case .expand(let group, let entry): return expand(group: group, entry: entry, in: &pacing)
    }
  }

  /// Whether `head` is a series whose turn pacing may set.
  func pacesSeries(_ head: OccurrenceHead) -> Bool {
    guard pacing != nil, case .repeating = head.kind else { return false }
    return true
  }

  /// A series quiet hours move takes its turn where ``Pacer/turn(ofSeries:group:fireDate:choice:)`` says.
  mutating func orderPacedSeries(_ index: Int) {
    guard pacing != nil, case .holder(.occurrence(let occurrence))? = cursors[index].head,
      let pattern = occurrence.repeatingPattern, let fireDate = occurrence.fireDate,
      let turn = pacing?.pacer.turn(
        ofSeries: pattern, group: cursors[index].group, fireDate: fireDate, choice: occurrence.pacingChoice),
      turn != fireDate
    else { return }
    cursors[index].takeTurn(at: turn)
  }

  /// Another group's request among them is removed.
  private mutating func giveWay(_ leftOut: [String], in pacing: inout PlannerPacing) {
    for identifier in leftOut {
      slots[identifier] = nil
      protected.remove(identifier)
      if triage.occupants[identifier] != nil { pacing.leftOutOccupants.insert(identifier) }
    }
  }

  private func expand(group: String, entry: String, in pacing: inout PlannerPacing) -> TimelineOccurrence? {
    if pacing.expanded[group, default: []].insert(entry).inserted { pacing.mustPlanAgain = true }
    return nil
  }

  func pacingLeftOut(_ occupant: SlotOccupant) -> Bool {
    pacing?.leftOutOccupants.contains(occupant.identifier.description) == true
  }

  /// Keeps the pending requests pacing moved past their own time, and counts them, other groups' one-shot
  /// requests, the requests the device is delivering and the notifications shown in the last two days, before
  /// any occurrence is paced: one moved later must still keep clear of one that comes after its own time.
  mutating func seePendingAndShown() {
    guard pacing != nil else { return }
    for occupant in triage.occupants.values {
      pacing?.pacer.fixOther(occupant.identifier, fireDate: occupant.fireDate)
    }
    for (identifier, index) in triage.owned.elements {
      let request = pendingInput[index].request
      guard let parsed = RequestIdentifier(identifier), !parsed.comesRoundAgain(in: context),
        let trigger = request.trigger, !trigger.repeats,
        let date = trigger.nextFireDate(after: context.now, in: context)
      else { continue }
      protected.insert(identifier)
      pacing?.pacer.fix(identifier, identifier: parsed, group: parsed.group, fireDate: date)
    }
    for request in admitted where carried.contains(request.identifier) {
      guard let parsed = request.requestIdentifier,
        let date = request.trigger?.nextFireDate(after: context.now, in: context)
      else { continue }
      pacing?.pacer.fix(request.identifier, identifier: parsed, group: parsed.group, fireDate: date)
    }
    let zone = context.timeZone
    for (identifier, date) in triage.firing {
      guard let group = RequestIdentifier(identifier)?.group else { continue }
      pacing?.pacer.fixDelivered("firing \(identifier)", group: group, at: date, deliveredIn: zone)
    }
    let recent = context.now.addingTimeInterval(-2 * 86_400)
    let sightings = pacing?.snapshot.timeZoneSightings ?? TimeZoneSightings()
    for shown in pacing?.snapshot.delivered ?? [] where shown.date > recent {
      guard let parsed = RequestIdentifier(shown.request.identifier) else { continue }
      // The zone of the last run before the delivery: the day it was delivered on is that zone's.
      let zone = sightings.zones(around: shown.date).first ?? context.timeZone
      pacing?.pacer.fixDelivered(
        "shown \(shown.request.identifier) \(shown.date.timeIntervalSinceReferenceDate)", group: parsed.group,
        at: shown.date, deliveredIn: zone)
    }
  }

  mutating func planAgainIfPacingExpanded() {
    while let pacing, pacing.mustPlanAgain {
      var fresh = PlannerStateMachine(pacing.snapshot)
      fresh.pacing?.expanded = pacing.expanded
      fresh.ledger = ledger
      fresh.state = .planning
      self = fresh
      start()
    }
  }

  mutating func recordPacing(in plan: inout ReschedulePlan) {
    guard let pacing else { return }
    plan.paced = pacing.pacer.record
    for paced in plan.paced { findings.summaries[paced.group, default: GroupSlots()].paced.append(paced) }
  }
}
