public import Foundation

/// Where a property check's seed comes from: an explicit seed, the `NICE_SEED` environment
/// variable, or a fixed default, in that order.
///
/// The default keeps CI deterministic; `NICE_SEED=1234` replays a failure, `NICE_SEED=random` explores.
/// For example: `let seed = PropertySeed.resolve(explicit: nil)`.
public enum PropertySeed {
  /// The environment variable read when a check is given no explicit seed.
  public static let environmentVariable = "NICE_SEED"

  /// The seed used when neither an explicit seed nor `NICE_SEED` is given.
  public static let defaultSeed: UInt64 = 0x4E49_4345  // "NICE"

  /// The seed a check runs with; `explicit` wins over `environment`.
  ///
  /// ```swift
  /// PropertySeed.resolve(explicit: nil, environment: ["NICE_SEED": "0x10"])  // 16
  /// ```
  public static func resolve(
    explicit: UInt64?,
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> UInt64 {
    if let explicit { return explicit }
    guard let text = environment[environmentVariable]?.trimmingCharacters(in: .whitespaces), !text.isEmpty
    else { return defaultSeed }
    return parse(text)
  }

  /// The seed `NICE_SEED=text` stands for: a decimal or `0x` hexadecimal `UInt64`, `random`
  /// for a fresh seed, or else the text's FNV-1a hash, so a typo still replays.
  ///
  /// ```swift
  /// PropertySeed.parse("0x2A")   // 42
  /// ```
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
