import Foundation
import NiceNotifications
import NiceNotificationsTesting
import Testing
import TestSupport

/// Bad and unusual input through the public API, one class at a time.
///
/// Each gets a typed error or a report that says so — never a trap, a silently wrong date, or a lost or
/// duplicated reminder. Dates are in Berlin, around the spring-forward night.
struct BadInputTests {
  static func phone() throws -> SimulatedNotificationCenter {
    try SimulatedNotificationCenter(
      startingAt: 2026, 3, 28, hour: 12, in: Zones.named("Europe/Berlin"), authorization: .authorized)
  }

  static func group(
    _ id: String = "g", @TimelineBuilder _ entries: () -> [NotificationsTimeline.Entry]
  ) -> AdHocGroup {
    AdHocGroup(identifier: id, timeline: NotificationsTimeline(entries: entries()))
  }

  // MARK: DSL

  @Test(arguments: [(24, 0), (-1, 0), (9, 60), (9, -1), (Int.max, 0), (Int.min, 0)])
  func anEntryAtAnImpossibleTimeFailsItsGroup(_ hour: Int, _ minute: Int) async throws {
    let phone = try Self.phone()
    let notifications = LocalNotifications(simulator: phone)
    let report = await notifications.reschedule(
      group: Self.group { Tomorrow().at(hour: hour, minute: minute).schedule(title: "Never") },
      permissionStrategy: .scheduleIfSystemAllowed)
    #expect(!report.isSuccess)
    #expect(await phone.pendingRequests().isEmpty)
  }

