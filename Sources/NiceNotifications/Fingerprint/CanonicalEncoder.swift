import Foundation

/// Writes values as bytes in one fixed layout — tagged, length-prefixed, big-endian,
/// dictionary keys sorted — so that equal values give equal bytes on every platform.
struct CanonicalEncoder {
  private(set) var bytes: [UInt8] = []

  mutating func tag(_ tag: UInt8) { bytes.append(tag) }

  mutating func write(_ value: UInt64) {
    for shift in stride(from: 56, through: 0, by: -8) {
      bytes.append(UInt8(truncatingIfNeeded: value >> UInt64(shift)))
    }
  }

  mutating func write(_ value: Int) { write(UInt64(bitPattern: Int64(value))) }

  mutating func write(_ value: Bool) { bytes.append(value ? 1 : 0) }

  mutating func write(_ value: Double) { write((value == 0 ? 0 : value).bitPattern) }

  mutating func write(_ value: Float) { write(Double(value)) }

  mutating func write(_ value: String) {
    let utf8 = Array(value.utf8)
    write(utf8.count)
    bytes += utf8
  }

  mutating func write(_ value: [UInt8]) {
    write(value.count)
    bytes += value
  }

  mutating func write(_ value: Date) { write(value.timeIntervalSince1970) }

  mutating func write<T>(_ value: T?, _ body: (inout CanonicalEncoder, T) -> Void) {
    if let value {
      write(true)
      body(&self, value)
    } else {
      write(false)
    }
  }

  mutating func write(_ value: String?) { write(value) { $0.write($1) } }

  mutating func write<T>(_ values: [T], _ body: (inout CanonicalEncoder, T) -> Void) {
    write(values.count)
    for value in values { body(&self, value) }
  }

  mutating func write<T>(_ dictionary: [String: T], _ body: (inout CanonicalEncoder, T) -> Void) {
    let keys = dictionary.keys.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
    write(keys.count)
    for key in keys {
      write(key)
      if let value = dictionary[key] { body(&self, value) }
    }
  }
}
