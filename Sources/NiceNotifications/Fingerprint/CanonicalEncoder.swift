import Foundation

/// Writes values as bytes in one fixed layout — tagged, length-prefixed, big-endian,
/// dictionary keys sorted — so that equal values give equal bytes on every platform, and
/// hashes the bytes as they are written (``FNV128``) instead of keeping them.
///
/// The bytes go straight into the hash: an integer's leading zero bytes as one step, a
/// string's UTF-8 from its storage where it is contiguous (byte by byte where it is not).
struct CanonicalEncoder {
  private(set) var hash = FNV128()

  @inline(__always)
  mutating func tag(_ tag: UInt8) { hash.combine(tag) }

  /// Writes `count` zero bytes (absent values, false flags) as one step per eight.
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
    // Most of a content's texts are empty: a length of zero is eight zero bytes.
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

  mutating func write(_ value: [UInt8]) {
    write(value.count)
    value.withUnsafeBufferPointer { hash.combine($0) }
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

  /// An optional integer: a presence byte, then the integer.
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
