public import Foundation

/// A property-list value: what a notification's `userInfo` can carry across the platform.
///
/// Restricting `userInfo` to these keeps ``NotificationContent`` `Sendable`, `Codable` and
/// comparable by fingerprint.
///
/// ```swift
/// let info: [String: PropertyListValue] = ["quoteID": 42, "author": "Seneca", "tags": ["stoic", "daily"]]
/// ```
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
  /// `"text"` as a property-list value.
  ///
  /// ```swift
  /// let value: PropertyListValue = "Seneca"
  /// ```
  public init(stringLiteral value: String) { self = .string(value) }
  /// `42` as a property-list value.
  ///
  /// ```swift
  /// let value: PropertyListValue = 42
  /// ```
  public init(integerLiteral value: Int) { self = .int(value) }
  /// `0.5` as a property-list value.
  ///
  /// ```swift
  /// let value: PropertyListValue = 0.5
  /// ```
  public init(floatLiteral value: Double) { self = .double(value) }
  /// `true` as a property-list value.
  ///
  /// ```swift
  /// let value: PropertyListValue = true
  /// ```
  public init(booleanLiteral value: Bool) { self = .bool(value) }
  /// `[1, "two"]` as a property-list value.
  ///
  /// ```swift
  /// let value: PropertyListValue = ["stoic", "daily"]
  /// ```
  public init(arrayLiteral elements: PropertyListValue...) { self = .array(elements) }
  /// `["key": value]` as a property-list value.
  ///
  /// ```swift
  /// let value: PropertyListValue = ["id": 7]
  /// ```
  public init(dictionaryLiteral elements: (String, PropertyListValue)...) {
    self = .dictionary(Dictionary(elements, uniquingKeysWith: { _, last in last }))
  }
}

extension PropertyListValue: Codable {
  private enum Kind: String, CodingKey { case string, int, double, bool, date, data, array, dictionary }

  /// Encodes the value under a key naming its kind, so that a date and a number never
  /// decode as each other: `{"int": 42}`.
  ///
  /// ```swift
  /// let json = try JSONEncoder().encode(PropertyListValue.int(42)) // {"int":42}
  /// ```
  public func encode(to encoder: any Encoder) throws {
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

  /// Decodes what ``encode(to:)`` wrote.
  ///
  /// ```swift
  /// let value = try JSONDecoder().decode(PropertyListValue.self, from: Data(#"{"string":"hi"}"#.utf8))
  /// ```
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: Kind.self)
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
