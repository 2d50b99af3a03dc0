import Foundation
import PropertyTesting
import Testing

@testable import NiceNotifications

/// Fingerprints are stored with pending requests, so they must never change: these pin the
/// fingerprints of many seeded random requests (every field, every trigger kind, non-ASCII
/// text, nested user info), and check the encoder's fast paths against writing byte by byte.
struct FingerprintStabilityTests {
  /// Text from an alphabet of ASCII, accents, emoji and other scripts; sometimes bridged
  /// through `NSString`, whose UTF-8 is not contiguous.
  static func text(_ g: inout SeededGenerator) -> String {
    let alphabet = [
      "a", "Z", "0", " ", ":", "%", "\u{E9}", "e\u{301}", "\u{1F600}", "\u{5F71}", "\u{0627}", "\n",
    ]
    let text = (0..<Int.random(in: 0...12, using: &g)).map { _ in alphabet.randomElement(using: &g) ?? "a" }
      .joined()
    return Bool.random(using: &g) ? text : String(NSString(string: text))
  }

  static func maybe<T>(_ g: inout SeededGenerator, _ make: (inout SeededGenerator) -> T) -> T? {
    Bool.random(using: &g) ? make(&g) : nil
  }

  static func double(_ g: inout SeededGenerator) -> Double {
    switch Int.random(in: 0..<5, using: &g) {
    case 0: 0
    case 1: -0.0
    case 2: Double.random(in: 0...1, using: &g)
    case 3: Double(Int.random(in: -1_000_000...1_000_000, using: &g))
    default: Double.random(in: -1e12...1e12, using: &g)
    }
  }

  static func int(_ g: inout SeededGenerator) -> Int {
    switch Int.random(in: 0..<4, using: &g) {
    case 0: Int.random(in: 0...60, using: &g)
    case 1: Int.random(in: -100...100, using: &g)
    case 2: Int.random(in: Int.min...Int.max, using: &g)
    default: Int.random(in: 0...100_000, using: &g)
    }
  }

  static func value(_ g: inout SeededGenerator, depth: Int = 0) -> PropertyListValue {
    switch Int.random(in: 0..<(depth < 2 ? 8 : 6), using: &g) {
    case 0: .string(text(&g))
    case 1: .int(int(&g))
    case 2: .double(double(&g))
    case 3: .bool(Bool.random(using: &g))
    case 4: .date(Date(timeIntervalSince1970: double(&g)))
    case 5:
      .data(Data((0..<Int.random(in: 0...9, using: &g)).map { _ in UInt8.random(in: 0...255, using: &g) }))
    case 6: .array((0..<Int.random(in: 0...3, using: &g)).map { _ in value(&g, depth: depth + 1) })
    default:
      .dictionary(
        Dictionary(
          (0..<Int.random(in: 0...3, using: &g)).map { _ in (text(&g), value(&g, depth: depth + 1)) },
          uniquingKeysWith: { first, _ in first }))
    }
  }

  static func content(_ g: inout SeededGenerator) -> NotificationContent {
    let sounds: [NotificationSound?] = [
      nil, .default, .named(text(&g)), .defaultCritical(volume: nil), .defaultCritical(volume: 0.5),
      .critical(named: text(&g), volume: Float(Double.random(in: 0...1, using: &g))),
    ]
    var content = NotificationContent(
      title: text(&g), subtitle: text(&g), body: text(&g), sound: sounds.randomElement(using: &g) ?? nil,
      badge: maybe(&g, int))
    if Bool.random(using: &g) {
      content.userInfo = Dictionary(
        (0..<Int.random(in: 0...4, using: &g)).map { _ in (text(&g), value(&g)) },
        uniquingKeysWith: { first, _ in first })
    }
    content.categoryIdentifier = text(&g)
    content.threadIdentifier = text(&g)
    content.targetContentIdentifier = maybe(&g, text)
    content.interruptionLevel =
      [.passive, .active, .timeSensitive, .critical].randomElement(using: &g) ?? .active
    content.relevanceScore = double(&g)
    content.filterCriteria = maybe(&g, text)
    content.attachments = (0..<Int.random(in: 0...2, using: &g)).map { index in
      NotificationAttachment(
        identifier: text(&g),
        url: URL(fileURLWithPath: "/tmp/\(index)-\(Int.random(in: 0...99, using: &g)).png"),
        options: .init(
          typeHint: maybe(&g, text), thumbnailHidden: Bool.random(using: &g), thumbnailTime: maybe(&g, double)
        ))
    }
    return content
  }

