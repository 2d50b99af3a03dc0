/// The 128-bit FNV-1a hash: the same in every process and release, where Swift's `Hasher` is
/// seeded per launch; a run of `n` zero bytes is one multiplication by the prime's `n`th power.
struct FNV128: Sendable {
  private(set) var high: UInt64 = 0x6c62_272e_07bb_0142
  private(set) var low: UInt64 = 0x62b8_2175_6295_c58d

  @inline(__always)
  mutating func combine(_ byte: UInt8) {
    low ^= UInt64(byte)
    // (high·2^64 + low) · (2^88 + 0x13B) mod 2^128: low·0x13B in full; high·0x13B and low·2^88
    // (low << 24 in the high half) wrapping.
    let product = low.multipliedFullWidth(by: 0x13B)
    high = high &* 0x13B &+ product.high &+ (low << 24)
    low = product.low
  }

  @inline(__always)
  mutating func combine(_ buffer: UnsafeBufferPointer<UInt8>) {
    for byte in buffer { combine(byte) }
  }

  /// Leading zeros are one multiplication.
  @inline(__always)
  mutating func combine(bigEndian value: UInt64) {
    let zeros = value.leadingZeroBitCount &>> 3
    if zeros > 0 { multiplyByPrime(power: zeros) }
    var shift = (7 &- zeros) &* 8
    while shift >= 0 {
      combine(UInt8(truncatingIfNeeded: value &>> UInt64(shift)))
      shift &-= 8
    }
  }

  @inline(__always)
  mutating func combineZeros(_ count: Int) {
    var left = count
    while left > 0 {
      multiplyByPrime(power: min(left, 8))
      left &-= 8
    }
  }

  /// A digest as 32 lowercase hex digits, the high half first.
  static func hex(high: UInt64, low: UInt64) -> String {
    func digits(_ half: UInt64) -> String {
      let digits = String(half, radix: 16)
      return String(repeating: "0", count: 16 - digits.utf8.count) + digits
    }
    return digits(high) + digits(low)
  }

  @inline(__always)
  private mutating func multiplyByPrime(power: Int) {
    let (primeHigh, primeLow) = Self.primePower(power)
    let product = low.multipliedFullWidth(by: primeLow)
    high = high &* primeLow &+ low &* primeHigh &+ product.high
    low = product.low
  }

  @inline(__always)
  private static func primePower(_ power: Int) -> (high: UInt64, low: UInt64) {
    switch power {
    case 1: (0x0000_0000_0100_0000, 0x0000_0000_0000_013b)
    case 2: (0x0000_0002_7600_0000, 0x0000_0000_0001_8399)
    case 3: (0x0000_048a_cb00_0000, 0x0000_0000_01dc_ed43)
    case 4: (0x0007_73b5_0c00_0000, 0x0000_0002_4ad7_f171)
    case 5: (0x0b76_37b7_3500_0000, 0x0000_02d2_17b6_160b)
    case 6: (0xec8e_4484_4200_0000, 0x0003_7883_2d0d_1f89)
    case 7: (0x963b_5bdc_bf00_0000, 0x0445_4968_6f25_cd93)
    default: (0x4379_2e6c_9800_0005, 0x4141_5380_c383_f3e1)
    }
  }
}
