import Foundation
import NiceNotifications

#if canImport(Combine)
  import Combine
#endif

/// The app's state and what it does with notifications: the habits, when each was done, and the
/// habit a tapped reminder opens.
///
/// Every change to the habits goes to the package in one call, `sync()`: the habits are
/// registered as all the groups the app has, and one `rescheduleAll()` writes what changed — a
/// new habit's reminders, an edited time, a deleted habit's requests removed.
///
/// The responses to reminders arrive through ``router``: a tap opens the habit, Done records it
/// and clears today's reminder, Snooze brings it back in ten minutes. Register them before the app
/// finishes launching (``start()``): iOS may launch the app in the background for a Done on the
/// lock screen, and the response waits in the router until its handler is there.
@MainActor
final class HabitBook {
  /// Done and Snooze, on every habit reminder.
  static let categories = NotificationCategories {
    NotificationCategory(HabitGroup.category) {
      NotificationAction("done", title: "Done", icon: .systemImage("checkmark"))
      NotificationAction("snooze", title: "Snooze 10 min", icon: .systemImage("zzz"))
    }
  }
  /// How a habit's reminders get permission: scheduled whenever the system allows them, unless
  /// the person turned that habit's reminders off.
  static let strategy = PermissionStrategy.scheduleIfSystemAllowed
  /// How long Snooze puts a reminder off.
  static let snoozeTime: TimeInterval = 10 * 60

  /// The habits, in the order the person added them.
  private(set) var habits: [Habit] {
    willSet { willChange() }
  }
  /// When each habit was done, by habit identifier, oldest first.
  private(set) var doneDates: [Habit.ID: [Date]] {
    willSet { willChange() }
  }
  /// The habit a tapped reminder opened; the list shows it until the person closes it.
  var openedHabit: Habit? {
    willSet { willChange() }
  }
  /// Whether the app's notification settings are shown: the person came from iOS Settings.
  var isShowingNotificationSettings = false {
    willSet { willChange() }
  }
  /// What went wrong in the last change, for the person; `nil` when it all went through.
  private(set) var problem: String? {
    willSet { willChange() }
  }

  /// The front door the habits are scheduled through.
  let notifications: LocalNotifications
  /// Where responses to reminders go.
  let router = NotificationResponseRouter()
  private let defaults: UserDefaults

  #if canImport(Combine)
    let objectWillChange = ObservableObjectPublisher()
  #endif

  /// The book kept in `defaults`, scheduling through `notifications`.
  init(notifications: LocalNotifications, defaults: UserDefaults = .standard) {
    self.notifications = notifications
    self.defaults = defaults
    habits = Self.load([Habit].self, from: defaults, key: "habits") ?? []
    doneDates = Self.load([Habit.ID: [Date]].self, from: defaults, key: "doneDates") ?? [:]
  }

  /// Registers the categories and the response handlers, then syncs the reminders.
  ///
  /// Call it once, as the app launches: responses that arrived before it wait for their handlers.
  func start() async {
    await router.on(.tap(inCategory: HabitGroup.category)) { [weak self] response in
      await self?.open(response.response)
    }
    await router.on(.action("done")) { [weak self] response in
      try await self?.done(response.response)
    }
    await router.on(.action("snooze"), .snooze(.after(Self.snoozeTime), in: notifications))
    await router.onFailure { [weak self] response, error in
      await self?.report("\(response.action.identifier) failed: \(error)")
    }
    do {
      try await notifications.register(categories: Self.categories)
    } catch {
      report("the Done and Snooze buttons are missing: \(error)")
    }
    await sync()
  }

  // MARK: Editing

  /// Adds a habit and schedules its reminders; the first habit asks for permission.
  func add(_ habit: Habit) async {
    if habits.isEmpty {
      _ = await notifications.requestPermission(strategy: .askSystemPermissionIfNeeded)
    }
    habits.append(habit)
    save()
    await sync()
  }

  /// Replaces the habit with the same identifier: its reminders move to the new time and days.
  func update(_ habit: Habit) async {
    guard let index = habits.firstIndex(where: { $0.id == habit.id }) else { return }
    habits[index] = habit
    save()
    await sync()
  }

  /// Deletes a habit: its pending reminders are removed in the same call.
  func delete(_ id: Habit.ID) async {
    habits.removeAll { $0.id == id }
    doneDates[id] = nil
    save()
    await sync()
  }

  /// Records that the person did `habit` at `date`, from inside the app.
  func markDone(_ habit: Habit, at date: Date) {
    doneDates[habit.id, default: []].append(date)
    save()
  }

  /// Makes the pending reminders equal the habits: the habits are every group the app has, so a
  /// deleted habit's requests go in the same call.
  func sync() async {
    notifications.registerAll(habits.map(HabitGroup.init), permissionStrategy: Self.strategy)
    let report = await notifications.rescheduleAll()
    problem = Self.problem(in: report)
  }

  // MARK: Responses

  private func open(_ response: NotificationResponse) {
    openedHabit = habit(of: response)
  }

  private func done(_ response: NotificationResponse) async throws {
    try await notifications.markDone(response.notification)
    if let habit = habit(of: response) {
      markDone(habit, at: response.notification.date)
    }
  }

  /// The habit a reminder is about, from the identifier its content carries.
  func habit(of response: NotificationResponse) -> Habit? {
    guard case .string(let id)? = response.notification.request.content.userInfo[HabitGroup.habitKey]
    else { return nil }
    return habits.first { $0.id == id }
  }

  // MARK: Storage and reporting

  private func report(_ text: String) {
    problem = text
  }

  /// The first failure a report names, in words; `nil` when every group went through.
  static func problem(in report: RescheduleReport) -> String? {
    for (group, outcome) in report.outcomes.sorted(by: { $0.key < $1.key }) {
      if case .failed(let reason) = outcome { return "\(group): \(reason)" }
    }
    return nil
  }

  private func save() {
    let encoder = JSONEncoder()
    defaults.set(try? encoder.encode(habits), forKey: "habits")
    defaults.set(try? encoder.encode(doneDates), forKey: "doneDates")
  }

  private static func load<Value: Decodable>(_ type: Value.Type, from defaults: UserDefaults, key: String)
    -> Value?
  {
    defaults.data(forKey: key).flatMap { try? JSONDecoder().decode(type, from: $0) }
  }

  private func willChange() {
    #if canImport(Combine)
      objectWillChange.send()
    #endif
  }
}

#if canImport(Combine)
  extension HabitBook: ObservableObject {}
#endif
