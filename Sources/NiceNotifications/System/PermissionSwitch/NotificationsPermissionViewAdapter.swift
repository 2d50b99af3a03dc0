#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
  public import UIKit

  /// Connects a control of your own to a ``NotificationsPermissionView``: the view tells it
  /// what to show, and it tells the view when the person tries to turn the group on or off.
  ///
  /// ```swift
  /// final class CheckboxAdapter: NotificationsPermissionViewAdapter {
  ///   let control = Checkbox()
  ///   func receiveTurnOnAttempted(completion: @escaping () -> Void) { control.onCheck = completion }
  ///   func receiveTurnOffAttempted(completion: @escaping () -> Void) { control.onUncheck = completion }
  ///   func setOn() { control.isChecked = true }
  ///   func setOff() { control.isChecked = false }
  ///   func setEnabled() { control.isEnabled = true }
  ///   func setDisabled() { control.isEnabled = false }
  /// }
  /// let view = NotificationsPermissionView(group: DailyQuoteGroup(), adapter: CheckboxAdapter())
  /// ```
  @MainActor
  public protocol NotificationsPermissionViewAdapter {
    /// The control's type.
    ///
    /// ```swift
    /// typealias Control = Checkbox
    /// ```
    associatedtype Control: UIView

    /// The control the view shows, filling it.
    ///
    /// ```swift
    /// let control = Checkbox()
    /// ```
    var control: Control { get }

    /// Keeps `completion`, to call each time the person tries to turn the group on.
    ///
    /// ```swift
    /// func receiveTurnOnAttempted(completion: @escaping () -> Void) { control.onCheck = completion }
    /// ```
    func receiveTurnOnAttempted(completion: @escaping () -> Void)
    /// Keeps `completion`, to call each time the person tries to turn the group off.
    ///
    /// ```swift
    /// func receiveTurnOffAttempted(completion: @escaping () -> Void) { control.onUncheck = completion }
    /// ```
    func receiveTurnOffAttempted(completion: @escaping () -> Void)

    /// Shows the group as on.
    ///
    /// ```swift
    /// func setOn() { control.isChecked = true }
    /// ```
    func setOn()
    /// Shows the group as off.
    ///
    /// ```swift
    /// func setOff() { control.isChecked = false }
    /// ```
    func setOff()
    /// Lets the person use the control.
    ///
    /// ```swift
    /// func setEnabled() { control.isEnabled = true }
    /// ```
    func setEnabled()
    /// Keeps the person from using the control, while a change is under way.
    ///
    /// ```swift
    /// func setDisabled() { control.isEnabled = false }
    /// ```
    func setDisabled()
  }

  /// The adapter of `NotificationsPermissionView<UISwitch>`: a `UISwitch`, on when the group is.
  final class UISwitchPermissionAdapter: NSObject, NotificationsPermissionViewAdapter {
    let control: UISwitch
    private var turnOn: () -> Void = {}
    private var turnOff: () -> Void = {}

    init(control: UISwitch) {
      self.control = control
      super.init()
      control.addTarget(self, action: #selector(valueChanged), for: .valueChanged)
    }

    func receiveTurnOnAttempted(completion: @escaping () -> Void) { turnOn = completion }
    func receiveTurnOffAttempted(completion: @escaping () -> Void) { turnOff = completion }
    func setOn() { control.setOn(true, animated: true) }
    func setOff() { control.setOn(false, animated: true) }
    func setEnabled() { control.isEnabled = true }
    func setDisabled() { control.isEnabled = false }

    @objc private func valueChanged() {
      if control.isOn { turnOn() } else { turnOff() }
    }
  }
#endif
