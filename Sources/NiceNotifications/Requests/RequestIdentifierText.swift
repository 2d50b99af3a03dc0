import Foundation

/// Identifier text read as bytes: in place, and ordered as `String` orders it:
/// `RequestIdentifierText.precedes("a:0:now", "b:0:now")`.
enum RequestIdentifierText {
  /// Calls `body` with `text`'s UTF-8 bytes, copied only when `text` does not keep them contiguous.
  @inline(__always)
  static func withUTF8<Result>(_ text: String, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
    if let result = text.utf8.withContiguousStorageIfAvailable(body) { return result }
    var copy = text
    return copy.withUTF8(body)
  }

  @inline(__always)
  static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    var union: UInt8 = 0
    for byte in bytes { union |= byte }
    return union < 0x80
  }

  /// Sorts `texts` as `String`'s `<` does, comparing ASCII text by its bytes.
  ///
  /// `<` orders NFC scalars, which ASCII bytes follow. Each text is compared by its first 32 bytes
  /// as four integers, and whole only on a tie: a fraction of the cost of comparing strings.
  static func sort(_ texts: inout [String]) {
    guard texts.count > 1 else { return }
    let sorted: Bool = withUnsafeTemporaryAllocation(of: SortKey.self, capacity: texts.count) { buffer in
      var keys = buffer
      for index in texts.indices {
        guard let key = withUTF8(texts[index], { SortKey($0, index: index) }) else { return false }
        keys.initializeElement(at: index, to: key)
      }
      func keyPrecedes(_ a: SortKey, _ b: SortKey) -> Bool {
        if a.words != b.words { return a.words < b.words }
        return withUTF8(texts[a.index]) { x in withUTF8(texts[b.index]) { y in precedes(x, y) } }
      }
      if keys.count <= insertionSortLimit {
        // Kept identifiers come in sorted runs per entry: insertion moves few keys, and needs no buffer.
        for index in 1..<keys.count {
          let key = keys[index]
          var hole = index
          while hole > 0, keyPrecedes(key, keys[hole - 1]) {
            keys[hole] = keys[hole - 1]
            hole -= 1
          }
          keys[hole] = key
        }
      } else {
        keys.sort(by: keyPrecedes)
      }
      // Each cycle of the permutation is walked with swaps, which move texts without copying.
      texts.withUnsafeMutableBufferPointer { texts in
        for start in keys.indices where keys[start].index >= 0 {
          var position = start
          while keys[position].index != start {
            let source = keys[position].index
            texts.swapAt(position, source)
            keys[position].index = -1
            position = source
          }
          keys[position].index = -1
        }
      }
      return true
    }
    if !sorted { texts.sort() }
  }

  /// Up to how many texts ``sort(_:)`` sorts by insertion: the platform's cap.
  static let insertionSortLimit = 64

  /// An ASCII text's first 32 bytes as four big-endian integers, and its position.
  private struct SortKey {
    var words: (UInt64, UInt64, UInt64, UInt64)
    var index: Int

    init?(_ bytes: UnsafeBufferPointer<UInt8>, index: Int) {
      guard isASCII(bytes) else { return nil }
      var words: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
      withUnsafeMutableBytes(of: &words) { raw in
        raw.copyMemory(from: UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(bytes).prefix(32)))
      }
      self.words = (words.0.bigEndian, words.1.bigEndian, words.2.bigEndian, words.3.bigEndian)
      self.index = index
    }
  }

  /// Whether `x` comes before `y` in the order of `<`, byte by byte when both are ASCII.
  static func precedes(_ x: String, _ y: String) -> Bool {
    withUTF8(x) { first in
      withUTF8(y) { second in isASCII(first) && isASCII(second) ? precedes(first, second) : x < y }
    }
  }

  @inline(__always)
  private static func precedes(_ x: UnsafeBufferPointer<UInt8>, _ y: UnsafeBufferPointer<UInt8>) -> Bool {
    let common = Swift.min(x.count, y.count)
    if common > 0, let first = x.baseAddress, let second = y.baseAddress {
      let order = memcmp(first, second, common)
      if order != 0 { return order < 0 }
    }
    return x.count < y.count
  }
}
