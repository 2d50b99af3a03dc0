import Foundation
import NiceNotifications
import NiceNotificationsTesting
import PropertyTesting
import Testing
import TestSupport

/// `Today()` and the other relative expressions inside a group's `timeline()` and its content
/// makers count from the instance's clock, calendar and time zone — the simulator's in tests —
/// whichever call plans the group.
struct EvaluationContextTests {
  /// Today at 22:00, as `timeline()` sees it, titled with today as its content maker sees it.
  struct TodayGroup: LocalNotificationsGroup {
    var groupIdentifier: String { "today" }
    func timeline() async throws -> NotificationsTimeline {
      let today = Today().dateComponents()
      return NotificationsTimeline {
        ExactDay(year: today.year ?? 0, month: today.month ?? 0, day: today.day ?? 0)
          .at(hour: 22, minute: 0)
          .schedule(with: { () -> NotificationContent? in
            NotificationContent(title: EvaluationContextTests.label(Today().dateComponents()))
          })
      }
    }
  }

  static func label(_ day: DateComponents) -> String {
    "\(day.year ?? 0)-\(day.month ?? 0)-\(day.day ?? 0)"
  }

  /// The ways a group gets planned: directly, registered and rescheduled together, and
  /// registered and planned again when the app becomes active after the person allowed
  /// notifications in Settings.
  enum Path: CaseIterable {
    case rescheduleGroup, rescheduleAll, activationAfterSettingsChange
  }

  /// Days of clock changes years away from the machine's clock, some just after local midnight,
  /// where the day in UTC (or in the machine's zone) is another one.
  static let starts: [DateBuilder.Context] = [
    .fixed(2031, 3, 30, 6, 0, in: "Europe/Berlin"),
    .fixed(2031, 3, 9, 0, 30, in: "America/New_York"),
    .fixed(2031, 4, 6, 0, 30, in: "Pacific/Auckland"),
    .fixed(2031, 4, 6, 1, 45, in: "Australia/Lord_Howe"),
    .fixed(2031, 10, 26, 0, 30, in: "Europe/Berlin"),
  ]

  @Test(arguments: starts, Path.allCases)
  func todayInsideTheTimelineAndTheContentMakerIsTheSimulatorsDay(
    start: DateBuilder.Context, path: Path
  ) async throws {
    let simulator = simulator(start, authorization: .authorized)
    let notifications = LocalNotifications(simulator: simulator)
    switch path {
    case .rescheduleGroup:
      await notifications.reschedule(group: TodayGroup(), permissionStrategy: .scheduleIfSystemAllowed)
    case .rescheduleAll:
      notifications.registerAll([TodayGroup()], permissionStrategy: .scheduleIfSystemAllowed)
      await notifications.rescheduleAll()
    case .activationAfterSettingsChange:
      await simulator.setAuthorizationStatus(.denied)
      notifications.register(TodayGroup(), permissionStrategy: .scheduleIfSystemAllowed)
      await notifications.rescheduleAll()
      #expect(await simulator.pending.isEmpty)
      await simulator.setAuthorizationStatus(.authorized)
      #expect(await notifications.applicationDidBecomeActive() != nil)
    }
    let day = start.calendar.dateComponents([.year, .month, .day], from: start.now)
    let ours = await simulator.pending.filter { RequestIdentifier($0.request.identifier)?.group == "today" }
    try #require(ours.count == 1)
    #expect(ours[0].request.content.title == Self.label(day))
    var tenPM = day
    tenPM.hour = 22
    tenPM.minute = 0
    let expected = try #require(start.calendar.date(from: tenPM))
    #expect(await simulator.nextTriggerDate(of: ours[0].request.identifier) == expected)
  }

  /// Tomorrow at noon, titled with today as the content maker sees it, subtitled with today as
  /// `timeline()` saw it.
  struct DayLabelGroup: LocalNotificationsGroup {
    var groupIdentifier: String { "label" }
    func timeline() async throws -> NotificationsTimeline {
      let seen = EvaluationContextTests.label(Today().dateComponents())
      return NotificationsTimeline {
        Tomorrow().at(hour: 12, minute: 0)
          .schedule(with: { () -> NotificationContent? in
            var content = NotificationContent(title: EvaluationContextTests.label(Today().dateComponents()))
            content.subtitle = seen
            return content
          })
      }
    }
  }

  /// A moment between 1990 and 2060 (minutes from 1990-01-01 UTC) in one of the test zones,
  /// reached by one of the paths.
  struct Moment: CustomStringConvertible, Sendable {
    var minutes: Int
    var zone: String
    var path: Int

    var description: String { "\(minutes) min after 1990 in \(zone), path \(Path.allCases[path])" }

    var context: DateBuilder.Context {
      var calendar = Calendar(identifier: .gregorian)
      calendar.timeZone = Zones.named(zone)
      calendar.locale = Locale(identifier: "en_US")
      return DateBuilder.Context(
        now: Date(timeIntervalSince1970: 631_152_000 + TimeInterval(minutes) * 60), calendar: calendar)
    }
  }

  /// Over seeded moments in every test zone (clock changes included), on each path: the day
  /// `timeline()` and the content maker see is the simulator's.
  @Test func everyPathEvaluatesTheTimelineAndItsMakersOnTheSimulatorsDay() async {
    let iterations = ProcessInfo.processInfo.environment["NICE_CONTEXT_MOMENTS"].flatMap(Int.init) ?? 60
    await expectProperty(
      "timeline and makers on the simulator's day", iterations: iterations,
      generate: { g in
        Moment(
          minutes: Int.random(in: 0..<(70 * 525_960), using: &g),
          zone: Zones.all.randomElement(using: &g) ?? "UTC",
          path: Int.random(in: 0..<Path.allCases.count, using: &g))
      },
      shrink: { moment in
        [moment.minutes / 2, moment.minutes - 1].filter { $0 >= 0 && $0 != moment.minutes }.map {
          Moment(minutes: $0, zone: moment.zone, path: moment.path)
        }
      }
    ) { moment in
      let start = moment.context
      let device = simulator(start, authorization: .authorized)
      let notifications = LocalNotifications(simulator: device)
      switch Path.allCases[moment.path] {
      case .rescheduleGroup:
        await notifications.reschedule(group: DayLabelGroup(), permissionStrategy: .scheduleIfSystemAllowed)
      case .rescheduleAll:
        notifications.registerAll([DayLabelGroup()], permissionStrategy: .scheduleIfSystemAllowed)
        await notifications.rescheduleAll()
      case .activationAfterSettingsChange:
        await device.setAuthorizationStatus(.denied)
        notifications.register(DayLabelGroup(), permissionStrategy: .scheduleIfSystemAllowed)
        await notifications.rescheduleAll()
        await device.setAuthorizationStatus(.authorized)
        await notifications.applicationDidBecomeActive()
      }
      let day = Self.label(start.calendar.dateComponents([.year, .month, .day], from: start.now))
      let ours = await device.pending.filter { RequestIdentifier($0.request.identifier)?.group == "label" }
      return ours.count == 1 && ours[0].request.content.title == day
        && ours[0].request.content.subtitle == day
    }
  }
}
