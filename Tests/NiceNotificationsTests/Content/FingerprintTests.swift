import Foundation
import Testing

@testable import NiceNotifications

struct FingerprintTests {
  @Test func sha256MatchesTheStandardTestVectors() {
    func hex(_ bytes: [UInt8]) -> String { bytes.map { String(format: "%02x", $0) }.joined() }
    #expect(hex(SHA256.hash([])) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
    #expect(
      hex(SHA256.hash(Array("abc".utf8)))
        == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    let long = Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8)
    #expect(hex(SHA256.hash(long)) == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
    #expect(
      hex(SHA256.hash([UInt8](repeating: 0x61, count: 1_000)))
        == "41edece42d63e8d9bf515a9ba6932e1c20cbc9f5a5d134645adb5db1b9737ea3")
  }

  /// A fixed value has a fixed fingerprint, in every process and on every platform; if this
  /// changes, every installed app's pending requests would be replaced once. (The value was
  /// checked against an independent implementation of the layout with Python's hashlib.)
  @Test func knownContentHasAKnownFingerprint() {
    let content = NotificationContent(
      title: "Storms make oaks take deeper root.", body: "Tap here for more daily inspiration")
    #expect(content.fingerprint.rawValue == "4046f7b7d58209e13c1043721f3c1f0c")
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
