#if os(iOS)
  import Foundation
  import UIKit

  /// Opens the system's notification settings for the app.
  enum SettingsOpener {
    @MainActor
    static func openNotificationSettings() {
      let text: String
      if #available(iOS 16, *) {
        text = UIApplication.openNotificationSettingsURLString
      } else {
        text = UIApplication.openSettingsURLString
      }
      if let url = URL(string: text) { UIApplication.shared.open(url) }
    }
  }
#endif
