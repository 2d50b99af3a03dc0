import Foundation
import NiceNotifications
import NiceNotificationsTesting
import Testing
import TestSupport

/// Holds the center's answers to `notificationSettings()` while told to, and counts them.
actor SettingsReadHold {
  private(set) var reads = 0
  private var isHolding: Bool
  private var held: [CheckedContinuation<Void, Never>] = []

  init(holding: Bool) { isHolding = holding }

  /// A read arrived: it waits while the hold is on.
  func arrive() async {
    reads += 1
    guard isHolding else { return }
    await withCheckedContinuation { held.append($0) }
  }

  /// Holds the reads that arrive from now on.
  func hold() { isHolding = true }

  /// Lets every held read answer, and the later ones at once.
  func release() {
    isHolding = false
    for read in held { read.resume() }
    held = []
  }

  /// Returns once `count` reads have arrived.
  func waitForReads(_ count: Int) async {
    while reads < count { await Task.yield() }
  }
}

/// A center whose settings answer is read from the simulator first, then held.
struct HeldSettingsCenter: ForwardingNotificationCenter {
  let base: any NotificationCenterPort
  let hold: SettingsReadHold

  func notificationSettings() async -> NotificationSettings {
    let settings = await base.notificationSettings()
    await hold.arrive()
    return settings
  }
}

@MainActor
struct NotificationSettingsModelTests {
  /// A simulated phone in Berlin the evening before the clocks go forward.
  static func phone(
    authorization: AuthorizationStatus = .notDetermined, promptAnswer: PromptAnswer = .allow
  ) throws -> SimulatedNotificationCenter {
    try SimulatedNotificationCenter(
      startingAt: 2026, 3, 28, hour: 20, in: Zones.named("Europe/Berlin"), authorization: authorization,
      promptAnswer: promptAnswer)
  }

  /// A model over `simulator`, reading it through a hold.
  static func heldModel(
    _ simulator: SimulatedNotificationCenter, holding: Bool, timeLimit: TimeInterval = 10
  ) -> (NotificationSettingsModel, SettingsReadHold) {
    let hold = SettingsReadHold(holding: holding)
    let notifications = LocalNotifications(
      center: HeldSettingsCenter(base: simulator, hold: hold),
      permissionStore: InMemoryGroupPermissionStore(),
      policy: .soonestFirst, centerTimeLimit: timeLimit
    ) {
      DateBuilder.Context(now: await simulator.now, calendar: await simulator.calendar)
    }
    return (NotificationSettingsModel(notifications: notifications), hold)
  }

  @Test func settingsAreUnknownUntilTheFirstRefresh() throws {
    let model = NotificationSettingsModel(notifications: LocalNotifications(simulator: try Self.phone()))
    #expect(model.settings == nil)
    #expect(model.authorizationStatus == nil)
    #expect(model.isRefreshing == false)
    #expect(model.lastError == nil)
  }

  @Test func refreshReadsEverySettingOfTheCenter() async throws {
    let simulator = try Self.phone(authorization: .authorized)
    await simulator.updateSettings {
      $0.scheduledDeliverySetting = .enabled
      $0.directMessagesSetting = .disabled
    }
    let model = NotificationSettingsModel(notifications: LocalNotifications(simulator: simulator))
    await model.refresh()
    #expect(model.settings == (await simulator.settings))
    #expect(model.authorizationStatus == .authorized)
    #expect(model.settings?.scheduledDeliverySetting == .enabled)
    #expect(model.settings?.directMessagesSetting == .disabled)
    #expect(model.isRefreshing == false)
  }

  @Test func requestingAuthorizationTurnsNotDeterminedIntoAuthorized() async throws {
    let simulator = try Self.phone()
    let model = NotificationSettingsModel(notifications: LocalNotifications(simulator: simulator))
    await model.refresh()
    #expect(model.authorizationStatus == .notDetermined)
    #expect(await model.requestAuthorization() == .allowed)
    #expect(model.authorizationStatus == .authorized)
    #expect(await simulator.prompts == 1)
    #expect(await simulator.pending.isEmpty)
  }

