import Foundation
import NiceNotifications
import NiceNotificationsTesting
import Testing
import TestSupport

/// A delivery of a series kept as one repeating request stands for that day's occurrence: the
/// handler's `occurrence` names the day, and it is the occurrence a Done on it marks.
struct RoutedOccurrenceOfASeriesTests {
  struct Pills: LocalNotificationsGroup {
    let groupIdentifier = "pills"
    let hour: Int

    func timeline() -> NotificationsTimeline {
      NotificationsTimeline {
        EveryDay(starting: .today).at(hour: hour, minute: 0).schedule(title: "Pill").withCategory("pill")
      }
    }
  }

  /// Each starts the day before a clock change in its zone, at noon.
  static let starts: [(zone: String, year: Int, month: Int, day: Int, hour: Int, paced: Bool)] = [
    ("Europe/Berlin", 2026, 3, 28, 23, false),
    ("Europe/Berlin", 2026, 3, 28, 23, true),
    ("America/New_York", 2026, 10, 31, 21, false),
    ("Australia/Lord_Howe", 2026, 4, 4, 23, true),
    ("Pacific/Chatham", 2026, 9, 26, 8, false),
  ]

  @Test(arguments: starts)
  func theHandlersOccurrenceIsTheDayADoneMarks(
    _ start: (zone: String, year: Int, month: Int, day: Int, hour: Int, paced: Bool)
  ) async throws {
    let context = DateBuilder.Context.fixed(start.year, start.month, start.day, 12, 0, in: start.zone)
    let center = SimulatedNotificationCenter(
      now: context.now, timeZone: context.timeZone, calendar: context.calendar, authorization: .authorized)
    let pacing =
      start.paced
      ? try Pacing(quietHours: QuietHours(from: .time(hour: 22, minute: 0), to: .time(hour: 7, minute: 0)))
      : Pacing.none
    let notifications = LocalNotifications(simulator: center, policy: PlanningPolicy(pacing: pacing))
    try await notifications.register(
      categories: NotificationCategories {
        NotificationCategory("pill") { NotificationAction("done", title: "Done") }
      })
    let report = await notifications.reschedule(
      group: Pills(hour: start.hour), permissionStrategy: .scheduleIfSystemAllowed)
    #expect(report.plan?.groups["pills"]?.compressed == 1)

    let answered = Recorder<String>()
    let router = NotificationResponseRouter()
    await router.on(.action("done")) { response in
      await answered.append(response.occurrence?.description ?? "none")
      try await notifications.markDone(response.notification)
    }
    await center.setResponseHandler { await router.route($0) }
    for _ in 0..<3 {
      await center.advance(by: 86_400)
      let delivered = try #require(await center.delivered.last?.request.identifier)
      try await center.chooseAction("done", on: delivered)
      let answer = try #require(await answered.values.last)
      #expect(try await notifications.handledOccurrences(ofGroup: "pills").contains(answer))
    }
    #expect(Set(await answered.values).count == 3)
  }
}
