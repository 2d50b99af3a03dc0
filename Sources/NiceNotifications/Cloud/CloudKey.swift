/// The key a decision about a subject is stored under: a prefix and the subject's 128-bit
/// digest in hex, so that any subject fits the store's 64-byte keys.
enum CloudKey {
  static func key(prefix: String, subject: String) -> String {
    var hash = FNV128()
    var text = subject
    text.withUTF8 { hash.combine($0) }
    return prefix + hex(hash.high) + hex(hash.low)
  }

  private static func hex(_ value: UInt64) -> String {
    let digits = String(value, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }
}
