#if canImport(Combine)
  public import Combine
#endif
public import Observation

/// What a notification group's on/off switch shows and does, without UI: the logic behind the package's
/// permission controls and your own: `toggle.isOn = await model.setOn(true) == .enabled`.
@MainActor
public final class NotificationsPermissionSwitchModel {
  /// What the switch shows: `toggle.isOn = await model.refresh() == .enabled`.
  public enum State: Hashable, Sendable {
    /// On: a reschedule with the model's strategy schedules the group without asking anyone.
    case enabled
    /// Off: the group is not allowed, would first have to be asked about, or the system was not asked.
    case disabled
    /// Off, and only the Settings app can change that: the system denies notifications.
    case deniedBySystem

    /// The state of a group with permission `group` under `system` and `strategy` (`other` is the group an
    /// `.ifAllowed(other:)` strategy follows):
    /// `NotificationsPermissionSwitchModel.State(group: .notAsked, system: .authorized, strategy: s)`.
    public init(
      group: GroupPermission, system: AuthorizationStatus, strategy: PermissionStrategy,
      other: GroupPermission = .notAsked
    ) {
      if system == .denied {
        self = .deniedBySystem
      } else if strategy.schedulesWithoutAsking(group: group, other: other, system: system) {
        self = .enabled
      } else {
        self = .disabled
      }
    }

    /// The state of a group the person has decided about, with permission `group`, under `system`:
    /// `NotificationsPermissionSwitchModel.State(group: .allowed, system: .provisional)`.
    public init(group: GroupPermission, system: AuthorizationStatus) {
      if system == .denied {
        self = .deniedBySystem
      } else if group.isAllowed && system.allowsScheduling {
        self = .enabled
      } else {
        self = .disabled
      }
    }
  }

  /// The group the switch turns on and off; give it the newest value, as turning on reschedules that one.
  public var group: any LocalNotificationsGroup {
    didSet {
      guard group.groupIdentifier != oldValue.groupIdentifier else { return }
      Task { await refresh() }
    }
  }
  /// The front door the switch works through.
  public let notifications: LocalNotifications
  /// The strategy turning the switch on reschedules the group with.
  public let strategy: PermissionStrategy

  /// The state after the last call; ``State/disabled`` until the first.
  public private(set) var state: State {
    get {
      observation.access(self, \.state)
      return storedState
    }
    set {
      guard newValue != storedState else { return }
      observation.mutate(self, \.state) { storedState = newValue }
    }
  }

  /// The report of the last time the switch was turned on or off, for showing what failed; `nil` when the
  /// last turn on opened the settings, because the system denies.
  public private(set) var lastReport: RescheduleReport? {
    get {
      observation.access(self, \.lastReport)
      return storedLastReport
    }
    set {
      observation.mutate(self, \.lastReport) { storedLastReport = newValue }
    }
  }

  /// Whether a call is under way; a control disables itself meanwhile.
  public var isWorking: Bool {
    observation.access(self, \.isWorking)
    return callsUnderWay > 0
  }

  private let observation = ModelObservation()
  private var storedState = State.disabled
  private var storedLastReport: RescheduleReport?
  private var callsUnderWay = 0
  #if (canImport(UIKit) && !os(watchOS)) || canImport(AppKit)
    private var activation: AppActivationRelay?
  #endif
  /// The last call's work; each call's work starts once the one before it has finished.
  private var last: Task<State, Never>?
  private let openSettingsAction: @MainActor () -> Void

  /// A model of `group`'s switch, whose strategy by default allows the group and asks the system if it has
  /// not been asked; `openSettings` opens the app's notification settings:
  /// `NotificationsPermissionSwitchModel(group: quotes, notifications: notifications) { openSettings() }`.
  public init(
    group: some LocalNotificationsGroup, notifications: LocalNotifications,
    strategy: PermissionStrategy = PermissionStrategy(
      groupLevel: .allowAutomatically, systemLevel: .askPermission),
    openSettings: @escaping @MainActor () -> Void
  ) {
    self.group = group
    self.notifications = notifications
    self.strategy = strategy
    self.openSettingsAction = openSettings
    #if (canImport(UIKit) && !os(watchOS)) || canImport(AppKit)
      activation = AppActivationRelay { [weak self] in
        guard let self else { return }
        Task { await self.refresh() }
      }
    #endif
  }

