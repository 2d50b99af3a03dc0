/// What the person chose for an app that may notify: the options granted, and whether
/// they keep its notifications quiet.
///
/// ```swift
/// PermissionChoices(granted: [.alert, .sound])      // alerts and sounds on, badges off
/// PermissionChoices(granted: [.alert], quiet: true) // Notification Center only
/// ```
package struct PermissionChoices: Sendable, Equatable {
  /// The options granted, of those asked for.
  package var granted: PermissionOptions
  /// Delivered quietly: to Notification Center only, with no alert, sound or badge — a
  /// provisional app, or one the person chose to keep quiet.
  package var quiet: Bool

  /// Choices granting `granted`, quiet or not.
  package init(granted: PermissionOptions, quiet: Bool = false) {
    self.granted = granted
    self.quiet = quiet
  }

  /// Nothing granted.
  package static let none = PermissionChoices(granted: [])
}
