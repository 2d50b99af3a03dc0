/// Whether an app may notify, as `UNAuthorizationStatus` has it.
///
/// ```swift
/// PermissionStatus.provisional.allowsDelivery // true
/// ```
package enum PermissionStatus: Sendable, Equatable, CaseIterable {
  /// The app has not asked yet.
  case notDetermined
  /// The person said no, or turned notifications off.
  case denied
  /// The person allowed notifications.
  case authorized
  /// Quiet notifications without asking first.
  case provisional
  /// An App Clip's notifications, for a limited time.
  case ephemeral

  /// Whether anything the app schedules is delivered.
  package var allowsDelivery: Bool {
    switch self {
    case .authorized, .provisional, .ephemeral: true
    case .notDetermined, .denied: false
    }
  }
}
