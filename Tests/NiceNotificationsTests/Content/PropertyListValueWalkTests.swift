import Foundation
import PropertyTesting
import Testing

@testable import NiceNotifications

/// Equality, hashing and the conversions to and from Foundation walk a value with a stack of their
/// own: over seeded random values they agree with a plain recursive reading of the same rules.
struct PropertyListValueWalkTests {
  /// Equality as the cases read, by recursion (the values generated here are shallow).
  static func recursivelyEqual(_ lhs: PropertyListValue, _ rhs: PropertyListValue) -> Bool {
    switch (lhs, rhs) {
    case let (.string(a), .string(b)): a == b
    case let (.int(a), .int(b)): a == b
    case let (.double(a), .double(b)): a == b
    case let (.bool(a), .bool(b)): a == b
    case let (.date(a), .date(b)): a == b
    case let (.data(a), .data(b)): a == b
    case let (.array(a), .array(b)): a.count == b.count && zip(a, b).allSatisfy(recursivelyEqual)
    case let (.dictionary(a), .dictionary(b)):
      a.count == b.count && a.allSatisfy { key, value in b[key].map { recursivelyEqual(value, $0) } ?? false }
    default: false
    }
  }

  /// `value` with every dictionary key and string in the other Unicode normal form: equal, byte for
  /// byte different.
  static func renormalized(_ value: PropertyListValue) -> PropertyListValue {
    func flip(_ text: String) -> String {
      let decomposed = text.decomposedStringWithCanonicalMapping
      return decomposed.utf8.elementsEqual(text.utf8)
        ? text.precomposedStringWithCanonicalMapping : decomposed
    }
    switch value {
    case .string(let text): return .string(flip(text))
    case .array(let values): return .array(values.map(renormalized))
    case .dictionary(let values):
      return .dictionary(
        Dictionary(values.map { (flip($0.key), renormalized($0.value)) }, uniquingKeysWith: { a, _ in a }))
    default: return value
    }
  }

  @Test func equalityAndHashingAgreeWithTheRecursiveRules() {
    _ = expectProperty(
      "walked equality and hash", iterations: 500,
      generate: { g in
        (FingerprintStabilityTests.value(&g), FingerprintStabilityTests.value(&g))
      }
    ) { pair in
      let (a, b) = pair
      let twin = Self.renormalized(a)
      return (a == b) == Self.recursivelyEqual(a, b) && a == a && a == twin && a.hashValue == twin.hashValue
        && (a != b || a.hashValue == b.hashValue)
    }
  }

  @Test func foundationRoundTripGivesTheValueBack() {
    _ = expectProperty(
      "Foundation round trip", iterations: 500, generate: { g in FingerprintStabilityTests.value(&g) }
    ) { value in
      PropertyListValue(foundationValue: value.foundationValue) == value
    }
  }

  @Test func foundationValuesThatAreNotPropertyListsAreLeftOutAtEveryLevel() {
    let read = PropertyListValue(
      foundationValue: [
        "keep": 1, "drop": NSObject(), "nested": [2, NSObject(), ["x": NSObject(), "y": "z"]],
      ]
        as [AnyHashable: Any])
    #expect(read == ["keep": 1, "nested": [2, ["y": "z"]]])
    #expect(PropertyListValue(foundationValue: NSObject()) == nil)
  }

  /// `levels` arrays, one inside the other, around a number.
  static func nested(_ levels: Int) -> PropertyListValue {
    var value = PropertyListValue.int(1)
    for _ in 0..<levels { value = .array([value]) }
    return value
  }

  @Test(arguments: [1, 31, 32, 33, 200])
  func codingRefusesValuesNestedPastTheLimitWithATypedError(_ levels: Int) throws {
    let value = Self.nested(levels)
    let withinLimit = levels <= PropertyListValue.maximumCodingDepth
    let encoded = Result { try JSONEncoder().encode(value) }
    if withinLimit {
      let data = try encoded.get()
      #expect(try JSONDecoder().decode(PropertyListValue.self, from: data) == value)
    } else {
      #expect(throws: EncodingError.self) { try encoded.get() }
    }
    // The same text written by hand, as another program might: decoding refuses it past the limit.
    let text =
      String(repeating: #"{"array":["#, count: levels) + #"{"int":1}"#
      + String(repeating: "]}", count: levels)
    let decoded = Result { try JSONDecoder().decode(PropertyListValue.self, from: Data(text.utf8)) }
    if withinLimit {
      #expect(try decoded.get() == value)
    } else {
      #expect(throws: DecodingError.self) { try decoded.get() }
    }
  }
}
