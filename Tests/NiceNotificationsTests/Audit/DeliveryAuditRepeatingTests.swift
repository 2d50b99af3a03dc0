import DateBuilder
import Foundation
import NiceNotifications
import NiceNotificationsTesting
import Testing
import TestSupport

/// A compressed series (one repeating request) is audited day by day, like one-shots: in New York
/// across the night its clocks spring forward (Sunday 8 March 2026), then in Berlin.
struct DeliveryAuditRepeatingTests {
  /// The same words at 9:00 every day: one repeating request for the whole series.
  struct Stretch: LocalNotificationsGroup {
    var groupIdentifier: String { "stretch" }
    func timeline() async throws -> NotificationsTimeline {
      NotificationsTimeline {
        EveryDay(starting: .today).at(hour: 9, minute: 0).schedule(title: "Stretch")
      }
    }
  }

  @Test func daysOfASeriesWhileNotificationsWereOffAreFindingsAndDeliveredDaysAreNot() async throws {
    let start = DateBuilder.Context.fixed(2026, 3, 5, 7, 0, in: "America/New_York")
    let (simulator, notifications) = deviceInZone(of: start)
    notifications.register(Stretch(), permissionStrategy: .scheduleIfSystemAllowed)
    var reported = await notifications.rescheduleAll().missedDeliveries
    #expect(await simulator.pending.map(\.request.identifier) == ["stretch:0:repeating"])
    func at(_ day: Int, _ hour: Int, _ minute: Int = 0, in zone: String) async {
      var calendar = Calendar(identifier: .gregorian)
      calendar.timeZone = Zones.named(zone)
      let date = calendar.date(
        from: DateComponents(year: 2026, month: 3, day: day, hour: hour, minute: minute))
      await simulator.advance(to: date ?? .distantPast)
    }
    func run() async { reported += await notifications.rescheduleAll().missedDeliveries }
    await at(5, 10, in: "America/New_York")
    await run()
    await at(6, 10, in: "America/New_York")
    await run()
    await at(6, 10, 30, in: "America/New_York")
    await simulator.setAuthorizationStatus(.denied)
    await run()
    await at(7, 10, in: "America/New_York")
    await run()
    await at(8, 10, in: "America/New_York")
    await run()
    // Flown east at noon: 17:00 in Berlin, after its 9:00.
    await at(8, 12, in: "America/New_York")
    await simulator.setTimeZone(Zones.named("Europe/Berlin"))
    await run()
    await at(9, 10, in: "Europe/Berlin")
    await run()
    await at(10, 8, in: "Europe/Berlin")
    await simulator.setAuthorizationStatus(.authorized)
    await run()
    await at(10, 10, in: "Europe/Berlin")
    await run()
    await at(11, 10, in: "Europe/Berlin")
    let audit = try await notifications.deliveryAudit()
    await run()
    let offDays = ["stretch:0:20260307T090000", "stretch:0:20260308T090000", "stretch:0:20260309T090000"]
    #expect(audit.findings.map(\.identifier) == offDays)
    #expect(audit.findings.map(\.reason) == Array(repeating: .authorizationOff, count: 3))
    #expect(audit.findings.allSatisfy { $0.isFloating })
    // Each finding once, across the reports.
    #expect(reported.map(\.identifier).sorted() == offDays)
    // Not vacuous: the series delivered on the days it was on, the last still listed.
    let delivered = await simulator.events.filter {
      if case .delivered("stretch:0:repeating", _, _) = $0 { return true }
      return false
    }
    #expect(delivered.count == 4)
    #expect(await simulator.delivered.map(\.request.identifier) == ["stretch:0:repeating"])
  }

  /// Days delivered before notifications went off, with no run between, are not findings: the
  /// last of them, still listed, shows they were on, and each replaced the one before.
  @Test(arguments: ["America/New_York", "Europe/London", "Australia/Lord_Howe"])
  func daysDeliveredBeforeNotificationsWentOffAreNotFindings(zone: String) async throws {
    // Friday 3 April 2026; Lord Howe's clocks go back on Sunday the 5th, London's stay.
    let start = DateBuilder.Context.fixed(2026, 4, 3, 10, 0, in: zone)
    let (simulator, notifications) = deviceInZone(of: start)
    notifications.register(Stretch(), permissionStrategy: .scheduleIfSystemAllowed)
    await notifications.rescheduleAll()
    await simulator.advance(to: DateBuilder.Context.fixed(2026, 4, 8, 12, 0, in: zone).now)
    await simulator.setAuthorizationStatus(.denied)
    await simulator.advance(to: DateBuilder.Context.fixed(2026, 4, 11, 12, 0, in: zone).now)
    await notifications.rescheduleAll()
    let audit = try await notifications.deliveryAudit()
    let offDays = ["stretch:0:20260409T090000", "stretch:0:20260410T090000", "stretch:0:20260411T090000"]
    #expect(audit.findings.map(\.identifier) == offDays)
    #expect(audit.findings.allSatisfy { $0.reason == .authorizationOff })
  }
}
