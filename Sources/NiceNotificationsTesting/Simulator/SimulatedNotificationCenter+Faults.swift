public import NiceNotifications
import Foundation

extension SimulatedNotificationCenter {
  /// Makes the next `count` calls to ``add(_:)`` fail with `error`, changing nothing — to
  /// test that a failed write leaves a state the next reschedule converges from.
  ///
  /// ```swift
  /// await center.failNextAdds(2)
  /// await #expect(throws: NotificationCenterError.failed("injected")) { try await center.add(request) }
  /// ```
  public func failNextAdds(_ count: Int, with error: NotificationCenterError = .failed("injected")) {
    failuresLeft = max(0, count)
    failureError = error
  }

  /// Makes each call to ``add(_:)`` (after any ``failNextAdds(_:with:)``) fail with `probability`, drawn from
  /// a generator seeded with `seed`: the same seed fails the same calls, every run, on every platform.
  ///
  /// A probability of 0 or less stops it.
  ///
  /// ```swift
  /// await center.failAdds(probability: 0.2, seed: 42)
  /// ```
  public func failAdds(
    probability: Double, seed: UInt64, with error: NotificationCenterError = .failed("injected")
  ) {
    randomFailure = probability > 0 ? (probability, SplitMix64(seed: seed), error) : nil
  }

  /// Stops every injected failure.
  ///
  /// ```swift
  /// await center.stopFailingAdds()
  /// ```
  public func stopFailingAdds() {
    failuresLeft = 0
    randomFailure = nil
  }

  /// The fault the current `add` fails with, if any; draws once from the seeded generator
  /// per call that gets past the counted failures.
  func nextInjectedFault() -> NotificationCenterError? {
    if failuresLeft > 0 {
      failuresLeft -= 1
      return failureError
    }
    guard var random = randomFailure else { return nil }
    let draw = random.generator.nextUnit()
    randomFailure = random
    return draw < random.probability ? random.error : nil
  }
}