  @Test func aRefusedPromptLeavesTheAuthorizationDeniedAndAsksOnlyOnce() async throws {
    let simulator = try Self.phone(promptAnswer: .deny)
    let model = NotificationSettingsModel(notifications: LocalNotifications(simulator: simulator))
    #expect(await model.requestAuthorization() == .denied(.system))
    #expect(model.authorizationStatus == .denied)
    #expect(await model.requestAuthorization() == .denied(.system))
    #expect(await simulator.prompts == 1)
  }

  @Test func aRefreshThatFindsNewSettingsNotifiesObservers() async throws {
    let simulator = try Self.phone()
    let model = NotificationSettingsModel(notifications: LocalNotifications(simulator: simulator))
    let first = watch { model.authorizationStatus }
    await model.refresh()
    #expect(first.hasFired)
    await simulator.setAuthorizationStatus(.denied)
    let changedInSettings = watch { model.settings }
    await model.refresh()
    #expect(changedInSettings.hasFired)
    #expect(model.authorizationStatus == .denied)
  }

  @Test func aRefreshThatFindsTheSameSettingsNotifiesNoObserverOfThem() async throws {
    let model = NotificationSettingsModel(notifications: LocalNotifications(simulator: try Self.phone()))
    await model.refresh()
    let settings = watch { model.settings }
    await model.refresh()
    #expect(settings.hasFired == false)
  }

  @Test func isRefreshingIsTrueDuringARefreshAndNotifiesBothWays() async throws {
    let (model, hold) = Self.heldModel(try Self.phone(), holding: true)
    let started = watch { model.isRefreshing }
    let refresh = Task { await model.refresh() }
    await hold.waitForReads(1)
    #expect(started.hasFired)
    #expect(model.isRefreshing)
    let ended = watch { model.isRefreshing }
    await hold.release()
    await refresh.value
    #expect(ended.hasFired)
    #expect(model.isRefreshing == false)
  }

  @Test(.timeLimit(.minutes(1)))
  func refreshesCalledTogetherMakeOneRead() async throws {
    let (model, hold) = Self.heldModel(try Self.phone(), holding: false)
    let calls = (0..<5).map { _ in Task { await model.refresh() } }
    for call in calls { await call.value }
    #expect(await hold.reads == 1)
    #expect(model.settings != nil)
  }

  @Test(.timeLimit(.minutes(1)))
  func refreshesDuringAReadShareOneReadAfterItAndEndWithTheNewestSettings() async throws {
    let simulator = try Self.phone()
    let (model, hold) = Self.heldModel(simulator, holding: true)
    let first = Task { await model.refresh() }
    await hold.waitForReads(1)
    // The first read has its answer, notDetermined; the person changes the setting meanwhile.
    await simulator.setAuthorizationStatus(.authorized)
    let later = (0..<4).map { _ in Task { await model.refresh() } }
    await hold.release()
    await first.value
    for call in later { await call.value }
    #expect(await hold.reads == 2)
    #expect(model.authorizationStatus == .authorized)
    #expect(model.isRefreshing == false)
  }

  @Test(.timeLimit(.minutes(1)))
  func aCenterThatDoesNotAnswerInTimeKeepsTheLastSettingsAndSaysWhy() async throws {
    let simulator = try Self.phone(authorization: .authorized)
    let (model, hold) = Self.heldModel(simulator, holding: false, timeLimit: 0.05)
    await model.refresh()
    #expect(model.authorizationStatus == .authorized)
    await hold.hold()
    await simulator.setAuthorizationStatus(.denied)
    let error = watch { model.lastError }
    await model.refresh()
    #expect(error.hasFired)
    #expect(model.lastError == .centerTimedOut("notificationSettings()"))
    #expect(model.authorizationStatus == .authorized)
    #expect(model.isRefreshing == false)
    await hold.release()
    await model.refresh()
    #expect(model.lastError == nil)
    #expect(model.authorizationStatus == .denied)
  }
}
