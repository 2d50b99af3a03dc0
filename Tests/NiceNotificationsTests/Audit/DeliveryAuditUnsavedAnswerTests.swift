import DateBuilder
import Foundation
import NiceNotifications
import NiceNotificationsTesting
import Testing
import TestSupport

/// An answer the delivery record store failed to save is not lost: the audit never calls a
/// notification the person opened, or the app removed, "removed by the person" because the save of
/// that answer failed once.
///
/// On a simulated device in Berlin the day the clocks spring forward: a 09:00 dose is delivered, and
/// answered while the record store refuses every save; the store works again before the next run.
struct DeliveryAuditUnsavedAnswerTests {
  /// A record store that refuses to save while ``refusesSaves`` is set, as a full disk would.
  final class RefusingRecordStore: DeliveryRecordStore, @unchecked Sendable {
    private let base = InMemoryDeliveryRecordStore()
    /// Guarded by `lock`: the test sets it, the front door reads it.
    private var refusing = false
    private let lock = NSLock()

    var refusesSaves: Bool {
      get { lock.withLock { refusing } }
      set { lock.withLock { refusing = newValue } }
    }

    func deliveryRecord() async throws(DeliveryRecordStoreError) -> DeliveryRecord {
      await base.deliveryRecord()
    }

    func saveDeliveryRecord(_ record: DeliveryRecord) async throws(DeliveryRecordStoreError) {
      guard !refusesSaves else { throw .ioFailure(path: "record", reason: "the disk is full") }
      await base.saveDeliveryRecord(record)
    }
  }

  enum Answer: String, CaseIterable, Sendable {
    /// The person opens the notification.
    case tapped
    /// The app removes its group's notifications from Notification Center.
    case removedByTheApp
    /// The app records a response its own delegate received.
    case recordedResponse
  }

  static let berlin = Zones.named("Europe/Berlin")
  static let dose = AdHocGroup(
    identifier: "dose",
    timeline: NotificationsTimeline {
      EveryDay(forDays: 5, starting: .tomorrow).at(hour: 9, minute: 0).schedule(title: "Dose")
    })

  static func berlin(_ month: Int, _ day: Int, _ hour: Int, _ minute: Int = 0) -> Date {
    DateBuilder.Context.fixed(2026, month, day, hour, minute, in: "Europe/Berlin").now
  }

  @Test(arguments: Answer.allCases)
  func anAnswerWhoseSaveFailedIsNotReportedRemovedByThePerson(_ answer: Answer) async throws {
    let store = RefusingRecordStore()
    let simulator = SimulatedNotificationCenter(
      now: Self.berlin(3, 28, 10), timeZone: Self.berlin, authorization: .authorized)
    await simulator.setResponseHandler { _ in }
    let notifications = LocalNotifications(simulator: simulator, deliveryRecordStore: store)
    await notifications.reschedule(group: Self.dose, permissionStrategy: .scheduleIfSystemAllowed)
    // Sunday 09:00 in summer time, 07:00 UTC.
    await simulator.advance(to: Self.berlin(3, 29, 9, 5))
    let delivered = try #require(await simulator.delivered.first)
    #expect(delivered.request.identifier == "dose:0:20260329T090000")

    store.refusesSaves = true
    switch answer {
    case .tapped:
      try await simulator.tap(delivered.request.identifier)
    case .removedByTheApp:
      #expect(await notifications.removeDeliveredNotifications(ofGroup: "dose").count == 1)
    case .recordedResponse:
      // Opened through a delegate of the app's own, which the simulator does not tell of it.
      await notifications.recordResponse(NotificationResponse(notification: delivered, action: .default))
      await simulator.removeDeliveredNotifications(withIdentifiers: [delivered.request.identifier])
    }
    #expect(await simulator.delivered.isEmpty)
    // The person leaves the app (a tap opened it), so the next doses are shown in Notification Center.
    await simulator.setAppState(.background)

    // While the store still refuses, the audit of what it has says nothing false either.
    #expect(try await notifications.deliveryAudit().findings.isEmpty)
    store.refusesSaves = false
    let report = await notifications.reschedule(
      group: Self.dose, permissionStrategy: .scheduleIfSystemAllowed)
    #expect(report.deliveryRecordError == nil)
    #expect(report.missedDeliveries.isEmpty)
    await simulator.advance(to: Self.berlin(4, 1, 12))
    let findings = try await notifications.deliveryAudit().findings
    #expect(findings.isEmpty, "\(findings)")
  }
}
