import Foundation

/// Integers looked up by text: the planner's identifiers, about 200 lookups per launch.
///
/// The keys are the app's own, so unlike `Dictionary`'s seeded SipHash it need not resist chosen
/// collisions, and hashes eight bytes at a time; keys are equal when their UTF-8 bytes are.
struct TextTable: Sendable {
  private struct Bucket: Sendable {
    /// Its key's hash with the top bit set, or 0 for an empty bucket: probing reads this alone.
    var hash: UInt64 = 0
    var key = ""
    var value = 0
  }

  /// A power of two of buckets, at least twice ``count`` (empty until the first key).
  private var buckets: [Bucket] = []
  private(set) var count = 0

  mutating func reserveCapacity(_ capacity: Int) {
    var size = 8
    while size < capacity * 2 { size *= 2 }
    if size > buckets.count { rehash(into: size) }
  }

  subscript(key: String) -> Int? {
    get { lookUp(key).found.map { buckets[$0].value } }
    set {
      if let newValue { updateValue(newValue, forKey: key) } else { removeValue(forKey: key) }
    }
  }

  @discardableResult
  mutating func updateValue(_ value: Int, forKey key: String) -> Int? {
    let (hash, found, empty) = lookUp(key)
    if let found {
      defer { buckets[found].value = value }
      return buckets[found].value
    }
    // Kept as contiguous UTF-8: text bridged from Objective-C is copied once, not per comparison.
    var key = key
    key.makeContiguousUTF8()
    count += 1
    guard count * 2 <= buckets.count else {
      rehash(into: max(8, buckets.count * 2))
      put(Bucket(hash: hash, key: key, value: value))
      return nil
    }
    buckets[empty] = Bucket(hash: hash, key: key, value: value)
    return nil
  }

  @discardableResult
  mutating func removeValue(forKey key: String) -> Int? {
    guard let found = lookUp(key).found else { return nil }
    let value = buckets[found].value
    // Shifts back each following bucket of the run the hole would cut off from its home bucket.
    let mask = buckets.count - 1
    var hole = found
    var next = (hole + 1) & mask
    while buckets[next].hash != 0 {
      let home = Int(truncatingIfNeeded: buckets[next].hash) & mask
      // Whether `home` lies cyclically in (hole, next]: then the bucket stays where it is.
      let stays = hole <= next ? (hole < home && home <= next) : (hole < home || home <= next)
      if !stays {
        buckets.swapAt(hole, next)
        hole = next
      }
      next = (next + 1) & mask
    }
    buckets[hole] = Bucket()
    count -= 1
    return value
  }

  /// The key whose UTF-8 bytes are `bytes`: the text an identifier written into a buffer already has.
  func entry(withBytes bytes: UnsafeBufferPointer<UInt8>) -> (key: String, value: Int)? {
    guard let found = find(bytes, hash: Self.hash(bytes)).found else { return nil }
    return (buckets[found].key, buckets[found].value)
  }

  var elements: [(key: String, value: Int)] {
    buckets.compactMap { $0.hash == 0 ? nil : ($0.key, $0.value) }
  }

  /// The key's hash, its bucket if present, and where it would go: its bytes read once.
  private func lookUp(_ key: String) -> (hash: UInt64, found: Int?, empty: Int) {
    RequestIdentifierText.withUTF8(key) { bytes in
      let hash = Self.hash(bytes)
      let (found, empty) = find(bytes, hash: hash)
      return (hash, found, empty)
    }
  }

  private func find(_ bytes: UnsafeBufferPointer<UInt8>, hash: UInt64) -> (found: Int?, empty: Int) {
    guard !buckets.isEmpty else { return (nil, 0) }
    let mask = buckets.count - 1
    var index = Int(truncatingIfNeeded: hash) & mask
    while buckets[index].hash != 0 {
      if buckets[index].hash == hash,
        RequestIdentifierText.withUTF8(buckets[index].key, { Self.sameBytes($0, bytes) })
      {
        return (index, index)
      }
      index = (index + 1) & mask
    }
    return (nil, index)
  }

  private mutating func rehash(into size: Int) {
    let old = buckets
    buckets = Array(repeating: Bucket(), count: size)
    for bucket in old where bucket.hash != 0 { put(bucket) }
  }

  private mutating func put(_ bucket: Bucket) {
    let mask = buckets.count - 1
    var index = Int(truncatingIfNeeded: bucket.hash) & mask
    while buckets[index].hash != 0 { index = (index + 1) & mask }
    buckets[index] = bucket
  }

  private static func sameBytes(_ x: UnsafeBufferPointer<UInt8>, _ y: UnsafeBufferPointer<UInt8>) -> Bool {
    guard x.count == y.count, let first = x.baseAddress, let second = y.baseAddress else {
      return x.count == y.count
    }
    return memcmp(first, second, x.count) == 0
  }

  private static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
    let raw = UnsafeRawBufferPointer(bytes)
    let multiplier: UInt64 = 0x9E37_79B9_7F4A_7C15
    var hash = UInt64(truncatingIfNeeded: raw.count) &* multiplier
    var offset = 0
    while offset &+ 8 <= raw.count {
      let word = raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
      hash = (hash ^ word) &* multiplier
      hash ^= hash &>> 29
      offset &+= 8
    }
    var tail: UInt64 = 0
    let left = raw.count &- offset
    if left > 0, raw.count >= 8 {
      // The last eight bytes, less the ones the loop took: one load instead of a byte loop.
      let last = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: raw.count &- 8, as: UInt64.self))
      tail = last &>> UInt64((8 &- left) &* 8)
    } else {
      var shift: UInt64 = 0
      while offset < raw.count {
        tail |= UInt64(raw[offset]) &<< shift
        shift &+= 8
        offset &+= 1
      }
    }
    hash = (hash ^ tail) &* multiplier
    // The top bit marks a full bucket; the low bits pick the home bucket.
    return (hash ^ (hash &>> 32)) | (1 &<< 63)
  }
}
