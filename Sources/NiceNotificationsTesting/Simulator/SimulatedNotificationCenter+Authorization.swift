public import NiceNotifications
import NotificationCenterModel

extension SimulatedNotificationCenter {
  /// Sets how the scripted person answers the next permission prompt: `await center.setPromptAnswer(.deny)`.
  public func setPromptAnswer(_ answer: PromptAnswer) {
    promptAnswer = answer
  }

  /// The scripted person taps Keep on a provisional notification: `try await center.keepProvisional()`.
  public func keepProvisional() throws(SimulatorError) {
    try leaveProvisional(
      for: .authorized, choices: PermissionChoices(granted: provisionalOptions.model, quiet: true))
  }

  /// The scripted person chooses Deliver Prominently: `try await center.deliverProminently()`.
  public func deliverProminently() throws(SimulatorError) {
    try leaveProvisional(for: .authorized, choices: PermissionChoices(granted: provisionalOptions.model))
  }

  /// The scripted person taps Turn Off on a quiet notification: `try await center.turnOffProvisional()`.
  public func turnOffProvisional() throws(SimulatorError) {
    try leaveProvisional(for: .denied, choices: .none)
  }

  private func leaveProvisional(for status: PermissionStatus, choices: PermissionChoices)
    throws(SimulatorError)
  {
    guard settings.authorizationStatus == .provisional else {
      throw .notProvisional(settings.authorizationStatus)
    }
    change(to: Self.settings(for: status, choices: choices))
  }

  /// Sets the status and its settings without a prompt: `await center.setAuthorizationStatus(.ephemeral)`.
  public func setAuthorizationStatus(_ status: AuthorizationStatus) {
    change(to: Self.settings(for: status.model, choices: PermissionChoices(granted: .standard)))
  }

  /// Changes the settings as the person would: `await center.updateSettings { $0.badgeSetting = .disabled }`.
  public func updateSettings(_ update: @Sendable (inout NotificationSettings) -> Void) {
    var changed = settings
    update(&changed)
    change(to: changed)
  }

  func change(to newSettings: NotificationSettings) {
    guard newSettings != settings else { return }
    settings = newSettings
    record(.settingsChanged(newSettings, at: now))
  }

  func prompt(for options: AuthorizationOptions, outcome: PromptRule.Outcome) {
    prompts += 1
    record(.authorizationPrompted(options, answer: promptAnswer, at: now))
    apply(outcome)
  }

  func apply(_ outcome: PromptRule.Outcome) {
    guard let new = outcome.change else { return }
    if new.status == .provisional {
      provisionalOptions = AuthorizationOptions(rawValue: new.choices.granted.rawValue)
    }
    change(to: Self.settings(for: new.status, choices: new.choices))
  }

  static func settings(for status: PermissionStatus, choices: PermissionChoices) -> NotificationSettings {
    NotificationSettings(SettingsRule.settings(for: status, choices: choices))
  }
}
