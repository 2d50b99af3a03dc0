#if os(iOS)
  import NiceNotifications
  import SwiftUI

  /// The app's notification settings: what iOS allows, and the way to change it.
  ///
  /// The model reads the settings again when the person comes back from the Settings app. iOS
  /// opens this screen from its own notification settings (the app asks with
  /// `.providesAppNotificationSettings`).
  struct NotificationSettingsScreen: View {
    @StateObject private var model: NotificationSettingsModel
    @Environment(\.dismiss) private var dismiss

    init(notifications: LocalNotifications) {
      _model = StateObject(wrappedValue: NotificationSettingsModel(notifications: notifications))
    }

    var body: some View {
      NavigationView {
        Form {
          Section("iOS allows") {
            row("Notifications", model.settings.map { "\($0.authorizationStatus)" })
            row("Alerts", model.settings.map { "\($0.alertSetting)" })
            row("Sounds", model.settings.map { "\($0.soundSetting)" })
            row("Lock Screen", model.settings.map { "\($0.lockScreenSetting)" })
            row("Notification Center", model.settings.map { "\($0.notificationCenterSetting)" })
            row("Scheduled Summary", model.settings.map { "\($0.scheduledDeliverySetting)" })
            row("Time Sensitive", model.settings.map { "\($0.timeSensitiveSetting)" })
          }
          Section {
            Button("Open Settings", action: SettingsOpener.openNotificationSettings)
          }
        }
        .navigationTitle("Notifications")
        .toolbar { Button("Close") { dismiss() } }
        .task { await model.refresh() }
      }
    }

    private func row(_ title: String, _ value: String?) -> some View {
      HStack {
        Text(title)
        Spacer()
        Text(value ?? "…").foregroundColor(.secondary)
      }
    }
  }
#endif
