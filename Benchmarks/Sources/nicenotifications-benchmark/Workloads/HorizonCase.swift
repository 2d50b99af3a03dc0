import Foundation
import NiceNotifications

/// A case of the horizon scenario: one group with one daily 09:00 entry, 64 days long,
/// 1,000,000 days long, or without end — the same 64 soonest occurrences under the cap.
///
/// Each notification's text names its day (a quote of the day), so the default policy
/// schedules one-shots: content that changes is never compressed into a repeating request.
///
/// ```swift
/// let plan = await ReschedulePlanner.plan(HorizonCase.unbounded.groups, pending: [], in: context, capacity: 64)
/// ```
@available(macOS 13, iOS 16, tvOS 16, watchOS 9, visionOS 1, *)
enum HorizonCase: String, CaseIterable, Sendable {
  /// `EveryDay(forDays: 64, starting: .today)`.
  case days64 = "64-days"
  /// `EveryDay(forDays: 1_000_000, starting: .today)`.
  case days1M = "1000000-days"
  /// `EveryDay(starting: .today)`.
  case unbounded

  /// The case as the table names it.
  var label: String {
    switch self {
    case .days64: "EveryDay(forDays: 64)"
    case .days1M: "EveryDay(forDays: 1,000,000)"
    case .unbounded: "EveryDay(starting:), unbounded"
    }
  }

  /// The group to plan.
  var groups: [PlanningGroup] {
    let quote: @Sendable (Date) -> NotificationContent? = { date in
      NotificationContent(title: "Quote", body: "Day \(Int(date.timeIntervalSince1970) / 86_400)")
    }
    let timeline =
      switch self {
      case .days64:
        NotificationsTimeline {
          EveryDay(forDays: 64, starting: .today).at(hour: 9, minute: 0).schedule(with: quote)
        }
      case .days1M:
        NotificationsTimeline {
          EveryDay(forDays: 1_000_000, starting: .today).at(hour: 9, minute: 0).schedule(with: quote)
        }
      case .unbounded:
        NotificationsTimeline { EveryDay(starting: .today).at(hour: 9, minute: 0).schedule(with: quote) }
      }
    return [PlanningGroup(identifier: "quote", timeline: timeline)]
  }
}
