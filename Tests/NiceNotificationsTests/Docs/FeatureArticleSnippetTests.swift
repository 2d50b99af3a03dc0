import Foundation
import NiceNotifications
import NiceNotificationsTesting
import Testing
import TestSupport

/// The code of the articles "Pacing notifications", "Why didn't it fire?" and "Decisions across
/// devices" compiles and runs: every ```swift block of those articles appears in this file, line
/// for line (indentation aside), inside a test that runs it.
struct FeatureArticleSnippetTests {
  static let articles = ["PacingNotifications", "WhyDidntItFire", "DecisionsAcrossDevices"]
  static let start = DateBuilder.Context.fixed(2026, 10, 24, 12, 0, in: "Europe/Berlin")

  @Test func everyBlockOfTheArticlesIsCodeInThisFile() throws {
    let root = URL(fileURLWithPath: #filePath)
    let source = try String(contentsOf: root, encoding: .utf8).components(separatedBy: "\n").map(
      \.droppingLeadingSpaces)
    let folder = root.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent(
        "Sources/NiceNotifications/NiceNotifications.docc/Articles")
    for name in Self.articles {
      let article = try String(contentsOf: folder.appendingPathComponent("\(name).md"), encoding: .utf8)
      let blocks = swiftBlocks(of: article)
      #expect(!blocks.isEmpty, "\(name) has no swift block")
      for block in blocks {
        let found = source.indices.contains { start in
          start + block.count <= source.count && Array(source[start..<start + block.count]) == block
        }
        #expect(found, "a block of \(name) is not in this file:\n\(block.joined(separator: "\n"))")
      }
    }
  }

  @Test func thePacingArticlesCodeRuns() async throws {
    let center = SimulatedNotificationCenter(
      now: Self.start.now, timeZone: Self.start.timeZone, authorization: .authorized)
    let store = InMemoryGroupPermissionStore()
    let pacing = try Pacing(
      quietHours: QuietHours(from: .time(hour: 22, minute: 0), to: .time(hour: 7, minute: 0)),
      groupQuietHours: ["medication": nil],
      minimumGap: 20 * 60,
      dailyLimit: 5,
      priorities: ["medication": 10, "habits": 5])
    let notifications = LocalNotifications(
      center: center, permissionStore: store, policy: PlanningPolicy(pacing: pacing))
    let timeline = NotificationsTimeline {
      EveryDay(forDays: 30, starting: .today).at(hour: 23, minute: 0)
        .schedule(title: "Stretch")
        .whenPaced(.skip)
    }
    notifications.register(
      AdHocGroup(identifier: "habits", timeline: timeline), permissionStrategy: .scheduleIfSystemAllowed)
    let report = await notifications.rescheduleAll()
    for paced in report.plan?.paced ?? [] {
      print(paced.identifier, paced.reason, paced.movedTo.map { "→ \($0)" } ?? "skipped")
    }
    let skipped = try #require(report.plan?.paced)
    #expect(!skipped.isEmpty && skipped.allSatisfy { $0.isSkipped && $0.reason == .quietHours })
    #expect(await center.pendingRequests().isEmpty)
  }

  @Test func theAuditArticlesCodeRuns() async throws {
    let support = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
    defer { try? FileManager.default.removeItem(at: support) }
    #if !os(tvOS)
      do {
        let notifications = LocalNotifications.system()  // its record in FileDeliveryRecordStore.standard
        let store = notifications.deliveryRecordStore as? FileDeliveryRecordStore
        #expect(store === FileDeliveryRecordStore.standard)
      }
      do {
        let notifications = LocalNotifications.system(
          deliveryRecordStore: FileDeliveryRecordStore(
            fileURL: support.appendingPathComponent("Deliveries.json")))
        #expect(notifications.deliveryRecordStore is FileDeliveryRecordStore)
      }
    #endif
    let center = SimulatedNotificationCenter(
      now: Self.start.now, timeZone: Self.start.timeZone, authorization: .authorized)
    let notifications = LocalNotifications(simulator: center)
    let audit = try await notifications.deliveryAudit()
    for group in audit.groups {
      for missed in audit.findings(inGroup: group) {
        print(group, missed.fireDate, missed.reason)  // "pills 2026-03-05 20:00 notifications were off"
      }
    }
    #expect(audit.findings.isEmpty)
  }

  @Test func theAuditArticlesCutListCodeRuns() async throws {
    // Two slots, and a reminder every hour across the night Berlin's clocks fall back: four days
    // unopened keep out more than a group's list holds.
    let center = SimulatedNotificationCenter(
      now: Self.start.now, timeZone: Self.start.timeZone, capacity: 2, authorization: .authorized)
    let notifications = LocalNotifications(simulator: center)
    let timeline = NotificationsTimeline {
      for hour in 0..<24 {
        EveryDay(forDays: 6, starting: .today).at(hour: hour, minute: 30)
          .schedule(with: { (date: Date) in
            NotificationContent(title: "Water \(date.timeIntervalSince1970)")
          })
      }
    }
    notifications.register(
      AdHocGroup(identifier: "water", timeline: timeline), permissionStrategy: .scheduleIfSystemAllowed)
    await notifications.rescheduleAll()
    await center.advance(by: 4 * 86_400)
    await notifications.rescheduleAll()
    let audit = try await notifications.deliveryAudit()
    for (group, date) in audit.deferralsCompleteBefore {
      print("\(group): more reminders were kept out by the cap from \(date) until the app was opened")
    }
    let cut = try #require(audit.deferralsCompleteBefore["water"])
    #expect(audit.findings.count == 64 && audit.findings.allSatisfy { $0.fireDate < cut })
  }

  @Test func theAcrossDevicesArticlesCodeRuns() async throws {
    #if canImport(Darwin)
      struct PillsGroup: LocalNotificationsGroup {
        let groupIdentifier = "pills"
        func timeline() async throws -> NotificationsTimeline {
          NotificationsTimeline {
            EveryDay(forDays: 3, starting: .today).at(hour: 9, minute: 0).schedule(title: "Pill")
          }
        }
      }
      let cloud = ICloudKeyValueStore.shared
      let notifications = LocalNotifications.system(
        permissionStore: CloudGroupPermissionStore(keyValueStore: cloud),
        handledStore: CloudHandledOccurrenceStore(
          keyValueStore: cloud, sightingsStore: UserDefaultsHandledOccurrenceStore()))
      notifications.register(PillsGroup(), permissionStrategy: .scheduleIfSystemAllowed)
      let following = try notifications.followDecisionsAcrossDevices()  // keep it
      following.cancel()
    #endif
    let start = Self.start.now
    let berlin = Self.start.timeZone
    let cloud = SimulatedCloud()
    let phoneValues = cloud.device("phone")
    let phoneKnown = InMemoryKnownDecisionsStore()
    let phoneCenter = SimulatedNotificationCenter(now: start, timeZone: berlin, authorization: .authorized)
    let phone = LocalNotifications(
      simulator: phoneCenter,
      handledStore: CloudHandledOccurrenceStore(keyValueStore: phoneValues, knownDecisions: phoneKnown) {
        await phoneCenter.now
      })
    let tabletCenter = SimulatedNotificationCenter(now: start, timeZone: berlin, authorization: .authorized)
    let tablet = LocalNotifications(
      simulator: tabletCenter,
      handledStore: CloudHandledOccurrenceStore(
        keyValueStore: cloud.device("tablet"), knownDecisions: InMemoryKnownDecisionsStore()
      ) { await tabletCenter.now })
    let timeline = NotificationsTimeline {
      EveryDay(forDays: 3, starting: .today).at(hour: 15, minute: 0).schedule(title: "Pill")
    }
    for device in [phone, tablet] {
      device.register(
        AdHocGroup(identifier: "pills", timeline: timeline), permissionStrategy: .scheduleIfSystemAllowed)
      _ = await device.rescheduleAll()
    }
    let tabletFollowing = try tablet.followDecisionsAcrossDevices()
    let first = try #require(await tabletCenter.pendingRequests().first)
    let next = try #require(RequestIdentifier(first.request.identifier))
    try await phone.markHandled(next, date: nil)
    cloud.sync()
    let reports = await tabletFollowing.reschedules()
    #expect(reports.flatMap(\.removed) == [next.description])
    // The phone's app ends and starts again: new stores over the same device.
    let relaunchedPhone = CloudHandledOccurrenceStore(
      keyValueStore: phoneValues, knownDecisions: phoneKnown
    ) { await phoneCenter.now }
    #expect(await relaunchedPhone.handledOccurrences(inGroup: "pills") == [next.description])
    tabletFollowing.cancel()
  }
}
