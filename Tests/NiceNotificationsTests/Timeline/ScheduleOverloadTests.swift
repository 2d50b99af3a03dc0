import Foundation
import NiceNotifications
import Testing
import TestSupport

struct ScheduleOverloadTests {
  let context = DateBuilder.Context.fixed(2026, 11, 21, 8, 0)
  let when = Today().at(hour: 9, minute: 0)

  private func content(_ entry: NotificationsTimeline.Entry) async throws -> NotificationContent? {
    var occurrences = try NotificationsTimeline(entries: [entry]).occurrences(forGroup: "g", in: context)
    return try await occurrences.next()?.makeContent()
  }

  @Test func textForm() async throws {
    let made = try await content(when.schedule(title: "T", subtitle: "S", body: "B", sound: nil))
    #expect(made == NotificationContent(title: "T", subtitle: "S", body: "B", sound: nil))
    #expect(try await content(when.schedule(title: "T"))?.sound == .default)
  }

  @Test func valueAndClosureForms() async throws {
    #expect(try await content(when.schedule(with: NotificationContent(title: "value")))?.title == "value")
    let maker: @Sendable () -> NotificationContent? = { NotificationContent(title: "closure") }
    #expect(try await content(when.schedule(with: maker))?.title == "closure")
  }

  @Test func dateAndTriggerForms() async throws {
    let byDate: @Sendable (Date) -> NotificationContent? = { date in
      NotificationContent(title: "\(Int(date.timeIntervalSince1970))")
    }
    let expected = try when.date(in: context)
    #expect(try await content(when.schedule(with: byDate))?.title == "\(Int(expected.timeIntervalSince1970))")
    let byTrigger: @Sendable (NotificationTrigger) -> NotificationContent? = { trigger in
      guard case .calendar(let components, _) = trigger else { return nil }
      return NotificationContent(title: "\(components.hour ?? -1)")
    }
    #expect(try await content(when.schedule(with: byTrigger))?.title == "9")
  }

  @Test func completionHandlerForms() async throws {
    let plain: @Sendable (@escaping @Sendable (NotificationContent?) -> Void) -> Void = { completion in
      DispatchQueue.global().async { completion(NotificationContent(title: "callback")) }
    }
    #expect(try await content(when.schedule(with: plain))?.title == "callback")
    let dated: @Sendable (Date, @escaping @Sendable (NotificationContent?) -> Void) -> Void = {
      _, completion in
      completion(NotificationContent(title: "dated"))
    }
    #expect(try await content(when.schedule(with: dated))?.title == "dated")
    let triggered:
      @Sendable (NotificationTrigger, @escaping @Sendable (NotificationContent?) -> Void) -> Void = {
        _, completion in
        completion(NotificationContent(title: "triggered"))
      }
    #expect(try await content(when.schedule(with: triggered))?.title == "triggered")
  }

  @Test func completionCalledTwiceKeepsTheFirstAndDoesNotCrash() async throws {
    let twice: @Sendable (@escaping @Sendable (NotificationContent?) -> Void) -> Void = { completion in
      completion(NotificationContent(title: "first"))
      completion(NotificationContent(title: "second"))
    }
    #expect(try await content(when.schedule(with: twice))?.title == "first")
  }

  @Test func asyncForms() async throws {
    let plain: @Sendable () async -> NotificationContent? = { NotificationContent(title: "async") }
    #expect(try await content(when.schedule(with: plain))?.title == "async")
    let dated: @Sendable (Date) async -> NotificationContent? = { _ in
      NotificationContent(title: "async dated")
    }
    #expect(try await content(when.schedule(with: dated))?.title == "async dated")
    let full: @Sendable (ContentOccurrence) async -> NotificationContent? = { occurrence in
      NotificationContent(title: occurrence.identifier.description)
    }
    #expect(try await content(when.schedule(with: full))?.title == "g:0:20261121T090000")
  }

  @Test func nilSkipsThatOccurrence() async throws {
    let skipEven: @Sendable (Date) -> NotificationContent? = { date in
      Int(date.timeIntervalSince1970 / 86_400) % 2 == 0 ? nil : NotificationContent(title: "odd")
    }
    let timeline = NotificationsTimeline {
      EveryDay(forDays: 4, starting: .today).at(hour: 9, minute: 0).schedule(with: skipEven)
    }
    var occurrences = try timeline.occurrences(forGroup: "g", in: context)
    var made = 0
    var skipped = 0
    while let occurrence = occurrences.next() {
      if try await occurrence.makeContent() == nil { skipped += 1 } else { made += 1 }
    }
    #expect(made == 2)
    #expect(skipped == 2)
  }

  @Test func modifiersApplyToWhateverTheMakerMakes() async throws {
    let entry = when.schedule(title: "T")
      .withCategory("timer")
      .withThreadIdentifier("thread")
      .withTargetContentIdentifier("target")
      .withInterruptionLevel(.timeSensitive)
      .withRelevanceScore(0.25)
    let maybe = try await content(entry)
    let made = try #require(maybe)
    #expect(made.categoryIdentifier == "timer")
    #expect(made.threadIdentifier == "thread")
    #expect(made.targetContentIdentifier == "target")
    #expect(made.interruptionLevel == .timeSensitive)
    #expect(made.relevanceScore == 0.25)
  }

  @Test func triggersRepeatingAndArraysAreSchedulable() async throws {
    let timeline = NotificationsTimeline {
      NotificationTrigger.timeInterval(360, repeats: true).schedule(title: "interval")
      Repeating(everySeconds: 3_600).schedule(title: "repeating")
      [Today().at(hour: 10, minute: 0), Today().at(hour: 11, minute: 0)].schedule(title: "array")
    }
    var occurrences = try timeline.occurrences(forGroup: "g", in: context)
    let all = occurrences.take(10)
    #expect(
      all.map(\.identifier.description) == [
        "g:0:trigger", "g:1:trigger", "g:2:20261121T100000", "g:2:20261121T110000",
      ])  // 08:06, 09:00, 10:00, 11:00
  }
}
