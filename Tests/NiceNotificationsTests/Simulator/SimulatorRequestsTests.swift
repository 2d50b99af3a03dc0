import Foundation
import NiceNotifications
import NiceNotificationsTesting
import Testing
import TestSupport

struct SimulatorRequestsTests {
  let context = DateBuilder.Context.fixed(2026, 11, 21, 12, 0)
  let office = LocationRegion(identifier: "office", latitude: 52.52, longitude: 13.40, radius: 100)

  /// Up to iOS 10 the soonest-firing requests were kept (Apple's "Local and Remote
  /// Notification Programming Guide", scheduling local notifications).
  @Test func iOS10AndEarlierKeepsTheSoonestFiringBeyondTheCap() async throws {
    let center = simulator(context, capacity: 3, overflowPolicy: .iOS10AndEarlier)
    try await center.add(request("late", .timeInterval(5_000, repeats: false)))
    try await center.add(request("hourly", .timeInterval(3_600, repeats: true)))
    try await center.add(request("office", .location(office, repeats: true)))
    try await center.add(request("soon", .timeInterval(100, repeats: false)))  // succeeds silently
    #expect(await center.pending.map(\.request.identifier) == ["soon", "hourly", "office"])
    #expect(
      await center.dropped == [
        DroppedRequest(
          request: request("late", .timeInterval(5_000, repeats: false)), date: context.now,
          reason: .overCapacity)
      ])
    #expect(await center.events.last == .dropped("late", .overCapacity, at: context.now))

