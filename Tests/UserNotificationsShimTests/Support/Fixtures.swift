import Foundation
import Testing
import UserNotificationsShim

/// Content with a title and body, the way apps build it.
func makeContent(title: String, body: String = "") -> UNMutableNotificationContent {
  let content = UNMutableNotificationContent()
  content.title = title
  content.body = body
  return content
}

/// A request that fires in ten minutes unless another trigger is given.
func makeRequest(
  _ identifier: String, title: String = "title",
  trigger: UNNotificationTrigger? = UNTimeIntervalNotificationTrigger(timeInterval: 600, repeats: false)
) -> UNNotificationRequest {
  UNNotificationRequest(identifier: identifier, content: makeContent(title: title), trigger: trigger)
}

/// A Gregorian calendar in `identifier`'s time zone.
func gregorian(in identifier: String) throws -> Calendar {
  var calendar = Calendar(identifier: .gregorian)
  calendar.timeZone = try #require(TimeZone(identifier: identifier))
  return calendar
}

/// The date of `components` in `calendar`.
func date(_ components: DateComponents, in calendar: Calendar) throws -> Date {
  try #require(calendar.date(from: components))
}

extension UNUserNotificationCenter {
  /// The identifiers of the pending requests, in the center's order.
  func pendingIdentifiers() async -> [String] {
    await pendingNotificationRequests().map(\.identifier)
  }

  /// The identifiers of the delivered notifications, in the center's order.
  func deliveredIdentifiers() async -> [String] {
    await deliveredNotifications().map(\.request.identifier)
  }
}
