import DateBuilder
import Foundation
import NiceNotifications
import NiceNotificationsTesting
import Testing
import TestSupport

/// Where the delivery record lives: a file that reads back what was written, is never overwritten
/// when it cannot be read, and a record that keeps its newest entries within its bound.
struct DeliveryRecordStoreTests {
  struct Water: LocalNotificationsGroup {
    var groupIdentifier: String { "water" }
    func timeline() async throws -> NotificationsTimeline {
      NotificationsTimeline {
        EveryDay(forDays: 3, starting: .today).at(hour: 9, minute: 0)
          .schedule(with: { (date: Date) in
            NotificationContent(title: "Water \(date.timeIntervalSince1970)")
          })
      }
    }
  }

  /// An instance over a simulator in Berlin the week its clocks spring forward, with this store.
  static func device(_ store: any DeliveryRecordStore) -> (SimulatedNotificationCenter, LocalNotifications) {
    let start = DateBuilder.Context.fixed(2026, 3, 27, 7, 0, in: "Europe/Berlin")
    let (simulator, notifications) = deviceInZone(of: start, deliveryRecordStore: store)
    notifications.register(Water(), permissionStrategy: .scheduleIfSystemAllowed)
    return (simulator, notifications)
  }

  @Test func aFileStoreReadsBackWhatItsWritesRecorded() async throws {
    try await withTemporaryDirectory { directory in
      let url = directory.appendingPathComponent("Deliveries.json")
      let store = FileDeliveryRecordStore(fileURL: url)
      #expect(try await store.deliveryRecord() == DeliveryRecord())
      let (simulator, notifications) = Self.device(store)
      await notifications.rescheduleAll()
      await simulator.advance(by: 26 * 3_600)
      let report = await notifications.rescheduleAll()
      #expect(report.deliveryRecordError == nil)
      let record = try await FileDeliveryRecordStore(fileURL: url).deliveryRecord()
      // 27 to 29 March at the first launch, and 30 March added by the second.
      #expect(record.occurrences.count == 4)
      #expect(record.runs.map(\.timeZone) == ["Europe/Berlin", "Europe/Berlin"])
      #expect(record.occurrences.allSatisfy { $0.isFloating && $0.group == "water" })
      #expect(record.occurrences.filter(\.seenDelivered).count == 2)
    }
  }

