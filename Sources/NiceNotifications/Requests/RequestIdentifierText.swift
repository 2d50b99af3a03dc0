import DateBuilder
import Foundation

/// The byte-level writing and reading behind ``RequestIdentifier``: each identifier and
/// occurrence key is built in one pass into a buffer of its final size, without the
/// intermediate strings that concatenation would make.
///
/// ```swift
/// RequestIdentifierText.join("a:b", "0", "now")  // "a%3Ab:0:now"
/// ```
enum RequestIdentifierText {
  private static let percent = UInt8(ascii: "%")
  private static let colon = UInt8(ascii: ":")

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

  /// How many bytes `bytes` takes escaped: `%` (and `:` when `colon`) take three.
  @inline(__always)
  static func escapedCount(_ bytes: UnsafeBufferPointer<UInt8>, colon escapesColon: Bool) -> Int {
    var count = bytes.count
    for byte in bytes where byte == percent || (escapesColon && byte == colon) { count &+= 2 }
    return count
  }

  /// Writes `bytes` escaped into `buffer` at `index`, and moves `index` past them.
  ///
  /// `escapedCount` is ``escapedCount(_:colon:)`` of `bytes`: when it is their count, there
  /// is nothing to escape, and they are copied at once.
  @inline(__always)
  static func appendEscaped(
    _ bytes: UnsafeBufferPointer<UInt8>, colon escapesColon: Bool, escapedCount: Int,
    to buffer: UnsafeMutableBufferPointer<UInt8>,
    at index: inout Int
  ) {
    if escapedCount == bytes.count {
      index =
        UnsafeMutableBufferPointer(rebasing: buffer[index...]).initialize(fromContentsOf: bytes) &+ index
      return
    }
    for byte in bytes {
      if byte == percent {
        buffer[index] = percent
        buffer[index &+ 1] = UInt8(ascii: "2")
        buffer[index &+ 2] = UInt8(ascii: "5")
        index &+= 3
      } else if escapesColon && byte == colon {
        buffer[index] = percent
        buffer[index &+ 1] = UInt8(ascii: "3")
        buffer[index &+ 2] = UInt8(ascii: "A")
        index &+= 3
      } else {
        buffer[index] = byte
        index &+= 1
      }
    }
  }

  /// `text` escaped: `%` as `%25`, and `:` as `%3A` when `colon`; `text` itself when it holds
  /// neither.
  static func escaped(_ text: String, colon escapesColon: Bool) -> String {
    withUTF8(text) { bytes in
      let count = escapedCount(bytes, colon: escapesColon)
      guard count != bytes.count else { return text }
      return String(unsafeUninitializedCapacity: count) { buffer in
        var index = 0
        appendEscaped(bytes, colon: escapesColon, escapedCount: count, to: buffer, at: &index)
        return index
      }
    }
  }

  /// `<group>:<entry>:<occurrence>`, the group and entry escaped for `%` and `:`, the
  /// occurrence for `%`.
  static func join(_ group: String, _ entry: String, _ occurrence: String) -> String {
    withUTF8(group) { group in
      withUTF8(entry) { entry in
        withUTF8(occurrence) { occurrence in
          let groupCount = escapedCount(group, colon: true)
          let entryCount = escapedCount(entry, colon: true)
          let occurrenceCount = escapedCount(occurrence, colon: false)
          return String(unsafeUninitializedCapacity: groupCount + entryCount + occurrenceCount + 2) {
            buffer in
            var index = 0
            appendEscaped(group, colon: true, escapedCount: groupCount, to: buffer, at: &index)
            buffer[index] = colon
            index &+= 1
            appendEscaped(entry, colon: true, escapedCount: entryCount, to: buffer, at: &index)
            buffer[index] = colon
            index &+= 1
            appendEscaped(occurrence, colon: false, escapedCount: occurrenceCount, to: buffer, at: &index)
            return index
          }
        }
      }
    }
  }

