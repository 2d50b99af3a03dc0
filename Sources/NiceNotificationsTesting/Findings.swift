/// What one conformance check found wrong.
struct Findings: Sendable {
  private(set) var messages: [String] = []

  mutating func expect(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition { messages.append(message()) }
  }

  mutating func fail(_ message: String) {
    messages.append(message)
  }

  mutating func expectEqual<Value: Equatable>(_ actual: Value, _ expected: Value, _ what: String) {
    if actual != expected { messages.append("\(what): expected \(expected), got \(actual)") }
  }
}
