import Foundation

extension NSNumber {
  /// The number as a property-list value, by its type code: a Boolean stays a Boolean, a
  /// floating-point number a `Double`, and an integer an `Int`, or the nearest `Double` when it
  /// does not fit (an unsigned 64-bit value above `Int.max`).
  ///
  /// A signed byte and a Boolean share the type code `"c"`; only a Boolean casts to `Bool`.
  var propertyListValue: PropertyListValue {
    switch String(cString: objCType) {
    case "B": .bool(boolValue)
    case "c": ((self as Any) as? Bool).map(PropertyListValue.bool) ?? .int(intValue)
    case "f", "d": .double(doubleValue)
    case "Q", "L", "I", "S", "C": Int(exactly: uint64Value).map(PropertyListValue.int) ?? .double(doubleValue)
    default: .int(intValue)
    }
  }

  /// The number as a badge count: a whole number as it is, a fraction rounded toward zero, a value
  /// beyond `Int` clamped to `Int.min` or `Int.max`; `nil` for NaN, which is no count at all.
  var badgeCount: Int? {
    switch propertyListValue {
    case .int(let count): return count
    case .bool(let flag): return flag ? 1 : 0
    default:
      let value = doubleValue
      guard !value.isNaN else { return nil }
      return Int(exactly: value.rounded(.towardZero)) ?? (value < 0 ? .min : .max)
    }
  }
}
