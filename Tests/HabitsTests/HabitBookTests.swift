import Foundation
import NiceNotifications
import NiceNotificationsTesting
import Testing
import TestSupport

@testable import habits

/// The Habits example's notification logic, compiled as Xcode 26 compiles an app target (the main
/// actor by default), over a simulated iPhone in Berlin on the Friday before the clocks go forward.
struct HabitBookTests {
  /// Friday 27 March 2026, 07:00 in Berlin; the clocks go forward on Sunday at 02:00.
  static let start = DateBuilder.Context.fixed(2026, 3, 27, 7, 0)

  /// A fresh phone and app: the response handler installed before the book starts, as the app
  /// installs its delegate before it finishes launching.
  func launch(
    _ phone: SimulatedNotificationCenter? = nil, defaults: UserDefaults? = nil
  ) async -> (SimulatedNotificationCenter, HabitBook) {
    let phone =
      phone
      ?? SimulatedNotificationCenter(
        now: Self.start.now, timeZone: Self.start.timeZone, calendar: Self.start.calendar,
        authorization: .authorized)
    let book = HabitBook(
      notifications: LocalNotifications(simulator: phone),
      defaults: defaults ?? UserDefaults(suiteName: "habits-\(UUID().uuidString)") ?? .standard)
    // What the delegate bridge does once the app routes to the book's router.
    await phone.setResponseHandler { [router = book.router] in await router.route($0) }
    await phone.setPresentationHandler { [router = book.router] in await router.presentationOptions(for: $0) }
    await book.start()
    return (phone, book)
  }

  /// Each delivery so far, as the habit's name and the local hour, in order.
  func deliveries(_ phone: SimulatedNotificationCenter, of book: HabitBook) async -> [(
    name: String, hour: Int
  )] {
    let names = Dictionary(
      book.habits.map { (HabitGroup(habit: $0).groupIdentifier, $0.name) }, uniquingKeysWith: { $1 })
    return await phone.events.compactMap { event in
      guard case .delivered(let identifier, _, let date) = event else { return nil }
      let group = RequestIdentifier(identifier)?.group ?? ""
      return (names[group] ?? group, Self.start.calendar.component(.hour, from: date))
    }
  }

  @Test func aHabitIsOneRepeatingRequestPerWeekdayAndArrivesAcrossTheClockChange() async {
    let (phone, book) = await launch()
    await book.add(Habit(name: "Stretch", hour: 8, minute: 0))
    await book.add(Habit(name: "Read", hour: 21, minute: 30, weekdays: [1, 2]))
    #expect(book.problem == nil)
    let pending = await phone.pending
    #expect(pending.count == 3)
    #expect(pending.allSatisfy { $0.request.trigger?.repeats == true })
    // To Tuesday 06:00 (an hour of the four days is lost to the clock change): Stretch every
    // morning at 08:00 local time, Read on Sunday and Monday evenings.
    await phone.advance(by: 4 * 86_400 - 7_200)
    let delivered = await deliveries(phone, of: book)
    #expect(delivered.filter { $0.name == "Stretch" }.map(\.hour) == [8, 8, 8, 8])
    #expect(delivered.filter { $0.name == "Read" }.map(\.hour) == [21, 21])
  }

  @Test func editingAHabitMovesItsReminderAndDeletingItRemovesItAtOnce() async {
    let (phone, book) = await launch()
    var stretch = Habit(name: "Stretch", hour: 8, minute: 0)
    await book.add(stretch)
    await book.add(Habit(name: "Read", hour: 21, minute: 30))
    stretch.hour = 9
    await book.update(stretch)
    let next = try? await book.notifications.nextFireDate(ofGroup: HabitGroup(habit: stretch).groupIdentifier)
    #expect(next.flatMap { $0 }.map { Self.start.calendar.component(.hour, from: $0) } == 9)
    await book.delete(stretch.id)
    #expect(await phone.pending.map(\.request.content.title) == ["Read"])
    await phone.advance(by: 2 * 86_400)
    #expect(await deliveries(phone, of: book).map(\.name) == ["Read", "Read"])
  }

  @Test func doneOnTheLockScreenOnAColdLaunchIsRecordedAndClearsTheReminder() async throws {
    let defaults = UserDefaults(suiteName: "habits-\(UUID().uuidString)") ?? .standard
    let (phone, book) = await launch(defaults: defaults)
    let stretch = Habit(name: "Stretch", hour: 8, minute: 0)
    await book.add(stretch)
    // The app is not running when the reminder arrives and the person taps Done on it.
    await phone.setAppState(.notRunning)
    await phone.setResponseHandler(nil)
    await phone.advance(by: 3_600)
    let shown = try #require(await phone.delivered.first)
    try await phone.chooseAction("done", on: shown.request.identifier)
    // iOS launches the app: the responses come to the delegate as it starts.
    let relaunched = HabitBook(notifications: LocalNotifications(simulator: phone), defaults: defaults)
    await relaunched.router.route(contentsOf: await phone.takeLaunchResponses())
    #expect(relaunched.doneDates.isEmpty)  // waiting for its handler
    await relaunched.start()
    #expect(relaunched.doneDates[stretch.id] == [shown.date])
    #expect(await phone.delivered.isEmpty)
    // The repeating request stays for the other days.
    await phone.advance(by: 86_400)
    #expect(await deliveries(phone, of: relaunched).map(\.name) == ["Stretch", "Stretch"])
  }

