import DateBuilder
import Foundation
import NiceNotifications
import NiceNotificationsTesting
import Testing
import TestSupport

/// Every call to the center made while a call holds the center's gate has the time limit:
/// one the center never answers fails or is skipped, and the gate goes to the next call.
@Suite(.timeLimit(.minutes(1))) struct UnansweredCenterCallTests {
  let berlin = DateBuilder.Context.fixed(2026, 10, 24, 19, 0)

  /// A center whose settings (and with them the authorization status) and delivered
  /// notifications do not answer while their stalls are closed, and whose removals from
  /// Notification Center never answer while `removalStall` is closed.
  struct Unanswering: ForwardingNotificationCenter {
    let base: any NotificationCenterPort
    let settingsStall = Stall()
    let deliveredStall = Stall()
    let removalStall = Stall()

    func notificationSettings() async -> NotificationSettings {
      await settingsStall.pass()
      return await base.notificationSettings()
    }

    func deliveredNotifications() async -> [DeliveredNotification] {
      await deliveredStall.pass()
      return await base.deliveredNotifications()
    }

    func removeDeliveredNotifications(withIdentifiers identifiers: [String]) async {
      await removalStall.pass()
      await base.removeDeliveredNotifications(withIdentifiers: identifiers)
    }
  }

  /// Whether the next settings read is the one that never answers.
  actor StuckRead {
    private var armed = false

    func arm() { armed = true }

    func take() -> Bool {
      defer { armed = false }
      return armed
    }
  }

  /// A center whose one settings read after ``StuckRead/arm()`` never answers (until its caller gives up
  /// and cancels it); the reads after it answer.
  struct OneUnansweredRead: ForwardingNotificationCenter {
    let base: any NotificationCenterPort
    let stuck = StuckRead()

    func notificationSettings() async -> NotificationSettings {
      if await stuck.take() { try? await Task.sleep(for: .seconds(3_600)) }
      return await base.notificationSettings()
    }
  }

  /// Five evenings across the night Berlin's clocks go back.
  private static let evening = AdHocGroup(
    identifier: "evening",
    timeline: NotificationsTimeline {
      EveryDay(forDays: 5, starting: .today).at(hour: 20, minute: 0).schedule(title: "Evening")
    })

  /// The front door over `center`, on the clock of `simulated`, with a short time limit for the center.
  private func notifications(
    over center: some NotificationCenterPort, on simulated: SimulatedNotificationCenter
  )
    -> LocalNotifications
  {
    LocalNotifications(
      center: center, permissionStore: InMemoryGroupPermissionStore(), policy: .soonestFirst,
      centerTimeLimit: 1
    ) { DateBuilder.Context(now: await simulated.now, calendar: await simulated.calendar) }
  }

  private func make() -> (SimulatedNotificationCenter, Unanswering, LocalNotifications) {
    let simulated = simulator(berlin)
    let center = Unanswering(base: simulated)
    let notifications = notifications(over: center, on: simulated)
    notifications.register(Self.evening, permissionStrategy: .scheduleIfSystemAllowed)
    return (simulated, center, notifications)
  }

  /// The first evening reminder, scheduled and delivered.
  private func delivered(on simulated: SimulatedNotificationCenter, by notifications: LocalNotifications)
    async throws -> DeliveredNotification
  {
    await notifications.rescheduleAll()
    await simulated.advance(by: 3_600)
    return try #require(await simulated.delivered.first)
  }

  @MainActor @Test func aSwitchWhoseStatusReadNeverAnswersStillTurnsOffWhenThePersonFlipsIt() async {
    let simulated = simulator(berlin)
    let center = OneUnansweredRead(base: simulated)
    let notifications = notifications(over: center, on: simulated)
    let model = NotificationsPermissionSwitchModel(group: Self.evening, notifications: notifications) {}
    #expect(await model.setOn(true) == .enabled)
    #expect(await simulated.pending.count == 5)
    // The app becomes active and the switch reads the status, which never comes: it keeps its state.
    await center.stuck.arm()
    #expect(await model.refresh() == .enabled)
    // The person turns the reminder off: the switch does not wait for the read that never came.
    #expect(await model.setOn(false) == .disabled)
    #expect(!model.isWorking)
    #expect(await simulated.pending.isEmpty)
  }

  @Test func settingsThatNeverComeFailTheRescheduleAndTheNextCallGoesOn() async {
    let (simulated, center, notifications) = make()
    await center.settingsStall.close()
    let stalled = await notifications.rescheduleAll()
    #expect(
      stalled.outcomes["evening"]
        == .failed(LocalNotificationsError.centerTimedOut("notificationSettings()").description))
    #expect(await notifications.upgradeToFullAuthorization() == false)
    await center.settingsStall.open()
    #expect(await notifications.rescheduleAll().isSuccess)
    #expect(await simulated.pending.count == 5)
  }

  @Test func aRescheduleNamesTheReadTheCenterNeverAnswers() async {
    let (simulated, center, notifications) = make()
    await center.deliveredStall.close()
    let stalled = await notifications.rescheduleAll()
    #expect(
      stalled.outcomes["evening"]
        == .failed(LocalNotificationsError.centerTimedOut("deliveredNotifications()").description))
    #expect(await simulated.pending.isEmpty)
    await center.deliveredStall.open()
    #expect(await notifications.rescheduleAll().isSuccess)
    #expect(await simulated.pending.count == 5)
  }

  @Test func aSnoozeWhoseSettingsNeverComeIsRefused() async throws {
    let (simulated, center, notifications) = make()
    let delivered = try await delivered(on: simulated, by: notifications)
    await center.settingsStall.close()
    await #expect(throws: ResponseActionError.refused(.centerTimedOut("notificationSettings()"))) {
      try await notifications.snooze(delivered, .after(600))
    }
    await center.settingsStall.open()
  }

  @Test func clearingNotificationsTheCenterNeverListsOrRemovesLetsTheNextCallRun() async throws {
    let (simulated, center, notifications) = make()
    let delivered = try await delivered(on: simulated, by: notifications)
    await center.removalStall.close()
    // Marked done: the mark and the write stand, the notification stays shown.
    let done = try await notifications.markDone(delivered)
    #expect(done.removedDelivered.isEmpty)
    #expect(await notifications.removeDeliveredNotifications(ofGroup: "evening").isEmpty)
    await center.deliveredStall.close()
    #expect(await notifications.removeDeliveredNotifications(ofGroup: "evening").isEmpty)
    await center.deliveredStall.open()
    await center.removalStall.open()
    // The gate went on: the next reschedule runs, and finds nothing to change.
    #expect(await notifications.rescheduleAll().writes == 0)
  }
}
