import Foundation

/// A stable digest of a notification's content and trigger: the same value gives the same
/// fingerprint in every process, on every platform, in every version of this package that
/// keeps ``Fingerprint/version``.
///
/// The planner stores it with each request it adds, and compares it with the desired
/// request's to tell whether anything changed — it survives a round trip through the
/// platform, where `hashValue` would not even survive a relaunch.
///
/// ```swift
/// let content = NotificationContent(title: "Storms make oaks take deeper root.")
/// content.fingerprint.description // 32 hex digits, always the same for this content
/// ```
public struct Fingerprint: Hashable, Sendable, Codable, CustomStringConvertible {
  /// The first 128 bits of a SHA-256, as 32 lowercase hex digits.
  public let rawValue: String

  /// The layout version folded into every fingerprint; a change to the canonical layout
  /// bumps it, so that old fingerprints read as changed rather than colliding.
  public static let version: UInt8 = 1

  /// Wraps a stored fingerprint, as read back from a pending request.
  ///
  /// ```swift
  /// let stored = Fingerprint(rawValue: "3f0c…")
  /// ```
  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  init(_ encode: (inout CanonicalEncoder) -> Void) {
    var encoder = CanonicalEncoder()
    encoder.tag(Self.version)
    encode(&encoder)
    let digest = SHA256.hash(encoder.bytes).prefix(16)
    rawValue = digest.map { byte in
      let hex = String(byte, radix: 16)
      return byte < 16 ? "0" + hex : hex
    }.joined()
  }

  /// The hex digits.
  public var description: String { rawValue }

  /// Encodes as a bare string.
  ///
  /// ```swift
  /// try JSONEncoder().encode(content.fingerprint) // "\"3f0c…\""
  /// ```
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(rawValue)
  }

  /// Decodes a bare string.
  ///
  /// ```swift
  /// let fingerprint = try JSONDecoder().decode(Fingerprint.self, from: data)
  /// ```
  public init(from decoder: any Decoder) throws {
    rawValue = try decoder.singleValueContainer().decode(String.self)
  }
}

extension NotificationContent {
  /// The content's fingerprint: every field, in a fixed layout.
  ///
  /// ```swift
  /// NotificationContent(title: "A").fingerprint == NotificationContent(title: "A").fingerprint // true
  /// ```
  public var fingerprint: Fingerprint {
    Fingerprint { $0.write(self) }
  }
}

extension CanonicalEncoder {
  mutating func write(_ content: NotificationContent) {
    tag(0x10)
    write(content.title)
    write(content.subtitle)
    write(content.body)
    write(content.sound) { encoder, sound in encoder.write(sound) }
    write(content.badge) { $0.write($1) }
    write(content.userInfo) { $0.write($1) }
    write(content.categoryIdentifier)
    write(content.threadIdentifier)
    write(content.targetContentIdentifier)
    write(content.interruptionLevel.rawValue)
    write(content.relevanceScore)
    write(content.filterCriteria)
    write(content.attachments) { encoder, attachment in
      encoder.write(attachment.identifier)
      encoder.write(attachment.url.absoluteString)
      encoder.write(attachment.options.typeHint)
      encoder.write(attachment.options.thumbnailHidden)
      encoder.write(attachment.options.thumbnailTime) { $0.write($1) }
    }
  }

  mutating func write(_ sound: NotificationSound) {
    switch sound {
    case .default:
      tag(0)
    case .named(let name):
      tag(1)
      write(name)
    case .defaultCritical(let volume):
      tag(2)
      write(volume) { $0.write($1) }
    case let .critical(name, volume):
      tag(3)
      write(name)
      write(volume)
    }
  }

  mutating func write(_ value: PropertyListValue) {
    switch value {
    case .string(let string):
      tag(0)
      write(string)
    case .int(let int):
      tag(1)
      write(int)
    case .double(let double):
      tag(2)
      write(double)
    case .bool(let bool):
      tag(3)
      write(bool)
    case .date(let date):
      tag(4)
      write(date)
    case .data(let data):
      tag(5)
      write(Array(data))
    case .array(let array):
      tag(6)
      write(array) { $0.write($1) }
    case .dictionary(let dictionary):
      tag(7)
      write(dictionary) { $0.write($1) }
    }
  }
}
