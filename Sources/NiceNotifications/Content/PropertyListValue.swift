public import Foundation

/// A property-list value: what a notification's `userInfo` can carry across the platform:
/// `let info: [String: PropertyListValue] = ["quoteID": 42, "tags": ["stoic", "daily"]]`.
///
/// Equality, hashing and fingerprinting work at any depth (no recursion); coding refuses a value
/// nested deeper than ``maximumCodingDepth`` with a typed error.
public enum PropertyListValue: Hashable, Sendable {
  /// A string.
  case string(String)
  /// An integer.
  case int(Int)
  /// A floating-point number.
  case double(Double)
  /// A Boolean.
  case bool(Bool)
  /// A date.
  case date(Date)
  /// Raw bytes.
  case data(Data)
  /// An ordered list.
  case array([PropertyListValue])
  /// A dictionary with string keys.
  case dictionary([String: PropertyListValue])
}

extension PropertyListValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral,
  ExpressibleByFloatLiteral,
  ExpressibleByBooleanLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral
{
  /// `"text"` as a property-list value: `let value: PropertyListValue = "Seneca"`.
  public init(stringLiteral value: String) { self = .string(value) }
  /// `42` as a property-list value: `let value: PropertyListValue = 42`.
  public init(integerLiteral value: Int) { self = .int(value) }
  /// `0.5` as a property-list value: `let value: PropertyListValue = 0.5`.
  public init(floatLiteral value: Double) { self = .double(value) }
  /// `true` as a property-list value: `let value: PropertyListValue = true`.
  public init(booleanLiteral value: Bool) { self = .bool(value) }
  /// `[1, "two"]` as a property-list value: `let value: PropertyListValue = ["stoic", "daily"]`.
  public init(arrayLiteral elements: PropertyListValue...) { self = .array(elements) }
  /// `["key": value]` as a property-list value: `let value: PropertyListValue = ["id": 7]`.
  public init(dictionaryLiteral elements: (String, PropertyListValue)...) {
    self = .dictionary(Dictionary(elements, uniquingKeysWith: { _, last in last }))
  }
}

extension PropertyListValue {
  /// Whether two values are equal: the same kind, and equal scalars or equal elements.
  public static func == (lhs: PropertyListValue, rhs: PropertyListValue) -> Bool {
    var pairs: [(PropertyListValue, PropertyListValue)] = []
    var pair = (lhs, rhs)
    while true {
      switch pair {
      case let (.string(left), .string(right)): guard left == right else { return false }
      case let (.int(left), .int(right)): guard left == right else { return false }
      case let (.double(left), .double(right)): guard left == right else { return false }
      case let (.bool(left), .bool(right)): guard left == right else { return false }
      case let (.date(left), .date(right)): guard left == right else { return false }
      case let (.data(left), .data(right)): guard left == right else { return false }
      case let (.array(left), .array(right)):
        guard left.count == right.count else { return false }
        pairs.append(contentsOf: zip(left, right))
      case let (.dictionary(left), .dictionary(right)):
        guard left.count == right.count else { return false }
        for (key, value) in left {
          guard let other = right[key] else { return false }
          pairs.append((value, other))
        }
      default:
        return false
      }
      guard let next = pairs.popLast() else { return true }
      pair = next
    }
  }

  /// Hashes the kind and the scalar or the whole structure; a dictionary's key order does not count.
  public func hash(into hasher: inout Hasher) {
    guard isContainer else { return hashScalar(into: &hasher) }
    hasher.combine(Self.structureHash(of: self))
  }

  private func hashScalar(into hasher: inout Hasher) {
    func combine(_ kind: UInt8, _ value: some Hashable) {
      hasher.combine(kind)
      hasher.combine(value)
    }
    switch self {
    case .string(let string): combine(0, string)
    case .int(let int): combine(1, int)
    case .double(let double): combine(2, double)
    case .bool(let bool): combine(3, bool)
    case .date(let date): combine(4, date)
    case .data(let data): combine(5, data)
    case .array, .dictionary: hasher.combine(self)
    }
  }

