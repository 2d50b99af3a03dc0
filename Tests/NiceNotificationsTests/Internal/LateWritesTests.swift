import DateBuilder
import Testing

@testable import NiceNotifications

/// A write that timed out holds reschedules back until it returns, and stops holding them
/// two minutes after it timed out (a completion the platform never called), on a clock the
/// test steps.
@Suite struct LateWritesTests {
  /// A clock the test moves by hand, in nanoseconds.
  private let clock = Locked<UInt64>(1_000)

  private func advance(seconds: UInt64) {
    clock.withLock { $0 += seconds * 1_000_000_000 }
  }

  private func lateWrites() -> LateWrites {
    let clock = clock
    return LateWrites(uptime: { clock.withLock { $0 } })
  }

  @Test func nothingOutHasLandedAtOnce() async {
    #expect(await lateWrites().landed(within: 0.01))
  }

  @Test func aWriteStillOutHoldsReschedulesBack() async {
    let writes = lateWrites()
    _ = writes.timedOut()
    advance(seconds: 119)
    #expect(await writes.landed(within: 0.02) == false)
  }

  @Test func aWriteThatReturnsLands() async {
    let writes = lateWrites()
    let number = writes.timedOut()
    writes.returned(number)
    #expect(await writes.landed(within: 0.01))
  }

  @Test func aWriteOutForTwoMinutesIsGivenUp() async {
    let writes = lateWrites()
    let first = writes.timedOut()
    advance(seconds: 60)
    _ = writes.timedOut()
    advance(seconds: 61)
    // The first is given up on; the second, out for 61 s, still counts.
    #expect(await writes.landed(within: 0.02) == false)
    advance(seconds: 60)
    #expect(await writes.landed(within: 0.01))
    // Its completion, arriving after all, changes nothing.
    writes.returned(first)
    #expect(await writes.landed(within: 0.01))
  }
}
