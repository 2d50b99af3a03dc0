import Foundation

extension PlannerStateMachine {
  mutating func start() {
    var planned = Set<String>(minimumCapacity: groups.count)
    var open: [PlanningGroup] = []
    open.reserveCapacity(groups.count)
    for group in groups {
      guard planned.insert(group.identifier).inserted else {
        findings.rejections.append(
          .init(group: group.identifier, reason: "the group is planned twice; the first one counts"))
        continue
      }
      open.append(group)
    }
    // A snooze of an occurrence marked done (on another device, or while this one was away) would
    // remind of it again: it goes, as a done on this device takes it.
    let snoozesOfDone = open.flatMap { group in
      group.handled.compactMap { RequestIdentifier($0)?.snoozed.description }
    }
    triage = PendingTriage(
      pendingInput, planned: planned, removing: removingGroups, holding: holdingGroups,
      withdrawing: withdrawing.union(snoozesOfDone), in: context)
    deliveredOnce.formUnion(triage.snoozed)
    // Its occurrence is past for the timeline, but the device is delivering it: removed, it would be lost.
    protected.formUnion(triage.firing.map(\.identifier))
    let comingRoundAgain = entriesComingRoundAgain()
    carryMovedDeliveries(of: open, comingRoundAgain: comingRoundAgain)
    admit()
    seePendingAndShown()
    cursors.reserveCapacity(open.count)
    findings.summaries.reserveCapacity(open.count)
    let walkContext = context.forWalks()
    for group in open {
      do throws(TimelineError) {
        let uncompressed = uncompressedEntries(of: group, comingRoundAgain: comingRoundAgain)
        let occurrences = try group.timeline.occurrences(
          forGroup: group.identifier, in: walkContext, compressingExcept: compresses ? uncompressed : nil)
        cursors.append(
          OccurrenceCursor(
            group: group.identifier, prefix: occurrences.identifierPrefix, timeline: occurrences,
            handled: group.handled))
        if findings.summaries.index(forKey: group.identifier) == nil {
          findings.summaries[group.identifier] = GroupSlots()
        }
      } catch {
        findings.rejections.append(.init(group: group.identifier, reason: error.description))
        findings.summaries[group.identifier, default: GroupSlots()].rejected += 1
        for (identifier, index) in triage.owned.elements
        where self.identifier(ofPending: index)?.group == group.identifier {
          triage.owned[identifier] = nil
          triage.hold(group: group.identifier, compressed: pendingInput[index].request.isCompressedSeries)
        }
      }
    }
    let occupantsByGroup = Dictionary(grouping: triage.occupants.values, by: \.identifier.group)
    for (group, list) in occupantsByGroup.sorted(by: { $0.key < $1.key }) {
      let candidates = list.map { SlotCandidate.holder(.occupant($0)) }
      cursors.append(
        OccurrenceCursor(group: group, timeline: nil, occupants: candidates.sorted { $0.precedes($1) }))
    }
    takeReservedSlots()
    var queue = IndexHeap()
    for index in cursors.indices where advance(index) {
      queue.insert(index) { headPrecedes($0, $1) }
    }
    heap = queue
    fill()
  }

  func identifier(ofPending index: Int) -> RequestIdentifier? {
    RequestIdentifier(pendingInput[index].request.identifier)
  }

  /// The entries of `group` planned as one-shots rather than one repeating request.
  private func uncompressedEntries(
    of group: PlanningGroup, comingRoundAgain: [String: Set<String>]
  ) -> Set<String> {
    // An occurrence marked done, delivered or snoozed whose time (or the time pacing moves it to)
    // is still ahead here, after a flight west, would be delivered again by a repeating request.
    let quiet = pacing?.pacer.pacing.quietHours(forGroup: group.identifier)
    var uncompressed = Set(
      group.handled.compactMap { text in
        RequestIdentifier(text).flatMap {
          $0.comesRoundAgain(in: context, movedOutOf: quiet) ? $0.entry : nil
        }
      })
    uncompressed.formUnion(comingRoundAgain[group.identifier] ?? [])
    uncompressed.formUnion(pacing?.expanded[group.identifier] ?? [])
    return uncompressed
  }

  /// Carries over, as one-shots, the next deliveries of moved series the plan makes one-shots.
  ///
  /// A series pacing moved delivers at the end of the quiet hours an occurrence whose own time has
  /// passed, which the timeline no longer has: without its repeating request, it would be lost.
  private mutating func carryMovedDeliveries(
    of groups: [PlanningGroup], comingRoundAgain: [String: Set<String>]
  ) {
    guard pacing != nil else { return }
    // Found once per group that has a moved series pending.
    var uncompressed: [String: Set<String>] = [:]
    for (identifier, index) in triage.owned.elements {
      let request = pendingInput[index].request
      guard case .calendar(let components, repeats: true)? = request.trigger,
        let series = RequestIdentifier(identifier), series.isCompressedSeries,
        let group = groups.first(where: { $0.identifier == series.group })
      else { continue }
      if compresses, uncompressed[group.identifier] == nil {
        uncompressed[group.identifier] = uncompressedEntries(of: group, comingRoundAgain: comingRoundAgain)
      }
      guard !compresses || uncompressed[group.identifier]?.contains(series.entry) == true,
        let next = request.trigger?.nextFireDate(after: context.now, in: context)
      else { continue }
      let occurrence = series.deliveredOccurrence(at: next, trigger: request.trigger, in: context)
      guard occurrence != series, !occurrence.comesRoundAgain(in: context),
        !group.handled.contains(occurrence.description), !deliveredOnce.contains(occurrence.description)
      else { continue }
      let zone = NotificationTrigger.floats(components) ? nil : components.timeZone
      admitting.append(
        NotificationRequest(
          identifier: occurrence.description, content: request.content,
          trigger: .oneTime(at: next, pinnedTo: zone, in: context)))
      carried.insert(occurrence.description)
    }
  }

  private func entriesComingRoundAgain() -> [String: Set<String>] {
    guard !deliveredOnce.isEmpty else { return [:] }
    var entries: [String: Set<String>] = [:]
    for text in deliveredOnce {
      guard let identifier = RequestIdentifier(text),
        identifier.comesRoundAgain(
          in: context, movedOutOf: pacing?.pacer.pacing.quietHours(forGroup: identifier.group))
      else { continue }
      entries[identifier.group, default: []].insert(identifier.entry)
    }
    return entries
  }

  private mutating func admit() {
    // Identifiers compare by their bytes, as iOS compares them: "café" precomposed and decomposed are two.
    for (index, request) in admitting.enumerated() {
      let identifier = request.identifier
      guard !admitting[..<index].contains(where: { $0.identifier.isSameIdentifier(as: identifier) }) else {
        continue
      }
      admittedIdentifiers.insert(identifier)
      let group = request.requestIdentifier?.group
      let pendingAlready = pendingInput.contains { $0.request.identifier.isSameIdentifier(as: identifier) }
      let waits: Deferral.Reason? =
        if let refusal = refused.first(where: { $0.key.isSameIdentifier(as: identifier) })?.value {
          .refusedByCenter(refusal)
        } else if !pendingAlready && budget <= 0 {
          .capacity
        } else {
          nil
        }
      if let reason = waits {
        findings.deferrals.append(
          Deferral(
            identifier: identifier, group: group,
            fireDate: request.trigger?.nextFireDate(after: context.now, in: context), reason: reason))
        continue
      }
      if pendingAlready { triage.yield(identifier, group: group) }
      admitted.append(request.countedFrom(context.now))
    }
  }
}
