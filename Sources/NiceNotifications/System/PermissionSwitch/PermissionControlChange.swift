/// What a permission control does when the person flips it, shared by
/// `NotificationsPermissionSwitch` and `NotificationsPermissionView` (UIKit): the strategy
/// turning the group on runs, and which of the control's callbacks runs afterwards.
enum PermissionControlChange: Equatable {
  /// The group was turned on and its notifications scheduled: `onEnabled`.
  case enabled
  /// The group was turned off: `onDisabled`.
  case disabled
  /// The person tried to turn the group on, but the system denies notifications:
  /// `onDeniedBySystem`.
  case deniedBySystem
  /// The person answered the pre-permission question "not now": no callback.
  case declined

  /// The callback for a change that asked for `isOn` and ended in `state`.
  init(turningOn isOn: Bool, endedIn state: NotificationsPermissionSwitchModel.State) {
    switch (isOn, state) {
    case (false, _): self = .disabled
    case (true, .enabled): self = .enabled
    case (true, .deniedBySystem): self = .deniedBySystem
    case (true, .disabled): self = .declined
    }
  }

  /// The group-level step turning the group on runs: ask with `asker` each time the group is
  /// not allowed, or allow at once without one, since flipping the control is the person's yes.
  static func groupLevel(asking asker: PermissionAsker?) -> PermissionStrategy.GroupLevel {
    asker.map { .askPermission(.alwaysIfNotAllowed, $0) } ?? .allowAutomatically
  }
}

extension NotificationsPermissionSwitchModel {
  /// Turns the group on or off as a UIKit control the person flipped does.
  ///
  /// Turning it on runs the group level for `asker` and asks the system if it has not been
  /// asked. Returns the state to show and the callback to run.
  func flip(to isOn: Bool, asking asker: PermissionAsker?) async -> (
    state: State, change: PermissionControlChange
  ) {
    let strategy = PermissionStrategy(
      groupLevel: PermissionControlChange.groupLevel(asking: asker), systemLevel: .askPermission)
    let state = await setOn(isOn, strategy: strategy)
    return (state, PermissionControlChange(turningOn: isOn, endedIn: state))
  }
}
