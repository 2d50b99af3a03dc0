extension String {
  /// Whether `other` is the same request identifier, compared by bytes as the platform does.
  ///
  /// `==` would call "é" written precomposed and "e" with a combining accent one identifier;
  /// the platform keeps them as two requests.
  ///
  /// ```swift
  /// "caf\u{E9}".isSameIdentifier(as: "cafe\u{301}")  // false, though == says true
  /// ```
  func isSameIdentifier(as other: String) -> Bool {
    utf8.elementsEqual(other.utf8)
  }
}

extension Array where Element == String {
  /// Whether one of these is the same request identifier as `identifier` (see
  /// ``Swift/String/isSameIdentifier(as:)``).
  func containsIdentifier(_ identifier: String) -> Bool {
    contains { $0.isSameIdentifier(as: identifier) }
  }
}
