import Foundation
import NiceNotifications
import Testing

struct RemoteNotificationTests {
  func decode(_ json: String) throws(RemotePayloadError) -> RemoteNotification {
    try RemoteNotification(payload: Data(json.utf8))
  }

  @Test func decodesAFullAlertPayloadIntoContent() throws {
    let push = try decode(
      """
      {
        "aps": {
          "alert": {"title": "Game over", "subtitle": "Final score", "body": "Lions 3 : 2 Tigers"},
          "badge": 4,
          "sound": "whistle.caf",
          "thread-id": "match-7",
          "category": "score",
          "mutable-content": 1,
          "target-content-id": "match/7",
          "interruption-level": "time-sensitive",
          "relevance-score": 0.75,
          "filter-criteria": "sports"
        },
        "matchID": 7,
        "teams": ["Lions", "Tigers"],
        "meta": {"live": false, "odds": 1.5, "note": null}
      }
      """)
    #expect(
      push.alert
        == RemoteNotification.Alert(title: "Game over", subtitle: "Final score", body: "Lions 3 : 2 Tigers"))
    #expect(push.badge == 4)
    #expect(push.sound == .named("whistle.caf"))
    #expect(push.mutableContent)
    #expect(!push.contentAvailable)
    #expect(push.isVisible && !push.isBackgroundUpdate)
    #expect(
      push.customData == ["matchID": 7, "teams": ["Lions", "Tigers"], "meta": ["live": false, "odds": 1.5]])

    let content = push.content
    #expect(content.title == "Game over")
    #expect(content.subtitle == "Final score")
    #expect(content.body == "Lions 3 : 2 Tigers")
    #expect(content.badge == 4)
    #expect(content.sound == .named("whistle.caf"))
    #expect(content.threadIdentifier == "match-7")
    #expect(content.categoryIdentifier == "score")
    #expect(content.targetContentIdentifier == "match/7")
    #expect(content.interruptionLevel == .timeSensitive)
    #expect(content.relevanceScore == 0.75)
    #expect(content.filterCriteria == "sports")
    #expect(content.userInfo["matchID"] == 7)
    #expect(content.userInfo["aps"] != nil)  // as on Apple platforms, userInfo is the whole payload
    #expect(throws: Never.self) { try content.validate() }
  }

  @Test func anAlertStringIsTheBodyAndNoSoundKeyMeansSilence() throws {
    let push = try decode(#"{"aps": {"alert": "Your order shipped"}}"#)
    #expect(push.alert == RemoteNotification.Alert(body: "Your order shipped"))
    #expect(push.content.body == "Your order shipped")
    #expect(push.content.title == "")
    #expect(push.content.sound == nil)
    #expect(push.content.badge == nil)
    #expect(push.content.interruptionLevel == .active)
  }

  @Test(arguments: [
    (#"{"critical": 1, "name": "default", "volume": 0.5}"#, NotificationSound.defaultCritical(volume: 0.5)),
    (#"{"critical": 1, "name": "siren.caf"}"#, .critical(named: "siren.caf", volume: 1)),
    (#"{"critical": 0, "name": "chime.caf", "volume": 1}"#, .named("chime.caf")),
    (#""default""#, .default),
  ])
  func decodesSounds(json: String, sound: NotificationSound) throws {
    #expect(try decode(#"{"aps": {"sound": \#(json)}}"#).sound == sound)
  }

  @Test func aContentAvailablePushOnlyWakesTheApp() throws {
    let push = try decode(#"{"aps": {"content-available": 1}, "sync": "inbox"}"#)
    #expect(push.contentAvailable)
    #expect(push.isBackgroundUpdate)
    #expect(!push.isVisible)
    #expect(try decode(#"{"aps": {"content-available": true, "badge": 0}}"#).isBackgroundUpdate == false)
  }

  @Test func keepsLocalizationKeysForTheApp() throws {
    let push = try decode(
      #"{"aps": {"alert": {"title-loc-key": "GAME_OVER", "title-loc-args": ["Lions"], "loc-key": "SCORE", "loc-args": ["3", "2"], "launch-image": "score.png"}}}"#
    )
    #expect(push.alert?.titleLocalizationKey == "GAME_OVER")
    #expect(push.alert?.titleLocalizationArguments == ["Lions"])
    #expect(push.alert?.bodyLocalizationKey == "SCORE")
    #expect(push.alert?.bodyLocalizationArguments == ["3", "2"])
    #expect(push.alert?.launchImage == "score.png")
    #expect(push.content.body == "")
  }

  @Test func nullsAreLeftOut() throws {
    let push = try decode(#"{"aps": {"alert": "Hi", "badge": null}, "extra": null, "list": [1, null, 2]}"#)
    #expect(push.badge == nil)
    #expect(push.customData == ["list": [1, 2]])
  }

  @Test(arguments: [
    ("not json at all", nil),
    (#"["aps"]"#, RemotePayloadError.notADictionary),
    (#"{"alert": "Hi"}"#, .missingAPS),
    (#"{"aps": "Hi"}"#, .invalidValue(key: "aps", expected: "a dictionary")),
    (#"{"aps": {"alert": 42}}"#, .invalidValue(key: "aps.alert", expected: "a string or a dictionary")),
    (#"{"aps": {"alert": {"title": 42}}}"#, .invalidValue(key: "aps.alert.title", expected: "a string")),
    (
      #"{"aps": {"alert": {"loc-args": ["a", 1]}}}"#,
      .invalidValue(key: "aps.alert.loc-args", expected: "an array of strings")
    ),
    (#"{"aps": {"badge": -1}}"#, .invalidValue(key: "aps.badge", expected: "a whole number of at least 0")),
    (#"{"aps": {"badge": "3"}}"#, .invalidValue(key: "aps.badge", expected: "a whole number of at least 0")),
    (#"{"aps": {"badge": 2.5}}"#, .invalidValue(key: "aps.badge", expected: "a whole number of at least 0")),
    (#"{"aps": {"sound": ""}}"#, .invalidValue(key: "aps.sound", expected: "a sound name")),
    (#"{"aps": {"sound": {"critical": 1}}}"#, .invalidValue(key: "aps.sound.name", expected: "a sound name")),
    (
      #"{"aps": {"sound": {"critical": 1, "name": "a", "volume": 1.5}}}"#,
      .invalidValue(key: "aps.sound.volume", expected: "a number from 0 through 1")
    ),
    (#"{"aps": {"sound": 7}}"#, .invalidValue(key: "aps.sound", expected: "a string or a dictionary")),
    (
      #"{"aps": {"content-available": "yes"}}"#,
      .invalidValue(key: "aps.content-available", expected: "0 or 1")
    ),
    (#"{"aps": {"mutable-content": 2}}"#, .invalidValue(key: "aps.mutable-content", expected: "0 or 1")),
    (#"{"aps": {"thread-id": 7}}"#, .invalidValue(key: "aps.thread-id", expected: "a string")),
    (
      #"{"aps": {"relevance-score": 2}}"#,
      .invalidValue(key: "aps.relevance-score", expected: "a number from 0 through 1")
    ),
    (
      #"{"aps": {"interruption-level": "urgent"}}"#,
      .invalidValue(
        key: "aps.interruption-level", expected: "\"passive\", \"active\", \"time-sensitive\" or \"critical\""
      )
    ),
  ])
  func malformedPayloadsAreTypedErrors(json: String, expected: RemotePayloadError?) throws {
    let error = try #require(throws: RemotePayloadError.self) { try decode(json) }
    if let expected {
      #expect(error == expected)
    } else {
      guard case .notJSON = error else {
        Issue.record("expected .notJSON, got \(error)")
        return
      }
    }
  }

  /// A payload of exactly `size` bytes, padded in a custom key.
  func payload(ofSize size: Int) -> Data {
    let skeleton = #"{"aps":{"alert":"Hi"},"pad":""}"#
    let padding = String(repeating: "x", count: size - skeleton.utf8.count)
    return Data(#"{"aps":{"alert":"Hi"},"pad":"\#(padding)"}"#.utf8)
  }

  @Test func payloadsOverAPNsFourKilobyteLimitAreRejected() throws {
    #expect(RemoteNotification.maximumPayloadSize == 4096)
    let atLimit = payload(ofSize: 4096)
    #expect(atLimit.count == 4096)
    #expect(try RemoteNotification(payload: atLimit).alert?.body == "Hi")
    let over = payload(ofSize: 4097)
    #expect(throws: RemotePayloadError.tooLarge(bytes: 4097, limit: 4096)) {
      try RemoteNotification(payload: over)
    }
    #expect(throws: RemotePayloadError.tooLarge(bytes: 4097, limit: 4096)) {
      // The size is checked before the syntax.
      try RemoteNotification(payload: Data(("{" + String(repeating: " ", count: 4096)).utf8))
    }
    // A VoIP-sized limit.
    #expect(try RemoteNotification(payload: over, maximumSize: 5120).alert?.body == "Hi")
  }

  @Test func decodesTheUserInfoADeliveredNotificationCarries() throws {
    let push = try decode(#"{"aps": {"alert": "Hi", "category": "chat"}, "room": "42"}"#)
    let delivered = push.delivered(identifier: "apns-1", at: Date(timeIntervalSince1970: 0))
    #expect(delivered.request.identifier == "apns-1")
    #expect(delivered.request.trigger == nil)
    #expect(try RemoteNotification(userInfo: delivered.request.content.userInfo) == push)
    #expect(throws: RemotePayloadError.missingAPS) { try RemoteNotification(userInfo: ["room": "42"]) }
  }
}
