import Foundation
import Synchronization
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

/// The settings a center answers with at once, without suspending, or `nil` to wait for the
/// simulator behind a hold.
final class ScriptedSettings: Sendable {
  private let answer = Mutex<NotificationSettings?>(nil)

  var current: NotificationSettings? { answer.withLock { $0 } }

  func set(_ settings: NotificationSettings?) { answer.withLock { $0 = settings } }
}

/// A center that answers its settings from a script at once, or else waits behind a hold:
/// an answer that does not suspend comes before any time limit is armed, so a test with a
/// short limit times out exactly the reads it holds.
struct ScriptedSettingsCenter: ForwardingNotificationCenter {
  let base: any NotificationCenterPort
  let script: ScriptedSettings
  let hold: SettingsReadHold

  func notificationSettings() async -> NotificationSettings {
    if let settings = script.current { return settings }
    await hold.arrive()
    return await base.notificationSettings()
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

  /// The front door over `simulator`, with no time limit on the center's answers: a busy
  /// machine that holds up the main actor cannot turn a read into a timed-out one.
  static func unlimited(_ simulator: SimulatedNotificationCenter) -> LocalNotifications {
    LocalNotifications(
      center: simulator, permissionStore: InMemoryGroupPermissionStore(), policy: .soonestFirst,
      centerTimeLimit: .infinity
    ) {
      DateBuilder.Context(now: await simulator.now, calendar: await simulator.calendar)
    }
  }

  /// A model over `simulator`, reading it through a hold; with no time limit unless given,
  /// so that a busy machine cannot turn a held read into a timed-out one.
  static func heldModel(
    _ simulator: SimulatedNotificationCenter, holding: Bool, timeLimit: TimeInterval = .infinity
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
    let model = NotificationSettingsModel(notifications: Self.unlimited(try Self.phone()))
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
    let model = NotificationSettingsModel(notifications: Self.unlimited(simulator))
    await model.refresh()
    #expect(model.settings == (await simulator.settings))
    #expect(model.authorizationStatus == .authorized)
    #expect(model.settings?.scheduledDeliverySetting == .enabled)
    #expect(model.settings?.directMessagesSetting == .disabled)
    #expect(model.isRefreshing == false)
  }

  @Test func requestingAuthorizationTurnsNotDeterminedIntoAuthorized() async throws {
    let simulator = try Self.phone()
    let model = NotificationSettingsModel(notifications: Self.unlimited(simulator))
    await model.refresh()
    #expect(model.authorizationStatus == .notDetermined)
    #expect(await model.requestAuthorization() == .allowed)
    #expect(model.authorizationStatus == .authorized)
    #expect(await simulator.prompts == 1)
    #expect(await simulator.pending.isEmpty)
  }

  @Test func aRefusedPromptLeavesTheAuthorizationDeniedAndAsksOnlyOnce() async throws {
    let simulator = try Self.phone(promptAnswer: .deny)
    let model = NotificationSettingsModel(notifications: Self.unlimited(simulator))
    #expect(await model.requestAuthorization() == .denied(.system))
    #expect(model.authorizationStatus == .denied)
    #expect(await model.requestAuthorization() == .denied(.system))
    #expect(await simulator.prompts == 1)
  }

  @Test func aRefreshThatFindsNewSettingsNotifiesObservers() async throws {
    let simulator = try Self.phone()
    let model = NotificationSettingsModel(notifications: Self.unlimited(simulator))
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
    let model = NotificationSettingsModel(notifications: Self.unlimited(try Self.phone()))
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
    let script = ScriptedSettings()
    let hold = SettingsReadHold(holding: true)
    let notifications = LocalNotifications(
      center: ScriptedSettingsCenter(base: simulator, script: script, hold: hold),
      permissionStore: InMemoryGroupPermissionStore(), policy: .soonestFirst, centerTimeLimit: 1
    ) {
      DateBuilder.Context(now: await simulator.now, calendar: await simulator.calendar)
    }
    let model = NotificationSettingsModel(notifications: notifications)
    var authorized = NotificationSettings.notDetermined
    authorized.authorizationStatus = .authorized
    script.set(authorized)
    await model.refresh()
    #expect(model.authorizationStatus == .authorized)

    script.set(nil)
    let error = watch { model.lastError }
    await model.refresh()
    #expect(error.hasFired)
    #expect(model.lastError == .centerTimedOut("notificationSettings()"))
    #expect(model.settings == authorized)
    #expect(model.isRefreshing == false)

    var denied = NotificationSettings.notDetermined
    denied.authorizationStatus = .denied
    script.set(denied)
    await model.refresh()
    #expect(model.lastError == nil)
    #expect(model.authorizationStatus == .denied)
    await hold.release()
  }
}
