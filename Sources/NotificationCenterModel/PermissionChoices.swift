/// What the person chose for an app that may notify: the options granted, and whether it is quiet.
package struct PermissionChoices: Sendable, Equatable {
  package var granted: PermissionOptions
  /// Notification Center only: a provisional app, or one the person chose to keep quiet.
  package var quiet: Bool

  package init(granted: PermissionOptions, quiet: Bool = false) {
    self.granted = granted
    self.quiet = quiet
  }

  package static let none = PermissionChoices(granted: [])
}
