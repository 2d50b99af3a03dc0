import Foundation
import NiceNotifications
import NiceNotificationsTesting
import NiceNotificationsUserNotifications
import Testing
import TestSupport

@MainActor
struct NotificationsPermissionSwitchModelTests {
  typealias State = NotificationsPermissionSwitchModel.State

  nonisolated static let start = DateBuilder.Context.fixed(2026, 11, 21, 12, 0)

  struct DailyQuoteGroup: LocalNotificationsGroup {
    let groupIdentifier = "dailyQuote"

    func timeline() async throws -> NotificationsTimeline {
      NotificationsTimeline {
        EveryDay(forDays: 5, starting: .tomorrow).at(hour: 9, minute: 0).schedule(title: "Quote")
      }
    }
  }

  /// Counts the times the model opened the settings.
  final class SettingsOpener {
    var count = 0
  }

  /// A simulated device, the front door over it, a switch model for the daily quote, and
  /// a count of the times it opened the settings.
  struct Fixture {
    let center: SimulatedNotificationCenter
    let store: InMemoryGroupPermissionStore
    let notifications: LocalNotifications
    let model: NotificationsPermissionSwitchModel
    let settingsOpened: SettingsOpener
  }

  static func fixture(
    authorization: AuthorizationStatus = .notDetermined, promptAnswer: PromptAnswer = .allow,
    group: [String: GroupPermission] = [:],
    strategy: PermissionStrategy = PermissionStrategy(
      groupLevel: .allowAutomatically, systemLevel: .askPermission)
  ) -> Fixture {
    let center = SimulatedNotificationCenter(
      now: start.now, timeZone: start.timeZone, calendar: start.calendar, authorization: authorization,
      promptAnswer: promptAnswer)
    let store = InMemoryGroupPermissionStore(group)
    let notifications = LocalNotifications(center: center, permissionStore: store, policy: .soonestFirst) {
      start
    }
    let settingsOpened = SettingsOpener()
    let model = NotificationsPermissionSwitchModel(
      group: DailyQuoteGroup(), notifications: notifications, strategy: strategy
    ) {
      settingsOpened.count += 1
    }
    return Fixture(
      center: center, store: store, notifications: notifications, model: model, settingsOpened: settingsOpened
    )
  }

  @Test(arguments: [
    (GroupPermission.notAsked, AuthorizationStatus.notDetermined, State.disabled),
    (.allowed, .notDetermined, .disabled),
    (.allowed, .authorized, .enabled),
    (.allowed, .provisional, .enabled),
    (.allowed, .ephemeral, .enabled),
    (.denied, .authorized, .disabled),
    (.notAsked, .authorized, .disabled),
    (.allowed, .denied, .deniedBySystem),
    (.denied, .denied, .deniedBySystem),
  ])
  func stateFollowsTheGroupAndTheSystem(group: GroupPermission, system: AuthorizationStatus, expected: State)
  {
    #expect(State(group: group, system: system) == expected)
  }

  @Test func anUndecidedGroupThatItsStrategySchedulesShowsOn() async {
    let fixture = Self.fixture(authorization: .authorized, strategy: .scheduleIfSystemAllowed)
    #expect(await fixture.model.refresh() == .enabled)
  }

  /// Every kind of strategy, at both system levels.
  static let strategies: [PermissionStrategy] = {
    let asker = PermissionAsker { true }
    let groupLevels: [PermissionStrategy.GroupLevel] = [
      .bypass, .allowAutomatically, .ifAlreadyAllowed, .ifAllowed(other: "other"),
      .askPermission(.once, asker), .askPermission(.alwaysIfNotAllowed, asker),
    ]
    return groupLevels.flatMap { level in
      [PermissionStrategy.SystemLevel.askPermission, .ifAlreadyAllowed].map {
        PermissionStrategy(groupLevel: level, systemLevel: $0)
      }
    }
  }()

