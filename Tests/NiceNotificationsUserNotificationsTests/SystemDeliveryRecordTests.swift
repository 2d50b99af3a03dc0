#if !canImport(UserNotifications)
  import DateBuilder
  import Foundation
  @testable import NiceNotifications
  import Testing
  import TestSupport
  import UserNotificationsShim

  /// The system front door keeps its delivery record on disk without being given a store, in one
  /// store per process; the tests point that store's directory at a temporary one.
  struct SystemDeliveryRecordTests {
    static let water = AdHocGroup(
      identifier: "water",
      timeline: NotificationsTimeline {
        EveryDay(forDays: 3, starting: .today).at(hour: 9, minute: 0).schedule(title: "Water")
      })

    /// A front door of one launch over the device's `shim`, as `.system()` makes it, with `store`
    /// for its record; the center's time limit is long, as the whole suite runs beside it.
    static func launch(
      over shim: UNUserNotificationCenter, store: (any DeliveryRecordStore)?
    ) -> LocalNotifications {
      LocalNotifications(
        center: SystemNotificationCenter(center: shim), permissionStore: InMemoryGroupPermissionStore(),
        handledStore: InMemoryHandledOccurrenceStore(), deliveryRecordStore: store, centerTimeLimit: 600)
    }

    /// A record whose only occurrence was due yesterday evening in Berlin, when a run saw
    /// notifications turned off.
    static func recordOfAMissedEvening(before now: Date) -> DeliveryRecord {
      var settings = NotificationSettings.notDetermined
      settings.authorizationStatus = .denied
      var record = DeliveryRecord()
      record.runs = [
        DeliveryRecord.Run(
          date: now.addingTimeInterval(-2 * 86_400), timeZone: "Europe/Berlin", settings: settings,
          groupsOff: [])
      ]
      record.occurrences = [
        DeliveryRecord.Occurrence(
          identifier: "pills:0:evening", group: "pills", fireDate: now.addingTimeInterval(-86_400),
          isFloating: true, plannedTimeZone: "Europe/Berlin")
      ]
      return record
    }

    @Test func theSystemFrontDoorKeepsItsRecordInTheOneStandardStoreUnlessGivenNil() async throws {
      let shim = UNUserNotificationCenter._shimMake(authorization: .authorized)
      let first = LocalNotifications.system(
        SystemNotificationCenter(center: shim), permissionStore: InMemoryGroupPermissionStore(),
        handledStore: InMemoryHandledOccurrenceStore())
      let second = LocalNotifications.system(
        SystemNotificationCenter(center: shim), permissionStore: InMemoryGroupPermissionStore(),
        handledStore: InMemoryHandledOccurrenceStore())
      let store = try #require(first.deliveryRecordStore as? FileDeliveryRecordStore)
      #expect(store === FileDeliveryRecordStore.standard)
      #expect((second.deliveryRecordStore as? FileDeliveryRecordStore) === store)
      let support = try #require(
        FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask).first)
      #expect(store.fileURL == support.appendingPathComponent("NiceNotifications/DeliveryRecord.json"))

      let withoutRecord = LocalNotifications.system(
        SystemNotificationCenter(center: shim), permissionStore: InMemoryGroupPermissionStore(),
        handledStore: InMemoryHandledOccurrenceStore(), deliveryRecordStore: nil)
      #expect(withoutRecord.deliveryRecordStore == nil)
      let none = Self.launch(over: shim, store: nil)
      let report = await none.reschedule(group: Self.water, permissionStrategy: .scheduleIfSystemAllowed)
      #expect(report.isSuccess && !report.added.isEmpty)
      #expect(report.deliveryRecordError == nil && report.missedDeliveries.isEmpty)
      await #expect(throws: LocalNotificationsError.self) { try await none.deliveryAudit() }
    }

    @Test func aMissedDeliveryIsReportedOnceAcrossARelaunchOfTheSystemFrontDoor() async throws {
      try await withTemporaryDirectory { support in
        let shim = UNUserNotificationCenter._shimMake(authorization: .authorized)
        let url = support.appendingPathComponent("NiceNotifications/DeliveryRecord.json")
        try await FileDeliveryRecordStore(fileURL: url).saveDeliveryRecord(
          Self.recordOfAMissedEvening(before: Date()))

        let first = Self.launch(
          over: shim, store: FileDeliveryRecordStore.standardStore(applicationSupport: support))
        let report = await first.reschedule(group: Self.water, permissionStrategy: .scheduleIfSystemAllowed)
        #expect(report.isSuccess && report.deliveryRecordError == nil)
        #expect(report.missedDeliveries.map(\.identifier) == ["pills:0:evening"])
        #expect(report.missedDeliveries.map(\.reason) == [.authorizationOff])

        // The next launch: a new process, a new store over the same file.
        let second = Self.launch(
          over: shim, store: FileDeliveryRecordStore.standardStore(applicationSupport: support))
        let again = await second.reschedule(group: Self.water, permissionStrategy: .scheduleIfSystemAllowed)
        #expect(again.deliveryRecordError == nil && again.missedDeliveries.isEmpty)
        let audit = try await second.deliveryAudit()
        #expect(audit.findings.map(\.identifier) == ["pills:0:evening"])
        let record = try await FileDeliveryRecordStore(fileURL: url).deliveryRecord()
        #expect(record.runs.count == 3)
        #expect(record.occurrences.contains { $0.group == "water" })
      }
    }

    @Test func theStandardStoreNeverOverwritesACorruptFileAndTheReportSaysWhy() async throws {
      try await withTemporaryDirectory { support in
        let shim = UNUserNotificationCenter._shimMake(authorization: .authorized)
        let store = FileDeliveryRecordStore.standardStore(applicationSupport: support)
        try FileManager.default.createDirectory(
          at: store.fileURL.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("{\"version\":1,\"record\":".utf8).write(to: store.fileURL)
        let notifications = Self.launch(over: shim, store: store)
        let report = await notifications.reschedule(
          group: Self.water, permissionStrategy: .scheduleIfSystemAllowed)
        #expect(report.isSuccess && !report.added.isEmpty)
        let error = try #require(report.deliveryRecordError)
        guard case .corruptFile(let path, _) = error else {
          Issue.record("expected a corrupt-file error, got \(error)")
          return
        }
        #expect(path == store.fileURL.path)
        #expect(
          String(decoding: try Data(contentsOf: store.fileURL), as: UTF8.self) == "{\"version\":1,\"record\":"
        )
        await #expect(throws: LocalNotificationsError.deliveryRecordUnreadable(error.description)) {
          try await notifications.deliveryAudit()
        }
      }
    }

    /// A device in Berlin at 08:00 the morning before its clocks go back, its delegate routing to
    /// `router`, and a front door over it that has planned the water, keeping its record in `record`.
    struct DelegateDevice {
      let shim = UNUserNotificationCenter._shimMake(authorization: .authorized)
      let record = InMemoryDeliveryRecordStore()
      let now = Locked(DateBuilder.Context.fixed(2026, 10, 24, 8, 0).now)
      let notifications: LocalNotifications
      /// The first water, due at 09:00.
      let first = "water:0:20261024T090000"

      init(routingTo router: NotificationResponseRouter) async {
        let system = SystemNotificationCenter(center: shim)
        system.installDelegate()
        await system.delegateBridge.route(to: router)
        let now = now
        notifications = LocalNotifications(
          center: system, permissionStore: InMemoryGroupPermissionStore(), now: { now.withLock { $0 } },
          calendar: DateBuilder.Context.fixed(2026, 10, 24).calendar, deliveryRecordStore: record,
          centerTimeLimit: 600)
        #expect(
          await notifications.reschedule(
            group: SystemDeliveryRecordTests.water, permissionStrategy: .scheduleIfSystemAllowed
          )
          .isSuccess)
      }

      /// The first water, delivered at 09:00 and then taken out of Notification Center.
      func deliverFirst(then handle: (UNNotification) async -> Void) async throws {
        let nine = now.withLock { $0 }.addingTimeInterval(3_600)
        let notification = try #require(shim._shimDeliver(identifier: first, at: nine))
        await handle(notification)
        shim.removeDeliveredNotifications(withIdentifiers: [first])
        now.withLock { $0 = nine }
      }

      /// An hour later, a launch's reschedule and the audit find nothing missed.
      func expectNothingMissedAnHourLater() async throws {
        now.withLock { $0 = $0.addingTimeInterval(3_600) }
        #expect(
          await notifications.reschedule(
            group: SystemDeliveryRecordTests.water, permissionStrategy: .scheduleIfSystemAllowed
          )
          .isSuccess)
        #expect(try await notifications.deliveryAudit().findings.isEmpty)
      }
    }

    @Test func aNotificationOpenedThroughTheDelegateIsAnsweredThoughTheAppRecordedNothing() async throws {
      let router = NotificationResponseRouter()
      await router.on(.anyResponse) { _ in }
      let device = await DelegateDevice(routingTo: router)
      // Opening a notification takes it out of Notification Center.
      try await device.deliverFirst { #expect(await device.shim._shimRespond(to: $0)) }
      try await device.expectNothingMissedAnHourLater()
    }

    @Test(arguments: [PresentationOptions.silent, [.banner], [.sound, .badge]])
    func aNotificationPresentedThroughTheDelegateOutsideTheListIsAnswered(options: PresentationOptions)
      async throws
    {
      let device = await DelegateDevice(
        routingTo: NotificationResponseRouter(presentationPolicy: .init(defaultOptions: options)))
      // Presented without `.list`, iOS keeps it out of Notification Center.
      try await device.deliverFirst {
        #expect(await device.shim._shimPresent($0).rawValue == options.rawValue)
      }
      // The delegate records the presentation in a task of its own, so that the gate never delays it.
      let deadline = Date().addingTimeInterval(60)
      while await device.record.deliveryRecord().occurrences.first(where: { $0.identifier == device.first })?
        .wasHandled != true, Date() < deadline
      {
        try await Task.sleep(for: .milliseconds(10))
      }
      try await device.expectNothingMissedAnHourLater()
    }

    @Test func aStandardStoreWithoutADirectoryThrowsSayingWhyAtEveryCall() async throws {
      let store = FileDeliveryRecordStore.standardStore(applicationSupport: nil)
      let expected = DeliveryRecordStoreError.ioFailure(
        path: "<Application Support>/NiceNotifications/DeliveryRecord.json",
        reason: "the app's Application Support directory could not be determined")
      await #expect(throws: expected) { try await store.deliveryRecord() }
      await #expect(throws: expected) { try await store.saveDeliveryRecord(DeliveryRecord()) }
      await #expect(throws: expected) { try await store.resetCorruptFile() }

      let notifications = Self.launch(
        over: UNUserNotificationCenter._shimMake(authorization: .authorized), store: store)
      let report = await notifications.reschedule(
        group: Self.water, permissionStrategy: .scheduleIfSystemAllowed)
      #expect(report.isSuccess && !report.added.isEmpty)
      #expect(report.deliveryRecordError == expected)
      await #expect(throws: LocalNotificationsError.deliveryRecordUnreadable(expected.description)) {
        try await notifications.deliveryAudit()
      }
    }
  }
#endif
