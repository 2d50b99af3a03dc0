import PropertyTesting
import Testing

@testable import NiceNotifications

struct IndexHeapTests {
  /// Removes every index, in the heap's order.
  func drain(_ heap: inout IndexHeap, by precedes: (Int, Int) -> Bool) -> [Int] {
    var order: [Int] = []
    while let next = heap.removeFirst(by: precedes) { order.append(next) }
    return order
  }

  @Test func removesInTheOrderOfTheComparison() {
    var generator = SeededGenerator(seed: 9)
    for count in [0, 1, 2, 3, 10, 257] {
      let values = (0..<count).map { _ in Int.random(in: 0..<20, using: &generator) }
      let precedes = { (a: Int, b: Int) in (values[a], a) < (values[b], b) }
      var heap = IndexHeap()
      for index in values.indices.shuffled(using: &generator) { heap.insert(index, by: precedes) }
      #expect(drain(&heap, by: precedes) == values.indices.sorted(by: precedes))
      #expect(heap.isEmpty)
    }
  }

  @Test func interleavedInsertsAndRemovalsKeepTheOrder() {
    var generator = SeededGenerator(seed: 64)
    let values = (0..<500).map { _ in Int.random(in: 0..<1_000, using: &generator) }
    let precedes = { (a: Int, b: Int) in (values[a], a) < (values[b], b) }
    var heap = IndexHeap()
    var inHeap = Set<Int>()
    for index in values.indices {
      heap.insert(index, by: precedes)
      inHeap.insert(index)
      if Bool.random(using: &generator) {
        let expected = inHeap.min(by: precedes)
        #expect(heap.removeFirst(by: precedes) == expected)
        inHeap.remove(expected ?? -1)
      }
    }
    #expect(drain(&heap, by: precedes) == inHeap.sorted(by: precedes))
  }
}
