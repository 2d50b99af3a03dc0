import DateBuilder

/// Keeps a ``LocalNotifications`` instance following the decisions made on the person's other devices:
/// `let following = try notifications.followDecisionsAcrossDevices()`.
public final class DecisionsFollowing: Sendable {
  private struct State {
    var observations: [UbiquitousKeyValueObservation] = []
    var last: Task<Void, Never>?
    var reports: [RescheduleReport] = []
  }

  private let state = Locked(State())
  private let reschedule: @Sendable (Set<String>) async -> RescheduleReport

  init(reschedule: @escaping @Sendable (Set<String>) async -> RescheduleReport) {
    self.reschedule = reschedule
  }

  func keep(_ observation: UbiquitousKeyValueObservation) {
    state.withLock { $0.observations.append(observation) }
  }

  /// Reschedules `groups` after the reschedules already asked for, one at a time.
  func changed(_ groups: Set<String>) {
    let reschedule = reschedule
    state.withLock { state in
      let previous = state.last
      state.last = Task { [weak self] in
        await previous?.value
        let report = await reschedule(groups)
        self?.state.withLock { $0.reports.append(report) }
      }
    }
  }

  /// Waits for the reschedules that changes from other devices started, and returns their
  /// reports, oldest first, each once: `let reports = await following.reschedules()`.
  public func reschedules() async -> [RescheduleReport] {
    while true {
      let last = state.withLock { $0.last }
      await last?.value
      let reports: [RescheduleReport]? = state.withLock { state in
        guard state.last == last else { return nil }
        defer { state.reports = [] }
        return state.reports
      }
      if let reports { return reports }
    }
  }

  /// Stops following; reschedules already started finish: `following.cancel()`.
  public func cancel() {
    let observations = state.withLock { state in
      defer { state.observations = [] }
      return state.observations
    }
    for observation in observations { observation.cancel() }
  }
}
