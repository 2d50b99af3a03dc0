#if canImport(Combine)
  public import Combine
#endif
public import Observation

/// What a notification group's on/off switch shows and does, without UI: the logic
/// behind `NotificationsPermissionView` and its `UISwitch` form `NotificationsPermissionSwitch`
/// (UIKit), `NotificationsPermissionToggle` (SwiftUI), and your own control.
///
/// ```swift
/// let model = NotificationsPermissionSwitchModel(group: DailyQuoteGroup(), notifications: notifications) {
///   openNotificationSettings()
/// }
/// switch await model.refresh() {
/// case .enabled: toggle.isOn = true
/// case .disabled: toggle.isOn = false
/// case .deniedBySystem: showOpenSettingsHint()
/// }
/// let state = await model.setOn(true)  // runs the strategy, schedules the group
/// ```
///
/// - Turning it on is the person's yes for the group: it reschedules the group with
///   ``strategy`` as that yes means it — a pre-permission question is asked again, a strategy
///   that only follows decisions (`.scheduleIfSystemAllowed`, say) records the yes, and the
///   system is asked for permission if it never was; the group's notifications are then
///   scheduled. A group that follows another (`.ifAllowed(other:)`) turns on only while the
///   other is allowed.
/// - Turning it off disables the group (`LocalNotifications.disable(group:)`):
///   its pending notifications are removed and reschedules add none until it is turned on.
/// - While the system denies notifications, turning it on opens the app's notification
///   settings (the closure the app gives) instead, since only the person can allow them
///   there.
///
/// Each call returns the state read afresh from the group's stored decision and the
/// system's authorization, so the control shows what is true rather than what was tapped.
/// Calls take effect one at a time, in the order they are made: an on quickly followed
/// by an off ends off.
/// Call ``refresh()`` when the control appears. On iOS, tvOS, visionOS and macOS the model
/// also refreshes each time the app becomes active, for as long as it lives, since the
/// person may have changed the settings meanwhile; elsewhere, call ``refresh()`` then too.
///
/// It is observable from SwiftUI on every version the package supports: `Observable` on
/// iOS 17, macOS 14, tvOS 17 and watchOS 10 and later, and an `ObservableObject` wherever
/// Combine exists (`@StateObject`, `@ObservedObject`). ``state``, ``isWorking`` and
/// ``lastReport`` tell observers of both kinds when they change.
///
/// ```swift
/// struct RemindersRow: View {
///   @ObservedObject var model: NotificationsPermissionSwitchModel
///   var body: some View {
///     Toggle("Reminders", isOn: .constant(model.state == .enabled)).disabled(model.isWorking)
///   }
/// }
/// ```
@MainActor
public final class NotificationsPermissionSwitchModel {
  /// What the switch shows.
  ///
  /// ```swift
  /// toggle.isOn = await model.refresh() == .enabled
  /// ```
  public enum State: Hashable, Sendable {
    /// On: the person did not turn the group off, a reschedule with the model's strategy
    /// schedules it now without asking anyone — the group is allowed, or undecided and its
    /// strategy schedules it — and the system allows notifications (authorized, provisional
    /// or ephemeral).
    case enabled
    /// Off: the group is not allowed, or would first have to be asked about, or the system
    /// has not been asked yet.
    case disabled
    /// Off, and only the Settings app can change that: the system denies notifications.
    case deniedBySystem

    /// The state of a group with permission `group` under system status `system`: on when a
    /// reschedule with `strategy` schedules it without asking anyone.
    ///
    /// ```swift
    /// NotificationsPermissionSwitchModel.State(group: .notAsked, system: .authorized, strategy: .scheduleIfSystemAllowed)
    /// // .enabled
    /// ```
    ///
    /// - Parameters:
    ///   - group: The group's stored permission.
    ///   - system: The system's authorization.
    ///   - strategy: The strategy the switch reschedules with.
    ///   - other: The permission of the group an `.ifAllowed(other:)` strategy follows.
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

    /// The state of a group the person has decided about, with permission `group`, under
    /// system status `system`.
    ///
    /// ```swift
    /// NotificationsPermissionSwitchModel.State(group: .allowed, system: .provisional) // .enabled
    /// ```
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

  /// The group the switch turns on and off.
  ///
  /// Give it the group's newest value when the app's data changes: turning the switch on
  /// reschedules the value the model holds when the change runs. A group with another
  /// identifier reads the state again. Setting it tells no observer — the group is not
  /// shown — but the state it leads to does.
  ///
  /// ```swift
  /// model.group.groupIdentifier // "dailyQuote"
  /// model.group = MedicationGroup(doses: store.doses)  // the doses the person just edited
  /// ```
  public var group: any LocalNotificationsGroup {
    didSet {
      guard group.groupIdentifier != oldValue.groupIdentifier else { return }
      Task { await refresh() }
    }
  }
  /// The front door the switch works through.
  ///
  /// ```swift
  /// await model.notifications.rescheduleAll()
  /// ```
  public let notifications: LocalNotifications
  /// The strategy turning the switch on reschedules the group with.
  ///
  /// ```swift
  /// model.strategy.groupLevel // .allowAutomatically, unless another strategy was given
  /// ```
  public let strategy: PermissionStrategy

  /// The state after the last call; ``State/disabled`` until the first.
  ///
  /// ```swift
  /// let isOn = model.state == .enabled
  /// ```
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

  /// The report of the last time the switch was turned on or off, for showing what failed.
  ///
  /// ```swift
  /// if let failed = model.lastReport?.failedAdds, !failed.isEmpty { showError() }
  /// ```
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
  ///
  /// ```swift
  /// toggle.isEnabled = !model.isWorking
  /// ```
  public var isWorking: Bool {
    observation.access(self, \.isWorking)
    return callsUnderWay > 0
  }

