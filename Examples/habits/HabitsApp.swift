#if os(iOS)
  import NiceNotifications
  import SwiftUI

  /// Habits: a reminder per habit at its time, Done and Snooze on the lock screen, a switch per
  /// habit, the app's notification settings, and a debug screen of what is scheduled.
  ///
  /// Everything that must be in place when iOS launches the app for a notification is done in
  /// `init`, before the app finishes launching: the delegate installed, the router given to it and
  /// the handlers registered. A SwiftUI view's `.task` would be too late — an app launched in the
  /// background for a Done has no scene on screen, and the person's Done would wait in vain.
  @main
  struct HabitsApp: App {
    private let system: SystemNotificationCenter
    private let book: HabitBook

    init() {
      let system = SystemNotificationCenter()
      system.installDelegate()
      let book = HabitBook(notifications: .system(system))
      Task {
        await system.delegateBridge.route(to: book.router)
        await system.delegateBridge.setSettingsHandler { _ in
          await MainActor.run { book.isShowingNotificationSettings = true }
        }
        await book.start()
      }
      self.system = system
      self.book = book
    }

    var body: some Scene {
      WindowGroup {
        HabitList(book: book)
          .reschedulesOnLifecycleChanges(book.notifications)
      }
    }
  }
#else
  import Foundation
  import NiceNotifications
  import NiceNotificationsTesting

  /// Elsewhere (`swift run habits` on a Mac or on Linux), two days of the app on a simulated iPhone:
  /// the same ``HabitBook`` the iOS app uses, over the simulated notification center.
  @main
  enum HabitsDemo {
    static func main() async {
      let zone = TimeZone(identifier: "Europe/Berlin") ?? .current
      var calendar = Calendar(identifier: .gregorian)
      calendar.timeZone = zone
      let start = calendar.date(from: DateComponents(year: 2026, month: 3, day: 28, hour: 7)) ?? Date()
      let phone = SimulatedNotificationCenter(now: start, timeZone: zone, calendar: calendar)
      let defaults = UserDefaults(suiteName: "habits-demo-\(UUID().uuidString)") ?? .standard
      let book = HabitBook(notifications: LocalNotifications(simulator: phone), defaults: defaults)
      await phone.setResponseHandler { [router = book.router] in await router.route($0) }
      await book.start()
      await book.add(Habit(name: "Stretch", hour: 8, minute: 0))
      await book.add(Habit(name: "Read", hour: 21, minute: 30, weekdays: [2, 4, 6]))
      print("Habits: \(book.habits.map(\.name).joined(separator: ", "))")
      print("Pending: \(await phone.pending.count) repeating requests, for every day they stand for")
      // Saturday 08:00 (the night the clocks change follows): Stretch arrives; the person taps Done.
      await phone.advance(by: 3_600)
      for shown in await phone.delivered {
        try? await phone.chooseAction("done", on: shown.request.identifier)
      }
      print(
        "Done on \(book.doneDates.values.joined().count) reminder(s); Notification Center: \(await phone.delivered.count)"
      )
      if let problem = book.problem { print("Problem: \(problem)") }
    }
  }
#endif
