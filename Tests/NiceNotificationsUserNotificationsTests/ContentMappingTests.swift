#if !canImport(UserNotifications)
  import Foundation
  import NiceNotifications
  import NiceNotificationsUserNotifications
  import Testing
  import UserNotificationsShim

  struct ContentMappingTests {
    static let later = NotificationTrigger.timeInterval(3_600, repeats: false)

    @Test func everyContentFieldSurvivesTheRoundTrip() async throws {
      let (system, _) = adapter()
      var content = everyContentField
      content.attachments = [
        NotificationAttachment(
          identifier: "cover", url: try temporaryPNG(),
          options: .init(typeHint: "public.png", thumbnailHidden: true, thumbnailTime: 1.5))
      ]
      let request = NotificationRequest(identifier: "full", content: content, trigger: Self.later)
      try await system.add(request)
      let pending = await system.pendingRequests()
      #expect(pending.count == 1)
      let read = try #require(pending.first)
      #expect(read.fingerprint == request.fingerprint)
      // Everything survives but the attachment's location: the system moved the file into
      // its own store (Apple's documentation, "UNNotificationAttachment").
      let stored = try #require(read.request.content.attachments.first?.url)
      #expect(stored != request.content.attachments.first?.url)
      #expect(FileManager.default.fileExists(atPath: stored.path))
      var expected = request
      expected.content.attachments[0].url = stored
      #expect(read.request == expected)
    }

    @Test func deliveredContentReadsBackAsItWasAdded() async throws {
      let (system, shim) = adapter(authorization: .authorized)
      let request = NotificationRequest(identifier: "full", content: everyContentField, trigger: Self.later)
      try await system.add(request)
      let date = Date(timeIntervalSince1970: 1_790_000_000)
      shim._shimDeliver(identifier: "full", at: date)
      #expect(await system.deliveredNotifications() == [DeliveredNotification(request: request, date: date)])
    }

    @Test(arguments: [
      nil, NotificationSound.default, .named("chime.caf"), .defaultCritical(volume: nil),
      .defaultCritical(volume: 0.3), .critical(named: "siren.caf", volume: 1),
    ])
    func everySoundSurvivesTheRoundTrip(sound: NotificationSound?) async throws {
      let (system, shim) = adapter()
      let request = NotificationRequest(
        identifier: "sound", content: NotificationContent(title: "Sound", sound: sound), trigger: Self.later)
      try await system.add(request)
      #expect(await system.pendingRequests().map(\.request.content.sound) == [sound])
      let platformSound = await shim.pendingNotificationRequests().first?.content.sound
      #expect(platformSound == sound.map(Self.platformSound))
    }

    private static func platformSound(_ sound: NotificationSound) -> UNNotificationSound {
      switch sound {
      case .default: .default
      case .named(let name): UNNotificationSound(named: UNNotificationSoundName(name))
      case .defaultCritical(nil): .defaultCritical
      case .defaultCritical(let volume?): .defaultCriticalSound(withAudioVolume: volume)
      case let .critical(name, volume):
        .criticalSoundNamed(UNNotificationSoundName(name), withAudioVolume: volume)
      }
    }

    @Test func platformContentHoldsPlainFoundationValuesAndTheMetadata() async throws {
      let (system, shim) = adapter()
      let request = NotificationRequest(identifier: "plain", content: everyContentField, trigger: Self.later)
      try await system.add(request)
      let content = try #require(await shim.pendingNotificationRequests().first?.content)
      #expect(content.title == "Title")
      #expect(content.badge == 3)
      #expect(content.interruptionLevel == .timeSensitive)
      #expect(content.userInfo["int"] as? Int == 42)
      #expect(content.userInfo["true"] as? Bool == true)
      #expect(content.userInfo["double"] as? Double == 2.5)
      #expect((content.userInfo["nested"] as? [String: Any])?["flag"] as? Bool == true)
      let metadata = try #require(content.userInfo["NiceNotifications"] as? [String: Any])
      #expect(metadata["fingerprint"] as? String == request.fingerprint.rawValue)
    }

    @Test func contentUsingTheReservedUserInfoKeyIsRefused() async throws {
      let (system, shim) = adapter()
      let content = NotificationContent(title: "Mine", userInfo: ["NiceNotifications": "mine"])
      await #expect(
        throws: NotificationCenterError.invalidRequest(
          .refusedByPlatform("the userInfo key \"NiceNotifications\" is reserved for NiceNotifications"))
      ) {
        try await system.add(
          NotificationRequest(identifier: "reserved", content: content, trigger: Self.later))
      }
      #expect(await shim.pendingNotificationRequests().isEmpty)
    }

    @Test func contentOtherCodeAddedReadsWithoutAFingerprint() async throws {
      let (system, shim) = adapter()
      let content = UNMutableNotificationContent()
      content.title = "Theirs"
      content.sound = UNNotificationSound(named: UNNotificationSoundName("theirs.caf"))
      content.userInfo = ["kept": "yes", 7: "number key", "object": NSObject()]
      let trigger = UNTimeIntervalNotificationTrigger(timeInterval: 600, repeats: false)
      try await shim.add(UNNotificationRequest(identifier: "theirs", content: content, trigger: trigger))
      let expected = NotificationContent(title: "Theirs", sound: .default, userInfo: ["kept": "yes"])
      #expect(
        await system.pendingRequests() == [
          PendingRequest(
            request: NotificationRequest(
              identifier: "theirs", content: expected, trigger: .timeInterval(600, repeats: false)),
            fingerprint: nil)
        ])
    }

    @Test func numbersOtherCodeAddedReadWithTheirSignAndSize() async throws {
      let (system, shim) = adapter()
      let content = UNMutableNotificationContent()
      content.title = "Theirs"
      content.badge = NSNumber(value: 1e30)
      content.userInfo = [
        "largest": NSNumber(value: UInt64.max), "unsigned": NSNumber(value: UInt32.max),
        "byte": NSNumber(value: Int8(-3)), "flag": true, "fraction": NSNumber(value: Float(2.5)),
      ]
      let trigger = UNTimeIntervalNotificationTrigger(timeInterval: 600, repeats: false)
      try await shim.add(UNNotificationRequest(identifier: "theirs", content: content, trigger: trigger))
      let read = try #require(await system.pendingRequests().first?.request.content)
      #expect(read.badge == Int.max)
      #expect(
        read.userInfo == [
          "largest": .double(Double(UInt64.max)), "unsigned": .int(Int(UInt32.max)), "byte": .int(-3),
          "flag": .bool(true), "fraction": .double(2.5),
        ])
    }

    @Test(arguments: [(-1e30, Int.min), (2.75, 2), (-2.75, -2), (.nan, nil)] as [(Double, Int?)])
    func aBadgeBeyondOrBetweenWholeNumbersReadsAsTheNearestInt(badge: Double, read: Int?) async throws {
      let (system, shim) = adapter()
      let content = UNMutableNotificationContent()
      content.badge = NSNumber(value: badge)
      let trigger = UNTimeIntervalNotificationTrigger(timeInterval: 600, repeats: false)
      try await shim.add(UNNotificationRequest(identifier: "theirs", content: content, trigger: trigger))
      #expect(await system.pendingRequests().first?.request.content.badge == read)
    }

    @Test func anAttachmentThePlatformRefusesThrowsInvalidAttachment() async throws {
      let (system, shim) = adapter()
      var content = NotificationContent(title: "Missing file")
      content.attachments = [
        NotificationAttachment(identifier: "gone", url: URL(fileURLWithPath: "/nonexistent/cover.png"))
      ]
      let error = await #expect(throws: NotificationCenterError.self) {
        try await system.add(NotificationRequest(identifier: "gone", content: content, trigger: Self.later))
      }
      guard case .invalidAttachment? = error else {
        Issue.record("expected invalidAttachment, got \(String(describing: error))")
        return
      }
      #expect(await shim.pendingNotificationRequests().isEmpty)
    }

    @Test func anInvalidRequestNeverReachesThePlatform() async throws {
      let (system, shim) = adapter()
      let tooOften = NotificationRequest(
        identifier: "tooOften", content: NotificationContent(title: "Hi"),
        trigger: .timeInterval(30, repeats: true))
      await #expect(throws: NotificationCenterError.invalidRequest(.trigger(.repeatingIntervalTooShort(30))))
      {
        try await system.add(tooOften)
      }
      var content = NotificationContent(title: "Hi")
      content.relevanceScore = 2
      await #expect(throws: NotificationCenterError.invalidRequest(.content(.relevanceScoreOutOfRange(2)))) {
        try await system.add(NotificationRequest(identifier: "score", content: content, trigger: Self.later))
      }
      #expect(await shim.pendingNotificationRequests().isEmpty)
    }
  }
#endif
