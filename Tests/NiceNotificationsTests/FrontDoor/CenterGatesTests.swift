import DateBuilder
import NiceNotificationsTesting
import Testing
import TestSupport

@testable import NiceNotifications

/// One gate per center object, shared by the instances over it, and forgotten with it.
struct CenterGatesTests {
  private static func center() -> SimulatedNotificationCenter {
    let context = DateBuilder.Context.fixed(2026, 3, 28, 10, 0)
    return SimulatedNotificationCenter(
      now: context.now, timeZone: context.timeZone, calendar: context.calendar, authorization: .authorized)
  }

  @Test func instancesOverOneCenterShareItsGateAndOthersDoNot() {
    let first = Self.center()
    let second = Self.center()
    let gate = CenterGates.gate(for: first)
    #expect(CenterGates.gate(for: first) === gate)
    #expect(CenterGates.gate(for: second) !== gate)
  }

  @Test func gatesOfCentersThatAreGoneDoNotPileUp() {
    // Each center and its gate are gone before the next is made; entries are swept as the
    // table doubles, so it stays near the number of live centers (other tests' included).
    for _ in 0..<2_000 {
      let center = Self.center()
      withExtendedLifetime(CenterGates.gate(for: center)) {}
    }
    #expect(CenterGates.entryCount < 1_000)
  }
}
