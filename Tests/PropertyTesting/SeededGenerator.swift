/// A deterministic random number generator: xoshiro256** seeded through SplitMix64.
///
/// The same seed gives the same sequence everywhere, so a failure replays; not for cryptography.
///
/// ```swift
/// var generator = SeededGenerator(seed: 42)
/// let roll = Int.random(in: 1...6, using: &generator)
/// ```
public struct SeededGenerator: RandomNumberGenerator, Sendable, Hashable {
  /// The seed this generator started from.
  public let seed: UInt64

  private var s0: UInt64
  private var s1: UInt64
  private var s2: UInt64
  private var s3: UInt64

  /// Creates a generator whose whole sequence is fixed by `seed`; its state is never all zero:
  /// `var generator = SeededGenerator(seed: 7)`.
  public init(seed: UInt64) {
    self.seed = seed
    var splitMix = SplitMix64(state: seed)
    s0 = splitMix.next()
    s1 = splitMix.next()
    s2 = splitMix.next()
    s3 = splitMix.next()
  }

  /// The next 64 random bits: `let bits = generator.next()`.
  public mutating func next() -> UInt64 {
    let result = rotateLeft(s1 &* 5, by: 7) &* 9
    let t = s1 << 17
    s2 ^= s0
    s3 ^= s1
    s1 ^= s2
    s0 ^= s3
    s2 ^= t
    s3 = rotateLeft(s3, by: 45)
    return result
  }

  /// A generator for sub-stream `index`, independent of how much the other streams consumed:
  /// `let iteration12 = SeededGenerator(seed: 42).stream(12)`.
  public func stream(_ index: Int) -> SeededGenerator {
    var splitMix = SplitMix64(state: seed ^ 0x5EED_5EED_5EED_5EED)
    splitMix.state &+= UInt64(truncatingIfNeeded: index) &* SplitMix64.increment
    return SeededGenerator(seed: splitMix.next())
  }

  private func rotateLeft(_ x: UInt64, by k: UInt64) -> UInt64 {
    (x << k) | (x >> (64 - k))
  }
}

/// SplitMix64, used to spread a seed into xoshiro's 256 bits of state.
struct SplitMix64 {
  static let increment: UInt64 = 0x9E37_79B9_7F4A_7C15
  var state: UInt64

  mutating func next() -> UInt64 {
    state &+= Self.increment
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
