import Foundation
import Testing
import TestSupport

@testable import NiceNotifications

@Suite struct TimeLimitTests {
  @Test func anAnswerWithoutSuspendingIsReturned() async {
    let value = await withTimeLimit(10) { 42 }
    #expect(value == 42)
  }

  @Test func anAnswerAfterSuspendingIsReturned() async {
    let value = await withTimeLimit(10) { () async -> String in
      try? await Task.sleep(nanoseconds: 5_000_000)
      return "late but in time"
    }
    #expect(value == "late but in time")
  }

  @Test func anOperationThatNeverAnswersEndsWithNilAtTheDeadline() async {
    let gate = Gate()
    let started = ContinuousClock.now
    let value = await withTimeLimit(0.1) { () async -> Int in
      await gate.wait()
      return 1
    }
    #expect(value == nil)
    #expect(ContinuousClock.now - started >= .milliseconds(100))
    await gate.open()
  }

  @Test func aValueAfterTheDeadlineIsDropped() async {
    let gate = Gate()
    let answered = Gate()
    let value = await withTimeLimit(0.05) { () async -> Int in
      await gate.wait()
      await answered.open()
      return 7
    }
    #expect(value == nil)
    await gate.open()
    await answered.wait()
  }

  @Test func manyConcurrentCallsEachGetTheirOwnAnswer() async {
    let values = await withTaskGroup(of: Int?.self) { group in
      for index in 0..<200 {
        group.addTask {
          // A limit no loaded machine reaches: what is checked is that answers do not cross.
          await withTimeLimit(3_600) { () async -> Int in
            if index.isMultiple(of: 2) { await Task.yield() }
            return index
          }
        }
      }
      return await group.reduce(into: [Int?]()) { $0.append($1) }
    }
    #expect(values.compactMap { $0 }.sorted() == Array(0..<200))
  }

  @Test func anOperationStillRunningAtTheDeadlineIsCancelled() async {
    let sawCancellation = Gate()
    let value = await withTimeLimit(0.05) { () async -> Int in
      // Sleeps until cancelled: only the deadline's cancellation ends it within the test.
      try? await Task.sleep(nanoseconds: 60_000_000_000)
      if Task.isCancelled { await sawCancellation.open() }
      return 1
    }
    #expect(value == nil)
    await sawCancellation.wait()
  }

  @MainActor
  @Test func anOperationHoldingTheCallersActorUntilCancelledIsCancelledAtTheDeadline() async {
    let value = await withTimeLimit(0.05) { @MainActor () async -> Int in
      await Task.yield()
      // Works on the main actor, the caller's, until cancelled: only the deadline's cancellation,
      // made off that actor, ends it.
      while !Task.isCancelled {}
      return 1
    }
    #expect(value == nil)
  }

  @Test func anOperationNotToBeCancelledGoesOnPastTheDeadlineAndTheCallersCancellation() async {
    let release = Gate()
    let finished = Gate()
    let cancelled = Recorder<Bool>()
    let caller = Task {
      await withTimeLimit(0.05, cancelling: false) { () async -> Int in
        await release.wait()
        await cancelled.append(Task.isCancelled)
        await finished.open()
        return 1
      }
    }
    caller.cancel()
    #expect(await caller.value == nil)
    await release.open()
    await finished.wait()
    #expect(await cancelled.values == [false])
  }

  @Test func cancellingTheCallerCancelsTheOperation() async {
    let started = Gate()
    let caller = Task {
      await withTimeLimit(60) { () async -> Bool in
        await started.open()
        try? await Task.sleep(nanoseconds: 60_000_000_000)
        return Task.isCancelled
      }
    }
    await started.wait()
    caller.cancel()
    // The operation saw the cancellation and answered long before its minute was up.
    #expect(await caller.value == true)
  }

  @Test func aCallerCancelledBeforeItStartsCancelsTheOperation() async {
    let caller = Task {
      withUnsafeCurrentTask { $0?.cancel() }
      return await withTimeLimit(60) { () async -> Bool in
        try? await Task.sleep(nanoseconds: 60_000_000_000)
        return Task.isCancelled
      }
    }
    #expect(await caller.value == true)
  }

  @Test func aTimeLimitThatIsNotFiniteOrPositiveWaitsForTheAnswer() async {
    #expect(await withTimeLimit(.infinity) { 3 } == 3)
    #expect(await withTimeLimit(0) { 4 } == 4)
    #expect(await withTimeLimit(.nan) { 5 } == 5)
  }
}

/// Holds callers until opened.
private actor Gate {
  private var isOpen = false
  private var waiting: [CheckedContinuation<Void, Never>] = []

  func wait() async {
    guard !isOpen else { return }
    await withCheckedContinuation { waiting.append($0) }
  }

  func open() {
    isOpen = true
    for continuation in waiting { continuation.resume() }
    waiting.removeAll()
  }
}
