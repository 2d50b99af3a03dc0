import Foundation
import NiceNotifications
import NiceNotificationsTesting
import PropertyTesting
import Testing
import TestSupport

struct LifecycleRescheduleTests {
  typealias Trigger = RescheduleCoalescer.Trigger

  @Test func aTimeZoneChangeWhileActiveReschedulesOnce() {
    var coalescer = RescheduleCoalescer(delay: 0.5)
    let start = Date(timeIntervalSince1970: 1_795_000_000)
    #expect(coalescer.record(.becameActive, at: start) == .arm(at: start + 0.5))
    #expect(coalescer.record(.timeZoneChanged, at: start + 0.1) == .none)
    #expect(coalescer.timerFired() == .reschedule([.becameActive, .timeZoneChanged]))
    #expect(coalescer.rescheduleFinished(at: start + 0.7) == .none)
    #expect(coalescer.isIdle)
  }

  @Test(arguments: [
    (-1, 0), (.nan, 0), (.infinity, 0), (2 * 86_400, 86_400), (1e11, 86_400), (1e300, 86_400),
  ])
  func aDelayThatIsNotADayOrLessWaitsNoneOrADay(delay: TimeInterval, waits: TimeInterval) async {
    #expect(RescheduleCoalescer(delay: delay).delay == waits)
    // Armed, and never a trap turning the wait into nanoseconds.
    let rescheduler = LifecycleRescheduler(delay: delay) {}
    await rescheduler.record(.becameActive)
  }

  @Test func aTriggerDuringARescheduleMakesOneMoreAfterIt() {
    var coalescer = RescheduleCoalescer(delay: 0.5)
    let start = Date(timeIntervalSince1970: 1_795_000_000)
    _ = coalescer.record(.becameActive, at: start)
    _ = coalescer.timerFired()
    #expect(coalescer.record(.significantTimeChange, at: start + 0.6) == .none)
    #expect(coalescer.record(.timeZoneChanged, at: start + 0.6) == .none)
    #expect(coalescer.rescheduleFinished(at: start + 1) == .arm(at: start + 1.5))
    #expect(coalescer.timerFired() == .reschedule([.timeZoneChanged, .significantTimeChange]))
  }

  /// One step of a run: a trigger, the timer firing, or the running reschedule finishing.
  enum Step: Equatable { case trigger(Trigger), timer, finish }

  /// Whatever the order of triggers, timers and finishes: at most one reschedule runs at a
  /// time, no trigger is lost (each is covered by a reschedule that starts after it), and
  /// triggers that come while a reschedule is armed make no second one.
  @Test func triggersCoalesceAndNoneIsLost() {
    let steps = ProcessInfo.processInfo.environment["NICE_LIFECYCLE_STEPS"].flatMap(Int.init) ?? 40
    let failure = check(
      "coalesced, one at a time, none lost", iterations: 300,
      generate: { generator -> [Step] in
        (0..<Int.random(in: 1...steps, using: &generator)).map { _ in
          switch Int.random(in: 0..<5, using: &generator) {
          case 0: .trigger(.becameActive)
          case 1: .trigger(.timeZoneChanged)
          case 2: .trigger(.significantTimeChange)
          case 3: .timer
          default: .finish
          }
        }
      },
      shrink: { steps in
        steps.indices.map {
          var shorter = steps; shorter.remove(at: $0); return shorter
        }
      },
      property: { steps in
        var coalescer = RescheduleCoalescer(delay: 0.5)
        var now = Date(timeIntervalSince1970: 1_795_000_000)
        var armed = false
        var running = false
        var uncovered = 0  // triggers no reschedule has started after
        var triggersWhileArmed = 0
        var reschedules = 0
        for step in steps + [.timer, .finish, .timer, .finish] {
          now += 0.1
          switch step {
          case .trigger(let trigger):
            let effect = coalescer.record(trigger, at: now)
            if armed { triggersWhileArmed += 1 }
            if case .arm = effect {
              guard !armed, !running else { return false }
              armed = true
            }
            uncovered += 1
          case .timer:
            guard armed else {
              guard coalescer.timerFired() == .none else { return false }
              continue
            }
            armed = false
            guard case .reschedule = coalescer.timerFired(), !running else { return false }
            running = true
            reschedules += 1
            uncovered = 0
          case .finish:
            guard running else { continue }
            running = false
            if case .arm = coalescer.rescheduleFinished(at: now) { armed = true }
          }
        }
        return uncovered == 0 && !armed && !running && coalescer.isIdle && reschedules <= steps.count
      })
    if let failure { Issue.record(Comment(rawValue: failure.description)) }
  }

  struct DailyQuoteGroup: LocalNotificationsGroup {
    let groupIdentifier = "dailyQuote"

    func timeline() async throws -> NotificationsTimeline {
      NotificationsTimeline {
        EveryDay(forDays: 3, starting: .tomorrow).at(hour: 9, minute: 0).schedule(title: "Quote")
      }
    }
  }

  /// Zones whose clocks move in the days the group covers, or not at all.
  @Test(arguments: ["America/New_York", "Australia/Lord_Howe", "UTC"])
  func theReschedulerReschedulesTheRegisteredGroupsOnceForATimeZoneChangeWhileActive(zone: String) async {
    let context = DateBuilder.Context.fixed(2026, 3, 7, 12, 0, in: zone)
    let center = SimulatedNotificationCenter(
      now: context.now, timeZone: context.timeZone, calendar: context.calendar, authorization: .authorized)
    let notifications = LocalNotifications(
      center: center, permissionStore: InMemoryGroupPermissionStore(), policy: .soonestFirst
    ) {
      context
    }
    notifications.register(DailyQuoteGroup(), permissionStrategy: .scheduleIfSystemAllowed)
    let reports = Recorder<RescheduleReport>()
    let rescheduler = LifecycleRescheduler(delay: 0.05) {
      await reports.append(await notifications.rescheduleAll())
    }
    await rescheduler.record(.becameActive)
    await rescheduler.record(.timeZoneChanged)
    await rescheduler.settled()
    #expect(await reports.values.count == 1)
    #expect(await center.pendingRequests().count == 3)
    await rescheduler.record(.significantTimeChange)
    await rescheduler.settled()
    #expect(await reports.values.count == 2)
  }
}
