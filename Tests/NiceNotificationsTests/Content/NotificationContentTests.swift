import Foundation
import NiceNotifications
import NiceNotificationsTesting
import Testing
import TestSupport

struct NotificationContentTests {
  @Test func readmeInitializerFillsTitleBodyAndSound() {
    let content = NotificationContent(
      title: "Test Notification", body: "This one is for a README", sound: .default)
    #expect(content.title == "Test Notification")
    #expect(content.subtitle == "")
    #expect(content.body == "This one is for a README")
    #expect(content.sound == .default)
    #expect(content.interruptionLevel == .active)
    #expect(content.relevanceScore == 0)
    #expect(content.userInfo.isEmpty)
  }

  @Test func soundDefaultsToTheSystemSoundAndMutedHasNone() {
    #expect(NotificationContent(title: "A").sound == .default)
    #expect(NotificationContent.muted(title: "A", body: "B").sound == nil)
    #expect(NotificationContent.muted(title: "A", body: "B").body == "B")
  }

  @Test func codableRoundTripKeepsEveryField() throws {
    var content = NotificationContent(
      title: "T", subtitle: "S", body: "B", sound: .critical(named: "siren.caf", volume: 0.5), badge: 3,
      userInfo: [
        "id": 7, "when": .date(Date(timeIntervalSince1970: 1_000)), "tags": ["a", true, 1.5],
        "raw": .data(Data([1, 2])),
      ])
    content.categoryIdentifier = "cat"
    content.threadIdentifier = "thread"
    content.targetContentIdentifier = "target"
    content.interruptionLevel = .timeSensitive
    content.relevanceScore = 0.75
    content.filterCriteria = "work"
    content.attachments = [
      NotificationAttachment(
        identifier: "img", url: URL(fileURLWithPath: "/tmp/a.png"),
        options: .init(typeHint: "public.png", thumbnailHidden: true, thumbnailTime: 1.5))
    ]
    let decoded = try JSONDecoder().decode(NotificationContent.self, from: JSONEncoder().encode(content))
    #expect(decoded == content)
  }

  @Test func aCopyChangedLeavesTheOriginalAsItWas() {
    let original = NotificationContent(title: "Original", body: "Body", userInfo: ["n": 1])
    var copy = original
    copy.title = "Changed"
    copy.userInfo["n"] = 2
    copy.attachments = [NotificationAttachment(identifier: "a", url: URL(fileURLWithPath: "/tmp/a.png"))]
    #expect(original.title == "Original")
    #expect(original.userInfo == ["n": 1])
    #expect(original.attachments.isEmpty)
    #expect(copy.title == "Changed" && copy.body == "Body" && copy.userInfo == ["n": 2])
    #expect(copy != original)
    var again = copy
    again.title = "Original"
    again.userInfo["n"] = 1
    again.attachments = []
    #expect(again == original)
    #expect(again.hashValue == original.hashValue)
    #expect(again.fingerprint == original.fingerprint)
  }

  @Test func copiesChangedOnManyThreadsKeepTheirOwnValues() async {
    let shared = NotificationContent(title: "Shared", badge: 1)
    let titles = await withTaskGroup(of: (Int, String, String).self) { group in
      for index in 0..<64 {
        group.addTask {
          var own = shared
          own.title = "Copy \(index)"
          own.badge = index
          return (index, own.title, shared.title)
        }
      }
      return await group.reduce(into: []) { $0.append($1) }
    }
    #expect(titles.count == 64)
    for (index, own, seen) in titles {
      #expect(own == "Copy \(index)")
      #expect(seen == "Shared")
    }
    #expect(shared.badge == 1)
  }

