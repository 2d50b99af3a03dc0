import Foundation
import Testing
import UserNotificationsShim

/// An invalid time interval is an error from `add`, never a crash (UserNotificationsBehaviour.md §3; the
/// shim's documented choice where Apple raises an Objective-C exception).
struct TimeIntervalTriggerTests {
  let center = UNUserNotificationCenter._shimMake()

  @Test(arguments: [
    (0.0, false, "time interval must be greater than 0"),
    (-5.0, false, "time interval must be greater than 0"),
    (0.0, true, "time interval must be greater than 0"),
    (59.0, true, "time interval must be at least 60 if repeating"),
    (1.0, true, "time interval must be at least 60 if repeating"),
  ])
  func anInvalidIntervalFailsTheAddWithApplesReason(interval: TimeInterval, repeats: Bool, reason: String)
    async
  {
    let trigger = UNTimeIntervalNotificationTrigger(timeInterval: interval, repeats: repeats)
    #expect(trigger.timeInterval == interval)
    #expect(trigger.repeats == repeats)
    #expect(trigger.nextTriggerDate() == nil)

    do {
      try await center.add(makeRequest("invalid", trigger: trigger))
      Issue.record("add accepted an interval of \(interval) s, repeats: \(repeats)")
    } catch UNError.notificationInvalidNoDate {
      // The code Apple uses for a request that has no date to fire at.
    } catch {
      Issue.record("unexpected error \(error)")
    }
    await #expect(throws: UNError(.notificationInvalidNoDate, userInfo: [NSLocalizedDescriptionKey: reason]))
    {
      try await center.add(makeRequest("invalid", trigger: trigger))
    }
    #expect(await center.pendingIdentifiers() == [])
  }

  @Test func theCompletionHandlerFormReportsTheSameError() async {
    let trigger = UNTimeIntervalNotificationTrigger(timeInterval: 30, repeats: true)
    let error = await withCheckedContinuation { continuation in
      center.add(makeRequest("invalid", trigger: trigger)) { error in
        continuation.resume(returning: error as? UNError)
      }
    }
    #expect(error?.code == .notificationInvalidNoDate)
    #expect(error?.localizedDescription == "time interval must be at least 60 if repeating")
    #expect(await center.pendingIdentifiers() == [])
  }

  @Test(arguments: [(1.0, false), (59.0, false), (60.0, true), (86_400.0, true)])
  func aValidIntervalIsScheduled(interval: TimeInterval, repeats: Bool) async throws {
    let trigger = UNTimeIntervalNotificationTrigger(timeInterval: interval, repeats: repeats)
    try await center.add(makeRequest("valid", trigger: trigger))

    let stored = try #require(await center.pendingNotificationRequests().first?.trigger)
    let timeTrigger = try #require(stored as? UNTimeIntervalNotificationTrigger)
    #expect(timeTrigger.timeInterval == interval)
    #expect(timeTrigger.repeats == repeats)
  }

  @Test func nextTriggerDateIsTheIntervalFromNow() throws {
    let trigger = UNTimeIntervalNotificationTrigger(timeInterval: 90, repeats: false)
    let before = Date()
    let next = try #require(trigger.nextTriggerDate())
    let after = Date()
    #expect(next >= before.addingTimeInterval(90))
    #expect(next <= after.addingTimeInterval(90))
  }
}
