import Foundation
import NiceNotifications
import NiceNotificationsTesting
import Testing
import TestSupport

struct AdaptiveContentTests {
  let context = DateBuilder.Context.fixed(2026, 11, 21, 8, 0)

  let messages = FixedGroup("messages") {
    EveryDay(forDays: 3, starting: .today).at(hour: 9, minute: 0).schedule(
      alert: .muted(title: "3 new messages"), otherwise: NotificationContent(sound: .default, badge: 3))
  }

  @Test func alertOnlyContentWhileAlertsAreOnBadgeAndSoundOtherwise() async throws {
    let center = simulator(context)
    let notifications = frontDoor(over: center)
    await notifications.reschedule(group: messages, permissionStrategy: .scheduleIfSystemAllowed)
    let alerting = try #require(await center.pending.first?.request.content)
    #expect(alerting.title == "3 new messages" && alerting.sound == nil && alerting.badge == nil)

    await center.updateSettings { $0.alertSetting = .disabled }
    let report = await notifications.reschedule(group: messages, permissionStrategy: .scheduleIfSystemAllowed)
    #expect(report.replaced.count == 3)
    let quiet = try #require(await center.pending.first?.request.content)
    #expect(quiet.title == "" && quiet.sound == .default && quiet.badge == 3)

    let unchanged = await notifications.reschedule(
      group: messages, permissionStrategy: .scheduleIfSystemAllowed)
    #expect(unchanged.writes == 0)
  }

  @Test func contentMakersCanReadTheSettingsThemselves() async throws {
    let center = simulator(context)
    await center.updateSettings { $0.alertSetting = .disabled }
    let notifications = frontDoor(over: center)
    let group = FixedGroup("custom") {
      Tomorrow().at(hour: 9, minute: 0).schedule { (occurrence: ContentOccurrence) in
        occurrence.alertsEnabled
          ? NotificationContent(title: "Alert")
          : NotificationContent(
            title: "badge \(occurrence.settings?.badgeSetting == .enabled)", sound: nil, badge: 1)
      }
    }
    await notifications.reschedule(group: group, permissionStrategy: .scheduleIfSystemAllowed)
    #expect(await center.pending.first?.request.content.title == "badge true")
  }

  @Test func withoutSettingsAlertsCountAsEnabled() async throws {
    var occurrences = try messages.fixedTimeline.occurrences(forGroup: "messages", in: context)
    let content = try await occurrences.next()?.makeContent()
    #expect(content?.title == "3 new messages")
  }

  /// A maker reads its occurrence's trigger and identifier, and may change its own copy's
  /// without changing the occurrence's; on the day Berlin's clocks go forward.
  @Test func aMakerReadsItsOccurrencesTriggerAndMayChangeItsOwnCopy() async throws {
    let berlin = DateBuilder.Context.fixed(2026, 3, 28, 8, 0, in: "Europe/Berlin")
    let timeline = NotificationsTimeline {
      Tomorrow().at(hour: 9, minute: 0).schedule { (occurrence: ContentOccurrence) in
        var copy = occurrence
        copy.trigger = nil
        copy.identifier.entry = "changed"
        guard case .calendar(let components, let repeats)? = occurrence.trigger, copy.trigger == nil,
          occurrence.identifier.entry == "0", copy.identifier.entry == "changed"
        else {
          return nil
        }
        return NotificationContent(
          title: "\(components.day ?? -1) \(components.hour ?? -1):\(components.minute ?? -1) \(repeats)")
      }
    }
    var occurrences = try timeline.occurrences(forGroup: "g", in: berlin)
    let next = occurrences.next()
    let first = try #require(next)
    #expect(try await first.makeContent()?.title == "29 9:0 false")
    guard case .calendar(let components, repeats: false)? = first.trigger else {
      Issue.record("the occurrence's trigger changed: \(String(describing: first.trigger))")
      return
    }
    #expect(components.hour == 9 && components.day == 29)
  }
}
