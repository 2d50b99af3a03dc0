/// A series' time of each day, read when the day is resolved, with the day's seed task-local, so
/// that ``TimeOfDay/randomTime(from:to:file:line:)`` draws the same time for a day at every evaluation.
@usableFromInline
final class DailyDraw: Hashable, Sendable {
  /// The day a time is being read for, as a ``CivilDay`` number; `nil` outside such a read.
  @TaskLocal static var day: Int?

  let timeOfDay: @Sendable () -> TimeOfDay

  init(_ timeOfDay: @escaping @Sendable () -> TimeOfDay) {
    self.timeOfDay = timeOfDay
  }

  /// The time read for `day`.
  func time(on day: CivilDay) -> TimeOfDay {
    Self.$day.withValue(day.number) { timeOfDay() }
  }

  /// A series' days share one draw; another series' draw is another expression, even with the same bounds.
  @usableFromInline
  static func == (lhs: DailyDraw, rhs: DailyDraw) -> Bool { lhs === rhs }

  @usableFromInline
  func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

  /// The seed of a day's draw: a pure function of the day, the bounds and the call site, unlike
  /// `Hasher`, which is seeded afresh in every process.
  static func seed(day: Int, lower: TimeOfDay, upper: TimeOfDay, file: StaticString, line: UInt) -> UInt64 {
    // FNV-1a over the file's name, then each number folded in through SplitMix64's finalizer.
    var fileHash: UInt64 = 0xCBF2_9CE4_8422_2325
    file.withUTF8Buffer { bytes in
      for byte in bytes { fileHash = (fileHash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
    }
    let numbers = [
      fileHash, UInt64(line), UInt64(bitPattern: Int64(day)),
      UInt64(bitPattern: Int64(lower.secondsSinceMidnight)),
      UInt64(bitPattern: Int64(upper.secondsSinceMidnight)),
    ]
    return numbers.reduce(0) { SplitMix64.mix(($0 ^ $1) &+ 0x9E37_79B9_7F4A_7C15) }
  }
}

/// SplitMix64: a small generator whose numbers are a pure function of its seed, on every platform.
package struct SplitMix64: RandomNumberGenerator, Sendable {
  var state: UInt64

  package init(state: UInt64) {
    self.state = state
  }

  package mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    return Self.mix(state)
  }

  static func mix(_ value: UInt64) -> UInt64 {
    var z = value
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
