import Foundation

/// A habit the person keeps: a name, a time of day, and the weekdays it is due on.
///
/// Plain data: the app stores it, edits it, and builds a ``HabitGroup`` from it each time it
/// reschedules, so a reminder always shows the habit as it is now.
struct Habit: Identifiable, Hashable, Codable, Sendable {
  /// Stable across launches and devices: it names the habit's notification group.
  var id: String
  var name: String
  var hour: Int
  var minute: Int
  /// Gregorian weekday numbers, Sunday = 1 to Saturday = 7; empty means every day.
  var weekdays: Set<Int> = []

  /// A new habit with a fresh identifier.
  init(id: String = UUID().uuidString, name: String, hour: Int, minute: Int, weekdays: Set<Int> = []) {
    self.id = id
    self.name = name
    self.hour = hour
    self.minute = minute
    self.weekdays = weekdays
  }
}
