import Foundation
import Testing
import UserNotificationsShim

/// While the app is denied, pending requests stay; a trigger that fires meanwhile shows nothing and is
/// not shown later: a one-time request is used up, a repeating one stays for its next time
/// (UserNotificationsBehaviour.md §5).
struct DeniedDeliveryTests {
  let center = UNUserNotificationCenter._shimMake(authorization: .authorized)

  @Test func whileDeniedRequestsStayPendingAndWhatFiresIsNotShownLater() async throws {
    let berlin = try gregorian(in: "Europe/Berlin")
    let daily = UNCalendarNotificationTrigger(dateMatching: DateComponents(hour: 8, minute: 0), repeats: true)
    try await center.add(makeRequest("once"))
    try await center.add(makeRequest("daily", trigger: daily))
    center._shimSetNotificationSettings(authorizationStatus: .denied)
    #expect(await center.pendingIdentifiers() == ["once", "daily"])

    // The night Berlin's clocks fall back, both fire while denied.
    let whileDenied = try date(DateComponents(year: 2026, month: 10, day: 25, hour: 8), in: berlin)
    center._shimDeliver(identifier: "once", at: whileDenied)
    center._shimDeliver(identifier: "daily", at: whileDenied)
    #expect(await center.pendingIdentifiers() == ["daily"])
    #expect(await center.deliveredIdentifiers().isEmpty)

    // Allowed again: the repeating request fires at its next time and is shown; the used-up one never is.
    center._shimSetNotificationSettings(authorizationStatus: .authorized)
    let next = try date(DateComponents(year: 2026, month: 10, day: 26, hour: 8), in: berlin)
    center._shimDeliver(identifier: "daily", at: next)
    #expect(await center.deliveredIdentifiers() == ["daily"])
    #expect(center._shimDeliver(identifier: "once") == nil)
  }
}
