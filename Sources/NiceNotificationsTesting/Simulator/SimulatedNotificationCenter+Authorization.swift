public import NiceNotifications
import Foundation
import NotificationCenterModel

extension SimulatedNotificationCenter {
  /// Sets how the scripted person answers the next permission prompt.
  ///
  /// ```swift
  /// await center.setPromptAnswer(.deny)
  /// ```
  public func setPromptAnswer(_ answer: PromptAnswer) {
    promptAnswer = answer
  }

  /// The scripted person taps Keep on a provisional notification: the app is authorized,
  /// still quietly — Notification Center only, no alert, sound or badge (UserNotificationsBehaviour.md §5).
  ///
  /// ```swift
  /// _ = try await center.requestAuthorization(options: [.alert, .provisional])
  /// try await center.keepProvisional()
  /// #expect(await center.settings.authorizationStatus == .authorized)
  /// ```
  ///
  /// - Throws: ``SimulatorError/notProvisional(_:)`` unless the status is provisional.
  public func keepProvisional() throws(SimulatorError) {
    guard settings.authorizationStatus == .provisional else {
      throw .notProvisional(settings.authorizationStatus)
    }
    change(
      to: Self.settings(
        for: .authorized, choices: PermissionChoices(granted: provisionalOptions.model, quiet: true)))
  }

  /// The scripted person chooses Deliver Prominently on a provisional notification: the app
  /// is authorized with the options it asked for alongside `.provisional` — alerts, sounds
  /// and badges as requested (UserNotificationsBehaviour.md §5).
  ///
  /// ```swift
  /// _ = try await center.requestAuthorization(options: [.alert, .sound, .provisional])
  /// try await center.deliverProminently()
  /// #expect(await center.settings.alertSetting == .enabled)
  /// #expect(await center.settings.badgeSetting == .disabled)
  /// ```
  ///
  /// - Throws: ``SimulatorError/notProvisional(_:)`` unless the status is provisional.
  public func deliverProminently() throws(SimulatorError) {
    guard settings.authorizationStatus == .provisional else {
      throw .notProvisional(settings.authorizationStatus)
    }
    change(to: Self.settings(for: .authorized, choices: PermissionChoices(granted: provisionalOptions.model)))
  }

  /// The scripted person taps Turn Off on a provisional notification: the app is denied
  /// (UserNotificationsBehaviour.md §5).
  ///
  /// ```swift
  /// try await center.turnOffProvisional()
  /// #expect(await center.settings.authorizationStatus == .denied)
  /// ```
  ///
  /// - Throws: ``SimulatorError/notProvisional(_:)`` unless the status is provisional.
  public func turnOffProvisional() throws(SimulatorError) {
    guard settings.authorizationStatus == .provisional else {
      throw .notProvisional(settings.authorizationStatus)
    }
    change(to: Self.settings(for: .denied, choices: .none))
  }

  /// Sets the authorization status, with the settings such a status has, without a prompt: the person
  /// changing it in Settings, or a state the test starts from.
  ///
  /// The only way to get `.ephemeral`, which a normal app never has (UserNotificationsBehaviour.md §5).
  ///
  /// `.authorized` and `.ephemeral` enable alerts (as banners), sounds, badges, Notification
  /// Center and the lock screen; `.provisional` enables Notification Center only; `.denied`
  /// turns every switch off; `.notDetermined` reports every switch not supported, as
  /// nothing applies before the app asks.
  ///
  /// ```swift
  /// await center.setAuthorizationStatus(.ephemeral)
  /// ```
  public func setAuthorizationStatus(_ status: AuthorizationStatus) {
    change(to: Self.settings(for: status.model, choices: PermissionChoices(granted: .standard)))
  }

  /// Changes the settings as the person would in the Settings app.
  ///
  /// ```swift
  /// await center.updateSettings { $0.badgeSetting = .disabled }
  /// ```
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

  /// Shows the prompt for `options`, which the scripted person answers, and applies the
  /// answer `outcome` gives.
  func prompt(for options: AuthorizationOptions, outcome: PromptRule.Outcome) {
    prompts += 1
    record(.authorizationPrompted(options, answer: promptAnswer, at: now))
    apply(outcome)
  }

  /// Takes the status and choices a request leaves, if it changes them.
  func apply(_ outcome: PromptRule.Outcome) {
    guard let new = outcome.change else { return }
    if new.status == .provisional {
      provisionalOptions = AuthorizationOptions(rawValue: new.choices.granted.rawValue)
    }
    change(to: Self.settings(for: new.status, choices: new.choices))
  }

  /// The settings of a device where the app has `status`, the person having chosen
  /// `choices`, by the model's rule.
  static func settings(for status: PermissionStatus, choices: PermissionChoices) -> NotificationSettings {
    NotificationSettings(SettingsRule.settings(for: status, choices: choices))
  }
}
