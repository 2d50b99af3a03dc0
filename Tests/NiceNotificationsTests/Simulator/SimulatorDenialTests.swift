import Foundation
import NiceNotifications
import NiceNotificationsTesting
import Testing
import TestSupport

/// While the app is denied, the simulator keeps its pending requests; what comes due meanwhile is
/// discarded and not shown later — a one-time request is used up, a repeating one comes round again —
/// and once allowed the rest fire with the app closed (UserNotificationsBehaviour.md §5).
struct SimulatorDenialTests {
  /// Berlin's wall-clock `hour` on a day of October 2026 (its clocks fall back on the 25th).
  static func berlin(_ day: Int, _ hour: Int) -> Date {
    DateBuilder.Context.fixed(2026, 10, day, hour, 0).now
  }

  @Test(arguments: [AuthorizationStatus.denied, .notDetermined])
  func whatComesDueWhileNotAllowedIsUsedUpOrComesRoundAgain(_ status: AuthorizationStatus) async throws {
    let center = simulator(.fixed(2026, 10, 24, 12, 0), authorization: .authorized)
    try await center.add(
      request("once", .calendar(DateComponents(year: 2026, month: 10, day: 25, hour: 8), repeats: false)))
    try await center.add(
      request("later", .calendar(DateComponents(year: 2026, month: 10, day: 27, hour: 8), repeats: false)))
    try await center.add(request("daily", .calendar(DateComponents(hour: 8, minute: 0), repeats: true)))
    await center.setAuthorizationStatus(status)
    await center.advance(to: Self.berlin(25, 12))
    #expect(Set(await center.pending.map(\.request.identifier)) == ["later", "daily"])
    #expect(await center.delivered.isEmpty)
    #expect(
      await center.events.filter { if case .discarded = $0 { true } else { false } }
        == [.discarded("once", at: Self.berlin(25, 8)), .discarded("daily", at: Self.berlin(25, 8))])
    await center.setAuthorizationStatus(.authorized)
    await center.advance(to: Self.berlin(27, 12))
    #expect(await center.deliveryDates(of: "daily") == [Self.berlin(26, 8), Self.berlin(27, 8)])
    #expect(await center.deliveryDates(of: "later") == [Self.berlin(27, 8)])
    #expect(await center.deliveryDates(of: "once").isEmpty)
  }
}
