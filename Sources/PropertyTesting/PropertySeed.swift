public import Foundation

/// Where a property check's seed comes from: an explicit seed, the `NICE_SEED` environment
/// variable, or a fixed default, in that order.
///
/// A fixed default keeps CI deterministic; `NICE_SEED` replays a reported failure or
/// explores new cases without editing the test.
///
/// ```swift
/// // NICE_SEED=1234 swift test --filter NiceNotificationsTests   replays seed 1234
/// // NICE_SEED=random swift test ...                             a fresh seed, reported on failure
/// let seed = PropertySeed.resolve(explicit: nil)
/// ```
public enum PropertySeed {
  /// The environment variable read when a check is given no explicit seed.
  public static let environmentVariable = "NICE_SEED"

  /// The seed used when neither an explicit seed nor `NICE_SEED` is given.
  public static let defaultSeed: UInt64 = 0x4E49_4345  // "NICE"

  /// The seed a check runs with.
  ///
  /// `NICE_SEED` may be a decimal or `0x`-prefixed hexadecimal `UInt64`, or `random` for a
  /// fresh seed from the system generator. Any other text is hashed (FNV-1a) into a seed,
  /// so a typo still gives a reproducible run rather than being ignored.
  ///
  /// ```swift
  /// PropertySeed.resolve(explicit: 7)                                   // 7
  /// PropertySeed.resolve(explicit: nil, environment: ["NICE_SEED": "0x10"])  // 16
  /// PropertySeed.resolve(explicit: nil, environment: [:])               // PropertySeed.defaultSeed
  /// ```
  /// - Parameters:
  ///   - explicit: A seed written in the test; it wins over the environment.
  ///   - environment: The process environment; injectable for tests.
  /// - Returns: The seed to report and run with.
  public static func resolve(
    explicit: UInt64?,
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> UInt64 {
    if let explicit { return explicit }
    guard let text = environment[environmentVariable]?.trimmingCharacters(in: .whitespaces), !text.isEmpty
    else { return defaultSeed }
    return parse(text)
  }

  /// The seed that `NICE_SEED=text` stands for.
  ///
  /// ```swift
  /// PropertySeed.parse("42")     // 42
  /// PropertySeed.parse("0x2A")   // 42
  /// ```
  /// - Parameter text: Decimal, `0x` hexadecimal, `random`, or any other text to hash.
  /// - Returns: The seed.
  public static func parse(_ text: String) -> UInt64 {
    if let decimal = UInt64(text) { return decimal }
    let lowercased = text.lowercased()
    if lowercased.hasPrefix("0x"), let hex = UInt64(lowercased.dropFirst(2), radix: 16) { return hex }
    if lowercased == "random" {
      var system = SystemRandomNumberGenerator()
      return system.next()
    }
    var hash: UInt64 = 0xCBF2_9CE4_8422_2325
    for byte in text.utf8 {
      hash ^= UInt64(byte)
      hash &*= 0x0000_0100_0000_01B3
    }
    return hash
  }
}
