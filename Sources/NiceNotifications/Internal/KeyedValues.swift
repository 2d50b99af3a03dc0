/// Values by a string key, stored in an array so a value is read and changed in place (a
/// dictionary of the planner's slots would copy a whole slot at every read and change).
struct KeyedValues<Value> {
  private(set) var values: [Value] = []
  private(set) var keys: [String] = []
  private var positions = TextTable()
  /// How many values were removed: while it stays the same, every position read before holds.
  private(set) var removals = 0

  var count: Int { values.count }

  mutating func reserveCapacity(_ capacity: Int) {
    values.reserveCapacity(capacity)
    keys.reserveCapacity(capacity)
    positions.reserveCapacity(capacity)
  }

  func contains(_ key: String) -> Bool { positions[key] != nil }
  func position(of key: String) -> Int? { positions[key] }

  /// Setting `nil` removes it (the last value takes its position).
  subscript(key: String) -> Value? {
    get { positions[key].map { values[$0] } }
    set {
      if let newValue {
        set(newValue, forKey: key)
      } else if let position = positions.removeValue(forKey: key) {
        removals += 1
        let last = values.count - 1
        if position != last {
          values.swapAt(position, last)
          keys.swapAt(position, last)
          positions[keys[position]] = position
        }
        values.removeLast()
        keys.removeLast()
      }
    }
  }

  @discardableResult
  mutating func set(_ value: consuming Value, forKey key: String) -> Int {
    if let position = positions.updateValue(values.count, forKey: key) {
      positions[key] = position
      values[position] = value
      return position
    }
    values.append(value)
    keys.append(key)
    return values.count - 1
  }

  mutating func update(at position: Int, _ change: (inout Value) -> Void) {
    change(&values[position])
  }
}

extension KeyedValues: Sendable where Value: Sendable {}
