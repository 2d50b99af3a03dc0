import Foundation
import NiceNotifications

/// One habit's reminders: at its time every day, or on its weekdays, until the habit is deleted.
///
/// Each series is unbounded and its time fixed, so the planner writes it as one repeating request
/// per weekday (or one for every day) rather than a request per day: a dozen habits stay far below
/// iOS's 64 pending requests.
struct HabitGroup: LocalNotificationsGroup {
  /// The category of every habit reminder: its Done and Snooze buttons.
  static let category = "habit"
  /// The `userInfo` key that carries the habit's identifier, for the tap's deep link.
  static let habitKey = "habit"

  let habit: Habit

  var groupIdentifier: String { "habit.\(habit.id)" }

  func timeline() async throws -> NotificationsTimeline {
    let habit = habit
    let content = HabitGroup.reminder(for: habit)
    let category = HabitGroup.category
    return NotificationsTimeline {
      if habit.weekdays.isEmpty {
        EveryDay(starting: .today)
          .at(hour: habit.hour, minute: habit.minute)
          .schedule(content: content)
          .withCategory(category)
      } else {
        for weekday in habit.weekdays.sorted() {
          EveryWeek(starting: .thisWeek)
            .weekday(DateBuilder.Weekday(rawValue: weekday))
            .at(hour: habit.hour, minute: habit.minute)
            .schedule(content: content)
            .withCategory(category)
            .identified(by: "weekday-\(weekday)")
        }
      }
    }
  }

  /// The reminder's content: the habit's name, and its identifier for the tap's deep link.
  static func reminder(for habit: Habit) -> NotificationContent {
    var content = NotificationContent(
      title: habit.name, body: "Tap Done when it's done.", userInfo: [habitKey: .string(habit.id)])
    content.threadIdentifier = "habits"
    return content
  }
}