  @Test func theSwitchShowsOnExactlyWhenItsStrategySchedulesAGroupNotTurnedOffWithoutAskingAnyone() async {
    var mismatches: [String] = []
    for strategy in Self.strategies {
      for stored in GroupPermission.allCases {
        for other in GroupPermission.allCases {
          for system in [AuthorizationStatus.notDetermined, .denied, .authorized, .provisional, .ephemeral] {
            let shown = Self.fixture(
              authorization: system, promptAnswer: .deny, group: ["dailyQuote": stored, "other": other],
              strategy: strategy)
            let state = await shown.model.refresh()
            // What a reschedule would do now, on an identical device whose person says no to
            // every question: scheduling without asking anyone is what "on" means.
            let run = Self.fixture(
              authorization: system, promptAnswer: .deny, group: ["dailyQuote": stored, "other": other])
            var counted = strategy
            if case .askPermission(let mode, _) = strategy.groupLevel {
              counted.groupLevel = .askPermission(
                mode,
                PermissionAsker { false })
            }
            let decision = await run.notifications.requestPermission(
              strategy: counted, forGroup: "dailyQuote")
            let prompts = await run.center.prompts
            let schedulesUnasked = decision == .allowed && prompts == 0
            // A group the person turned off shows off, although `.allowAutomatically` would
            // overwrite the denial.
            let expected: State =
              system == .denied
              ? .deniedBySystem : schedulesUnasked && stored != .denied ? .enabled : .disabled
            if state != expected {
              mismatches.append(
                "\(strategy) stored \(stored) other \(other) system \(system): \(state), not \(expected)")
            }
          }
        }
      }
    }
    #expect(mismatches.isEmpty, "\(mismatches.count) cases: \(mismatches.prefix(5))")
  }

  @Test func aGroupNeverTurnedOnIsOff() async {
    let fixture = Self.fixture()
    #expect(fixture.model.state == .disabled)
    #expect(await fixture.model.refresh() == .disabled)
    #expect(fixture.model.isWorking == false)
  }

  @Test func turningOnAsksTheSystemOnceAndSchedulesTheGroup() async {
    let fixture = Self.fixture()
    #expect(await fixture.model.setOn(true) == .enabled)
    #expect(fixture.model.state == .enabled)
    #expect(await fixture.center.prompts == 1)
    #expect(await fixture.center.pending.count == 5)
    #expect(await fixture.store.permission(forGroup: "dailyQuote") == .allowed)
    #expect(fixture.model.lastReport?.added.count == 5)
  }

  @Test func turningOnWhenThePersonRefusesThePromptShowsDeniedBySystem() async {
    let fixture = Self.fixture(promptAnswer: .deny)
    #expect(await fixture.model.setOn(true) == .deniedBySystem)
    #expect(await fixture.center.pending.isEmpty)
  }

  @Test func turningOnWhileTheSystemDeniesOpensTheSettingsInstead() async {
    let fixture = Self.fixture(authorization: .denied)
    #expect(await fixture.model.refresh() == .deniedBySystem)
    #expect(await fixture.model.setOn(true) == .deniedBySystem)
    #expect(fixture.settingsOpened.count == 1)
    #expect(await fixture.center.prompts == 0)
    #expect(await fixture.store.permission(forGroup: "dailyQuote") == .notAsked)
    #expect(fixture.model.lastReport == nil)
  }

  @Test func turningOnAfterSettingsDeniedLeavesNoEarlierReport() async {
    let fixture = Self.fixture(authorization: .authorized)
    #expect(await fixture.model.setOn(true) == .enabled)
    #expect(await fixture.model.setOn(false) == .disabled)
    #expect(fixture.model.lastReport?.outcomes["dailyQuote"] == .denied(.group))
    await fixture.center.setAuthorizationStatus(.denied)
    #expect(await fixture.model.setOn(true) == .deniedBySystem)
    #expect(fixture.settingsOpened.count == 1)
    #expect(fixture.model.lastReport == nil)
  }

