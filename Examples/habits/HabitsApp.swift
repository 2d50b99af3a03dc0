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

  /// Elsewhere (`swift run habits` on a Mac or on Linux), four days of the app on a simulated
  /// iPhone in Berlin, across the night the clocks go forward: the same ``HabitBook`` the iOS app
  /// uses, over the simulated notification center.
  @main
  enum HabitsDemo {
    static func main() async {
      let zone = TimeZone(identifier: "Europe/Berlin") ?? .current
      var calendar = Calendar(identifier: .gregorian)
      calendar.timeZone = zone
      let start = calendar.date(from: DateComponents(year: 2026, month: 3, day: 27, hour: 7)) ?? Date()
      let phone = SimulatedNotificationCenter(now: start, timeZone: zone, calendar: calendar)
      let defaults = UserDefaults(suiteName: "habits-demo-\(UUID().uuidString)") ?? .standard
      let book = HabitBook(notifications: LocalNotifications(simulator: phone), defaults: defaults)
      let clock = DateFormatter()
      clock.timeZone = zone
      clock.dateFormat = "EEE d MMM HH:mm"
      clock.locale = Locale(identifier: "en_US_POSIX")
      func say(_ text: String) async { print("\(clock.string(from: await phone.now))  \(text)") }

      // What the delegate bridge does once the app routes to the book's router.
      await phone.setResponseHandler { [router = book.router] in await router.route($0) }
      await book.start()
      await say("launch: the book starts with no habits, \(await phone.pending.count) pending")
      await book.add(Habit(id: "stretch", name: "Stretch", hour: 8, minute: 0))
      await say("added Stretch, every day at 08:00: the person allows notifications")
      await book.add(Habit(id: "read", name: "Read", hour: 21, minute: 30, weekdays: [1, 2]))
      await say("added Read, Sundays and Mondays at 21:30")
      for pending in await phone.pending.sorted(by: { $0.request.identifier < $1.request.identifier }) {
        let repeats = pending.request.trigger?.repeats == true ? "repeating" : "once"
        print("                  pending: \(pending.request.content.title), \(repeats)")
      }

      // Friday 08:00: Stretch arrives while the app is not running; Done on the lock screen.
      await phone.setAppState(.notRunning)
      await phone.setResponseHandler(nil)
      await phone.advance(by: 3_600)
      if let shown = await phone.delivered.first {
        await say("\"\(shown.request.content.title)\" arrives; the app is not running")
        try? await phone.chooseAction("done", on: shown.request.identifier)
        let relaunched = HabitBook(notifications: LocalNotifications(simulator: phone), defaults: defaults)
        await relaunched.router.route(contentsOf: await phone.takeLaunchResponses())
        await relaunched.start()
        await phone.setResponseHandler { [router = relaunched.router] in await router.route($0) }
        let done = relaunched.doneDates["stretch"]?.count ?? 0
        await say("Done on the lock screen: iOS launches the app, Done is recorded (\(done) time)")
        await say(
          "Notification Center: \(await phone.delivered.count); pending: \(await phone.pending.count)")

        // Sunday: the clocks went forward at 02:00; Stretch still comes at 08:00, Read at 21:30.
        await phone.advance(by: 2 * 86_400 - 3_600 + 14 * 3_600)
        let hours = await phone.events.compactMap { event -> String? in
          guard case .delivered(let identifier, _, let date) = event else { return nil }
          let title = identifier.hasPrefix("habit.stretch") ? "Stretch" : "Read"
          return "\(title) \(clock.string(from: date))"
        }
        await say("delivered so far: \(hours.joined(separator: ", "))")

        // That evening the person deletes Read; its requests go in the same call.
        await relaunched.delete("read")
        await say("deleted Read: \(await phone.pending.count) pending (Stretch's repeating request)")
        if let snapshot = try? await relaunched.notifications.diagnostics() {
          print(
            "                  debug screen: \(snapshot.groups.map(\.identifier).joined(separator: ", "))")
        }
      }
      if let problem = book.problem { print("problem: \(problem)") }
    }
  }
#endif
