import Foundation

extension PropertyListValue {
  /// The value as Foundation keeps it in a `userInfo` dictionary: `String`, `Int`,
  /// `Double`, `Bool`, `Date`, `Data`, `[Any]` or `[String: Any]`.
  ///
  /// Nested arrays and dictionaries are converted with a stack of their own, not by recursion.
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
      // Finished arrays and dictionaries go into the ones that hold them; the outermost is the value.
      while let frame = frames.last, frame.isFinished {
        frames.removeLast()
        let finished: Any = frame.isArray ? frame.array : frame.dictionary
        guard !frames.isEmpty else { return finished }
        frames[frames.count - 1].add(finished)
      }
      value = frames[frames.count - 1].nextElement
    }
  }

  /// The value of a string, number, Boolean, date or data, as Foundation keeps it.
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

  /// Reads a property-list value that Foundation keeps in a `userInfo` dictionary.
  ///
  /// `nil` for anything else. In arrays and dictionaries, elements that are not property-list
  /// values and keys that are not strings are left out.
  ///
  /// Numbers are told apart by their type code, because on Apple platforms what the system
  /// hands back are `NSNumber`s, which cast to `Bool`, `Int` and `Double` alike: a Boolean
  /// is `"c"` (or `"B"`), a floating-point number `"f"` or `"d"`, anything else an integer.
  /// Swift's own `Bool`, `Int` and `Double` bridge to those codes on Apple platforms and on
  /// Linux. A one-byte integer would read as a Boolean, but property lists have none.
  ///
  /// Nested arrays and dictionaries are read with a stack of their own, not by recursion.
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
      // Finished arrays and dictionaries go into the ones that hold them; the outermost is the value.
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

  /// A finished array or dictionary of read values, without what could not be read.
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

  /// Reads a string, number, Boolean, date or data; `nil` for anything else.
  private init?(scalarFoundationValue value: Any) {
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
    default:
      return nil
    }
  }
}

/// An array or dictionary being converted without recursion: its elements, the next one to
/// convert, and those converted so far, in order.
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

  /// Whether every element was converted.
  var isFinished: Bool { next == elements.count }

  /// The element to convert next.
  var nextElement: Element { elements[next] }

  /// Adds the next element's converted value.
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
