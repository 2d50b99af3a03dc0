import NotificationCenterModel
/// Which requests the simulator keeps beyond its capacity, by iOS version: `OverflowPolicy.iOS10AndEarlier`.
public enum OverflowPolicy: String, Hashable, Sendable, CaseIterable {
  /// Keep the last added and drop the oldest (replacing counts as adding): the default.
  case iOS11AndLater
  /// Keep the soonest-firing; undated requests count as soonest, ties in add order.
  case iOS10AndEarlier

  /// The rule of iOS 10 and earlier.
  @available(*, deprecated, renamed: "iOS10AndEarlier")
  public static var keepSoonest: OverflowPolicy { .iOS10AndEarlier }

  /// The rule of iOS 11 and later.
  @available(*, deprecated, renamed: "iOS11AndLater")
  public static var keepMostRecentlyAdded: OverflowPolicy { .iOS11AndLater }
}

extension OverflowPolicy {
  var rule: PendingLimit.Rule {
    switch self {
    case .iOS11AndLater: .keepLastAdded
    case .iOS10AndEarlier: .keepSoonest
    }
  }
}
