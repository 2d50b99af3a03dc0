import NiceNotifications
/// Whether the simulated app is on screen, running behind another app, or not running.
///
/// The state decides what a delivery and a response do (UserNotificationsBehaviour.md §7): in the
/// ``foreground`` a delivery asks the presentation handler first; in the ``background`` or
/// when ``notRunning`` the system presents it by itself; a response reaches the response
/// handler while the app runs, and waits as a launch response while it does not.
///
/// ```swift
/// await center.setAppState(.foreground)
/// await center.advance(by: 60) // the presentation handler decides how it shows
/// ```
public enum AppState: String, Hashable, Sendable, CaseIterable {
  /// On screen: deliveries go through the presentation handler (`willPresent`).
  case foreground
  /// Running, not on screen: the system presents deliveries; responses reach the app.
  case background
  /// Not running: the system presents deliveries; responses wait until launch
  /// (``SimulatedNotificationCenter/takeLaunchResponses()``).
  case notRunning
}
