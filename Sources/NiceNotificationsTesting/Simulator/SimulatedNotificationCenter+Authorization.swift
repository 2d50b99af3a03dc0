public import NiceNotifications
import Foundation

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
    var quiet = Self.settings(for: .provisional)
    quiet.authorizationStatus = .authorized
    change(to: quiet)
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
    change(to: Self.settings(for: .authorized, granting: provisionalOptions))
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
    change(to: Self.settings(for: .denied))
  }

  /// Sets the authorization status, with the settings such a status has, without a prompt: the person
  /// changing it in Settings, or a state the test starts from.
  ///
  /// The only way to get `.ephemeral`, which a normal app never has (UserNotificationsBehaviour.md §5).
  ///
  /// `.authorized` and `.ephemeral` enable alerts (as banners), sounds, badges, Notification
  /// Center and the lock screen; `.provisional` enables Notification Center only; `.denied`
  /// and `.notDetermined` enable nothing.
  ///
  /// ```swift
  /// await center.setAuthorizationStatus(.ephemeral)
  /// ```
  public func setAuthorizationStatus(_ status: AuthorizationStatus) {
    change(to: Self.settings(for: status))
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

  func prompt(for options: AuthorizationOptions) {
    prompts += 1
    record(.authorizationPrompted(options, answer: promptAnswer, at: now))
    let granted = promptAnswer.granted(from: options)
    if promptAnswer == .deny || (granted.isEmpty && promptAnswer != .allow) {
      change(to: Self.settings(for: .denied))
    } else {
      change(to: Self.settings(for: .authorized, granting: granted))
    }
  }

  /// The settings of a device where the app has `status`, with `granted` allowed when
  /// authorized.
  static func settings(
    for status: AuthorizationStatus, granting granted: AuthorizationOptions = .standard
  ) -> NotificationSettings {
    var settings = NotificationSettings.notDetermined
    settings.authorizationStatus = status
    func setting(_ option: AuthorizationOptions, in options: AuthorizationOptions) -> NotificationSetting {
      options.contains(option) ? .enabled : .disabled
    }
    switch status {
    case .notDetermined:
      break
    case .denied:
      settings.carPlaySetting = .disabled
    case .provisional:
      settings.notificationCenterSetting = .enabled
    case .authorized, .ephemeral:
      let options = status == .ephemeral ? AuthorizationOptions.standard : granted
      settings.alertSetting = setting(.alert, in: options)
      settings.soundSetting = setting(.sound, in: options)
      settings.badgeSetting = setting(.badge, in: options)
      settings.notificationCenterSetting = setting(.alert, in: options)
      settings.lockScreenSetting = setting(.alert, in: options)
      settings.alertStyle = options.contains(.alert) ? .banner : .none
      settings.carPlaySetting = options.contains(.carPlay) ? .enabled : .notSupported
      settings.criticalAlertSetting = options.contains(.criticalAlert) ? .enabled : .notSupported
      settings.providesAppNotificationSettings = options.contains(.providesAppNotificationSettings)
    }
    return settings
  }
}