  static func components(_ g: inout SeededGenerator) -> DateComponents {
    var components = DateComponents()
    components.era = maybe(&g, int)
    components.year = maybe(&g, int)
    components.month = maybe(&g, int)
    components.day = maybe(&g, int)
    components.hour = maybe(&g, int)
    components.minute = maybe(&g, int)
    components.second = maybe(&g, int)
    components.nanosecond = maybe(&g, int)
    components.weekday = maybe(&g, int)
    components.weekdayOrdinal = maybe(&g, int)
    components.weekOfMonth = maybe(&g, int)
    components.weekOfYear = maybe(&g, int)
    components.yearForWeekOfYear = maybe(&g, int)
    components.isLeapMonth = [nil, false, true].randomElement(using: &g) ?? nil
    components.timeZone =
      [nil, TimeZone(identifier: "Europe/Berlin"), TimeZone(secondsFromGMT: 3_600)]
      .randomElement(using: &g) ?? nil
    components.calendar =
      [nil, Calendar(identifier: .gregorian), Calendar(identifier: .japanese)]
      .randomElement(using: &g) ?? nil
    return components
  }

  static func trigger(_ g: inout SeededGenerator) -> NotificationTrigger? {
    switch Int.random(in: 0..<5, using: &g) {
    case 0: nil
    case 1: .calendar(components(&g), repeats: Bool.random(using: &g))
    case 2: .timeInterval(double(&g), repeats: Bool.random(using: &g))
    case 3: .instant(Date(timeIntervalSince1970: double(&g)))
    default:
      .location(
        LocationRegion(
          identifier: text(&g), latitude: double(&g), longitude: double(&g), radius: double(&g),
          notifyOnEntry: Bool.random(using: &g), notifyOnExit: Bool.random(using: &g)),
        repeats: Bool.random(using: &g))
    }
  }

  /// The 128-bit FNV-1a of `text`'s UTF-8, written here byte by byte.
  static func digest(_ texts: [String]) -> String {
    var hash = FNV128()
    for text in texts {
      for byte in text.utf8 { hash.combine(byte) }
    }
    return String(hash.high, radix: 16) + "/" + String(hash.low, radix: 16)
  }

  /// Seeded random requests keep the fingerprints they had.
  ///
  /// If this fails, fingerprints changed: every installed app would replace its pending
  /// requests once. The pinned digest was computed with the byte-at-a-time encoder.
  @Test func seededRandomRequestsKeepTheirFingerprints() {
    var g = SeededGenerator(seed: 0x4650_5249_4E54)
    var fingerprints: [String] = []
    for index in 0..<600 {
      let request = NotificationRequest(
        identifier: "r\(index)", content: Self.content(&g), trigger: Self.trigger(&g))
      fingerprints.append(request.fingerprint.rawValue)
      fingerprints.append(request.content.fingerprint.rawValue)
    }
    #expect(Self.digest(fingerprints) == "a4adeafe6f26b988/d742c755288b46d6")
  }

  /// The fast paths — integers with their leading zero bytes in one step, buffers of bytes —
  /// hash exactly as the bytes one at a time.
  @Test func fastPathsHashAsByteByByte() {
    expectProperty(
      "FNV128 fast paths == byte by byte", iterations: 2_000,
      generate: { g in
        (
          (0..<Int.random(in: 0...6, using: &g)).map { _ in
            UInt64.random(in: 0...UInt64.max, using: &g) >> UInt64.random(in: 0...64, using: &g)
          },
          (0..<Int.random(in: 0...40, using: &g)).map { _ in UInt8.random(in: 0...3, using: &g) }
        )
      }
    ) { integers, bytes in
      var fast = FNV128()
      var slow = FNV128()
      for integer in integers {
        fast.combine(bigEndian: integer)
        for shift in stride(from: 56, through: 0, by: -8) {
          slow.combine(UInt8(truncatingIfNeeded: integer >> UInt64(shift)))
        }
        bytes.withUnsafeBufferPointer { fast.combine($0) }
        for byte in bytes { slow.combine(byte) }
      }
      return fast.high == slow.high && fast.low == slow.low
    }
  }

  /// Zero bytes added as one step per eight hash as they do one at a time.
  @Test func runsOfZerosHashAsByteByByte() {
    for count in 0...40 {
      var fast = FNV128()
      var slow = FNV128()
      fast.combine(7)
      slow.combine(7)
      fast.combineZeros(count)
      for _ in 0..<count { slow.combine(0) }
      #expect(fast.high == slow.high && fast.low == slow.low, "\(count) zeros")
    }
  }
}