  /// `<prefix><entry>:<occurrence>`: ``join(_:_:_:)`` of a group whose part, escaped and
  /// followed by its `:`, is `prefix` already (``RequestIdentifier/prefix(ofGroup:)``).
  ///
  /// Written on the stack; when `known` holds a key of the same bytes — the identifier of a
  /// request already pending — that key is the text, and no string is made; its value in
  /// `known` comes with it.
  static func join(prefix: String, _ entry: String, _ occurrence: String, reusing known: TextTable? = nil)
    -> (text: String, known: Int?)
  {
    withUTF8(prefix) { prefix in
      withUTF8(entry) { entry in
        withUTF8(occurrence) { occurrence in
          let entryCount = escapedCount(entry, colon: true)
          let occurrenceCount = escapedCount(occurrence, colon: false)
          let count = prefix.count + entryCount + occurrenceCount + 1
          return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: count) { buffer in
            var index = buffer.initialize(fromContentsOf: prefix)
            appendEscaped(entry, colon: true, escapedCount: entryCount, to: buffer, at: &index)
            buffer[index] = colon
            index &+= 1
            appendEscaped(occurrence, colon: false, escapedCount: occurrenceCount, to: buffer, at: &index)
            let bytes = UnsafeBufferPointer(rebasing: buffer[..<index])
            if let (key, value) = known?.entry(withBytes: bytes) { return (key, value) }
            return (String(decoding: bytes, as: UTF8.self), nil)
          }
        }
      }
    }
  }

  /// Undoes the escaping: `%25` and `%3A` (or `%3a`) become `%` and `:`; any other `%` stays
  /// as it is, as the first version wrote it.
  static func unescaped(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
    guard bytes.contains(percent) else { return String(decoding: bytes, as: UTF8.self) }
    return String(unsafeUninitializedCapacity: bytes.count) { buffer in
      var written = 0
      var index = 0
      while index < bytes.count {
        let byte = bytes[index]
        if byte == percent, index &+ 2 < bytes.count {
          let first = bytes[index &+ 1]
          let second = bytes[index &+ 2]
          if first == UInt8(ascii: "2") && second == UInt8(ascii: "5") {
            buffer[written] = percent
            written &+= 1
            index &+= 3
            continue
          }
          if first == UInt8(ascii: "3") && (second == UInt8(ascii: "A") || second == UInt8(ascii: "a")) {
            buffer[written] = colon
            written &+= 1
            index &+= 3
            continue
          }
        }
        buffer[written] = byte
        written &+= 1
        index &+= 1
      }
      return written
    }
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

  // MARK: Occurrence keys

  /// The key `yyyyMMddTHHmmss` of labels with no era and no leap month, a year of four
  /// digits and every other number of two (every Gregorian date from year 1000 on), written
  /// straight into a string of 15 bytes, which Swift keeps inline; `nil` for any other labels.
  static func gregorianKey(_ labels: DateBuilder.WallClockLabels) -> String? {
    guard labels.era == nil, !labels.isLeapMonth, (1_000...9_999).contains(labels.year),
      (0...99).contains(labels.month), (0...99).contains(labels.day), (0...99).contains(labels.hour),
      (0...99).contains(labels.minute), (0...99).contains(labels.second)
    else { return nil }
    return String(unsafeUninitializedCapacity: 15) { buffer in
      // Two digits at a time, each number in range (checked above).
      func put(_ value: Int, at start: Int) {
        let tens = value / 10
        buffer[start] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: tens)
        buffer[start &+ 1] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: value &- tens &* 10)
      }
      put(labels.year / 100, at: 0)
      put(labels.year % 100, at: 2)
      put(labels.month, at: 4)
      put(labels.day, at: 6)
      buffer[8] = UInt8(ascii: "T")
      put(labels.hour, at: 9)
      put(labels.minute, at: 11)
      put(labels.second, at: 13)
      return 15
    }
  }

  /// Builds ASCII text of at most `capacity` bytes on the stack, and makes one string of it.
  @inline(__always)
  static func ascii(capacity: Int, _ write: (inout ASCIIWriter) -> Void) -> String {
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { buffer in
      var writer = ASCIIWriter(buffer: buffer)
      write(&writer)
      return String(decoding: UnsafeBufferPointer(rebasing: buffer[..<writer.count]), as: UTF8.self)
    }
  }

  /// Writes ASCII bytes into a buffer large enough for them.
  struct ASCIIWriter {
    let buffer: UnsafeMutableBufferPointer<UInt8>
    private(set) var count = 0

    init(buffer: UnsafeMutableBufferPointer<UInt8>) { self.buffer = buffer }

    @inline(__always)
    mutating func append(_ byte: UInt8) {
      buffer[count] = byte
      count &+= 1
    }

    /// `value` in decimal, with `-` before a negative one, its digits zero-padded to at least
    /// `width`.
    @inline(__always)
    mutating func append(_ value: Int, width: Int = 1) {
      if value < 0 { append(UInt8(ascii: "-")) }
      var magnitude = value.magnitude
      var digits = 0
      var rest = magnitude
      repeat {
        digits &+= 1
        rest /= 10
      } while rest > 0
      let length = Swift.max(digits, width)
      var index = count &+ length &- 1
      for _ in 0..<length {
        buffer[index] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: magnitude % 10)
        magnitude /= 10
        index &-= 1
      }
      count &+= length
    }
  }
}
