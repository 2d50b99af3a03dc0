import Foundation

/// Identifier text read as bytes: in place, and ordered as `String` orders it.
///
/// ```swift
/// RequestIdentifierText.precedes("a:0:now", "b:0:now")  // true
/// ```
enum RequestIdentifierText {
  /// Calls `body` with `text`'s UTF-8 bytes, contiguous (copying them only when `text` does
  /// not keep them so).
  @inline(__always)
  static func withUTF8<Result>(_ text: String, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
    if let result = text.utf8.withContiguousStorageIfAvailable(body) { return result }
    var copy = text
    return copy.withUTF8(body)
  }

  /// Whether every byte is ASCII (and the text therefore its own NFC form).
  @inline(__always)
  static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    var union: UInt8 = 0
    for byte in bytes { union |= byte }
    return union < 0x80
  }

  // MARK: Order

  /// Sorts `texts` as `String`'s `<` orders them, comparing ASCII text by its bytes.
  ///
  /// `<` orders text by its Unicode scalars in NFC, which ASCII text is already and which its
  /// bytes follow. A plan sorts its kept identifiers at every reschedule: each is compared by
  /// its first 32 bytes read as four integers (an identifier is rarely longer), and by all of
  /// its bytes only where those tie — a small fraction of the work of comparing strings.
  ///
  /// ```swift
  /// var kept = ["b:0:now", "a:1:now", "a:0:now"]
  /// RequestIdentifierText.sort(&kept)  // ["a:0:now", "a:1:now", "b:0:now"]
  /// ```
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
        // A plan lists its kept identifiers a group at a time, groups in order, each group's in
        // date order: within a group, each entry's identifiers are a sorted run, interleaved
        // with the others'. Inserting each key into the sorted ones before it moves only the
        // keys it passes, and needs no buffer.
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
      // Position `p` takes the text at `keys[p].index`: each cycle of that permutation is
      // walked with swaps, which move the texts without copying them.
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

  /// Up to how many texts ``sort(_:)`` sorts by insertion, beyond which it merges: the
  /// platform's cap on pending requests.
  static let insertionSortLimit = 64

  /// An ASCII text's first 32 bytes as four big-endian integers (zeros past its end), and
  /// its position.
  private struct SortKey {
    var words: (UInt64, UInt64, UInt64, UInt64)
    var index: Int

    /// `nil` for text that is not ASCII.
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

  /// Whether `x` comes before `y` in the order of `<`, compared byte by byte when both are
  /// ASCII (where the two orders agree).
  ///
  /// ```swift
  /// RequestIdentifierText.precedes("a:", "b:")  // true
  /// ```
  static func precedes(_ x: String, _ y: String) -> Bool {
    withUTF8(x) { first in
      withUTF8(y) { second in isASCII(first) && isASCII(second) ? precedes(first, second) : x < y }
    }
  }

  /// Whether bytes `x` come before bytes `y`: at their first difference, or as the shorter.
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
