import Foundation
import PropertyTesting
import Testing

@testable import NiceNotifications

/// The planner's identifier table against `Dictionary`, over random runs of sets, changes and
/// removals: keys that share home buckets, runs that wrap around the end, growth.
@Suite struct TextTableTests {
  enum Operation: CustomStringConvertible {
    case set(String, Int)
    case remove(String)
    case reserve(Int)

    var description: String {
      switch self {
      case .set(let key, let value): "set(\(key.debugDescription), \(value))"
      case .remove(let key): "remove(\(key.debugDescription))"
      case .reserve(let capacity): "reserve(\(capacity))"
      }
    }
  }

  /// Short and long, ASCII and not, composed and decomposed, native and bridged.
  static let keys: [String] = (0..<25).map { index in
    switch index % 5 {
    case 0: "g:\(index)"
    case 1: "quotes:entry-\(index):20261126T090000"
    case 2: "caf\u{E9}:\(index % 10):now"
    case 3: "cafe\u{301}:\(index % 10):now"
    default: String(NSString(string: "pills:evening:\(index)"))
    }
  }

  static func operations(_ g: inout SeededGenerator) -> [Operation] {
    (0..<Int.random(in: 0...120, using: &g)).map { _ in
      let key = keys.randomElement(using: &g) ?? ""
      switch Int.random(in: 0..<10, using: &g) {
      case 0..<6: return .set(key, Int.random(in: -5...5, using: &g))
      case 6..<9: return .remove(key)
      default: return .reserve(Int.random(in: 0...40, using: &g))
      }
    }
  }

  @Test func aTableAnswersAsADictionaryDoes() {
    expectProperty(
      "table == dictionary after every operation", iterations: 2_000, generate: Self.operations,
      shrink: { Shrink.array($0) }
    ) { operations in
      var table = TextTable()
      // Keyed by bytes: canonically equivalent keys of other bytes are two keys.
      var model: [[UInt8]: Int] = [:]
      for operation in operations {
        switch operation {
        case .set(let key, let value):
          guard table.updateValue(value, forKey: key) == model.updateValue(value, forKey: Array(key.utf8))
          else { return false }
        case .remove(let key):
          guard table.removeValue(forKey: key) == model.removeValue(forKey: Array(key.utf8)) else {
            return false
          }
        case .reserve(let capacity):
          table.reserveCapacity(capacity)
        }
        guard table.count == model.count, Self.keys.allSatisfy({ table[$0] == model[Array($0.utf8)] }) else {
          return false
        }
      }
      let elements = table.elements
      // A key written into a buffer is found by its bytes, as the planner finds a pending identifier.
      let foundByBytes = Self.keys.allSatisfy { key in
        let bytes = Array(key.utf8)
        let found = bytes.withUnsafeBufferPointer { table.entry(withBytes: $0) }
        return found.map { Array($0.key.utf8) } == (model[bytes] == nil ? nil : bytes)
          && found?.value == model[bytes]
      }
      return foundByBytes && elements.count == model.count
        && elements.allSatisfy { model[Array($0.key.utf8)] == $0.value }
    }
  }

  @Test func theSameBytesStoredDifferentlyAreOneKey() {
    var table = TextTable()
    table["caf\u{E9}:0:now"] = 1
    table[String(NSString(string: "caf\u{E9}:0:now"))] = 2
    #expect(table.count == 1)
    #expect(table["caf\u{E9}:0:now"] == 2)
  }

  @Test func canonicallyEquivalentTextOfOtherBytesIsAnotherKey() {
    // As the system compares request identifiers: literally.
    var table = TextTable()
    table["caf\u{E9}:0:now"] = 1
    table["cafe\u{301}:0:now"] = 2
    #expect(table.count == 2)
    #expect(table["caf\u{E9}:0:now"] == 1 && table["cafe\u{301}:0:now"] == 2)
  }

  /// Thousands of identifiers, far past the room reserved: every growth keeps every key, and
  /// removing half of them leaves the other half found.
  @Test func aTableGrowsAndShrinksWithoutLosingAKey() {
    let keys = (0..<5_000).map { "group-\($0 % 7):entry-\($0 % 13):t\(1_795_000_000 + $0)" }
    var table = TextTable()
    table.reserveCapacity(64)
    for (index, key) in keys.enumerated() { table[key] = index }
    #expect(table.count == keys.count)
    #expect(keys.indices.allSatisfy { table[keys[$0]] == $0 })
    for index in stride(from: 0, to: keys.count, by: 2) { table[keys[index]] = nil }
    #expect(table.count == keys.count / 2)
    #expect(keys.indices.allSatisfy { table[keys[$0]] == ($0.isMultiple(of: 2) ? nil : $0) })
    #expect(Set(table.elements.map(\.value)) == Set(keys.indices.filter { !$0.isMultiple(of: 2) }))
  }
}
