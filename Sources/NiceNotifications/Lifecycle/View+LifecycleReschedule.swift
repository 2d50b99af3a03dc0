#if canImport(SwiftUI) && ((canImport(UIKit) && !os(watchOS)) || canImport(AppKit))
  public import Foundation
  public import SwiftUI

  extension View {
    /// Reschedules `notifications`' registered groups on lifecycle events while the view is shown, as
    /// ``LocalNotifications/observeLifecycle(delay:)`` does:
    /// `ContentView().reschedulesOnLifecycleChanges(notifications)`.
    public func reschedulesOnLifecycleChanges(
      _ notifications: LocalNotifications, delay: TimeInterval = 0.5
    ) -> some View {
      modifier(LifecycleRescheduleModifier(notifications: notifications, delay: delay))
    }
  }

  /// Keeps a ``LifecycleObservation`` while the view is shown.
  struct LifecycleRescheduleModifier: ViewModifier {
    let notifications: LocalNotifications
    let delay: TimeInterval
    @State private var observation: LifecycleObservation?

    func body(content: Content) -> some View {
      content
        .onAppear {
          if observation == nil { observation = notifications.observeLifecycle(delay: delay) }
        }
        .onDisappear { observation = nil }
    }
  }
#endif
