public import NiceNotifications
import DateBuilder

extension SimulatedNotificationCenter {
  /// Makes the next `count` calls to ``add(_:)`` fail with `error`: `await center.failNextAdds(2)`.
  public func failNextAdds(_ count: Int, with error: NotificationCenterError = .failed("injected")) {
    failuresLeft = max(0, count)
    failureError = error
  }

  /// Makes each call to ``add(_:)`` fail with `probability`, the same calls for the same `seed`
  /// on every run; 0 or less stops it: `await center.failAdds(probability: 0.2, seed: 42)`.
  public func failAdds(
    probability: Double, seed: UInt64, with error: NotificationCenterError = .failed("injected")
  ) {
    randomFailure = probability > 0 ? (probability, SplitMix64(state: seed), error) : nil
  }

  /// Stops every injected failure: `await center.stopFailingAdds()`.
  public func stopFailingAdds() {
    failuresLeft = 0
    randomFailure = nil
  }

  func nextInjectedFault() -> NotificationCenterError? {
    if failuresLeft > 0 {
      failuresLeft -= 1
      return failureError
    }
    guard var random = randomFailure else { return nil }
    // 53 random bits, a double in 0..<1: the same seed fails the same calls on every platform.
    let draw = Double(random.generator.next() >> 11) * 0x1.0p-53
    randomFailure = random
    return draw < random.probability ? random.error : nil
  }
}