    // The newcomer is dropped when it fires last.
    try await center.add(request("latest", .timeInterval(9_000, repeats: false)))
    #expect(await center.pending.map(\.request.identifier) == ["soon", "hourly", "office"])
    #expect(await center.dropped.map(\.request.identifier) == ["late", "latest"])
  }

  /// iOS 11 and later keep the last requests added: openradar 38065340 (100 requests of
  /// 1…100 s, 36…99 fired) and github.com/MaikuB/flutter_local_notifications/issues/2275 (70 requests, 7…70
  /// pending).
  @Test func iOS11AndLaterKeepTheLastAddedByDefault() async throws {
    #expect(SimulatedNotificationCenter().overflowPolicy == .iOS11AndLater)
    let center = simulator(context, capacity: 3)
    try await center.add(request("a", .timeInterval(100, repeats: false)))
    try await center.add(request("b", .timeInterval(200, repeats: false)))
    try await center.add(request("c", .timeInterval(300, repeats: false)))
    try await center.add(request("d", .timeInterval(5_000, repeats: false)))
    #expect(await center.pending.map(\.request.identifier) == ["b", "c", "d"])
    try await center.add(request("b", .timeInterval(400, repeats: false)))  // replacing counts as adding
    try await center.add(request("e", .timeInterval(50, repeats: false)))
    #expect(await center.pending.map(\.request.identifier) == ["e", "b", "d"])
    #expect(await center.dropped.map(\.request.identifier) == ["a", "c"])
    #expect(await center.dropped.map(\.reason) == [.overCapacity, .overCapacity])
  }

  @Test func neverPendingMoreThanTheCapacity() async throws {
    let center = simulator(context)
    for index in 0..<100 {
      try await center.add(request("r\(index)", .timeInterval(Double(1_000 - index), repeats: false)))
    }
    let pending = await center.pending.map(\.request.identifier)
    #expect(pending.count == 64)
    #expect(pending.first == "r99")  // the soonest
    #expect(pending.last == "r36")
    #expect(await center.dropped.count == 36)
    #expect(await center.writeCount == 100)
  }

  @Test func requestThatCanNeverFireIsDroppedNotPending() async throws {
    let center = simulator(context)
    try await center.add(request("past", .instant(context.now - 60)))
    let lastYear = DateComponents(year: 2025, month: 1, day: 1, hour: 9, minute: 0)
    try await center.add(request("lastYear", .calendar(lastYear, repeats: false)))
    #expect(await center.pending.isEmpty)
    #expect(await center.dropped.map(\.reason) == [.neverFires, .neverFires])
  }

  @Test func addWithAPendingIdentifierReplacesIt() async throws {
    let center = simulator(context)
    let t0 = context.now
    try await center.add(request("tea", .timeInterval(240, repeats: false)))
    await center.advance(by: 60)
    let stronger = request("tea", .timeInterval(300, repeats: false), badge: 1)
    try await center.add(stronger)
    #expect(await center.pending == [PendingRequest(request: stronger, fingerprint: stronger.fingerprint)])
    #expect(await center.pendingFireDates() == ["tea": t0 + 360])
    #expect(await center.takeEvents() == [.added("tea", at: t0), .replaced("tea", at: t0 + 60)])
    await center.advance(by: 240)
    #expect(await center.deliveredIdentifiers.isEmpty)  // the old trigger is gone
  }

  @Test func pendingReportsStoredFingerprintsSoonestFirstThenByIdentifier() async throws {
    let center = simulator(context)
    let requests = [
      request("z", .timeInterval(60, repeats: false)),
      request("office", .location(office, repeats: false)),
      request("y", .timeInterval(60, repeats: false)),
      request("x", .timeInterval(30, repeats: false)),
    ]
    for each in requests { try await center.add(each) }
    let pending = await center.pendingRequests()
    #expect(pending.map(\.request.identifier) == ["x", "y", "z", "office"])
    #expect(
      pending.map(\.fingerprint)
        == ["x", "y", "z", "office"].map { id in
          requests.first { $0.identifier == id }?.fingerprint
        })
    #expect(
      await center.pendingFireDates() == [
        "x": context.now + 30, "y": context.now + 60, "z": context.now + 60,
      ])
  }

  @Test func removingCountsOnlyWritesThatChangedSomething() async throws {
    let center = simulator(context)
    try await center.add(request("a", .timeInterval(60, repeats: false)))
    try await center.add(request("b", .timeInterval(60, repeats: false)))
    try await center.add(request("c", .timeInterval(60, repeats: false)))
    #expect(await center.writeCount == 3)
    await center.removePendingRequests(withIdentifiers: ["a", "unknown"])
    #expect(await center.pending.map(\.request.identifier) == ["b", "c"])
    #expect(await center.writeCount == 4)
    await center.removePendingRequests(withIdentifiers: ["unknown"])
    #expect(await center.writeCount == 4)
    await center.removeAllPendingRequests()
    await center.removeAllPendingRequests()
    #expect(await center.pending.isEmpty)
    #expect(await center.writeCount == 5)
    let removals = await center.events.filter { if case .removed = $0 { true } else { false } }
    #expect(removals == [.removed(["a"], at: context.now), .removed(["b", "c"], at: context.now)])
  }

  @Test func anAddDroppedAtOnceChangesNothingPending() async throws {
    let center = simulator(context, capacity: 1, overflowPolicy: .iOS10AndEarlier)
    try await center.add(request("past", .instant(context.now - 10)))
    #expect(await center.writeCount == 0)
    try await center.add(request("a", .timeInterval(60, repeats: false)))
    #expect(await center.writeCount == 1)
    try await center.add(request("later", .timeInterval(600, repeats: false)))  // dropped over capacity
    #expect(await center.pending.map(\.request.identifier) == ["a"])
    #expect(await center.writeCount == 1)
    try await center.add(request("a", .instant(context.now - 10)))  // replaces, then is dropped
    #expect(await center.pending.isEmpty)
    #expect(await center.writeCount == 2)
  }

  @Test func invalidRequestThrowsATypedErrorInsteadOfTrapping() async throws {
    let center = simulator(context)
    let tooOften = request("tooOften", .timeInterval(30, repeats: true))
    await #expect(throws: NotificationCenterError.invalidRequest(.trigger(.repeatingIntervalTooShort(30)))) {
      try await center.add(tooOften)
    }
    await #expect(throws: NotificationCenterError.invalidRequest(.emptyIdentifier)) {
      try await center.add(request("", nil))
    }
    #expect(await center.pending.isEmpty)
    #expect(await center.writeCount == 0)
    #expect(
      await center.events.first
        == .addFailed("tooOften", .invalidRequest(.trigger(.repeatingIntervalTooShort(30))), at: context.now))
  }

  @Test func addsCanBeRejectedWhileNotAllowed() async throws {
    let center = simulator(context, authorization: .denied)
    try await center.add(request("accepted", .timeInterval(60, repeats: false)))  // iOS's assumed default
    await center.setRejectsAddsWhenNotAllowed(true)
    await #expect(throws: NotificationCenterError.notificationsNotAllowed) {
      try await center.add(request("rejected", .timeInterval(60, repeats: false)))
    }
    #expect(await center.pending.map(\.request.identifier) == ["accepted"])
  }

  @Test func categoriesAreReplacedAsAWhole() async throws {
    let center = simulator(context)
    let alarm = NotificationCategory(identifier: "alarm", options: [.customDismissAction])
    let message = NotificationCategory(identifier: "message")
    await center.setCategories([alarm, message])
    await center.setCategories([message])
    #expect(await center.categories() == [message])
    #expect(await center.events.last == .categoriesChanged(["message"], at: context.now))
  }
}

/// The public reproductions of the iOS 11 rule, replayed on the simulator.
struct OverflowReproductionTests {
  let context = DateBuilder.Context.fixed(2026, 11, 21, 12, 0)

