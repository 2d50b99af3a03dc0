import Foundation
import NiceNotifications
import Testing
import TestSupport

struct TimelineBuilderTests {
  enum Plan { case free, pro, team }

  private func titles(_ timeline: NotificationsTimeline) async throws -> [String] {
    var occurrences = try timeline.occurrences(forGroup: "g", in: .fixed(2026, 11, 21, 8, 0))
    var titles: [String] = []
    while let occurrence = occurrences.next() {
      if let content = try await occurrence.makeContent() { titles.append(content.title) }
    }
    return titles
  }

  private func timeline(
    evening: Bool, weekend: Bool, plan: Plan, hours: [Int], extra: NotificationsTimeline.Entry?
  )
    -> NotificationsTimeline
  {
    NotificationsTimeline {
      Today().at(hour: 9, minute: 0).schedule(title: "always")
      if evening {
        Today().at(hour: 21, minute: 0).schedule(title: "evening")
      }
      if weekend {
        Today().at(hour: 10, minute: 0).schedule(title: "weekend")
      } else {
        Today().at(hour: 10, minute: 0).schedule(title: "weekday")
      }
      switch plan {
      case .free: Today().at(hour: 11, minute: 0).schedule(title: "free")
      case .pro: Today().at(hour: 11, minute: 0).schedule(title: "pro")
      case .team: NotificationsTimeline.empty
      }
      for hour in hours {
        Today().at(hour: hour, minute: 30).schedule(title: "pill \(hour)").identified(by: "pill-\(hour)")
      }
      extra
      if #available(macOS 10.15, iOS 13, *) {
        Today().at(hour: 23, minute: 0).schedule(title: "available")
      }
    }
  }

  @Test func controlFlowChoosesTheEntries() async throws {
    let all = timeline(
      evening: true, weekend: true, plan: .pro, hours: [13, 19],
      extra: Today().at(hour: 22, minute: 0).schedule(title: "extra"))
    #expect(
      try await titles(all) == [
        "always", "weekend", "pro", "pill 13", "pill 19", "evening", "extra", "available",
      ])
    let few = timeline(evening: false, weekend: false, plan: .team, hours: [], extra: nil)
    #expect(try await titles(few) == ["always", "weekday", "available"])
    let free = timeline(evening: false, weekend: false, plan: .free, hours: [8], extra: nil)
    #expect(try await titles(free) == ["pill 8", "always", "weekday", "free", "available"])
  }

  @Test func entriesRememberWhereTheyWereDeclared() throws {
    let line = #line + 2
    let timeline = NotificationsTimeline {
      Today().at(hour: 25, minute: 0).schedule(title: "typo")
    }
    var occurrences = try timeline.occurrences(forGroup: "g", in: .fixed(2026, 11, 21))
    let none = occurrences.next()
    #expect(none == nil)
    let failure = try #require(occurrences.failures.first)
    #expect(failure.sourceLocation?.line == line)
    #expect(failure.sourceLocation?.fileID.hasSuffix("TimelineBuilderTests.swift") == true)
    #expect(failure.error == .invalidDates(.invalidTimeOfDay(hour: 25, minute: 0, second: 0)))
  }

  @Test func combiningAndRequestsInitializers() async throws {
    let morning = NotificationsTimeline { Tomorrow().at(hour: 8, minute: 0).schedule(title: "morning") }
    let evening = NotificationsTimeline { Tomorrow().at(hour: 20, minute: 0).schedule(title: "evening") }
    #expect(
      try await titles(NotificationsTimeline(combining: [evening, morning])) == ["morning", "evening"])
    #expect(NotificationsTimeline.empty.entries.isEmpty)

    let request = NotificationRequest(
      identifier: "water", content: NotificationContent(title: "Drink"),
      trigger: .timeInterval(3_600, repeats: true))
    var occurrences = try NotificationsTimeline(requests: [request]).occurrences(
      forGroup: "g", in: .fixed(2026, 11, 21))
    let next = occurrences.next()
    let only = try #require(next)
    #expect(only.identifier.description == "g:water:trigger")
    #expect(only.trigger == .timeInterval(3_600, repeats: true))
    #expect(try await only.makeContent()?.title == "Drink")
  }
}
