import Foundation

/// Writes values in one fixed layout (tagged, length-prefixed, big-endian, dictionary keys sorted)
/// so equal values give equal bytes on every platform, hashing them as written (``FNV128``).
struct CanonicalEncoder {
  private(set) var hash = FNV128()

  @inline(__always)
  mutating func tag(_ tag: UInt8) { hash.combine(tag) }

  @inline(__always)
  mutating func zeros(_ count: Int) { hash.combineZeros(count) }

  @inline(__always)
  mutating func write(_ value: UInt64) { hash.combine(bigEndian: value) }

  @inline(__always)
  mutating func write(_ value: Int) { write(UInt64(bitPattern: Int64(value))) }

  @inline(__always)
  mutating func write(_ value: Bool) { hash.combine(value ? 1 : 0) }

  mutating func write(_ value: Double) { write((value == 0 ? 0 : value).bitPattern) }

  mutating func write(_ value: Float) { write(Double(value)) }

  mutating func write(_ value: String) {
    // Most of a content's texts are empty: eight zero bytes in one step.
    guard !value.isEmpty else { return zeros(8) }
    let utf8 = value.utf8
    let written: Void? = utf8.withContiguousStorageIfAvailable { bytes in
      write(bytes.count)
      hash.combine(bytes)
    }
    guard written == nil else { return }
    write(utf8.count)
    for byte in utf8 { hash.combine(byte) }
  }

  mutating func write(_ value: Date) { write(value.timeIntervalSince1970) }

  @inline(__always)
  mutating func write<T>(_ value: T?, _ body: (inout CanonicalEncoder, T) -> Void) {
    if let value {
      write(true)
      body(&self, value)
    } else {
      write(false)
    }
  }

  mutating func write(_ value: String?) { write(value) { $0.write($1) } }

  @inline(__always)
  mutating func write(_ value: Int?) { write(value) { $0.write($1) } }

  mutating func write<T>(_ values: [T], _ body: (inout CanonicalEncoder, T) -> Void) {
    write(values.count)
    for value in values { body(&self, value) }
  }

  mutating func write<T>(_ dictionary: [String: T], _ body: (inout CanonicalEncoder, T) -> Void) {
    write(dictionary.count)
    guard !dictionary.isEmpty else { return }
    let keys = dictionary.keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    for key in keys {
      write(key)
      if let value = dictionary[key] { body(&self, value) }
    }
  }
}
