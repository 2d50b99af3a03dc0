import Foundation
import NiceNotifications
import PropertyTesting

/// The simulated app's group: a ``LifeGroup`` written as an app writes it, with the
/// DateBuilder DSL and the public scheduling calls.
struct LifeAppGroup: LocalNotificationsGroup {
  let spec: LifeGroup
  /// Draws the random times of a random-time group, seeded so that a life replays exactly.
  let random: LockedGenerator

  var groupIdentifier: String { spec.name }

  var preferredExecutionContext: LocalNotificationsGroupContextPreference { .canRunOnAnyQueue }

  func timeline() async throws -> NotificationsTimeline {
    NotificationsTimeline(entries: [entry()])
  }

  private func entry() -> NotificationsTimeline.Entry {
    let title = "\(spec.name) reminder"
    switch spec.kind {
    case .daily(let hour, let minute, .hourMinute):
      return EveryDay(starting: .today).at(hour: hour, minute: minute).schedule(title: title)
    case .daily(let hour, let minute, .timeOfDay):
      return EveryDay(starting: .today).at(TimeOfDay(hour: hour, minute: minute)).schedule(title: title)
    case .daily(let hour, let minute, .time):
      return EveryDay(starting: .today).at(.time(hour: hour, minute: minute)).schedule(title: title)
    case .dailyVarying(let hour, let minute):
      return EveryDay(starting: .today).at(hour: hour, minute: minute)
        .schedule(with: { (date: Date) -> NotificationContent? in
          NotificationContent(title: title, body: "For \(Int(date.timeIntervalSince1970))")
        })
    case .dailySkipping(let hour, let minute):
      return EveryDay(starting: .today).at(hour: hour, minute: minute)
        .schedule(with: { (date: Date) -> NotificationContent? in
          LifeGroup.makerSkips(date) ? nil : NotificationContent(title: title)
        })
    case .weekly(let weekday, let hour, let minute):
      return EveryWeek(starting: .thisWeek).weekday(DateBuilder.Weekday(rawValue: weekday))
        .at(hour: hour, minute: minute).schedule(title: title)
    case .monthly(let day, let hour, let minute):
      return EveryMonth(starting: .thisMonth).day(day).at(hour: hour, minute: minute).schedule(title: title)
    case .randomTime(let from, let to, let days):
      let random = random
      return EveryDay(forDays: days, starting: .today)
        .at(random.time(from: .time(hour: from, minute: 0), to: .time(hour: to, minute: 0)))
        .schedule(title: title)
    case .exactDays(let days, let hour, let minute):
      return days.map { ExactDay(year: $0[0], month: $0[1], day: $0[2]).at(hour: hour, minute: minute) }
        .schedule(title: title)
    }
  }
}

/// A seeded generator behind a lock, for content and time makers the package may call from
/// any task.
final class LockedGenerator: @unchecked Sendable {
  private let lock = NSLock()
  private var generator: SeededGenerator

  init(seed: UInt64) {
    generator = SeededGenerator(seed: seed)
  }

  /// A random time from `lower` up to `upper`.
  func time(from lower: TimeOfDay, to upper: TimeOfDay) -> TimeOfDay {
    lock.lock()
    defer { lock.unlock() }
    return TimeOfDay.randomTime(from: lower, to: upper, using: &generator)
  }
}