  @Test func aTapOpensItsHabitAndSnoozeBringsTheReminderBackInTenMinutes() async throws {
    let (phone, book) = await launch()
    let read = Habit(name: "Read", hour: 8, minute: 0)
    await book.add(read)
    await phone.advance(by: 3_600)
    let first = try #require(await phone.delivered.first)
    try await phone.tap(first.request.identifier)
    #expect(book.openedHabit == read)
    await phone.advance(by: 86_400)
    let second = try #require(await phone.delivered.first)
    try await phone.chooseAction("snooze", on: second.request.identifier)
    await phone.advance(by: 10 * 60)
    let again = try #require(await phone.delivered.last)
    #expect(again.request.content.title == "Read")
    #expect(again.date.timeIntervalSince(second.date) == 10 * 60)
  }

  @Test func theHabitsAndTheirDoneDatesSurviveARelaunch() async {
    let defaults = UserDefaults(suiteName: "habits-\(UUID().uuidString)") ?? .standard
    let (phone, book) = await launch(defaults: defaults)
    let stretch = Habit(name: "Stretch", hour: 8, minute: 0, weekdays: [2, 4, 6])
    await book.add(stretch)
    book.markDone(stretch, at: Self.start.now)
    let (_, relaunched) = await launch(phone, defaults: defaults)
    #expect(relaunched.habits == [stretch])
    #expect(relaunched.doneDates[stretch.id] == [Self.start.now])
    #expect(await phone.pending.count == 3)
  }

  /// Habits read back from storage that another version of the app wrote: an hour, a minute
  /// or a weekday out of range is reported; the other habits, and the habit's own valid
  /// weekdays (each weekday is an entry of its own), are still scheduled.
  @Test(arguments: [
    (25, 0, Set<Int>(), 0), (8, 60, Set<Int>(), 0), (8, 0, Set([2, 9]), 1), (-1, 30, Set([1]), 0),
  ])
  func aHabitWithAnImpossibleTimeOrDayIsReportedAndTheOthersStillScheduled(
    hour: Int, minute: Int, weekdays: Set<Int>, validWeekdays: Int
  ) async {
    let broken = Habit(name: "Broken", hour: hour, minute: minute, weekdays: weekdays)
    let (phone, book) = await launch()
    await book.add(Habit(name: "Stretch", hour: 8, minute: 0))
    await book.add(broken)
    #expect(book.problem?.hasPrefix(HabitGroup(habit: broken).groupIdentifier) == true)
    let titles = await phone.pending.map(\.request.content.title)
    #expect(titles.filter { $0 == "Stretch" }.count == 1)
    #expect(titles.filter { $0 == "Broken" }.count == validWeekdays)
  }

  @Test func theDebugScreensSnapshotListsEveryHabitWithItsRepeatingRequests() async throws {
    let (phone, book) = await launch()
    let stretch = Habit(name: "Stretch", hour: 8, minute: 0)
    let read = Habit(name: "Read", hour: 21, minute: 30, weekdays: [1, 2])
    await book.add(stretch)
    await book.add(read)
    try await phone.add(
      NotificationRequest(
        identifier: "another-sdk", content: NotificationContent(title: "Theirs"),
        trigger: .timeInterval(3_600, repeats: false)))
    let snapshot = try await book.notifications.diagnostics()
    let groups = Dictionary(snapshot.groups.map { ($0.identifier, $0) }, uniquingKeysWith: { $1 })
    let stretchGroup = try #require(groups[HabitGroup(habit: stretch).groupIdentifier])
    let readGroup = try #require(groups[HabitGroup(habit: read).groupIdentifier])
    #expect(stretchGroup.isRegistered && readGroup.isRegistered)
    #expect(stretchGroup.compressedCount == 1 && readGroup.compressedCount == 2)
    #expect(stretchGroup.deferred.isEmpty && readGroup.deferred.isEmpty)
    #expect(snapshot.foreignRequests.map(\.identifier) == ["another-sdk"])
    #expect(snapshot.text.contains(HabitGroup(habit: read).groupIdentifier))
  }

  @Test func aHabitsSwitchIsOnUntilTurnedOffAndTurnedOnAgainSchedulesTheEditedHabit() async throws {
    let (phone, book) = await launch()
    var stretch = Habit(name: "Stretch", hour: 8, minute: 0)
    await book.add(stretch)
    // What the row's toggle holds: the habit's group, with the app's strategy.
    let toggle = NotificationsPermissionSwitchModel(
      group: HabitGroup(habit: stretch), notifications: book.notifications, strategy: HabitBook.strategy
    ) {}
    // Nobody decided about the habit: the app's strategy schedules it, so the switch shows on.
    #expect(await toggle.refresh() == .enabled)
    #expect(await toggle.setOn(false) == .disabled)
    #expect(await phone.pending.isEmpty)
    // A reschedule of all habits keeps it off.
    await book.sync()
    #expect(await phone.pending.isEmpty)
    // Edited while off, then turned on: the row hands the toggle the habit as it is now.
    stretch.hour = 7
    await book.update(stretch)
    toggle.group = HabitGroup(habit: stretch)
    #expect(await toggle.setOn(true) == .enabled)
    let pending = try #require(await phone.pending.first)
    let next = try #require(pending.request.trigger?.nextFireDate(after: Self.start.now, in: Self.start))
    #expect(Self.start.calendar.component(.hour, from: next) == 7)
  }
}
