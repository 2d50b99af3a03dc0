/// A binary min-heap of indices into state it does not own (the planner's group cursors), so
/// taking an occurrence costs O(log groups).
///
/// The comparison must be a strict total order that does not change for an index in the heap.
struct IndexHeap {
  private var items: [Int] = []

  var isEmpty: Bool { items.isEmpty }

  mutating func insert(_ index: Int, by precedes: (Int, Int) -> Bool) {
    items.append(index)
    var child = items.count - 1
    while child > 0 {
      let parent = (child - 1) / 2
      guard precedes(items[child], items[parent]) else { break }
      items.swapAt(child, parent)
      child = parent
    }
  }

  mutating func removeFirst(by precedes: (Int, Int) -> Bool) -> Int? {
    guard let last = items.popLast() else { return nil }
    guard let first = items.first else { return last }
    items[0] = last
    var parent = 0
    while true {
      let left = 2 * parent + 1
      let right = left + 1
      var first = parent
      if left < items.count, precedes(items[left], items[first]) { first = left }
      if right < items.count, precedes(items[right], items[first]) { first = right }
      guard first != parent else { break }
      items.swapAt(parent, first)
      parent = first
    }
    return first
  }
}