  @Test func turningOffDisablesTheGroupAndRemovesItsNotifications() async {
    let fixture = Self.fixture(authorization: .authorized)
    #expect(await fixture.model.setOn(true) == .enabled)
    #expect(await fixture.model.setOn(false) == .disabled)
    #expect(await fixture.center.pending.isEmpty)
    #expect(await fixture.store.permission(forGroup: "dailyQuote") == .denied)
    let later = await fixture.notifications.reschedule(
      group: DailyQuoteGroup(), permissionStrategy: .askSystemPermissionIfNeeded)
    #expect(later.added.isEmpty)
    #expect(await fixture.center.pending.isEmpty)
  }

  @Test(arguments: [AuthorizationStatus.notDetermined, .authorized])
  func turningOnThenQuicklyOffEndsOff(authorization: AuthorizationStatus) async {
    let fixture = Self.fixture(authorization: authorization)
    // Both taps happen before either call gets anywhere: the second must win.
    let on = Task { await fixture.model.setOn(true) }
    let off = Task { await fixture.model.setOn(false) }
    _ = await on.value
    #expect(await off.value == .disabled)
    #expect(fixture.model.state == .disabled)
    #expect(await fixture.center.pending.isEmpty)
    #expect(await fixture.store.permission(forGroup: "dailyQuote") == .denied)
    #expect(fixture.model.isWorking == false)
  }

  @Test func provisionalAuthorizationCountsAsOn() async {
    let fixture = Self.fixture(authorization: .provisional)
    #expect(await fixture.model.setOn(true) == .enabled)
    #expect(await fixture.center.prompts == 0)
    #expect(await fixture.center.pending.count == 5)
  }

  @Test func refreshSeesSettingsChangedOutsideTheApp() async {
    let fixture = Self.fixture(authorization: .authorized, group: ["dailyQuote": .allowed])
    #expect(await fixture.model.refresh() == .enabled)
    await fixture.center.setAuthorizationStatus(.denied)
    #expect(await fixture.model.refresh() == .deniedBySystem)
    await fixture.center.setAuthorizationStatus(.authorized)
    #expect(await fixture.model.refresh() == .enabled)
  }

  @Test func aPrePermissionScreenThatSaysNoLeavesItOffWithoutAskingTheSystem() async {
    let fixture = Self.fixture(strategy: .askWithPrePermission(PermissionAsker { false }))
    #expect(await fixture.model.setOn(true) == .disabled)
    #expect(await fixture.center.prompts == 0)
    #expect(await fixture.store.permission(forGroup: "dailyQuote") == .denied)
  }

  @Test func openSettingsCallsTheAppsClosure() async {
    let fixture = Self.fixture()
    fixture.model.openSettings()
    #expect(fixture.settingsOpened.count == 1)
  }

  @Test func aPrePermissionNotNowCanBeTurnedOnByThePersonLater() async {
    let answers = AnswerSequence([false, true])
    let strategy = PermissionStrategy(
      groupLevel: .askPermission(.once, PermissionAsker { await answers.next() }), systemLevel: .askPermission
    )
    let fixture = Self.fixture(authorization: .authorized, strategy: strategy)
    // The first time, the person answers the pre-permission sheet "Not now".
    #expect(await fixture.model.setOn(true) == .disabled)
    #expect(await fixture.center.pending.isEmpty)
    // Later the person turns the switch on: the sheet is shown again, and this time it is yes.
    #expect(await fixture.model.setOn(true) == .enabled)
    #expect(await fixture.center.pending.count == 5)
  }
}

/// Answers a pre-permission sheet with the given answers, one per call.
actor AnswerSequence {
  private var answers: [Bool]
  init(_ answers: [Bool]) { self.answers = answers }
  func next() -> Bool { answers.isEmpty ? false : answers.removeFirst() }
}
