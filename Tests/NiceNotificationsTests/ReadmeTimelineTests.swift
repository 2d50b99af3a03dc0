import Foundation
import NiceNotifications
import Testing
import TestSupport

// The timeline and group code of the NiceNotifications README, as written there (the
// `LocalNotifications` calls arrive with the front door).

private enum QuoteStore {
  static let enabledQuotes = ["Storms make oaks take deeper root.", "Well begun is half done."]

  /// A legacy callback API, as the README assumes the app has.
  static func fetchRandom(_ completion: @escaping (String) -> Void) {
    completion(enabledQuotes[0])
  }
}

private func randomContent() -> NotificationContent {
  return NotificationContent(title: String(Int.random(in: 0...100)))
}

private func content(forTriggerDate date: Date) -> NotificationContent {
  NotificationContent(title: "For \(Int(date.timeIntervalSince1970))")
}

private final class DailyQuoteGroup: LocalNotificationsGroup {
  let groupIdentifier: String = "dailyQuote"

  func getTimeline(completion: @escaping (NotificationsTimeline) -> ()) {
    let timeline = NotificationsTimeline {
      EveryDay(forDays: 50, starting: .today)
        .at(hour: 9, minute: 00)
        .schedule(with: makeRandomQuoteContent)
    }
    completion(timeline)
  }

  private func makeRandomQuoteContent() -> NotificationContent? {
    guard let randomQuote = QuoteStore.enabledQuotes.randomElement() else {
      return nil
    }

    return NotificationContent(
      title: randomQuote,
      body: "Tap here for more daily inspiration"
    )
  }
}

private final class AsyncDailyQuoteGroup: LocalNotificationsGroup {
  let groupIdentifier: String = "dailyQuote"

  var preferredExecutionContext: LocalNotificationsGroupContextPreference {
    return .canRunOnAnyQueue
  }

  func getTimeline(completion: @escaping (NotificationsTimeline) -> ()) {
    let timeline = NotificationsTimeline {
      EveryDay(forDays: 50, starting: .today)
        .at(hour: 9, minute: 00)
        .schedule(with: makeRandomQuoteContent(completion:))
    }
    completion(timeline)
  }

  private func makeRandomQuoteContent(completion: @escaping (NotificationContent) -> ()) {
    QuoteStore.fetchRandom { (quote) in
      let content = NotificationContent(
        title: quote,
        body: "Open app for more quotes",
        sound: .default
      )
      completion(content)
    }
  }
}

struct ReadmeTimelineTests {
  @Test func dailyQuoteGroupsScheduleFiftyQuotes() async throws {
    let context = DateBuilder.Context.fixed(2026, 11, 21, 8, 0)
    for group in [DailyQuoteGroup() as any LocalNotificationsGroup, AsyncDailyQuoteGroup()] {
      let timeline = try await group.timeline()
      var occurrences = try timeline.occurrences(forGroup: group.groupIdentifier, in: context)
      let all = occurrences.take(100)
      #expect(all.count == 50)
      let first = try #require(await all.first?.makeContent())
      #expect(QuoteStore.enabledQuotes.contains(first.title))
    }
  }

  @Test func shortReferenceAndRecurringFormsCompile() throws {
    let timeline = NotificationsTimeline {
      Today()
        .at(hour: 20, minute: 30)
        .schedule(title: "Hello today", sound: .default)
      Tomorrow()
        .at(hour: 20, minute: 45)
        .schedule(title: "Hello tomorrow", sound: .default)
      EveryDay(forDays: 30, starting: .today)
        .at(hour: 20, minute: 30, second: 30)
        .schedule(with: randomContent)
      EveryDay(forDays: 30, starting: .today)
        .at(hour: 20, minute: 30, second: 30)
        .schedule(with: content(forTriggerDate:))
      EveryMonth(forMonths: 12, starting: .thisMonth)
        .first(.friday)
        .at(hour: 20, minute: 15)
        .schedule(title: "First Friday", body: "Oakland let's go!")
      EveryDay(forDays: 30, starting: .today)
        .at(hour: 15, minute: 30)
        .schedule(title: "Hello!")
    }
    var occurrences = try timeline.occurrences(forGroup: "readme", in: .fixed(2026, 11, 21, 8, 0))
    // November's first Friday (the 6th) has passed by the 21st: 11 of the 12 remain.
    #expect(occurrences.take(1_000).count == 2 + 30 + 30 + 11 + 30)
    #expect(occurrences.failures.isEmpty)
  }
}
