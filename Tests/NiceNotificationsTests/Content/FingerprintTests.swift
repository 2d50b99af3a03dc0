import Foundation
import Testing

@testable import NiceNotifications

struct FingerprintTests {
  @Test func fnv128MatchesThePublishedTestVectors() {
    func hex(_ bytes: String) -> String {
      var hash = FNV128()
      for byte in bytes.utf8 { hash.combine(byte) }
      let high = String(hash.high, radix: 16)
      let low = String(hash.low, radix: 16)
      return String(repeating: "0", count: 16 - high.count) + high
        + String(repeating: "0", count: 16 - low.count) + low
    }
    #expect(hex("") == "6c62272e07bb014262b821756295c58d")
    #expect(hex("a") == "d228cb696f1a8caf78912b704e4a8964")
    #expect(hex("foobar") == "343e1662793c64bf6f0d3597ba446f18")
  }

  @Test func storedFingerprintsReadBackEqual() {
    let fingerprint = NotificationContent(title: "A").fingerprint
    #expect(Fingerprint(rawValue: fingerprint.rawValue) == fingerprint)
    #expect(Fingerprint(rawValue: "not a digest").rawValue == "not a digest")
    #expect(Fingerprint(rawValue: "not a digest") != fingerprint)
  }

  /// A fixed value has a fixed fingerprint, in every process and on every platform; if this
  /// changes, every installed app's pending requests would be replaced once. (The value was
  /// checked against an independent implementation of the layout and of FNV-1a in Python.)
  @Test func knownContentHasAKnownFingerprint() {
    let content = NotificationContent(
      title: "Storms make oaks take deeper root.", body: "Tap here for more daily inspiration")
    #expect(content.fingerprint.rawValue == "5e5b3a00e50d4890d6caeaa855bf74e1")
  }

  /// A fixed request — content and trigger — has a fixed fingerprint too (also checked in Python).
  @Test func knownRequestHasAKnownFingerprint() {
    let request = NotificationRequest(
      identifier: "dailyQuote:0:20261122T090000",
      content: NotificationContent(title: "Storms make oaks take deeper root."),
      trigger: .calendar(DateComponents(year: 2026, month: 11, day: 22, hour: 9, minute: 0), repeats: false))
    #expect(request.fingerprint.rawValue == "e56309101c7496f215cba4ccaed855e5")
  }

  @Test func equalContentHasEqualFingerprintsWhateverTheDictionaryOrder() {
    var a = NotificationContent(title: "A", userInfo: ["x": 1, "y": 2, "z": ["b": 1, "a": 2]])
    var b = NotificationContent(title: "A")
    b.userInfo["z"] = ["a": 2, "b": 1]
    b.userInfo["y"] = 2
    b.userInfo["x"] = 1
    #expect(a.fingerprint == b.fingerprint)
    a.userInfo["x"] = 3
    #expect(a.fingerprint != b.fingerprint)
  }

  @Test func everyFieldChangesTheFingerprint() {
    let base = NotificationContent(title: "T", subtitle: "S", body: "B")
    let file = URL(fileURLWithPath: "/tmp/a.png")
    let changes: [(String, (inout NotificationContent) -> Void)] = [
      ("title", { $0.title = "T2" }),
      ("subtitle", { $0.subtitle = "S2" }),
      ("body", { $0.body = "B2" }),
      ("sound", { $0.sound = nil }),
      ("sound name", { $0.sound = .named("a.caf") }),
      ("badge", { $0.badge = 1 }),
      ("userInfo", { $0.userInfo = ["k": "v"] }),
      ("category", { $0.categoryIdentifier = "c" }),
      ("thread", { $0.threadIdentifier = "t" }),
      ("target", { $0.targetContentIdentifier = "x" }),
      ("interruption", { $0.interruptionLevel = .passive }),
      ("relevance", { $0.relevanceScore = 0.5 }),
      ("filter", { $0.filterCriteria = "f" }),
      ("attachment", { $0.attachments = [.init(identifier: "a", url: file)] }),
      (
        "attachment option",
        { $0.attachments = [.init(identifier: "a", url: file, options: .init(thumbnailHidden: true))] }
      ),
    ]
    var seen: [Fingerprint: String] = [base.fingerprint: "base"]
    for (name, change) in changes {
      var changed = base
      change(&changed)
      let previous = seen.updateValue(name, forKey: changed.fingerprint)
      #expect(previous == nil, "\(name) gives the same fingerprint as \(previous ?? "")")
    }
  }

  @Test func requestFingerprintCoversTheTrigger() {
    let content = NotificationContent(title: "A")
    let nine = NotificationRequest(
      identifier: "a", content: content, trigger: .calendar(DateComponents(hour: 9, minute: 0), repeats: true)
    )
    var ten = nine
    ten.trigger = .calendar(DateComponents(hour: 10, minute: 0), repeats: true)
    var berlin = nine
    berlin.trigger = .calendar(
      DateComponents(timeZone: TimeZone(identifier: "Europe/Berlin"), hour: 9, minute: 0), repeats: true)
    #expect(nine.fingerprint != ten.fingerprint)
    #expect(nine.fingerprint != berlin.fingerprint)
    #expect(nine.fingerprint != content.fingerprint)
    var renamed = nine
    renamed.identifier = "b"
    #expect(renamed.fingerprint == nine.fingerprint)
  }

  @Test func fingerprintEncodesAsABareString() throws {
    let fingerprint = NotificationContent(title: "A").fingerprint
    let json = try JSONEncoder().encode(fingerprint)
    #expect(String(decoding: json, as: UTF8.self) == "\"\(fingerprint.rawValue)\"")
    #expect(try JSONDecoder().decode(Fingerprint.self, from: json) == fingerprint)
    #expect(fingerprint.rawValue.count == 32)
  }
}