  /// One hash of a container's structure, built innermost first without recursion; dictionary
  /// entries are summed so their order does not count.
  private static func structureHash(of root: PropertyListValue) -> Int {
    struct Frame {
      let keys: [String]?
      let values: [PropertyListValue]
      var next = 0
      var hasher = Hasher()
      var entries = 0

      init(_ value: PropertyListValue) {
        switch value {
        case .array(let array):
          keys = nil
          values = array
          hasher.combine(6 as UInt8)
        case .dictionary(let dictionary):
          keys = Array(dictionary.keys)
          values = Array(dictionary.values)
          hasher.combine(7 as UInt8)
        default:
          keys = nil
          values = []
        }
        hasher.combine(values.count)
      }

      mutating func add(_ hash: Int) {
        if let keys {
          var entry = Hasher()
          entry.combine(keys[next])
          entry.combine(hash)
          entries &+= entry.finalize()
        } else {
          hasher.combine(hash)
        }
        next += 1
      }

      mutating func finish() -> Int {
        if keys != nil { hasher.combine(entries) }
        return hasher.finalize()
      }
    }
    var frames = [Frame(root)]
    while var frame = frames.popLast() {
      guard frame.next < frame.values.count else {
        let hash = frame.finish()
        guard !frames.isEmpty else { return hash }
        frames[frames.count - 1].add(hash)
        continue
      }
      let element = frame.values[frame.next]
      if element.isContainer {
        frames.append(frame)
        frames.append(Frame(element))
      } else {
        var hasher = Hasher()
        element.hashScalar(into: &hasher)
        frame.add(hasher.finalize())
        frames.append(frame)
      }
    }
    return 0
  }

  /// How deeply arrays and dictionaries may nest in a value that is encoded or decoded: 32 levels,
  /// as ``NotificationContent/maximumUserInfoDepth``; `Codable` recurses, so deeper is refused.
  public static let maximumCodingDepth = 32

  fileprivate static func enclosingContainers(_ codingPath: [any CodingKey]) -> Int {
    codingPath.reduce(0) { count, key in
      guard let kind = key as? Kind, kind == .array || kind == .dictionary else { return count }
      return count + 1
    }
  }
}

extension PropertyListValue: Codable {
  private enum Kind: String, CodingKey { case string, int, double, bool, date, data, array, dictionary }

  /// Encodes the value under a key naming its kind (`{"int": 42}`), so a date and a number never
  /// decode as each other; a value nested deeper than ``maximumCodingDepth`` throws.
  public func encode(to encoder: any Encoder) throws {
    if isContainer,
      Self.enclosingContainers(encoder.codingPath) + depth(upTo: Self.maximumCodingDepth + 1)
        > Self.maximumCodingDepth
    {
      throw EncodingError.invalidValue(
        self,
        .init(
          codingPath: encoder.codingPath,
          debugDescription: "property-list values nest deeper than \(Self.maximumCodingDepth) levels"))
    }
    var container = encoder.container(keyedBy: Kind.self)
    switch self {
    case .string(let value): try container.encode(value, forKey: .string)
    case .int(let value): try container.encode(value, forKey: .int)
    case .double(let value): try container.encode(value, forKey: .double)
    case .bool(let value): try container.encode(value, forKey: .bool)
    case .date(let value): try container.encode(value, forKey: .date)
    case .data(let value): try container.encode(value, forKey: .data)
    case .array(let value): try container.encode(value, forKey: .array)
    case .dictionary(let value): try container.encode(value, forKey: .dictionary)
    }
  }

  /// Decodes what ``encode(to:)`` wrote; a value nested deeper than ``maximumCodingDepth`` throws.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: Kind.self)
    if let kind = container.allKeys.first, kind == .array || kind == .dictionary,
      Self.enclosingContainers(decoder.codingPath) >= Self.maximumCodingDepth
    {
      throw DecodingError.dataCorrupted(
        .init(
          codingPath: decoder.codingPath,
          debugDescription: "property-list values nest deeper than \(Self.maximumCodingDepth) levels"))
    }
    guard let kind = container.allKeys.first, container.allKeys.count == 1 else {
      throw DecodingError.dataCorrupted(
        .init(codingPath: decoder.codingPath, debugDescription: "expected exactly one property-list kind"))
    }
    switch kind {
    case .string: self = .string(try container.decode(String.self, forKey: kind))
    case .int: self = .int(try container.decode(Int.self, forKey: kind))
    case .double: self = .double(try container.decode(Double.self, forKey: kind))
    case .bool: self = .bool(try container.decode(Bool.self, forKey: kind))
    case .date: self = .date(try container.decode(Date.self, forKey: kind))
    case .data: self = .data(try container.decode(Data.self, forKey: kind))
    case .array: self = .array(try container.decode([PropertyListValue].self, forKey: kind))
    case .dictionary: self = .dictionary(try container.decode([String: PropertyListValue].self, forKey: kind))
    }
  }
}