  @Test func jsonKeysAreThePropertyNames() throws {
    var content = NotificationContent(title: "T", body: "B", sound: nil, badge: 2)
    content.threadIdentifier = "thread"
    let object = try JSONSerialization.jsonObject(with: JSONEncoder().encode(content)) as? [String: Any]
    #expect(
      Set((object ?? [:]).keys)
        == [
          "title", "subtitle", "body", "badge", "userInfo", "categoryIdentifier", "threadIdentifier",
          "interruptionLevel", "relevanceScore", "attachments",
        ])
    #expect(object?["title"] as? String == "T")
    #expect(object?["badge"] as? Int == 2)
    let json =
      #"{"title":"A","subtitle":"","body":"","userInfo":{},"categoryIdentifier":"c","threadIdentifier":"","interruptionLevel":"passive","relevanceScore":0.5,"attachments":[]}"#
    let decoded = try JSONDecoder().decode(NotificationContent.self, from: Data(json.utf8))
    #expect(decoded.title == "A" && decoded.categoryIdentifier == "c" && decoded.sound == nil)
    #expect(decoded.interruptionLevel == .passive && decoded.relevanceScore == 0.5)
  }

  @Test func propertyListValuesKeepTheirKindThroughJSON() throws {
    let values: [PropertyListValue] = [
      "text", 42, 0.5, true, .date(Date(timeIntervalSince1970: 42)), .data(Data([0xff])), [1, "two"],
      ["k": ["n": 1]],
    ]
    for value in values {
      let decoded = try JSONDecoder().decode(PropertyListValue.self, from: JSONEncoder().encode(value))
      #expect(decoded == value)
    }
    let json = String(decoding: try JSONEncoder().encode(PropertyListValue.int(42)), as: UTF8.self)
    #expect(json == #"{"int":42}"#)
  }

  @Test func malformedPropertyListJSONIsADecodingError() {
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(PropertyListValue.self, from: Data(#"{"int":1,"string":"x"}"#.utf8))
    }
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(PropertyListValue.self, from: Data(#"{"int":"x"}"#.utf8))
    }
  }

  @Test(arguments: [-0.1, 1.01, Double.nan, Double.infinity])
  func relevanceScoreOutsideZeroToOneIsInvalid(score: Double) {
    var content = NotificationContent(title: "A")
    content.relevanceScore = score
    #expect(throws: NotificationContentError.self) { try content.validate() }
  }

  @Test func invalidFieldsAreTypedErrors() {
    #expect(throws: NotificationContentError.negativeBadge(-1)) {
      try NotificationContent(title: "A", badge: -1).validate()
    }
    #expect(throws: NotificationContentError.volumeOutOfRange(2)) {
      try NotificationContent(title: "A", sound: .critical(named: "x", volume: 2)).validate()
    }
    #expect(throws: NotificationContentError.emptySoundName) {
      try NotificationContent(title: "A", sound: .named("")).validate()
    }
    var duplicated = NotificationContent(title: "A")
    let file = URL(fileURLWithPath: "/tmp/a.png")
    duplicated.attachments = [.init(identifier: "x", url: file), .init(identifier: "x", url: file)]
    #expect(throws: NotificationContentError.duplicateAttachmentIdentifier("x")) { try duplicated.validate() }
    var remote = NotificationContent(title: "A")
    let web = URL(string: "https://example.com/a.png") ?? file
    remote.attachments = [.init(identifier: "x", url: web)]
    #expect(throws: NotificationContentError.attachmentNotAFile(web)) { try remote.validate() }
  }

  @Test func validContentPassesValidation() throws {
    var content = NotificationContent(title: "A", sound: .defaultCritical(volume: 1), badge: 0)
    content.relevanceScore = 1
    try content.validate()
  }
}

/// userInfo nested deeper than the documented limit is refused, not walked.
struct UserInfoDepthTests {
  func nested(_ levels: Int) -> [String: PropertyListValue] {
    var value = PropertyListValue.string("leaf")
    for _ in 1..<levels { value = .dictionary(["k": value]) }
    return ["root": value]
  }

  @Test func userInfoAtTheLimitIsValidAndOneLevelMoreIsNot() throws {
    try NotificationContent(title: "ok", userInfo: nested(NotificationContent.maximumUserInfoDepth))
      .validate()
    #expect(throws: NotificationContentError.userInfoTooDeep(limit: 32)) {
      try NotificationContent(title: "deep", userInfo: self.nested(33)).validate()
    }
  }

  @Test func aVeryDeepUserInfoIsRefusedByTheFrontDoorWithoutATrap() async {
    let center = simulator(.fixed(2026, 11, 21))
    let request = NotificationRequest(
      identifier: "deep", content: NotificationContent(title: "deep", userInfo: nested(5_000)),
      trigger: .timeInterval(600, repeats: false))
    let report = await frontDoor(over: center).directSchedule(
      request: request, permissionStrategy: .scheduleIfSystemAllowed)
    #expect(!report.isSuccess)
    #expect(await center.pending.isEmpty)
  }
}
