import Foundation

extension DeliveryRecord {
  /// The runs around an occurrence's time (the last before it, then the first at or after it)
  /// stand for the settings and decisions at that time.
  func findings(
    current: Run, pending: Set<String>, delivered: Set<String>, unreportedOnly: Bool
  ) -> [MissedDelivery] {
    let now = current.date
    let runs = (self.runs + [current]).sorted { $0.date < $1.date }
    var found: [MissedDelivery] = []
    for var occurrence in occurrences {
      // One kept out follows the device before a run has moved it (an audit before the reschedule).
      if let followed = occurrence.followingDevice(to: current.timeZone, at: now) {
        (occurrence.fireDate, occurrence.plannedTimeZone) = (followed, current.timeZone)
      }
      // A wall-clock time is also due once it has passed where the device is now.
      let here =
        occurrence.isFloating
        ? Occurrence.wallClock(occurrence.fireDate, from: occurrence.plannedTimeZone, to: current.timeZone)
        : nil
      guard occurrence.fireDate <= now || (here ?? .distantFuture) <= now else { continue }
      let identifier = occurrence.identifier
      if occurrence.wasHandled || pending.contains(identifier) || delivered.contains(identifier) { continue }
      if unreportedOnly && occurrence.isReported { continue }
      found.append(
        MissedDelivery(
          identifier: identifier, group: occurrence.group, fireDate: occurrence.fireDate,
          isFloating: occurrence.isFloating, reason: Self.reason(occurrence, runs: runs)))
    }
    return found
      + repeatingFindings(
        runs: runs, current: current, pending: pending, delivered: delivered, unreportedOnly: unreportedOnly)
  }

  /// Most certain first: what the package itself did, then what a run saw of the device, then the person.
  static func reason(_ occurrence: Occurrence, runs: [Run]) -> MissedDelivery.Reason {
    if occurrence.isDeferred { return .deferredByCap }
    if occurrence.seenDelivered { return .removedByPerson }
    if occurrence.removedWhileGroupOff { return .groupOff }
    if let vanished = occurrence.vanished { return vanished == .clockChange ? .clockChange : .unknown }
    return settingsReason(group: occurrence.group, at: occurrence.fireDate, runs: runs) ?? .removedByPerson
  }

  mutating func markReported(_ findings: [MissedDelivery]) {
    let reported = Set(findings.map(\.identifier))
    for index in occurrences.indices where reported.contains(occurrences[index].identifier) {
      occurrences[index].isReported = true
    }
    for index in repeating.indices {
      repeating[index].reported.formUnion(reported.filter(repeating[index].owns))
    }
  }

  /// Answered, or removed from Notification Center by the app; `handled: false` when a "done" is taken back.
  mutating func markHandled(_ identifiers: Set<String>, handled: Bool = true) {
    for index in occurrences.indices where identifiers.contains(occurrences[index].identifier) {
      occurrences[index].wasHandled = handled
    }
    for index in repeating.indices {
      if handled {
        repeating[index].handled.formUnion(identifiers.filter(repeating[index].owns))
      } else {
        repeating[index].handled.subtract(identifiers)
      }
    }
  }
}
