import Foundation

/// A stable digest of a notification's content and trigger, the same in every process, platform
/// and release that keeps ``Fingerprint/version``: `pending.fingerprint != request.fingerprint`.
public struct Fingerprint: Hashable, Sendable, Codable, CustomStringConvertible {
  private enum Storage: Hashable, Sendable {
    /// A digest: the high and low halves of its 128 bits.
    case digest(UInt64, UInt64)
    /// Stored text that is not 32 hex digits: kept as is, equal to no digest.
    case text(String)
  }

  private let storage: Storage

  /// The 128-bit digest as 32 lowercase hex digits.
  public var rawValue: String {
    switch storage {
    case let .digest(high, low): FNV128.hex(high: high, low: low)
    case .text(let text): text
    }
  }

  /// The layout and digest version folded into every fingerprint (2: a 128-bit FNV-1a); a change
  /// bumps it, so old fingerprints read as changed rather than colliding.
  public static let version: UInt8 = 2

  /// Wraps a stored fingerprint, as read back from a pending request.
  public init(rawValue: String) {
    if rawValue.utf8.count == 32, let high = UInt64(rawValue.prefix(16), radix: 16),
      let low = UInt64(rawValue.suffix(16), radix: 16), rawValue == rawValue.lowercased()
    {
      storage = .digest(high, low)
    } else {
      storage = .text(rawValue)
    }
  }

  init(_ encode: (inout CanonicalEncoder) -> Void) {
    var encoder = CanonicalEncoder()
    encoder.tag(Self.version)
    encode(&encoder)
    storage = .digest(encoder.hash.high, encoder.hash.low)
  }

  /// The hex digits.
  public var description: String { rawValue }

  /// Encodes as a bare string.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(rawValue)
  }

  /// Decodes a bare string.
  public init(from decoder: any Decoder) throws {
    self.init(rawValue: try decoder.singleValueContainer().decode(String.self))
  }
}

extension NotificationContent {
  /// The content's fingerprint: every field, in a fixed layout.
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

  /// Keys sorted by UTF-8, each before its value; its own stack, so any depth fits.
  mutating func write(_ value: PropertyListValue) {
    guard value.isContainer else { return writeScalar(value) }
    enum Item {
      case value(PropertyListValue)
      case key(String)
    }
    var items: [Item] = [.value(value)]
    while let item = items.popLast() {
      switch item {
      case .key(let key):
        write(key)
      case .value(.array(let array)):
        tag(6)
        write(array.count)
        items.append(contentsOf: array.reversed().lazy.map { .value($0) })
      case .value(.dictionary(let dictionary)):
        tag(7)
        write(dictionary.count)
        guard !dictionary.isEmpty else { continue }
        let keys = dictionary.keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        for key in keys.reversed() {
          if let element = dictionary[key] { items.append(.value(element)) }
          items.append(.key(key))
        }
      case .value(let scalar):
        writeScalar(scalar)
      }
    }
  }

  private mutating func writeScalar(_ value: PropertyListValue) {
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
      write(data.count)
      for byte in data { tag(byte) }
    case .array, .dictionary:
      write(value)
    }
  }
}