  @Test(arguments: [-1, Int.min])
  func aNegativeCountIsATypedError(_ count: Int) {
    #expect(throws: DateBuilderError.negativeCount(count)) {
      try EveryDay(forDays: count, starting: .today).at(hour: 9, minute: 0).dates(in: .current)
    }
  }

  @Test func aZeroCountIsNoDates() throws {
    #expect(try EveryDay(forDays: 0, starting: .today).at(hour: 9, minute: 0).dates(in: .current).isEmpty)
  }

  @Test(arguments: [Int.max, Int.min])
  func anExtremeOffsetIsOutOfRangeNotATrap(_ offset: Int) {
    #expect(throws: DateBuilderError.outOfRange) {
      try AddingDays(offset, to: Today()).at(hour: 9, minute: 0).date(in: .current)
    }
  }

  @Test(arguments: [Double.nan, .infinity, -.infinity, 1e300, -1e300])
  func aNonFiniteOrFarInstantIsATypedErrorInTheReport(_ seconds: Double) async throws {
    let phone = try Self.phone()
    let report = await LocalNotifications(simulator: phone).reschedule(
      group: Self.group { ExactlyAt(Date(timeIntervalSince1970: seconds)).schedule(title: "When?") },
      permissionStrategy: .scheduleIfSystemAllowed)
    #expect(!report.isSuccess)
    #expect(await phone.pendingRequests().isEmpty)
  }

  // MARK: Intervals and snooze times

  @Test(arguments: [0, -1, Double.nan, .infinity, -.infinity])
  func aBadIntervalIsATypedError(_ seconds: TimeInterval) {
    #expect(throws: NotificationTriggerError.self) {
      try NotificationTrigger.timeInterval(seconds, repeats: false).validate()
    }
  }

  @Test(arguments: [
    SnoozeTime.after(1e-9), .after(0), .after(-60), .after(.nan), .after(.infinity), .after(1e12),
    .nextTime(hour: 24, minute: 0), .nextTime(hour: 9, minute: 60),
  ])
  func aSnoozeTimeOutOfRangeIsRefused(_ time: SnoozeTime) async throws {
    let phone = try Self.phone()
    let notifications = LocalNotifications(simulator: phone)
    _ = await notifications.reschedule(
      group: Self.group { Tomorrow().at(hour: 9, minute: 0).schedule(title: "Tea") },
      permissionStrategy: .scheduleIfSystemAllowed)
    await phone.advance(by: 86_400)
    let delivered = try #require(await phone.deliveredNotifications().first)
    let error = await #expect(throws: ResponseActionError.self) {
      try await notifications.snooze(delivered, time)
    }
    guard case .invalidSnoozeTime? = error else {
      Issue.record("expected invalidSnoozeTime, got \(String(describing: error))")
      return
    }
    #expect(
      await phone.pendingRequests().allSatisfy { RequestIdentifier($0.request.identifier)?.isSnooze != true })
  }

  // MARK: Identifiers

  @Test func anEmptyGroupIdentifierFailsTheGroup() async throws {
    let report = await LocalNotifications(simulator: try Self.phone()).reschedule(
      group: Self.group("") { Tomorrow().at(hour: 9, minute: 0).schedule(title: "Tea") },
      permissionStrategy: .scheduleIfSystemAllowed)
    #expect(!report.isSuccess)
  }

  @Test func groupsNamedAlikeUnderNormalizationAreOneGroup() async throws {
    let phone = try Self.phone()
    let notifications = LocalNotifications(simulator: phone)
    let timeline = NotificationsTimeline { Tomorrow().at(hour: 9, minute: 0).schedule(title: "Caf\u{E9}") }
    _ = await notifications.reschedule(
      group: AdHocGroup(identifier: "caf\u{E9}", timeline: timeline),
      permissionStrategy: .scheduleIfSystemAllowed)
    let again = await notifications.reschedule(
      group: AdHocGroup(identifier: "cafe\u{301}", timeline: timeline),
      permissionStrategy: .scheduleIfSystemAllowed)
    #expect(again.writes == 0)
    #expect(await phone.pendingRequests().count == 1)
  }

  @Test func groupsAndEntriesWithSeparatorsAndCombiningMarksAreScheduledAndKept() async throws {
    let phone = try Self.phone()
    let notifications = LocalNotifications(simulator: phone)
    let group = Self.group("a:b%c\u{301}") {
      Tomorrow().at(hour: 9, minute: 0).schedule(title: "One").identified(by: "\u{301}x:y")
      Tomorrow().at(hour: 10, minute: 0).schedule(title: "Two").identified(by: "%3A")
    }
    let first = await notifications.reschedule(group: group, permissionStrategy: .scheduleIfSystemAllowed)
    #expect(first.isSuccess)
    #expect(first.added.count == 2)
    let again = await notifications.reschedule(group: group, permissionStrategy: .scheduleIfSystemAllowed)
    #expect(again.writes == 0)
  }

  // MARK: Content, payloads, attachments

  @Test func contentNestedTooDeepIsATypedError() {
    var value = PropertyListValue.string("leaf")
    for _ in 0..<40 { value = .dictionary(["next": value]) }
    var content = NotificationContent(title: "Deep")
    content.userInfo = ["root": value]
    #expect(throws: NotificationContentError.userInfoTooDeep(limit: NotificationContent.maximumUserInfoDepth))
    {
      try content.validate()
    }
  }

  @Test func aRemotePayloadThatIsNotAPayloadIsATypedError() {
    #expect(throws: RemotePayloadError.self) { try RemoteNotification(payload: Data("[1,2]".utf8)) }
    #expect(throws: RemotePayloadError.self) { try RemoteNotification(payload: Data(#"{"no":"aps"}"#.utf8)) }
    #expect(throws: RemotePayloadError.self) {
      try RemoteNotification(payload: Data(repeating: UInt8(ascii: " "), count: 5_000))
    }
  }

  @Test(arguments: ["https://example.com/cat.png", "file:///nonexistent/cat.png"])
  func anAttachmentThatIsNotALocalFileIsRefusedByTheCenter(_ url: String) async throws {
    let phone = try Self.phone()
    var content = NotificationContent(title: "Cat")
    content.attachments = [NotificationAttachment(identifier: "cat", url: try #require(URL(string: url)))]
    await #expect(throws: NotificationCenterError.self) {
      try await phone.add(NotificationRequest(identifier: "cat", content: content, trigger: nil))
    }
  }

  // MARK: Categories

  @Test func anActionIdentifierUsedInTwoCategoriesIsATypedError() {
    let categories = NotificationCategories {
      NotificationCategory(identifier: "a", actions: [NotificationAction("done", title: "Done")])
      NotificationCategory(identifier: "b", actions: [NotificationAction("done", title: "Done")])
    }
    #expect(throws: NotificationCategoryError.self) { try categories.validate() }
  }

  @Test func aCategoryDeclaredTwiceIsATypedError() {
    let categories = NotificationCategories {
      NotificationCategory(identifier: "a", actions: [NotificationAction("one", title: "One")])
      NotificationCategory(identifier: "a", actions: [NotificationAction("two", title: "Two")])
    }
    #expect(throws: NotificationCategoryError.self) { try categories.validate() }
  }

  // MARK: Center and stores

  @Test func addingOneIdentifierTwiceLeavesOneRequest() async throws {
    let phone = try Self.phone()
    let request = NotificationRequest(
      identifier: "once", content: NotificationContent(title: "Once"),
      trigger: .timeInterval(600, repeats: false))
    try await phone.add(request)
    try await phone.add(request)
    #expect(await phone.pendingRequests().count == 1)
  }

  @Test func aDamagedPermissionFileIsATypedErrorAndIsKept() async throws {
    try await withTemporaryDirectory { directory in
      let file = directory.appendingPathComponent("decisions.json")
      try Data("{ not json".utf8).write(to: file)
      let store = FileGroupPermissionStore(fileURL: file)
      await #expect(throws: GroupPermissionStoreError.self) { try await store.permission(forGroup: "g") }
      await #expect(throws: GroupPermissionStoreError.self) {
        try await store.setPermission(.allowed, forGroup: "g")
      }
      #expect(try Data(contentsOf: file) == Data("{ not json".utf8))
    }
  }
}
