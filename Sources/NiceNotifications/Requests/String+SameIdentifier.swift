extension String {
  /// Whether `other` is the same request identifier, compared by bytes as the platform does:
  /// precomposed "é" and "e" with a combining accent are two requests, though `==` says equal.
  package func isSameIdentifier(as other: String) -> Bool {
    utf8.elementsEqual(other.utf8)
  }
}

extension Array where Element == String {
  /// Whether it holds `identifier`, compared by bytes: `["caf\u{E9}"].containsIdentifier("cafe\u{301}")` is false.
  package func containsIdentifier(_ identifier: String) -> Bool {
    contains { $0.isSameIdentifier(as: identifier) }
  }
}
