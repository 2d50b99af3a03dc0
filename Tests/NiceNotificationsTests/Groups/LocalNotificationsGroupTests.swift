import Foundation
import NiceNotifications
import Testing
import TestSupport

struct LocalNotificationsGroupTests {
  final class CompletionGroup: LocalNotificationsGroup {
    let groupIdentifier = "completion"
    func getTimeline(completion: @escaping (NotificationsTimeline) -> Void) {
      completion(
        NotificationsTimeline { Tomorrow().at(hour: 9, minute: 0).schedule(title: "from completion") })
    }
  }

  struct AsyncGroup: LocalNotificationsGroup {
    let groupIdentifier = "async"
    func timeline() async throws -> NotificationsTimeline {
      NotificationsTimeline { Tomorrow().at(hour: 9, minute: 0).schedule(title: "from async") }
    }
  }

  struct EmptyGroup: LocalNotificationsGroup {
    let groupIdentifier = "nothing"
  }

  final class BackgroundGroup: LocalNotificationsGroup {
    let groupIdentifier = "background"
    var preferredExecutionContext: LocalNotificationsGroupContextPreference { .canRunOnAnyQueue }
    func getTimeline(completion: @escaping @Sendable (NotificationsTimeline) -> Void) {
      DispatchQueue.global().async {
        completion(NotificationsTimeline { Tomorrow().at(hour: 9, minute: 0).schedule(title: "one") })
        completion(NotificationsTimeline.empty)
      }
    }
  }

  private func firstTitle(_ timeline: NotificationsTimeline, group: String) async throws -> String? {
    var occurrences = try timeline.occurrences(forGroup: group, in: .fixed(2026, 11, 21))
    return try await occurrences.next()?.makeContent()?.title
  }

  @Test func completionOnlyGroupAnswersTheAsyncRequirement() async throws {
    let timeline = try await CompletionGroup().timeline()
    #expect(try await firstTitle(timeline, group: "completion") == "from completion")
  }

  @Test func asyncOnlyGroupAnswersTheCompletionRequirement() async throws {
    let timeline = await withCheckedContinuation { continuation in
      AsyncGroup().getTimeline { continuation.resume(returning: $0) }
    }
    #expect(try await firstTitle(timeline, group: "async") == "from async")
  }

  @Test func groupImplementingNeitherThrowsInsteadOfRecursing() async {
    await #expect(throws: TimelineError.noTimeline(group: "nothing")) { try await EmptyGroup().timeline() }
  }

  @Test func completionCalledTwiceOnAnotherThreadKeepsTheFirst() async throws {
    let group = BackgroundGroup()
    #expect(group.preferredExecutionContext == .canRunOnAnyQueue)
    #expect(CompletionGroup().preferredExecutionContext == .mainQueueOnly)
    let timeline = try await group.timeline()
    #expect(timeline.entries.count == 1)
  }
}
