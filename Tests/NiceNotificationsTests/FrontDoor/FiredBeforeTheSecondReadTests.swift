import DateBuilder
import Foundation
import NiceNotifications
import NiceNotificationsTesting
import Testing
import TestSupport

/// A request that fires between a reschedule's adds and its second read is delivered, not pushed out:
/// the reschedule does not add it again.
struct FiredBeforeTheSecondReadTests {
  /// Forwards to the simulator; at the second read, `seconds` pass before the center answers.
  final class SlowSecondReadCenter: ForwardingNotificationCenter, Sendable {
    let base: any NotificationCenterPort
    let simulator: SimulatedNotificationCenter
    let seconds: TimeInterval
    private let reads = Locked(0)
    init(_ simulator: SimulatedNotificationCenter, seconds: TimeInterval) {
      (base, self.simulator, self.seconds) = (simulator, simulator, seconds)
    }

    func pendingRequests() async -> [PendingRequest] {
      let count = reads.withLock { reads in
        reads += 1
        return reads
      }
      if count == 2 { await simulator.advance(by: seconds) }
      return await base.pendingRequests()
    }
  }

  static let berlin = DateBuilder.Context.fixed(2026, 3, 29, 1, 59)

  /// Berlin a minute before its clocks spring forward; the second read answers 90 seconds later.
  func device() -> (SimulatedNotificationCenter, LocalNotifications) {
    let simulator = SimulatedNotificationCenter(
      now: Self.berlin.now, timeZone: Self.berlin.timeZone, authorization: .authorized)
    let notifications = LocalNotifications(
      center: SlowSecondReadCenter(simulator, seconds: 90), permissionStore: InMemoryGroupPermissionStore(),
      policy: .soonestFirst
    ) { DateBuilder.Context(now: await simulator.now, calendar: Self.berlin.calendar) }
    return (simulator, notifications)
  }

  @Test(arguments: [
    NotificationTrigger.timeInterval(5, repeats: false), .instant(berlin.now.addingTimeInterval(5)),
  ])
  func aDirectRequestThatFiresBeforeTheSecondReadIsNotAddedAgain(trigger: NotificationTrigger) async {
    let (simulator, notifications) = device()
    let soon = NotificationRequest(
      identifier: "kettle", content: NotificationContent(title: "Tea"), trigger: trigger)
    let report = await notifications.directSchedule(
      request: soon, permissionStrategy: .scheduleIfSystemAllowed)
    #expect(report.outcomes["kettle"] == .scheduled)
    await simulator.advance(by: 3_600)
    #expect(await simulator.delivered.map(\.request.identifier) == ["kettle"])
    #expect(await simulator.pending.isEmpty)
  }

  /// The group's 03:00, the first time after the clocks jump, fires while the center is read again.
  @Test func aGroupsReminderThatFiresBeforeTheSecondReadIsNotAddedAgain() async {
    let (simulator, notifications) = device()
    let pills = AdHocGroup(
      identifier: "pills",
      timeline: NotificationsTimeline {
        EveryDay(forDays: 3, starting: .today).at(hour: 3, minute: 0)
          .schedule(with: { (date: Date) in
            NotificationContent(title: "pills \(date.timeIntervalSince1970)")
          })
      })
    await notifications.reschedule(group: pills, permissionStrategy: .scheduleIfSystemAllowed)
    await simulator.advance(by: 3 * 86_400)
    let delivered = await simulator.delivered.map(\.request.identifier)
    #expect(
      delivered.sorted() == ["pills:0:20260329T030000", "pills:0:20260330T030000", "pills:0:20260331T030000"])
  }
}
