#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
  public import UIKit

  /// Connects a control of your own to a ``NotificationsPermissionView``, which tells it what to show and
  /// hears when the person tries to turn the group on or off: `func setOn() { control.isChecked = true }`.
  @MainActor
  public protocol NotificationsPermissionViewAdapter {
    /// The control's type.
    associatedtype Control: UIView

    /// The control the view shows, filling it.
    var control: Control { get }

    /// Keeps `completion`, to call each time the person tries to turn the group on.
    func receiveTurnOnAttempted(completion: @escaping () -> Void)
    /// Keeps `completion`, to call each time the person tries to turn the group off.
    func receiveTurnOffAttempted(completion: @escaping () -> Void)

    /// Shows the group as on.
    func setOn()
    /// Shows the group as off.
    func setOff()
    /// Lets the person use the control.
    func setEnabled()
    /// Keeps the person from using the control, while a change is under way.
    func setDisabled()
  }

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
