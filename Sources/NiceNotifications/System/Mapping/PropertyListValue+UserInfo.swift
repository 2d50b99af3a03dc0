import Foundation

extension PropertyListValue {
  /// The value as Foundation keeps it in a `userInfo` dictionary, converted with a stack of
  /// its own rather than by recursion.
  var foundationValue: Any {
    guard isContainer else { return scalarFoundationValue }
    var frames: [ConversionFrame<PropertyListValue, String, Any>] = []
    var value = self
    while true {
      switch value {
      case .array(let values):
        frames.append(ConversionFrame(array: values))
      case .dictionary(let values):
        frames.append(ConversionFrame(dictionary: values.map { ($0.key, $0.value) }))
      default:
        frames[frames.count - 1].add(value.scalarFoundationValue)
      }
      while let frame = frames.last, frame.isFinished {
        frames.removeLast()
        let finished: Any = frame.isArray ? frame.array : frame.dictionary
        guard !frames.isEmpty else { return finished }
        frames[frames.count - 1].add(finished)
      }
      value = frames[frames.count - 1].nextElement
    }
  }

  private var scalarFoundationValue: Any {
    switch self {
    case .string(let value): value
    case .int(let value): value
    case .double(let value): value
    case .bool(let value): value
    case .date(let value): value
    case .data(let value): value
    case .array, .dictionary: foundationValue
    }
  }

  /// Reads a property-list value from a `userInfo` dictionary; `nil` for anything else, and
  /// elements that are not property-list values or keys that are not strings are left out.
  ///
  /// The system hands back `NSNumber`s, which cast to `Bool`, `Int` and `Double` alike, so the
  /// type code decides (`NSNumber.propertyListValue`).
  init?(foundationValue value: Any) {
    var frames: [ConversionFrame<Any, AnyHashable, PropertyListValue?>] = []
    var next = value
    while true {
      // Arrays and dictionaries first: asking whether one is an `NSNumber` would bridge it, with
      // everything in it, to an Objective-C object, by recursion.
      if let array = next as? [Any] {
        frames.append(ConversionFrame(array: array))
      } else if let dictionary = next as? [AnyHashable: Any] {
        frames.append(ConversionFrame(dictionary: dictionary.map { ($0.key, $0.value) }))
      } else if let scalar = Self(scalarFoundationValue: next) {
        guard !frames.isEmpty else {
          self = scalar
          return
        }
        frames[frames.count - 1].add(scalar)
      } else {
        guard !frames.isEmpty else { return nil }
        frames[frames.count - 1].add(nil)
      }
      while let frame = frames.last, frame.isFinished {
        frames.removeLast()
        let finished = PropertyListValue(frame)
        guard !frames.isEmpty else {
          self = finished
          return
        }
        frames[frames.count - 1].add(finished)
      }
      next = frames[frames.count - 1].nextElement
    }
  }

  private init(_ frame: ConversionFrame<Any, AnyHashable, PropertyListValue?>) {
    if frame.isArray {
      self = .array(frame.array.compactMap { $0 })
    } else {
      var dictionary: [String: PropertyListValue] = [:]
      for (key, value) in frame.dictionary {
        guard let key = key.base as? String, let value else { continue }
        dictionary[key] = value
      }
      self = .dictionary(dictionary)
    }
  }

  private init?(scalarFoundationValue value: Any) {
    switch value {
    case let string as String:
      self = .string(string)
    case let date as Date:
      self = .date(date)
    case let data as Data:
      self = .data(data)
    case let number as NSNumber:
      self = number.propertyListValue
    default:
      return nil
    }
  }
}

/// An array or dictionary being converted without recursion.
private struct ConversionFrame<Element, Key: Hashable, Converted> {
  let isArray: Bool
  private let keys: [Key]
  private let elements: [Element]
  private(set) var array: [Converted] = []
  private(set) var dictionary: [Key: Converted] = [:]
  private var next = 0

  init(array: [Element]) {
    isArray = true
    keys = []
    elements = array
    self.array.reserveCapacity(array.count)
  }

  init(dictionary: [(Key, Element)]) {
    isArray = false
    keys = dictionary.map(\.0)
    elements = dictionary.map(\.1)
    self.dictionary.reserveCapacity(dictionary.count)
  }

  var isFinished: Bool { next == elements.count }

  var nextElement: Element { elements[next] }

  mutating func add(_ converted: Converted) {
    if isArray {
      array.append(converted)
    } else {
      dictionary[keys[next]] = converted
    }
    next += 1
  }
}

extension Dictionary where Key == String, Value == PropertyListValue {
  var userInfo: [AnyHashable: Any] {
    Dictionary<AnyHashable, Any>(
      uniqueKeysWithValues: map { (AnyHashable($0.key), $0.value.foundationValue) })
  }

  /// Non-string keys and values that are not property-list values are left out.
  init(userInfo: [AnyHashable: Any]) {
    guard case .dictionary(let values)? = PropertyListValue(foundationValue: userInfo) else {
      self = [:]
      return
    }
    self = values
  }
}
