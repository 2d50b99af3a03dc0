import Foundation
import NiceNotificationsTesting
import Testing
import TestSupport

@testable import NiceNotifications

/// What the UIKit permission controls (`NotificationsPermissionSwitch`,
/// `NotificationsPermissionView`) do when flipped, checked through the model they drive: the
/// strategy turning a group on runs, and which callback follows.
@MainActor
struct PermissionControlChangeTests {
  typealias Fixture = NotificationsPermissionSwitchModelTests.Fixture

  /// Flips the control as the UIKit views do; returns the callback that runs.
  static func flip(_ fixture: Fixture, on isOn: Bool, asker: PermissionAsker?) async
    -> PermissionControlChange
  {
    await fixture.model.flip(to: isOn, asking: asker).change
  }

  @Test func withoutAnAskerTurningOnAllowsTheGroupAndRunsOnEnabled() async {
    let fixture = NotificationsPermissionSwitchModelTests.fixture()
    #expect(await Self.flip(fixture, on: true, asker: nil) == .enabled)
    #expect(await fixture.store.permission(forGroup: "dailyQuote") == .allowed)
    #expect(await fixture.center.pending.count == 5)
  }

  @Test func aNotNowRunsNoCallbackAndTheNextFlipAsksAgain() async {
    let answers = AnswerSequence([false, true])
    let asker = PermissionAsker { await answers.next() }
    let fixture = NotificationsPermissionSwitchModelTests.fixture(authorization: .authorized)
    #expect(await Self.flip(fixture, on: true, asker: asker) == .declined)
    #expect(await fixture.center.pending.isEmpty)
    #expect(await Self.flip(fixture, on: true, asker: asker) == .enabled)
    #expect(await fixture.center.pending.count == 5)
  }

  @Test func aSystemThatDeniesRunsOnDeniedBySystem() async {
    let fixture = NotificationsPermissionSwitchModelTests.fixture(promptAnswer: .deny)
    #expect(await Self.flip(fixture, on: true, asker: nil) == .deniedBySystem)
    #expect(await fixture.center.pending.isEmpty)
  }

  @Test(arguments: [false, true])
  func aGroupFollowingAnotherThatIsOffStaysOffWithNothingScheduled(withAsker: Bool) async {
    let fixture = NotificationsPermissionSwitchModelTests.fixture(
      authorization: .authorized,
      strategy: PermissionStrategy(groupLevel: .ifAllowed(other: "morning"), systemLevel: .askPermission))
    let asker = withAsker ? PermissionAsker { true } : nil
    let (state, change) = await fixture.model.flip(to: true, asking: asker)
    #expect(state == .disabled)
    #expect(change == .declined)
    #expect(await fixture.center.pending.isEmpty)
    #expect(fixture.model.lastReport?.outcomes["dailyQuote"] == .denied(.group))
  }

  @Test func aGroupFollowingAnAllowedGroupTurnsOnAndRunsOnEnabled() async {
    let fixture = NotificationsPermissionSwitchModelTests.fixture(
      authorization: .authorized, group: ["morning": .allowed],
      strategy: PermissionStrategy(groupLevel: .ifAllowed(other: "morning"), systemLevel: .askPermission))
    #expect(await Self.flip(fixture, on: true, asker: nil) == .enabled)
    #expect(await fixture.center.pending.count == 5)
  }

  @Test func turningOffRunsOnDisabledWhateverTheState() async {
    let fixture = NotificationsPermissionSwitchModelTests.fixture(authorization: .authorized)
    #expect(await Self.flip(fixture, on: true, asker: nil) == .enabled)
    #expect(await Self.flip(fixture, on: false, asker: nil) == .disabled)
    #expect(await fixture.center.pending.isEmpty)
  }
}