  @Test(arguments: ["not json", #"{"version":1,"record":{"occurrences":7}}"#, #"{"version":2,"record":{}}"#])
  func anUnreadableFileIsNeverOverwrittenAndEveryCallSaysWhy(_ contents: String) async throws {
    try await withTemporaryDirectory { directory in
      let url = directory.appendingPathComponent("Deliveries.json")
      try Data(contents.utf8).write(to: url)
      let store = FileDeliveryRecordStore(fileURL: url)
      let (_, notifications) = Self.device(store)
      let report = await notifications.rescheduleAll()
      #expect(report.added.count == 3)  // the reminders are scheduled all the same
      switch report.deliveryRecordError {
      case .corruptFile?: #expect(!contents.contains(#""version":2"#))
      case .unsupportedVersion(_, let version)?: #expect(version == 2)
      default:
        Issue.record(
          "expected an unreadable-file error, got \(String(describing: report.deliveryRecordError))")
      }
      #expect(String(decoding: try Data(contentsOf: url), as: UTF8.self) == contents)
      await #expect(throws: LocalNotificationsError.self) { try await notifications.deliveryAudit() }
      let diagnostics = try await notifications.diagnostics()
      #expect(diagnostics.deliveryAudit == nil)
      #expect(diagnostics.text.contains("missed deliveries: no delivery record (none kept, or unreadable)"))
      let moved = try #require(try await store.resetCorruptFile())
      #expect(String(decoding: try Data(contentsOf: moved), as: UTF8.self) == contents)
      #expect(await notifications.rescheduleAll().deliveryRecordError == nil)
      #expect(try await store.deliveryRecord().runs.count == 1)
    }
  }

  @Test func aFileWrittenBeforeRepeatingRequestsWereRecordedReadsAndGainsThem() async throws {
    try await withTemporaryDirectory { directory in
      let url = directory.appendingPathComponent("Deliveries.json")
      let old = #"{"record":{"occurrences":[],"runs":[]},"version":1}"#
      try Data(old.utf8).write(to: url)
      let store = FileDeliveryRecordStore(fileURL: url)
      #expect(try await store.deliveryRecord() == DeliveryRecord())
      let (simulator, notifications) = Self.device(store)
      notifications.register(
        DeliveryAuditRepeatingTests.Stretch(), permissionStrategy: .scheduleIfSystemAllowed)
      #expect(await notifications.rescheduleAll().deliveryRecordError == nil)
      await simulator.advance(by: 26 * 3_600)
      await notifications.rescheduleAll()
      let record = try await FileDeliveryRecordStore(fileURL: url).deliveryRecord()
      #expect(record.repeating.map(\.identifier) == ["stretch:0:repeating"])
      // 28 March 9:00 came at the second launch, and replaced the 27th in Notification Center.
      #expect(record.repeating.first?.seenDelivered == ["stretch:0:20260328T090000"])
      #expect(record.occurrences.count == 4)
    }
  }

  @Test func anInstanceWithoutAStoreKeepsNoRecordAndSaysSo() async throws {
    let start = DateBuilder.Context.fixed(2026, 3, 27, 7, 0, in: "Europe/Berlin")
    let simulator = SimulatedNotificationCenter(
      now: start.now, timeZone: start.timeZone, authorization: .authorized)
    let notifications = LocalNotifications(
      center: simulator, permissionStore: InMemoryGroupPermissionStore(), policy: .soonestFirst
    ) { start }
    #expect(notifications.deliveryRecordStore == nil)
    let report = await notifications.schedule(
      content: NotificationContent(title: "Water"), at: Today().at(hour: 23, minute: 0),
      permissionStrategy: .scheduleIfSystemAllowed
    ).report
    #expect(report.added.count == 1)
    #expect(report.missedDeliveries.isEmpty && report.deliveryRecordError == nil)
    await #expect(throws: LocalNotificationsError.self) { try await notifications.deliveryAudit() }
    #expect(try await notifications.diagnostics().deliveryAudit == nil)
  }

  @Test func theRecordKeepsItsNewestOccurrencesAndRunsWithinItsBound() async throws {
    let store = InMemoryDeliveryRecordStore()
    let longAgo = Date(timeIntervalSince1970: 1_700_000_000)
    var seeded = DeliveryRecord()
    seeded.occurrences = (0..<(DeliveryRecord.maximumOccurrences + 100)).map { index in
      DeliveryRecord.Occurrence(
        identifier: "old:0:\(index)", group: "old", fireDate: longAgo.addingTimeInterval(Double(index) * 60),
        isFloating: false, plannedTimeZone: "Europe/Berlin")
    }
    var settings = NotificationSettings.notDetermined
    settings.authorizationStatus = .authorized
    seeded.runs = (0..<(DeliveryRecord.maximumRuns + 10)).map { index in
      DeliveryRecord.Run(
        date: longAgo.addingTimeInterval(Double(index)), timeZone: "Europe/Berlin", settings: settings,
        groupsOff: [])
    }
    await store.saveDeliveryRecord(seeded)
    let (simulator, notifications) = Self.device(store)
    await notifications.rescheduleAll()
    let record = await store.deliveryRecord()
    #expect(record.occurrences.count == DeliveryRecord.maximumOccurrences)
    #expect(record.runs.count == DeliveryRecord.maximumRuns)
    // The oldest went first: the three planned now are kept, and the 103 oldest are gone.
    #expect(record.occurrences.filter { $0.group == "water" }.count == 3)
    #expect(record.occurrences.first?.identifier == "old:0:103")
    #expect(record.runs.last?.date == (await simulator.now))
  }
}
