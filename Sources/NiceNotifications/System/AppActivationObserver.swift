#if canImport(UIKit) || canImport(AppKit)
  public import Foundation
  #if canImport(UIKit)
    import UIKit
  #else
    import AppKit
  #endif

  extension LocalNotifications {
    /// Calls ``NiceNotifications/LocalNotifications/applicationDidBecomeActive()`` each time the app becomes
    /// active, so reminders return as soon as the person allows notifications in Settings; keep the returned
    /// token for as long as it should observe: `let activation = notifications.observeAppActivation()`.
    @MainActor
    public func observeAppActivation() -> any NSObjectProtocol {
      #if canImport(UIKit)
        let name = UIApplication.didBecomeActiveNotification
      #else
        let name = NSApplication.didBecomeActiveNotification
      #endif
      return NotificationCenter.default.addObserver(forName: name, object: nil, queue: .main) {
        [weak self] _ in
        guard let self else { return }
        Task { await self.applicationDidBecomeActive() }
      }
    }
  }
#endif
