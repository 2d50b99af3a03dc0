import Foundation
import NiceNotifications
import NiceNotificationsTesting
import Testing

// The original NiceNotifications' content makers and scheduling types as an unmigrated app
// writes them in the Swift 5 language mode, rescheduled on an instance over a simulator: 08:00
// on the Saturday before Berlin's clocks go forward.

/// A scheduling type of the app's own, the original's way.
struct EveryHourFromNow: NotificationsScheduling {
  var hours: Int

  static var keyPathForTriggerSet: (EveryHourFromNow) -> LocalNotifications.NotificationTriggerSet {
    return { value in
      let all = (1...value.hours).flatMap {
        NotificationTrigger.keyPathForTriggerSet(.timeInterval(TimeInterval($0) * 3_600, repeats: false))
          .triggers
      }
      return LocalNotifications.NotificationTriggerSet(triggers: all)
    }
  }
}

final class MakersGroup: LocalNotificationsGroup {
  let groupIdentifier: String = "makers"

  func getTimeline(completion: @escaping (NotificationsTimeline) -> ()) {
    completion(
      NotificationsTimeline {
        Tomorrow().at(hour: 9, minute: 0).schedule(with: { trigger in
          NotificationContent(title: "trigger", body: "\(trigger.nextTriggerDate.timeIntervalSince1970)")
        })
        Tomorrow().at(hour: 10, minute: 0).schedule(with: {
          (trigger: LocalNotifications.Trigger, completion) in
          completion(NotificationContent(title: "async trigger", body: trigger.identifier.rawValue))
        })
        Tomorrow().at(hour: 11, minute: 0).schedule(with: { (date: Date) in
          NotificationContent.muted(title: "date", subtitle: nil, body: nil)
        })
        EveryHourFromNow(hours: 3).schedule(title: "hourly", subtitle: nil, body: nil, sound: nil)
        if groupIdentifier.isEmpty {
          Tomorrow().at(hour: 12, minute: 0).schedule(title: "either")
        } else {
          Tomorrow().at(hour: 12, minute: 0).schedule(title: "either")
        }
      })
  }
}

struct OriginalShapesSwift5Tests {
  @Test func theOriginalsMakersAndSchedulingTypesSchedule() async throws {
    var calendar = Calendar(identifier: .gregorian)
    let berlin = try #require(TimeZone(identifier: "Europe/Berlin"))
    calendar.timeZone = berlin
    let phone = try SimulatedNotificationCenter(
      startingAt: 2026, 3, 28, hour: 8, in: berlin, authorization: .authorized)
    let notifications = LocalNotifications(simulator: phone)
    let report = await notifications.reschedule(
      group: MakersGroup(), permissionStrategy: .scheduleIfSystemAllowed)
    #expect(report.schedulingResult.isSuccess)
    let requests = await phone.pendingRequests().map(\.request)
    #expect(
      requests.map(\.content.title).sorted() == [
        "async trigger", "date", "either", "hourly", "hourly", "hourly", "trigger",
      ])
    let trigger = try #require(requests.first { $0.content.title == "trigger" })
    let fire = Date(timeIntervalSince1970: try #require(TimeInterval(trigger.content.body)))
    // Sunday 09:00 in Berlin, after the clocks went forward at 02:00.
    #expect(calendar.dateComponents([.day, .hour], from: fire) == DateComponents(day: 29, hour: 9))
    #expect(
      requests.first { $0.content.title == "async trigger" }.map { $0.content.body == $0.identifier } == true)
    #expect(requests.first { $0.content.title == "date" }?.content.sound == nil)
  }
}
