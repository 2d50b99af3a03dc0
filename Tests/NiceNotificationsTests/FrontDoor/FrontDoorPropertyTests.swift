import Foundation
import NiceNotifications
import NiceNotificationsTesting
import PropertyTesting
import Testing
import TestSupport

/// A planning scenario played on a simulated device: the scenario's groups, clock, time
/// zone, capacity and foreign requests, plus the seed of the device's injected faults.
struct DeviceScenario: CustomStringConvertible, Sendable {
  var planning: PlanningScenario
  var faultSeed: UInt64

  var description: String { "\(planning), fault seed \(faultSeed)" }

  static func generate(_ g: inout SeededGenerator) -> DeviceScenario {
    DeviceScenario(planning: PlanningScenario.generate(&g), faultSeed: g.next())
  }

  static func shrink(_ s: DeviceScenario) -> [DeviceScenario] {
    PlanningScenario.shrink(s.planning).map { DeviceScenario(planning: $0, faultSeed: s.faultSeed) }
  }

  /// The groups of the current timelines, or of the previous ones.
  func groups(previous: Bool = false) -> [AdHocGroup] {
    (previous ? planning.previousGroups : planning.groups).enumerated().map {
      AdHocGroup(identifier: "group\($0.offset)", timeline: planning.timeline($0.element))
    }
  }

  /// A device holding the scenario's foreign requests, and an instance over it.
  func device() async -> (SimulatedNotificationCenter, LocalNotifications) {
    let context = planning.context(dayOffset: planning.dayOffset)
    let simulator = SimulatedNotificationCenter(
      now: context.now, timeZone: context.timeZone, capacity: max(planning.capacity, planning.foreign),
      authorization: .authorized)
    for foreign in planning.foreignRequests { try? await simulator.add(foreign.request) }
    return (simulator, LocalNotifications(simulator: simulator))
  }

  /// What the device holds for `groupIdentifier`: identifiers and fingerprints.
  static func holdings(of groupIdentifier: String, on simulator: SimulatedNotificationCenter) async -> Set<
    String
  > {
    await simulator.pendingRequests()
      .filter { RequestIdentifier($0.request.identifier)?.group == groupIdentifier }
      .map { "\($0.request.identifier) \($0.fingerprint?.description ?? "-")" }
      .reduce(into: []) { $0.insert($1) }
  }

  /// Whether the device's foreign requests are exactly the scenario's.
  func foreignUntouched(on simulator: SimulatedNotificationCenter) async -> Bool {
    let foreign = await simulator.pendingRequests().filter { RequestIdentifier($0.request.identifier) == nil }
    return Set(foreign.map(\.request)) == Set(planning.foreignRequests.map(\.request))
  }
}

/// The front door's laws over random scenarios on the simulator (faults, concurrency,
/// denials); each failure prints its seed and a shrunk scenario.
struct FrontDoorPropertyTests {
  @Test func repeatedReschedulesConvergeWhileAFifthOfAddsFail() async {
    let faulted = CallCounter()
    await expectProperty(
      "convergence under failing adds", iterations: 200,
      generate: DeviceScenario.generate, shrink: DeviceScenario.shrink
    ) { scenario in
      let (simulator, notifications) = await scenario.device()
      await simulator.failAdds(probability: 0.2, seed: scenario.faultSeed)
      for group in scenario.groups() {
        notifications.register(group, permissionStrategy: .scheduleIfSystemAllowed)
      }
      var converged = false
      for attempt in 0..<30 where !converged {
        let report = await notifications.rescheduleAll()
        if attempt == 0, !report.failedAdds.isEmpty { faulted.increment() }
        converged = report.failedAdds.isEmpty
      }
      guard converged, await scenario.foreignUntouched(on: simulator) else { return false }
      // Converged means there is nothing left to write, even with faults still injected.
      let settled = await notifications.rescheduleAll()
      let pendingCount = await simulator.pendingRequests().count
      return settled.failedAdds.isEmpty && settled.writes == 0
        && pendingCount <= max(scenario.planning.capacity, scenario.planning.foreign)
    }
    // The property is not vacuous: faults hit the first reschedule in many scenarios.
    #expect(faulted.value >= 50)
  }

