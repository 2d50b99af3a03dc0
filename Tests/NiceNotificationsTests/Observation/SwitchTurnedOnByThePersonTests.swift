import Foundation
import NiceNotifications
import NiceNotificationsTesting
import Testing
import TestSupport

/// Turning a group's switch on is the person's own yes for the group.
///
/// Whatever strategy the app gives the switch — the one its reschedules use, say
/// `.scheduleIfSystemAllowed` — and whatever the person decided before, the group is scheduled
/// once the system allows it, the system being asked if it never was. A group that follows
/// another (`.ifAllowed(other:)`) is on exactly when the other is allowed: its reschedules follow
/// the other, so an "on" of its own would not last.
@MainActor
struct SwitchTurnedOnByThePersonTests {
  typealias State = NotificationsPermissionSwitchModel.State

  @Test func turningTheSwitchOnSchedulesTheGroupWhateverItsStrategyAndWhatWasDecidedBefore() async throws {
    let asker = PermissionAsker { true }
    var mismatches: [String] = []
    for strategy in SwitchStateAgreesWithRescheduleTests.strategies(asking: asker) {
      for stored in GroupPermission.allCases {
        for other in GroupPermission.allCases {
          for system in [AuthorizationStatus.notDetermined, .authorized, .provisional] {
            let (simulator, notifications) = try SwitchStateAgreesWithRescheduleTests.phone(
              system: system, stored: stored, other: other)
            let model = NotificationsPermissionSwitchModel(
              group: SwitchStateAgreesWithRescheduleTests.DoseGroup(), notifications: notifications,
              strategy: strategy
            ) {}
            let follows: Bool
            if case .ifAllowed = strategy.groupLevel { follows = true } else { follows = false }
            let (expected, expectedPending) =
              follows && other != .allowed ? (State.disabled, 0) : (.enabled, 3)
            let state = await model.setOn(true)
            let pending = await simulator.pending.count
            if state != expected || pending != expectedPending {
              mismatches.append(
                "\(strategy), \(stored), other \(other), \(system): \(state), \(pending) pending")
            }
            // Off again, then on: the same.
            await model.setOn(false)
            let again = await model.setOn(true)
            let pendingAgain = await simulator.pending.count
            if again != expected || pendingAgain != expectedPending {
              mismatches.append("\(strategy), \(stored), other \(other), \(system), off then on: \(again)")
            }
          }
        }
      }
    }
    #expect(mismatches.count == 0, "\(mismatches.prefix(10).joined(separator: "\n"))")
  }

  @Test func turningTheSwitchOnWhileTheSystemDeniesOpensTheSettingsAndSchedulesNothing() async throws {
    for strategy in SwitchStateAgreesWithRescheduleTests.strategies(asking: PermissionAsker { true }) {
      let (simulator, notifications) = try SwitchStateAgreesWithRescheduleTests.phone(
        system: .denied, stored: .notAsked, other: .notAsked)
      let opened = CallCounter()
      let model = NotificationsPermissionSwitchModel(
        group: SwitchStateAgreesWithRescheduleTests.DoseGroup(), notifications: notifications,
        strategy: strategy
      ) { opened.increment() }
      #expect(await model.setOn(true) == .deniedBySystem, "\(strategy)")
      #expect(opened.value == 1, "\(strategy)")
      #expect(await simulator.pending.isEmpty, "\(strategy)")
    }
  }
}
