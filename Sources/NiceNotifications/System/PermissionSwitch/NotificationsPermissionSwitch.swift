#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
  public import UIKit

  /// A `UISwitch` that turns a notification group on and off, with the original NiceNotifications'
  /// callbacks: `let toggle = NotificationsPermissionSwitch(group: quotes)`.
  @MainActor
  public final class NotificationsPermissionSwitch: UISwitch {
    /// The pre-permission question asked when the person turns the group on; `nil` allows it at once.
    public var permissionAsker: () -> LocalNotifications.ApplicationLevelPermissionAsker? = { nil }

    /// The group-level step turning the group on runs: ask with ``permissionAsker``, or allow at once;
    /// a model whose strategy follows another group follows it.
    public var applicationLevelStrategy: PermissionStrategy.GroupLevel {
      PermissionControlChange.groupLevel(asking: permissionAsker(), following: model.strategy)
    }

    /// Runs after the person turned the group on and its notifications were scheduled.
    public var onEnabled: (NotificationsPermissionSwitch) -> Void = { _ in }
    /// Runs after the person turned the group off.
    public var onDisabled: (NotificationsPermissionSwitch) -> Void = { _ in }
    /// Runs when the person tried to turn the group on but the system denies notifications.
    public var onDeniedBySystem: (NotificationsPermissionSwitch) -> Void = { _ in }

    /// The switch itself: the original's name for the control a permission view shows.
    public var control: UISwitch { self }
    /// The group the switch turns on and off.
    public var group: any LocalNotificationsGroup { model.group }
    /// The model the switch shows and drives.
    public let model: NotificationsPermissionSwitchModel

    /// A switch over `group` on the default instance (or `notifications`):
    /// `cell.accessoryView = NotificationsPermissionSwitch(group: quotes)`.
    public convenience init(group: some LocalNotificationsGroup, notifications: LocalNotifications = .default)
    {
      self.init(model: NotificationsPermissionSwitchModel(group: group, notifications: notifications) {})
    }

    /// A switch over `model`: `let toggle = NotificationsPermissionSwitch(model: model)`.
    public init(model: NotificationsPermissionSwitchModel) {
      self.model = model
      super.init(frame: .zero)
      addTarget(self, action: #selector(valueChanged), for: .valueChanged)
      NotificationCenter.default.addObserver(
        self, selector: #selector(applicationWillEnterForeground),
        name: UIApplication.willEnterForegroundNotification, object: nil)
      refresh()
    }

    /// Unavailable: make the switch in code, with a group or a model.
    @available(*, unavailable, message: "Use init(group:notifications:) or init(model:)")
    public required init?(coder: NSCoder) {
      nil
    }

    /// Reads the state again when the switch is about to be shown: `window.addSubview(toggle)`.
    public override func willMove(toWindow newWindow: UIWindow?) {
      super.willMove(toWindow: newWindow)
      if newWindow != nil { refresh() }
    }

    /// Reads the state again and shows it; the switch is disabled meanwhile: `toggle.refresh()`.
    public func refresh() {
      isEnabled = false
      Task { show(await model.refresh()) }
    }

    @objc private func applicationWillEnterForeground() {
      refresh()
    }

    @objc private func valueChanged() {
      let isOn = self.isOn
      isEnabled = false
      let asker = permissionAsker()
      Task {
        let (state, change) = await model.flip(to: isOn, asking: asker)
        show(state)
        switch change {
        case .enabled: onEnabled(self)
        case .disabled: onDisabled(self)
        case .deniedBySystem: onDeniedBySystem(self)
        case .declined: break
        }
      }
    }

    private func show(_ state: NotificationsPermissionSwitchModel.State) {
      setOn(state == .enabled, animated: true)
      isEnabled = !model.isWorking
    }
  }
#endif
