import DateBuilder
import Foundation
import NiceNotifications
import NiceNotificationsTesting
import Testing

struct SimulatorStartTests {
  // swift-format-ignore: NeverForceUnwrap
  // A zone from the tz database, present wherever Foundation is.
  private static let berlin = TimeZone(identifier: "Europe/Berlin")!

  @Test func aSimulatorStartsAtAWallClockTimeInItsZone() async throws {
    let phone = try SimulatedNotificationCenter(
      startingAt: 2026, 3, 29, hour: 1, minute: 30, in: Self.berlin, authorization: .authorized)
    #expect(await phone.now == Date(timeIntervalSince1970: 1_774_744_200))  // 00:30 UTC
    #expect(await phone.calendar.timeZone == Self.berlin)
    #expect(await phone.settings.authorizationStatus == .authorized)
  }

  @Test func aSkippedTimeStartsAfterTheGap() async throws {
    let phone = try SimulatedNotificationCenter(startingAt: 2026, 3, 29, hour: 2, minute: 30, in: Self.berlin)
    #expect(await phone.now == Date(timeIntervalSince1970: 1_774_746_000))  // 03:00 CEST = 01:00 UTC
  }

  @Test func aDayThatDoesNotExistIsATypedError() {
    #expect(throws: DateBuilderError.invalidDate(year: 2026, month: 2, day: 30)) {
      try SimulatedNotificationCenter(startingAt: 2026, 2, 30, hour: 9, in: Self.berlin)
    }
    #expect(throws: DateBuilderError.invalidTimeOfDay(hour: 24, minute: 0, second: 0)) {
      try SimulatedNotificationCenter(startingAt: 2026, 2, 3, hour: 24, in: Self.berlin)
    }
  }
}
