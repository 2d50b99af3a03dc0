/// What an app asks permission for, with `UNAuthorizationOptions`'s bits.
package struct PermissionOptions: OptionSet, Sendable, Hashable {
  package let rawValue: UInt

  package init(rawValue: UInt) { self.rawValue = rawValue }

  package static let badge = PermissionOptions(rawValue: 1 << 0)
  package static let sound = PermissionOptions(rawValue: 1 << 1)
  package static let alert = PermissionOptions(rawValue: 1 << 2)
  package static let carPlay = PermissionOptions(rawValue: 1 << 3)
  /// An entitlement.
  package static let criticalAlert = PermissionOptions(rawValue: 1 << 4)
  package static let providesAppNotificationSettings = PermissionOptions(rawValue: 1 << 5)
  package static let provisional = PermissionOptions(rawValue: 1 << 6)
  package static let announcement = PermissionOptions(rawValue: 1 << 7)
  package static let timeSensitive = PermissionOptions(rawValue: 1 << 8)
  /// What most apps ask for, and what an app given a status from outside is taken to have.
  package static let standard: PermissionOptions = [.alert, .sound, .badge]
}
