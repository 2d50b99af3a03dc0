/// Whether an app may notify, as `UNAuthorizationStatus` has it.
package enum PermissionStatus: Sendable, Equatable, CaseIterable {
  case notDetermined
  /// The person said no, or turned notifications off.
  case denied
  case authorized
  /// Quiet notifications without asking first.
  case provisional
  /// An App Clip's notifications, for a limited time.
  case ephemeral

  package var allowsDelivery: Bool {
    switch self {
    case .authorized, .provisional, .ephemeral: true
    case .notDetermined, .denied: false
    }
  }
}
