/// What a UIKit permission control does when the person flips it: the strategy turning the
/// group on runs, and which of the control's callbacks runs afterwards.
enum PermissionControlChange: Equatable {
  case enabled
  case disabled
  case deniedBySystem
  /// The person answered the pre-permission question "not now": no callback.
  case declined

  init(turningOn isOn: Bool, endedIn state: NotificationsPermissionSwitchModel.State) {
    switch (isOn, state) {
    case (false, _): self = .disabled
    case (true, .enabled): self = .enabled
    case (true, .deniedBySystem): self = .deniedBySystem
    case (true, .disabled): self = .declined
    }
  }

  /// Asks with `asker` each time the group is not allowed, or allows at once without one, since
  /// flipping the control is the person's yes; a group whose `strategy` follows another group
  /// follows it, as its switch's state does.
  static func groupLevel(
    asking asker: PermissionAsker?, following strategy: PermissionStrategy
  ) -> PermissionStrategy.GroupLevel {
    if case .ifAllowed = strategy.groupLevel { return strategy.groupLevel }
    return asker.map { .askPermission(.alwaysIfNotAllowed, $0) } ?? .allowAutomatically
  }
}

extension NotificationsPermissionSwitchModel {
  /// Turns the group on or off as a flipped UIKit control does, returning the state to show
  /// and the callback to run.
  func flip(to isOn: Bool, asking asker: PermissionAsker?) async -> (
    state: State, change: PermissionControlChange
  ) {
    let strategy = PermissionStrategy(
      groupLevel: PermissionControlChange.groupLevel(asking: asker, following: self.strategy),
      systemLevel: .askPermission)
    let state = await setOn(isOn, strategy: strategy)
    return (state, PermissionControlChange(turningOn: isOn, endedIn: state))
  }
}
