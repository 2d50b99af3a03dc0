#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
  public import UIKit

  /// A view that turns a notification group on and off with a control of your own, through a
  /// ``NotificationsPermissionViewAdapter``: `NotificationsPermissionView(group: quotes, adapter: adapter)`.
  @MainActor
  public class NotificationsPermissionView<Control: UIView>: UIView {
    /// The pre-permission question asked when the person turns the group on; `nil` allows it at once.
    public var permissionAsker: () -> LocalNotifications.ApplicationLevelPermissionAsker? = { nil }

    /// The group-level step turning the group on runs: ask with ``permissionAsker``, or allow at once;
    /// a model whose strategy follows another group follows it.
    public var applicationLevelStrategy: PermissionStrategy.GroupLevel {
      PermissionControlChange.groupLevel(asking: permissionAsker(), following: model.strategy)
    }

    /// Runs after the person turned the group on and its notifications were scheduled.
    public var onEnabled: (NotificationsPermissionView<Control>) -> Void = { _ in }
    /// Runs after the person turned the group off.
    public var onDisabled: (NotificationsPermissionView<Control>) -> Void = { _ in }
    /// Runs when the person tried to turn the group on but the system denies notifications.
    public var onDeniedBySystem: (NotificationsPermissionView<Control>) -> Void = { _ in }

    /// The control, filling the view.
    public let control: Control
    /// The group the view turns on and off.
    public var group: any LocalNotificationsGroup { model.group }
    /// The model the view shows and drives.
    public let model: NotificationsPermissionSwitchModel

    private let show: (_ on: Bool) -> Void
    private let enable: (_ enabled: Bool) -> Void

    /// A view over `group` on `notifications` (the default instance unless given), with `adapter`'s control:
    /// `NotificationsPermissionView(group: quotes, adapter: CheckboxAdapter())`.
    public convenience init<Adapter: NotificationsPermissionViewAdapter>(
      group: some LocalNotificationsGroup, adapter: Adapter, notifications: LocalNotifications = .default
    ) where Adapter.Control == Control {
      self.init(
        model: NotificationsPermissionSwitchModel(group: group, notifications: notifications) {},
        adapter: adapter)
    }

    /// A view over `model`, with the control `adapter` provides:
    /// `let view = NotificationsPermissionView(model: model, adapter: CheckboxAdapter())`.
    public init<Adapter: NotificationsPermissionViewAdapter>(
      model: NotificationsPermissionSwitchModel, adapter: Adapter
    ) where Adapter.Control == Control {
      self.model = model
      self.control = adapter.control
      self.show = { on in on ? adapter.setOn() : adapter.setOff() }
      self.enable = { enabled in enabled ? adapter.setEnabled() : adapter.setDisabled() }
      super.init(frame: adapter.control.frame)
      addSubview(control)
      control.translatesAutoresizingMaskIntoConstraints = false
      NSLayoutConstraint.activate([
        control.topAnchor.constraint(equalTo: topAnchor),
        control.leadingAnchor.constraint(equalTo: leadingAnchor),
        control.trailingAnchor.constraint(equalTo: trailingAnchor),
        control.bottomAnchor.constraint(equalTo: bottomAnchor),
      ])
      adapter.receiveTurnOnAttempted { [weak self] in self?.change(to: true) }
      adapter.receiveTurnOffAttempted { [weak self] in self?.change(to: false) }
      NotificationCenter.default.addObserver(
        self, selector: #selector(applicationWillEnterForeground),
        name: UIApplication.willEnterForegroundNotification, object: nil)
      refresh()
    }

    /// Unavailable: make the view in code, with a group or a model.
    @available(*, unavailable, message: "Use init(group:adapter:notifications:) or init(model:adapter:)")
    public required init?(coder: NSCoder) {
      nil
    }

    /// Reads the state again when the view is about to be shown: `window.addSubview(toggle)`.
    public override func willMove(toWindow newWindow: UIWindow?) {
      super.willMove(toWindow: newWindow)
      if newWindow != nil { refresh() }
    }

    /// Reads the state again and shows it; the control is disabled meanwhile: `toggle.refresh()`.
    public func refresh() {
      enable(false)
      Task { finish(await model.refresh()) }
    }

    @objc private func applicationWillEnterForeground() {
      refresh()
    }

    private func change(to isOn: Bool) {
      enable(false)
      let asker = permissionAsker()
      Task {
        let (state, change) = await model.flip(to: isOn, asking: asker)
        finish(state)
        switch change {
        case .enabled: onEnabled(self)
        case .disabled: onDisabled(self)
        case .deniedBySystem: onDeniedBySystem(self)
        case .declined: break
        }
      }
    }

    private func finish(_ state: NotificationsPermissionSwitchModel.State) {
      show(state == .enabled)
      enable(!model.isWorking)
    }
  }

  extension NotificationsPermissionView where Control == UISwitch {
    /// A view holding a `UISwitch` over `group` on the default instance (or `notifications`):
    /// `cell.accessoryView = NotificationsPermissionView<UISwitch>(group: quotes)`.
    public convenience init(group: some LocalNotificationsGroup, notifications: LocalNotifications = .default)
    {
      self.init(
        group: group, adapter: UISwitchPermissionAdapter(control: UISwitch()), notifications: notifications)
    }

    /// A view holding a `UISwitch` over `model`:
    /// `let toggle = NotificationsPermissionView<UISwitch>(model: model)`.
    public convenience init(model: NotificationsPermissionSwitchModel) {
      self.init(model: model, adapter: UISwitchPermissionAdapter(control: UISwitch()))
    }
  }
#endif
