/// Whether the simulated app is on screen, in the background, or not running: `AppState.background`.
public enum AppState: String, Hashable, Sendable, CaseIterable {
  /// On screen: deliveries go through the presentation handler (`willPresent`).
  case foreground
  /// Running, not on screen: the system presents deliveries; responses reach the app.
  case background
  /// Not running: the system presents deliveries; responses wait until launch.
  case notRunning
}
