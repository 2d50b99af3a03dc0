import PropertyTesting
import Testing

struct ExpectPropertyTests {
  @Test func failingPropertyRecordsAnIssueWithTheSeedAndShrunkCase() {
    withKnownIssue {
      expectProperty(
        "below 500", seed: 4242, generate: { Int.random(in: 0..<1000, using: &$0) }, shrink: Shrink.int,
        property: { $0 < 500 })
    } matching: { issue in
      let text = issue.comments.map(\.rawValue).joined(separator: "\n")
      return text.contains("seed: 4242") && text.contains("Shrunk case") && text.contains("): 500")
    }
  }

  @Test func asyncFailingPropertyRecordsAnIssue() async {
    await withKnownIssue {
      await expectProperty(
        "below 500", seed: 4243, generate: { Int.random(in: 0..<1000, using: &$0) }, shrink: Shrink.int,
        property: { value async in value < 500 })
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("seed: 4243") }
    }
  }

  @Test func holdingPropertyRecordsNothing() {
    let failure = expectProperty(
      "even doubles", iterations: 100, seed: 1, generate: { Int.random(in: -1000...1000, using: &$0) },
      property: { ($0 * 2) % 2 == 0 })
    #expect(failure == nil)
  }
}
