import NiceNotifications
import NotificationCenterModel
/// Which requests the simulator keeps when more than its capacity are pending, named for
/// the iOS versions that behave that way.
///
/// Either way `add` succeeds silently, as on iOS, and the request that did not fit is
/// listed in ``SimulatedNotificationCenter/dropped``. The planner never goes over the cap, so
/// an app using `LocalNotifications` sees neither rule at work; the rules matter for code
/// that adds requests itself (Documentation/UserNotificationsBehaviour.md).
///
/// ```swift
/// let legacy = SimulatedNotificationCenter(capacity: 64, overflowPolicy: .iOS10AndEarlier)
/// ```
public enum OverflowPolicy: String, Hashable, Sendable, CaseIterable {
  /// Keep the last requests added and drop the oldest, as iOS 11 and later do: in the public
  /// reproductions, 100 requests of 0…99 seconds left 36…99 to fire, and 70 requests of
  /// 1…70 seconds left 7…70 pending. Replacing a request counts as adding it. The default.
  case iOS11AndLater
  /// Keep the soonest-firing requests and drop the latest-firing ones, as Apple documented
  /// for local notifications up to iOS 10. Location requests and requests that fire at once
  /// have no fire date and count as the soonest; ties are broken by add order, earlier first.
  case iOS10AndEarlier

  /// The rule of iOS 10 and earlier.
  @available(*, deprecated, renamed: "iOS10AndEarlier")
  public static var keepSoonest: OverflowPolicy { .iOS10AndEarlier }

  /// The rule of iOS 11 and later.
  @available(*, deprecated, renamed: "iOS11AndLater")
  public static var keepMostRecentlyAdded: OverflowPolicy { .iOS11AndLater }
}

extension OverflowPolicy {
  /// The shared model's rule this policy names.
  var rule: PendingLimit.Rule {
    switch self {
    case .iOS11AndLater: .keepLastAdded
    case .iOS10AndEarlier: .keepSoonest
    }
  }
}
