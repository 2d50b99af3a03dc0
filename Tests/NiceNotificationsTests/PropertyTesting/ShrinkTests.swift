import PropertyTesting
import Testing

struct ShrinkTests {
  @Test(arguments: [
    (10, [0, 5, 8, 9]),
    (873, [0, 437, 655, 764, 819, 846, 860, 867, 870, 872]),
    (1, [0]),
    (-1, [0, 1]),
    (-3, [0, 3, -2]),
    (0, []),
  ])
  func intOffersZeroThenHalvingSteps(value: Int, expected: [Int]) {
    #expect(Shrink.int(value) == expected)
  }

  @Test func intShrinksTowardsATarget() {
    #expect(Shrink.int(20, towards: 10) == [10, 15, 18, 19])
    #expect(Shrink.int(3, towards: 10) == [10, 6, 4])
    #expect(Shrink.int(10, towards: 10) == [])
  }

  @Test(arguments: [Int.min, Int.max, Int.min + 1])
  func intNeverOverflows(value: Int) {
    let candidates = Shrink.int(value) + Shrink.int(value, towards: .max) + Shrink.int(value, towards: .min)
    #expect(!candidates.isEmpty)
    #expect(!candidates.contains(value))
  }

  @Test func intCandidatesAreStrictlyCloserToTheTarget() {
    for value in -300...300 {
      for candidate in Shrink.int(value, towards: 7) {
        #expect((candidate - 7).magnitude < (value - 7).magnitude || candidate == -value)
      }
    }
  }

  @Test func arrayOffersEmptyThenRemovalsThenSmallerElements() {
    #expect(Shrink.array([5, 7]) == [[], [7], [5]])
    #expect(
      Shrink.array([5, 7], element: Shrink.int)
        == [[], [7], [5], [0, 7], [3, 7], [4, 7], [5, 0], [5, 4], [5, 6]])
    #expect(
      Shrink.array([1, 2, 3, 4]) == [[], [3, 4], [1, 2], [2, 3, 4], [1, 3, 4], [1, 2, 4], [1, 2, 3]])
    #expect(Shrink.array([Int]()) == [])
    #expect(Shrink.array([9]) == [[]])
  }
}
