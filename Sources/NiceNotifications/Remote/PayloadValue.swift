/// A JSON value as a payload holds it, `null` included, decoded without `JSONSerialization`
/// so that `true` and `1` stay apart on every platform.
enum PayloadValue: Decodable {
  case null
  case bool(Bool)
  case int(Int)
  case double(Double)
  case string(String)
  case array([PayloadValue])
  case object([String: PayloadValue])

  init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let value = try? container.decode(Bool.self) {
      self = .bool(value)
    } else if let value = try? container.decode(Int.self) {
      self = .int(value)
    } else if let value = try? container.decode(Double.self) {
      self = .double(value)
    } else if let value = try? container.decode(String.self) {
      self = .string(value)
    } else if let value = try? container.decode([PayloadValue].self) {
      self = .array(value)
    } else {
      self = .object(try container.decode([String: PayloadValue].self))
    }
  }

  /// The value as a property-list value; `null`, which property lists cannot hold, is `nil` and
  /// left out of containers.
  var propertyListValue: PropertyListValue? {
    switch self {
    case .null: nil
    case .bool(let value): .bool(value)
    case .int(let value): .int(value)
    case .double(let value): .double(value)
    case .string(let value): .string(value)
    case .array(let values): .array(values.compactMap(\.propertyListValue))
    case .object(let values): .dictionary(values.compactMapValues(\.propertyListValue))
    }
  }
}