  /// openradar 38065340: 100 requests firing after 1…100 seconds; 36…99 fired (the report
  /// counts from 0: the last 64 added are kept).
  @Test func aHundredRequestsLeaveTheLastSixtyFourAdded() async throws {
    let center = simulator(context)
    for second in 1...100 {
      try await center.add(request("r\(second)", .timeInterval(Double(second), repeats: false)))
    }
    await center.advance(by: 200)
    #expect(await center.deliveredIdentifiers == (37...100).map { "r\($0)" })
  }

  /// github.com/MaikuB/flutter_local_notifications/issues/2275: 70 requests, 7…70 pending.
  @Test func seventyRequestsLeaveSevenToSeventyPending() async throws {
    let center = simulator(context)
    for index in 1...70 {
      try await center.add(request("n\(index)", .timeInterval(Double(3_600 * index), repeats: false)))
    }
    #expect(await center.pending.map(\.request.identifier) == (7...70).map { "n\($0)" })
  }
}

/// Attachments iOS refuses are refused by the simulator too ("UNNotificationAttachment",
/// Apple's documentation: a readable local file of a supported type within its size limit;
/// the attachment's initializer throws otherwise).
struct SimulatorAttachmentTests {
  let context = DateBuilder.Context.fixed(2026, 11, 21, 12, 0)

  func adding(_ name: String, bytes: Int, typeHint: String? = nil, in folder: URL) async
    -> NotificationCenterError?
  {
    let center = simulator(context)
    let file = folder.appendingPathComponent(name)
    try? Data(repeating: 0, count: bytes).write(to: file)
    var content = NotificationContent(title: "With a file")
    content.attachments = [.init(identifier: "a", url: file, options: .init(typeHint: typeHint))]
    do throws(NotificationCenterError) {
      try await center.add(
        NotificationRequest(identifier: "r", content: content, trigger: .timeInterval(60, repeats: false)))
      return nil
    } catch {
      return error
    }
  }

  @Test func aMissingFileAnUnsupportedTypeOrAnOversizedFileIsRefused() async throws {
    try await withTemporaryDirectory { folder in
      #expect(await adding("cover.png", bytes: 100, in: folder) == nil)
      #expect(await adding("song.mp3", bytes: 5_000_000, in: folder) == nil)
      if case .invalidAttachment? = await adding("notes.txt", bytes: 100, in: folder) {
      } else {
        Issue.record("an unsupported type was accepted")
      }
      if case .invalidAttachment? = await adding("song.mp3", bytes: 5_000_001, in: folder) {
      } else {
        Issue.record("an audio file over 5 MB was accepted")
      }
      if case .invalidAttachment? = await adding("data.bin", bytes: 10, typeHint: "public.png", in: folder) {
        Issue.record("a type hint should name the type")
      }
      let center = simulator(context)
      var content = NotificationContent(title: "Missing")
      content.attachments = [.init(identifier: "a", url: folder.appendingPathComponent("gone.png"))]
      await #expect(throws: NotificationCenterError.self) {
        try await center.add(NotificationRequest(identifier: "m", content: content, trigger: nil))
      }
      #expect(await center.pending.isEmpty)
    }
  }

  @Test func aDirectoryNamedLikeAnImageIsRefusedAndLeftWhereItIs() async throws {
    try await withTemporaryDirectory { folder in
      let directory = folder.appendingPathComponent("folder.png", isDirectory: true)
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      let center = simulator(context)
      var content = NotificationContent(title: "A folder")
      content.attachments = [.init(identifier: "a", url: directory)]
      await #expect(throws: NotificationCenterError.self) {
        try await center.add(NotificationRequest(identifier: "f", content: content, trigger: nil))
      }
      #expect(await center.pending.isEmpty)
      #expect(FileManager.default.fileExists(atPath: directory.path))
    }
  }

  /// iOS compares identifiers by their bytes: "é" precomposed and "e" with a combining accent
  /// are two requests (and two shown notifications), though Swift's `==` calls them equal.
  @Test func identifiersThatDifferOnlyInHowAnAccentIsEncodedAreTwoRequests() async throws {
    let center = simulator(context)
    let (composed, decomposed) = ("caf\u{E9}", "cafe\u{301}")
    try await center.add(request(composed, .timeInterval(600, repeats: false)))
    try await center.add(request(decomposed, .timeInterval(600, repeats: false)))
    #expect(await center.pending.count == 2)
    await center.removePendingRequests(withIdentifiers: [decomposed])
    #expect(await center.pending.map { Array($0.request.identifier.utf8) } == [Array(composed.utf8)])
    try await center.add(request(decomposed, .timeInterval(60, repeats: false)))
    await center.advance(by: 700)
    #expect(await center.delivered.count == 2)
    await center.removeDeliveredNotifications(withIdentifiers: [composed])
    #expect(await center.delivered.map { Array($0.request.identifier.utf8) } == [Array(decomposed.utf8)])
  }
}
