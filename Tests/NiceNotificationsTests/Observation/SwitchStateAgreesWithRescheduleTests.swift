import Foundation
import NiceNotifications
import NiceNotificationsTesting
import Testing
import TestSupport

/// The switch's state for a group, against what a real reschedule with the switch's strategy
/// does on an identical simulated phone: on exactly when the reschedule schedules the group
/// without asking anyone — no pre-permission question, no system prompt.
@MainActor
struct SwitchStateAgreesWithRescheduleTests {
  typealias State = NotificationsPermissionSwitchModel.State

  struct DoseGroup: LocalNotificationsGroup {
    let groupIdentifier = "doses"

    func timeline() async throws -> NotificationsTimeline {
      NotificationsTimeline {
        EveryDay(forDays: 3, starting: .tomorrow).at(hour: 9, minute: 0).schedule(title: "Take 1 pill")
      }
    }
  }

  /// Every group level with its question's ask counted, at both system levels.
  static func strategies(asking asker: PermissionAsker) -> [PermissionStrategy] {
    let groupLevels: [PermissionStrategy.GroupLevel] = [
      .bypass, .allowAutomatically, .ifAlreadyAllowed, .ifAllowed(other: "vitamins"),
      .askPermission(.once, asker), .askPermission(.alwaysIfNotAllowed, asker),
    ]
    return groupLevels.flatMap { level in
      [PermissionStrategy.SystemLevel.askPermission, .ifAlreadyAllowed].map {
        PermissionStrategy(groupLevel: level, systemLevel: $0)
      }
    }
  }

  /// A phone in Berlin the day before the clocks go forward, with the group's and the other
  /// group's stored permissions, and the front door over it.
  static func phone(system: AuthorizationStatus, stored: GroupPermission, other: GroupPermission) throws -> (
    SimulatedNotificationCenter, LocalNotifications
  ) {
    let simulator = try SimulatedNotificationCenter(
      startingAt: 2026, 3, 28, hour: 12, in: Zones.named("Europe/Berlin"), authorization: system)
    let store = InMemoryGroupPermissionStore(["doses": stored, "vitamins": other])
    return (simulator, LocalNotifications(simulator: simulator, permissionStore: store))
  }

  @Test func theSwitchIsOnExactlyWhenARescheduleSchedulesTheGroupWithoutAskingAnyone() async throws {
    let asks = CallCounter()
    let asker = PermissionAsker {
      asks.increment()
      return true
    }
    var cases = 0
    var mismatches: [String] = []
    for strategy in Self.strategies(asking: asker) {
      for stored in GroupPermission.allCases {
        for other in GroupPermission.allCases {
          for system in AuthorizationStatus.allCases {
            let (_, shown) = try Self.phone(system: system, stored: stored, other: other)
            let state = await NotificationsPermissionSwitchModel(
              group: DoseGroup(), notifications: shown, strategy: strategy
            ) {}.refresh()

            let (simulator, run) = try Self.phone(system: system, stored: stored, other: other)
            let asksBefore = asks.value
            await run.reschedule(group: DoseGroup(), permissionStrategy: strategy)
            let scheduled = await !simulator.pending.isEmpty
            let prompts = await simulator.prompts
            let unasked = asks.value == asksBefore && prompts == 0
            // A group the person turned off shows off, although `.allowAutomatically`
            // overwrites the denial when it reschedules.
            let expected: State =
              system == .denied
              ? .deniedBySystem : scheduled && unasked && stored != .denied ? .enabled : .disabled
            cases += 1
            if state != expected {
              mismatches.append(
                "\(strategy), \(stored), other \(other), \(system): \(state), not \(expected)")
            }
          }
        }
      }
    }
    #expect(cases == 12 * 3 * 3 * 5)
    #expect(mismatches.isEmpty, "\(mismatches.count) of \(cases): \(mismatches.prefix(5))")
  }

  /// A group with an empty identifier, which no reschedule can schedule.
  struct UnnamedGroup: LocalNotificationsGroup {
    let groupIdentifier = ""

    func timeline() async throws -> NotificationsTimeline {
      NotificationsTimeline { Tomorrow().at(hour: 9, minute: 0).schedule(title: "Take 1 pill") }
    }
  }

  @Test func aGroupNoRescheduleCanScheduleShowsOffWhetherTurnedOnOrOff() async throws {
    let (simulator, notifications) = try Self.phone(system: .authorized, stored: .notAsked, other: .notAsked)
    let model = NotificationsPermissionSwitchModel(group: UnnamedGroup(), notifications: notifications) {}
    #expect(await model.refresh() == .disabled)
    #expect(await model.setOn(true) == .disabled)
    #expect(await simulator.pending.isEmpty)
    guard case .failed? = model.lastReport?.outcomes[""] else {
      Issue.record("the report does not say the group failed: \(String(describing: model.lastReport))")
      return
    }
    #expect(await model.setOn(false) == .disabled)
  }
}
