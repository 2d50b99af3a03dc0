import Foundation

/// Writes values as bytes in one fixed layout — tagged, length-prefixed, big-endian,
/// dictionary keys sorted — so that equal values give equal bytes on every platform, and
/// hashes the bytes as they are written (``FNV128``) instead of keeping them.
struct CanonicalEncoder {
  private(set) var hash = FNV128()

  mutating func tag(_ tag: UInt8) { hash.combine(tag) }

  mutating func write(_ value: UInt64) {
    for shift in stride(from: 56, through: 0, by: -8) {
      hash.combine(UInt8(truncatingIfNeeded: value >> UInt64(shift)))
    }
  }

  mutating func write(_ value: Int) { write(UInt64(bitPattern: Int64(value))) }

  mutating func write(_ value: Bool) { hash.combine(value ? 1 : 0) }

  mutating func write(_ value: Double) { write((value == 0 ? 0 : value).bitPattern) }

  mutating func write(_ value: Float) { write(Double(value)) }

  mutating func write(_ value: String) {
    write(value.utf8.count)
    for byte in value.utf8 { hash.combine(byte) }
  }

  mutating func write(_ value: [UInt8]) {
    write(value.count)
    for byte in value { hash.combine(byte) }
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
    let keys = dictionary.keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    write(keys.count)
    for key in keys {
      write(key)
      if let value = dictionary[key] { body(&self, value) }
    }
  }
}
