/// Which requests the simulator keeps when more than its capacity are pending.
///
/// What iOS does beyond 64 is disputed (reference §3.1), so the simulator lets a test pick.
/// Either way `add` succeeds silently, as on iOS (reference §2.1), and the request that
/// did not fit is listed in ``SimulatedNotificationCenter/dropped``.
///
/// ```swift
/// let center = SimulatedNotificationCenter(capacity: 64, overflowPolicy: .keepMostRecentlyAdded)
/// ```
public enum OverflowPolicy: String, Hashable, Sendable, CaseIterable {
  /// Keep the soonest-firing requests and drop the latest-firing ones, as Apple documents for
  /// the legacy API (reference §2.1). Location requests and requests that fire at once have
  /// no fire date and count as the soonest; ties are broken by add order, earlier first.
  case keepSoonest
  /// Keep the most recently added requests and drop the oldest ones, as one community report
  /// describes (reference §3.1). Replacing a request counts as adding it.
  case keepMostRecentlyAdded
}