  @Test func concurrentReschedulesOfAGroupEndInOneOfTheirStatesWithoutDuplicates() async {
    let contended = CallCounter()
    await expectProperty(
      "concurrent reschedules", iterations: 200, generate: DeviceScenario.generate,
      shrink: DeviceScenario.shrink
    ) { scenario in
      guard let current = scenario.groups().first, let previous = scenario.groups(previous: true).first else {
        return true
      }
      // The state each version alone leaves on a device like this one.
      var expected: [Set<String>] = []
      for version in [current, previous] {
        let (simulator, notifications) = await scenario.device()
        await notifications.reschedule(group: version, permissionStrategy: .scheduleIfSystemAllowed)
        expected.append(await DeviceScenario.holdings(of: version.groupIdentifier, on: simulator))
      }
      if expected[0] != expected[1] { contended.increment() }
      let (simulator, notifications) = await scenario.device()
      await withTaskGroup(of: Void.self) { tasks in
        for index in 0..<6 {
          let version = index.isMultiple(of: 2) ? current : previous
          tasks.addTask {
            await notifications.reschedule(group: version, permissionStrategy: .scheduleIfSystemAllowed)
          }
        }
      }
      let pending = await simulator.pendingRequests()
      guard Set(pending.map(\.request.identifier)).count == pending.count,
        await scenario.foreignUntouched(on: simulator)
      else { return false }
      return expected.contains(await DeviceScenario.holdings(of: current.groupIdentifier, on: simulator))
    }
    // The versions differ, so which one wins is observable, in many scenarios.
    #expect(contended.value >= 50)
  }

  @Test func aDisabledGroupHasNothingPendingWhileASystemDenialKeepsEverything() async {
    let emptied = CallCounter()
    await expectProperty(
      "denied groups", iterations: 200, generate: DeviceScenario.generate, shrink: DeviceScenario.shrink
    ) { scenario in
      let (simulator, notifications) = await scenario.device()
      let groups = scenario.groups()
      for group in groups {
        await notifications.reschedule(group: group, permissionStrategy: .scheduleIfSystemAllowed)
      }
      // Each group is, at random (from the fault seed), left alone, disabled by the person,
      // or denied at the group level by its pre-permission prompt.
      var generator = SeededGenerator(seed: scenario.faultSeed)
      let never = PermissionStrategy(
        groupLevel: .askPermission(.alwaysIfNotAllowed, PermissionAsker { false }),
        systemLevel: .ifAlreadyAllowed)
      var denied: [String] = []
      for group in groups
      where !(await DeviceScenario.holdings(of: group.groupIdentifier, on: simulator)).isEmpty {
        emptied.increment()
      }
      for group in groups {
        switch Int.random(in: 0..<3, using: &generator) {
        case 0: break
        case 1:
          await notifications.disable(group: group)
          denied.append(group.groupIdentifier)
        default:
          await notifications.reschedule(group: group, permissionStrategy: never)
          denied.append(group.groupIdentifier)
        }
      }
      // Whatever strategy a later reschedule asks with, a denied group stays empty.
      for group in groups {
        await notifications.reschedule(group: group, permissionStrategy: .askSystemPermissionIfNeeded)
      }
      for identifier in denied where !(await DeviceScenario.holdings(of: identifier, on: simulator)).isEmpty {
        return false
      }
      // And when the system denies, what each group has pending stays as it was: the system shows
      // nothing meanwhile, and brings it back when it allows again.
      var before: [String: Set<String>] = [:]
      for group in groups {
        before[group.groupIdentifier] = await DeviceScenario.holdings(
          of: group.groupIdentifier, on: simulator)
      }
      await simulator.setAuthorizationStatus(.denied)
      for group in groups {
        await notifications.reschedule(group: group, permissionStrategy: .scheduleIfSystemAllowed)
      }
      for group in groups
      where await DeviceScenario.holdings(of: group.groupIdentifier, on: simulator)
        != before[group.groupIdentifier]
      {
        return false
      }
      return await scenario.foreignUntouched(on: simulator)
    }
    // Denials remove something real: many groups held requests before.
    #expect(emptied.value >= 100)
  }
}
