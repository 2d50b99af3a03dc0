#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
  public import UIKit

  /// A `UISwitch` that turns a notification group on and off, over a
  /// ``NotificationsPermissionSwitchModel``.
  ///
  /// ```swift
  /// let model = NotificationsPermissionSwitchModel(group: DailyQuoteGroup(), notifications: notifications) {
  ///   UIApplication.shared.open(URL(string: UIApplication.openNotificationSettingsURLString)!)
  /// }
  /// cell.accessoryView = NotificationsPermissionSwitch(model: model)
  /// ```
  ///
  /// It reads its state when made; call ``refresh()`` when the app returns to the
  /// foreground. While a change is under way it is disabled, and afterwards it shows the
  /// state that resulted, which is off when the system denied permission.
  @MainActor
  public final class NotificationsPermissionSwitch: UISwitch {
    /// The model the switch shows and drives.
    ///
    /// ```swift
    /// let state = await toggle.model.refresh()
    /// ```
    public let model: NotificationsPermissionSwitchModel

    /// A switch over `model`.
    ///
    /// ```swift
    /// let toggle = NotificationsPermissionSwitch(model: model)
    /// ```
    ///
    /// - Parameter model: The group's switch model.
    public init(model: NotificationsPermissionSwitchModel) {
      self.model = model
      super.init(frame: .zero)
      addTarget(self, action: #selector(valueChanged), for: .valueChanged)
      refresh()
    }

    /// Unavailable: make the switch in code, with a model.
    ///
    /// ```swift
    /// let toggle = NotificationsPermissionSwitch(model: model)
    /// ```
    @available(*, unavailable, message: "Use init(model:)")
    public required init?(coder: NSCoder) {
      nil
    }

    /// Reads the state again and shows it.
    ///
    /// ```swift
    /// NotificationCenter.default.addObserver(forName: UIApplication.willEnterForegroundNotification, object: nil, queue: .main) { _ in
    ///   MainActor.assumeIsolated { toggle.refresh() }
    /// }
    /// ```
    public func refresh() {
      isEnabled = false
      Task { show(await model.refresh()) }
    }

    @objc private func valueChanged() {
      let isOn = self.isOn
      isEnabled = false
      Task { show(await model.setOn(isOn)) }
    }

    private func show(_ state: NotificationsPermissionSwitchModel.State) {
      setOn(state == .enabled, animated: true)
      isEnabled = !model.isWorking
    }
  }
#endif
