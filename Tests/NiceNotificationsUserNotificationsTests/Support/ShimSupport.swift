#if !canImport(UserNotifications)
  import Foundation
  import NiceNotifications
  import NiceNotificationsUserNotifications
  import UserNotificationsShim
  import TestSupport

  /// An adapter over a fresh shim center, whose clock stands at `now`, in `authorization`.
  func adapter(
    now: Date = DateBuilder.Context.fixed(2026, 11, 21).now,
    authorization: UNAuthorizationStatus = .notDetermined
  ) -> (system: SystemNotificationCenter, shim: UNUserNotificationCenter) {
    let shim = UNUserNotificationCenter._shimMake(authorization: authorization)
    return (SystemNotificationCenter(center: shim, now: { now }), shim)
  }

  /// A PNG file in a fresh temporary directory, for attachments.
  func temporaryPNG(named name: String = "cover.png") throws -> URL {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let url = directory.appendingPathComponent(name)
    try Data([0x89, 0x50, 0x4E, 0x47]).write(to: url)
    return url
  }
#endif