  /// Reads the group's decision and the system's authorization, and returns the state:
  /// `toggle.isOn = await model.refresh() == .enabled`.
  @discardableResult
  public func refresh() async -> State {
    await afterPreviousCalls { model in await model.readState() }
  }

  /// Turns the group on (rescheduling it with ``strategy``) or off (disabling it), as the person just did,
  /// and returns the resulting state: `toggle.isOn = await model.setOn(toggle.isOn) == .enabled`.
  @discardableResult
  public func setOn(_ isOn: Bool) async -> State {
    await setOn(isOn, strategy: strategy)
  }

  /// Turns the group on or off as ``setOn(_:)`` does, turning it on with `strategy`, for a control whose
  /// pre-permission question can change: `await model.setOn(true, strategy: strategy)`.
  @discardableResult
  public func setOn(_ isOn: Bool, strategy: PermissionStrategy) async -> State {
    await afterPreviousCalls { model in
      if isOn {
        if await model.systemAuthorization() == .denied {
          // Nothing was scheduled or removed: an earlier report no longer says what the switch did.
          model.lastReport = nil
          model.openSettingsAction()
        } else {
          let other = await model.permissionOfTheGroupFollowed(by: strategy)
          model.lastReport = await Self.reschedule(
            model.group, over: model.notifications, strategy: strategy.turnedOnByThePerson(other: other))
        }
      } else {
        model.lastReport = await model.notifications.disable(group: model.group)
      }
      return await model.readState()
    }
  }

  /// Opens the app's notification settings, with the closure the app gave:
  /// `Button("Open Settings") { model.openSettings() }`.
  public func openSettings() {
    openSettingsAction()
  }

  /// Reschedules off the main actor, so planning a long timeline does not hold up the UI.
  @concurrent
  private nonisolated static func reschedule(
    _ group: some LocalNotificationsGroup, over notifications: LocalNotifications,
    strategy: PermissionStrategy
  ) async -> RescheduleReport {
    await notifications.reschedule(group: group, permissionStrategy: strategy)
  }

  /// Runs `work` once earlier calls have finished, so an older reading never overwrites a newer one.
  private func afterPreviousCalls(
    _ work: @escaping @MainActor (NotificationsPermissionSwitchModel) async -> State
  ) async -> State {
    countCalls(by: 1)
    defer { countCalls(by: -1) }
    let previous = last
    let current = Task { @MainActor in
      _ = await previous?.value
      return await work(self)
    }
    last = current
    return await current.value
  }

  /// Observers of ``isWorking`` are told only when the count turns from or to zero.
  private func countCalls(by delta: Int) {
    guard (callsUnderWay + delta > 0) != (callsUnderWay > 0) else {
      callsUnderWay += delta
      return
    }
    observation.mutate(self, \.isWorking) { callsUnderWay += delta }
  }

  private func readState() async -> State {
    // A group no reschedule can schedule (an empty identifier) is off, whatever was decided about it.
    guard (try? RequestIdentifier.validateGroup(group.groupIdentifier)) != nil else {
      state = .disabled
      return state
    }
    // A center that does not answer leaves the state as it was, and the next call does not wait for it.
    guard let system = await systemAuthorization() else { return state }
    let group = await notifications.groupAuthorization(forGroup: group.groupIdentifier)
    let other = await permissionOfTheGroupFollowed(by: strategy)
    state = State(group: group, system: system, strategy: strategy, other: other)
    return state
  }

  /// The system's authorization, or `nil` when the center does not answer within the instance's time limit.
  private func systemAuthorization() async -> AuthorizationStatus? {
    let notifications = notifications
    return await withTimeLimit(notifications.centerTimeLimit, ending: .onTheCallersActor) {
      await notifications.systemAuthorization()
    }
  }

  private func permissionOfTheGroupFollowed(by strategy: PermissionStrategy) async -> GroupPermission {
    guard case .ifAllowed(let identifier) = strategy.groupLevel else { return .notAsked }
    return await notifications.groupAuthorization(forGroup: identifier)
  }
}

@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
extension NotificationsPermissionSwitchModel: nonisolated Observable {}

#if canImport(Combine)
  extension NotificationsPermissionSwitchModel: nonisolated ObservableObject {
    /// Sends before the model's state, `isWorking` or `lastReport` changes.
    public nonisolated var objectWillChange: ObservableObjectPublisher { observation.objectWillChange }
  }
#endif
