import DateBuilder
import Foundation
import NiceNotifications
import NiceNotificationsTesting
import Testing
import TestSupport

/// A notification the app presented while it was on screen, without a place in Notification
/// Center, is not one the person removed.
///
/// On a simulated device in Berlin across the night its clocks spring forward (28 March 2027),
/// the app in the foreground, its router deciding how each 14:00 delivery is presented.
struct DeliveryAuditForegroundTests {
  enum Series: String, CaseIterable, Sendable {
    /// Its own words each day: one one-shot request a day.
    case oneShots
    /// The same words every day: one repeating request whose deliveries stand for days.
    case compressed

    var group: FixedGroup {
      switch self {
      case .oneShots:
        FixedGroup("drink") {
          EveryDay(forDays: 5, starting: .today).at(hour: 14, minute: 0).schedule { (date: Date) in
            NotificationContent(title: "Drink \(Int(date.timeIntervalSince1970))")
          }
        }
      case .compressed:
        FixedGroup("drink") {
          EveryDay(starting: .today).at(hour: 14, minute: 0).schedule(title: "Drink")
        }
      }
    }
  }

  /// 12:00 on Saturday 27 March 2027 in Berlin, the app on screen, its router presenting with `options`.
  func device(
    _ series: Series, presenting options: PresentationOptions
  ) async -> (SimulatedNotificationCenter, LocalNotifications) {
    let start = DateBuilder.Context.fixed(2027, 3, 27, 12, 0, in: "Europe/Berlin")
    let simulator = SimulatedNotificationCenter(
      now: start.now, timeZone: start.timeZone, authorization: .authorized, appState: .foreground)
    let notifications = LocalNotifications(simulator: simulator)
    let router = NotificationResponseRouter()
    await router.decidePresentation { _ in options }
    await simulator.setPresentationHandler { await router.presentationOptions(for: $0) }
    notifications.register(series.group, permissionStrategy: .scheduleIfSystemAllowed)
    await notifications.rescheduleAll()
    return (simulator, notifications)
  }

  @Test(arguments: Series.allCases, [PresentationOptions.silent, [.banner, .sound]])
  func presentedInTheForegroundOutsideTheListIsNotAFinding(
    series: Series, options: PresentationOptions
  ) async throws {
    let (simulator, notifications) = await device(series, presenting: options)
    // Three days of 14:00 deliveries, across the spring-forward night, with a launch each afternoon.
    var reported: [MissedDelivery] = []
    for _ in 0..<3 {
      await simulator.advance(by: 86_400)
      reported += await notifications.rescheduleAll().missedDeliveries
    }
    #expect(await simulator.deliveredNotifications().isEmpty)
    #expect(reported.isEmpty)
    #expect(try await notifications.deliveryAudit().findings.isEmpty)
  }

  @Test(arguments: Series.allCases)
  func listedInTheForegroundAndClearedIsStillRemovedByThePerson(series: Series) async throws {
    let (simulator, notifications) = await device(series, presenting: [.banner, .list])
    // 15:00: a launch sees the 14:00 one in Notification Center; then the person clears it.
    await simulator.advance(by: 3 * 3_600)
    #expect(await notifications.rescheduleAll().missedDeliveries.isEmpty)
    try await simulator.clearNotificationCenter()
    await simulator.advance(by: 3_600)
    let report = await notifications.rescheduleAll()
    #expect(report.missedDeliveries.map(\.identifier) == ["drink:0:20270327T140000"])
    #expect(report.missedDeliveries.map(\.reason) == [.removedByPerson])
  }

  /// A center the package's delegate does not stand behind, as with an app's own delegate.
  struct OwnDelegateCenter: ForwardingNotificationCenter {
    let base: any NotificationCenterPort
  }

  @Test(arguments: [true, false])
  func anAppsOwnDelegateRecordsWhatItPresentsOutsideTheList(recording: Bool) async throws {
    let start = DateBuilder.Context.fixed(2027, 3, 27, 12, 0, in: "Europe/Berlin")
    let simulator = SimulatedNotificationCenter(
      now: start.now, timeZone: start.timeZone, authorization: .authorized, appState: .foreground)
    let notifications = LocalNotifications(
      center: OwnDelegateCenter(base: simulator), permissionStore: InMemoryGroupPermissionStore(),
      policy: .soonestFirst, deliveryRecordStore: InMemoryDeliveryRecordStore()
    ) { DateBuilder.Context(now: await simulator.now, calendar: await simulator.calendar) }
    await simulator.setPresentationHandler { delivered in
      if recording { await notifications.recordPresentation(delivered, options: [.banner]) }
      return [.banner]
    }
    notifications.register(Series.oneShots.group, permissionStrategy: .scheduleIfSystemAllowed)
    await notifications.rescheduleAll()
    await simulator.advance(by: 86_400)
    let findings = await notifications.rescheduleAll().missedDeliveries
    // Without the call, the audit cannot tell a banner the app chose from a notification the person removed.
    #expect(findings.map(\.reason) == (recording ? [] : [.removedByPerson]))
    #expect(try await notifications.deliveryAudit().findings.count == (recording ? 0 : 1))
  }
}