  private let observation = ModelObservation()
  private var storedState = State.disabled
  private var storedLastReport: RescheduleReport?
  /// How many calls are under way: see ``countCalls(by:)``.
  private var callsUnderWay = 0
  #if (canImport(UIKit) && !os(watchOS)) || canImport(AppKit)
    private var activation: AppActivationRelay?
  #endif
  /// The last call's work; each call's work starts once the one before it has finished.
  private var last: Task<State, Never>?
  private let openSettingsAction: @MainActor () -> Void

  /// A model of `group`'s switch.
  ///
  /// ```swift
  /// let model = NotificationsPermissionSwitchModel(group: DailyQuoteGroup(), notifications: notifications) {
  ///   UIApplication.shared.open(URL(string: UIApplication.openNotificationSettingsURLString)!)
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - group: The group to turn on and off.
  ///   - notifications: The front door to work through.
  ///   - strategy: How turning it on gets permission; by default the group is allowed (the
  ///     person just said yes) and the system is asked if it has not been.
  ///   - openSettings: Opens the app's notification settings, for when the system denies.
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

  /// Reads the group's decision and the system's authorization, and returns the state.
  ///
  /// Turning the switch on is the person's own choice, so a pre-permission sheet answered
  /// "Not now" before is shown again rather than taken as a standing no.
  ///
  /// ```swift
  /// toggle.isOn = await model.refresh() == .enabled
  /// ```
  @discardableResult
  public func refresh() async -> State {
    await afterPreviousCalls { model in await model.readState() }
  }

  /// Turns the group on or off, as the person just did with the switch, and returns the
  /// state that results.
  ///
  /// ```swift
  /// toggle.isOn = await model.setOn(toggle.isOn) == .enabled
  /// ```
  ///
  /// - Parameter isOn: `true` to reschedule the group with ``strategy``; `false` to disable
  ///   it. While the system denies notifications, `true` opens the settings instead.
  /// - Returns: The state afterwards.
  @discardableResult
  public func setOn(_ isOn: Bool) async -> State {
    await setOn(isOn, strategy: strategy)
  }

  /// Turns the group on or off as ``setOn(_:)`` does, turning it on with `strategy` instead
  /// of ``strategy``: for a control whose pre-permission question can change, as
  /// `NotificationsPermissionView`'s `permissionAsker` can (UIKit).
  ///
  /// ```swift
  /// let state = await model.setOn(true, strategy: PermissionStrategy(groupLevel: .allowAutomatically, systemLevel: .askPermission))
  /// ```
  ///
  /// - Parameters:
  ///   - isOn: `true` to reschedule the group with `strategy`; `false` to disable it.
  ///   - strategy: The strategy turning it on runs.
  /// - Returns: The state afterwards.
  @discardableResult
  public func setOn(_ isOn: Bool, strategy: PermissionStrategy) async -> State {
    await afterPreviousCalls { model in
      if isOn {
        if await model.notifications.systemAuthorization() == .denied {
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

  /// Opens the app's notification settings, with the closure the app gave.
  ///
  /// ```swift
  /// Button("Open Settings") { model.openSettings() }
  /// ```
  public func openSettings() {
    openSettingsAction()
  }

  /// Reschedules `group` off the main actor: `LocalNotifications` runs on its caller's
  /// actor, and planning a long timeline need not hold up the UI.
  @concurrent
  private nonisolated static func reschedule(
    _ group: some LocalNotificationsGroup, over notifications: LocalNotifications,
    strategy: PermissionStrategy
  ) async -> RescheduleReport {
    await notifications.reschedule(group: group, permissionStrategy: strategy)
  }

  /// Runs `work` once the calls made before this one have finished, so that calls take
  /// effect, and set ``state``, in the order they were made: a quick off after an on ends
  /// off, and an older reading never overwrites a newer one.
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

  /// Changes the number of calls under way by `delta`; ``isWorking``'s observers are told
  /// when it turns from or to zero.
  private func countCalls(by delta: Int) {
    guard (callsUnderWay + delta > 0) != (callsUnderWay > 0) else {
      callsUnderWay += delta
      return
    }
    observation.mutate(self, \.isWorking) { callsUnderWay += delta }
  }

  private func readState() async -> State {
    let system = await notifications.systemAuthorization()
    let group = await notifications.groupAuthorization(forGroup: group.groupIdentifier)
    let other = await permissionOfTheGroupFollowed(by: strategy)
    state = State(group: group, system: system, strategy: strategy, other: other)
    return state
  }

  /// The permission of the group an `.ifAllowed(other:)` strategy follows; `.notAsked` for any
  /// other strategy, which follows none.
  private func permissionOfTheGroupFollowed(by strategy: PermissionStrategy) async -> GroupPermission {
    guard case .ifAllowed(let identifier) = strategy.groupLevel else { return .notAsked }
    return await notifications.groupAuthorization(forGroup: identifier)
  }
}

@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
extension NotificationsPermissionSwitchModel: nonisolated Observable {}

#if canImport(Combine)
  extension NotificationsPermissionSwitchModel: nonisolated ObservableObject {
    /// Sends before ``NotificationsPermissionSwitchModel/state``,
    /// ``NotificationsPermissionSwitchModel/isWorking`` or
    /// ``NotificationsPermissionSwitchModel/lastReport`` changes, for `@StateObject` and
    /// `@ObservedObject`.
    ///
    /// ```swift
    /// let subscription = model.objectWillChange.sink { print("the switch will change") }
    /// ```
    public nonisolated var objectWillChange: ObservableObjectPublisher { observation.objectWillChange }
  }
#endif
