import DateBuilder
import Testing

@testable import NiceNotifications

/// The gate without an actor: one holder at a time, waiters in the order they came, a free
/// gate taken without waiting, and a call from inside the holder refused.
struct SerialGateTests {
  @Test func holdersNeverOverlapAndEveryoneGetsThrough() async throws {
    let gate = SerialGate()
    let inside = Locked(0)
    let most = Locked(0)
    await withTaskGroup(of: Void.self) { group in
      for _ in 0..<200 {
        group.addTask {
          _ = try? await gate.run {
            let now = inside.withLock { count in
              count += 1
              return count
            }
            most.withLock { $0 = max($0, now) }
            await Task.yield()
            inside.withLock { $0 -= 1 }
          }
        }
      }
    }
    #expect(most.withLock { $0 } == 1)
    #expect(inside.withLock { $0 } == 0)
  }

  @Test func waitersEnterInTheOrderTheyArrived() async throws {
    let gate = SerialGate()
    let order = Locked<[Int]>([])
    await gate.enter()
    var waiters: [Task<Void, Never>] = []
    for index in 0..<5 {
      waiters.append(
        Task {
          await gate.enter()
          order.withLock { $0.append(index) }
          gate.leave()
        })
      // Each waiter is in line before the next one starts.
      while true {
        try await Task.sleep(nanoseconds: 1_000_000)
        if gate.waitingCount == index + 1 { break }
      }
    }
    gate.leave()
    for waiter in waiters { await waiter.value }
    #expect(order.withLock { $0 } == [0, 1, 2, 3, 4])
  }

  /// The error a call to `gate` from the current task gets; `nil` if the call runs.
  private static func refusal(of gate: SerialGate) async -> LocalNotificationsError? {
    do throws(LocalNotificationsError) {
      _ = try await gate.run { 1 }
      return nil
    } catch {
      return error
    }
  }

  @Test func aCallFromInsideTheHolderIsRefused() async throws {
    let gate = SerialGate()
    let inner = try await gate.run { await Self.refusal(of: gate) }
    #expect(inner == .reentrantCall)
    #expect(try await gate.run { 2 } == 2)
  }

  @Test func aTaskStartedInsideTheHolderWaitsOnceTheHolderHasLeft() async throws {
    let gate = SerialGate()
    let started = Locked<Task<Int?, Never>?>(nil)
    try await gate.run {
      // Started inside, run after: it inherits the session, which is over by then.
      let task = Task { try? await gate.run { 3 } }
      started.withLock { $0 = task }
    }
    let task = try #require(started.withLock { $0 })
    #expect(await task.value == 3)
  }

  @Test func aTaskStartedInsideTheHolderIsRefusedWhileTheHolderHoldsTheGate() async throws {
    let gate = SerialGate()
    let inner = try await gate.run { await Task { await Self.refusal(of: gate) }.value }
    #expect(inner == .reentrantCall)
  }

  @Test func aDetachedCallRunsWhileTheHolderLeavesTheGateOpen() async throws {
    let gate = SerialGate()
    let (inner, inherited) = try await gate.run { () async -> (Int?, LocalNotificationsError?) in
      await gate.leavingOpen { () async -> (Int?, LocalNotificationsError?) in
        let detached = await Task.detached { try? await gate.run { 4 } }.value
        return (detached, await Task { await Self.refusal(of: gate) }.value)
      }
    }
    #expect(inner == 4)
    #expect(inherited == .reentrantCall)
    #expect(try await gate.run { 6 } == 6)
  }
}
