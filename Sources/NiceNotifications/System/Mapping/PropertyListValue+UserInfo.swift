import Foundation

extension PropertyListValue {
  /// The value as Foundation keeps it in a `userInfo` dictionary: `String`, `Int`,
  /// `Double`, `Bool`, `Date`, `Data`, `[Any]` or `[String: Any]`.
  var foundationValue: Any {
    switch self {
    case .string(let value): value
    case .int(let value): value
    case .double(let value): value
    case .bool(let value): value
    case .date(let value): value
    case .data(let value): value
    case .array(let values): values.map(\.foundationValue)
    case .dictionary(let values): values.mapValues(\.foundationValue)
    }
  }

  /// Reads a property-list value that Foundation keeps in a `userInfo` dictionary; `nil`
  /// for anything else.
  ///
  /// Numbers are told apart by their type code, because on Apple platforms what the system
  /// hands back are `NSNumber`s, which cast to `Bool`, `Int` and `Double` alike: a Boolean
  /// is `"c"` (or `"B"`), a floating-point number `"f"` or `"d"`, anything else an integer.
  /// Swift's own `Bool`, `Int` and `Double` bridge to those codes on Apple platforms and on
  /// Linux. A one-byte integer would read as a Boolean, but property lists have none.
  init?(foundationValue value: Any) {
    switch value {
    case let string as String:
      self = .string(string)
    case let date as Date:
      self = .date(date)
    case let data as Data:
      self = .data(data)
    case let number as NSNumber:
      switch String(cString: number.objCType) {
      case "c", "B": self = .bool(number.boolValue)
      case "f", "d": self = .double(number.doubleValue)
      default: self = .int(number.intValue)
      }
    case let array as [Any]:
      self = .array(array.compactMap(PropertyListValue.init(foundationValue:)))
    case let dictionary as [AnyHashable: Any]:
      self = .dictionary([String: PropertyListValue](userInfo: dictionary))
    default:
      return nil
    }
  }
}

extension Dictionary where Key == String, Value == PropertyListValue {
  /// The dictionary as a `userInfo` dictionary.
  var userInfo: [AnyHashable: Any] {
    Dictionary<AnyHashable, Any>(
      uniqueKeysWithValues: map { (AnyHashable($0.key), $0.value.foundationValue) })
  }

  /// Reads a `userInfo` dictionary, leaving out keys that are not strings and values that
  /// are not property-list values.
  init(userInfo: [AnyHashable: Any]) {
    self.init()
    for (key, value) in userInfo {
      guard let key = key.base as? String, let value = PropertyListValue(foundationValue: value) else {
        continue
      }
      self[key] = value
    }
  }
}
