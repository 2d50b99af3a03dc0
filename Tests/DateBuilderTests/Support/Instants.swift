import Foundation

extension Date {
  /// The instant written in ISO 8601 with its offset, such as `2024-11-03T05:30:00Z`: a way to
  /// name an exact instant in a test without going through the code under test.
  static func utc(_ text: String) throws -> Date {
    try Date(text, strategy: .iso8601)
  }
}
