/// The 128-bit FNV-1a hash, computed in two 64-bit halves: a digest this package defines for
/// itself, so that it is the same in every process, on every platform and in every release
/// (Swift's `Hasher` is seeded anew at each launch), and takes bytes one at a time without
/// allocating.
///
/// FNV-1a: for each byte, xor it into the state, then multiply the state by the 128-bit FNV
/// prime 2^88 + 0x13B, modulo 2^128. The offset basis and the prime are the published ones.
struct FNV128: Sendable {
  private(set) var high: UInt64 = 0x6c62_272e_07bb_0142
  private(set) var low: UInt64 = 0x62b8_2175_6295_c58d

  /// Adds one byte.
  mutating func combine(_ byte: UInt8) {
    low ^= UInt64(byte)
    // (high·2^64 + low) · (2^88 + 0x13B) mod 2^128: low·0x13B in full, high·0x13B and
    // low·2^88 (which lands in the high half, shifted by 24) wrapping.
    let product = low.multipliedFullWidth(by: 0x13B)
    high = high &* 0x13B &+ product.high &+ (low << 24)
    low = product.low
  }
}
