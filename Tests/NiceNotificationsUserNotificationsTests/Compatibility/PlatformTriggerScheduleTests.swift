#if !canImport(UserNotifications)
  import Foundation
  import NiceNotifications
  import Testing
  import TestSupport
  @testable import UserNotificationsShim

  /// The original NiceNotifications scheduled a platform trigger the way it scheduled a date;
  /// the same lines compile and schedule here.
  struct PlatformTriggerScheduleTests {
    /// A trigger of a kind the package cannot read (as a later SDK might add).
    final class LaterKindOfTrigger: UNNotificationTrigger {
      init() { super.init(repeats: false) }
    }

    private let context = DateBuilder.Context.fixed(2026, 10, 24, 12, 0, in: "Europe/Berlin")

    @Test func platformTriggersScheduleInTheOriginalsEightShapes() throws {
      let daily = UNCalendarNotificationTrigger(
        dateMatching: DateComponents(hour: 9, minute: 0), repeats: true)
      let inTenMinutes = UNTimeIntervalNotificationTrigger(timeInterval: 600, repeats: false)
      let office = CLCircularRegion(
        center: CLLocationCoordinate2D(latitude: 52.52, longitude: 13.40), radius: 100, identifier: "office")
      let atTheOffice = UNLocationNotificationTrigger(region: office, repeats: false)
      let content = NotificationContent(title: "Hello")
      let timeline = NotificationsTimeline {
        inTenMinutes.schedule(title: "Tea is ready")
        inTenMinutes.schedule(with: content).identified(by: "autoclosure")
        inTenMinutes.schedule { content }.identified(by: "maker")
        daily.schedule { (trigger: LocalNotifications.Trigger) in
          NotificationContent(title: "\(trigger.rawTrigger.repeats)")
        }
        daily.schedule { (date: Date) in NotificationContent(title: "\(date.timeIntervalSince1970)") }
          .identified(by: "dated")
        atTheOffice.schedule { (_: LocalNotifications.Trigger, completion) in completion(content) }
        atTheOffice.schedule { (_: Date, completion) in completion(content) }.identified(by: "datedCallback")
        atTheOffice.schedule { completion in completion(content) }.identified(by: "callback")
      }
      var occurrences = try timeline.occurrences(forGroup: "platform", in: context)
      var triggers: [String: NotificationTrigger] = [:]
      while let occurrence = occurrences.next() {
        triggers[occurrence.identifier.entry] = occurrence.trigger
      }
      #expect(occurrences.failures.isEmpty)
      let calendar = NotificationTrigger.calendar(DateComponents(hour: 9, minute: 0), repeats: true)
      let location = NotificationTrigger.location(
        LocationRegion(
          identifier: "office", latitude: 52.52, longitude: 13.40, radius: 100, notifyOnEntry: true,
          notifyOnExit: true),
        repeats: false)
      // A one-time interval counts from the reschedule that reads it: its instant, ten minutes on.
      let inTenMinutesFromNow = NotificationTrigger.instant(context.now.addingTimeInterval(600))
      let expected: [String: NotificationTrigger] = [
        "0": inTenMinutesFromNow, "autoclosure": inTenMinutesFromNow,
        "maker": inTenMinutesFromNow, "3": calendar, "dated": calendar,
        "5": location, "datedCallback": location, "callback": location,
      ]
      #expect(triggers == expected)
    }

    @Test func aPlatformTriggerMakesItsContentWithTheShapesMaker() async throws {
      let daily = UNCalendarNotificationTrigger(
        dateMatching: DateComponents(hour: 9, minute: 0), repeats: true)
      let timeline = NotificationsTimeline {
        daily.schedule { (date: Date, completion) in
          completion(NotificationContent(title: "\(Int(date.timeIntervalSince1970))"))
        }
      }
      var occurrences = try timeline.occurrences(forGroup: "platform", in: context)
      let next = occurrences.next()
      let first = try #require(next)
      let content = try await first.makeContent()
      // 25 October 2026, 09:00 in Berlin (after the clocks went back): 08:00 UTC.
      #expect(content?.title == "1792915200")
    }

    @Test func aTriggerThePackageCannotReadFailsItsEntryWithATypedError() throws {
      let timeline = NotificationsTimeline {
        LaterKindOfTrigger().schedule(title: "Never")
        Tomorrow().at(hour: 9, minute: 0).schedule(title: "Still scheduled")
      }
      var occurrences = try timeline.occurrences(forGroup: "platform", in: context)
      var titles: [String] = []
      while let occurrence = occurrences.next() { titles.append(occurrence.identifier.entry) }
      #expect(titles == ["1"])
      let failure = try #require(occurrences.failures.first)
      #expect(failure.entryIndex == 0)
      guard case .invalidTrigger(.invalidRegion(let reason)) = failure.error else {
        Issue.record("expected an invalid trigger, got \(failure.error)")
        return
      }
      #expect(reason.contains("LaterKindOfTrigger is not a trigger an app can schedule"))
    }
  }
#endif
