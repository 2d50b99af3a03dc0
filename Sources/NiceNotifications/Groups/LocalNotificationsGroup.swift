public import Foundation

/// A set of notifications the app manages as one (a daily quote, medication reminders), described by a
/// timeline the package keeps scheduled; implement ``timeline()`` or ``getTimeline(completion:)``.
/// ```swift
/// struct DailyQuoteGroup: LocalNotificationsGroup {
///   let groupIdentifier = "dailyQuote"
///   func timeline() async throws -> NotificationsTimeline { NotificationsTimeline { EveryDay(starting: .today).at(hour: 9, minute: 0).schedule(title: "Quote") } }
/// }
/// ```
public protocol LocalNotificationsGroup: Sendable {
  /// The first part of its requests' identifiers and the key of its group-level permission; not empty (a `:` in
  /// it is escaped).
  var groupIdentifier: String { get }

  /// Where ``getTimeline(completion:)`` may run; by default on the main actor.
  var preferredExecutionContext: LocalNotificationsGroupContextPreference { get }

  /// The group's timeline as it should be now.
  func timeline() async throws -> NotificationsTimeline

  /// The group's timeline, delivered to `completion`, the original NiceNotifications way.
  func getTimeline(completion: @escaping @Sendable (NotificationsTimeline) -> Void)

  /// Whether a delivered notification still in Notification Center should be removed, asked at every
  /// reschedule; by default none is:
  /// `func shouldRemoveDelivered(_ n: DeliveredNotification, now: Date) -> Bool { now > n.date + 86_400 }`.
  func shouldRemoveDelivered(_ notification: DeliveredNotification, now: Date) -> Bool
}

/// Where a group's ``LocalNotificationsGroup/getTimeline(completion:)`` may be called:
/// `var preferredExecutionContext: LocalNotificationsGroupContextPreference { .canRunOnAnyQueue }`.
public enum LocalNotificationsGroupContextPreference: Hashable, Sendable {
  /// On the main actor only (the default), for groups that read UI state.
  case mainQueueOnly
  /// Anywhere.
  case canRunOnAnyQueue
}

extension LocalNotificationsGroup {
  /// The main actor.
  public var preferredExecutionContext: LocalNotificationsGroupContextPreference { .mainQueueOnly }

  /// Calls ``getTimeline(completion:)`` where ``preferredExecutionContext`` asks and returns what it delivers;
  /// one not called back within ``LocalNotifications/contentTimeLimit`` fails the reschedule.
  /// - Throws: ``TimelineError/noTimeline(group:)`` if the group implements neither requirement.
  public func timeline() async throws -> NotificationsTimeline {
    let delivered: NotificationsTimeline? =
      switch preferredExecutionContext {
      case .mainQueueOnly: try await deliveredOnMainActor()
      case .canRunOnAnyQueue: try await delivered()
      }
    guard let delivered else { throw TimelineError.noTimeline(group: groupIdentifier) }
    return delivered
  }

  /// Runs ``timeline()`` and hands its result to `completion` on any thread; a throw delivers ``NotificationsTimeline/empty``.
  public func getTimeline(completion: @escaping @Sendable (NotificationsTimeline) -> Void) {
    guard !TimelineBridge.isBridging else {
      completion(TimelineBridge.unimplemented)
      return
    }
    Task {
      completion((try? await timeline()) ?? .empty)
    }
  }

  @MainActor private func deliveredOnMainActor() async throws(TimelineBridge.TimedOut)
    -> NotificationsTimeline?
  {
    try await delivered()
  }

  private func delivered() async throws(TimelineBridge.TimedOut) -> NotificationsTimeline? {
    let limit = TimelineBridge.timeLimit
    let answer = await withTimeLimit(limit) {
      await ResumeOnce<NotificationsTimeline>.value { callback in
        TimelineBridge.$isBridging.withValue(true) { getTimeline(completion: callback) }
      }
    }
    guard let timeline = answer else { throw TimelineBridge.TimedOut(seconds: limit) }
    return timeline.isUnimplementedMarker ? nil : timeline
  }
}

/// How the two defaults notice a group implementing neither (a marked call answered by a marker timeline).
enum TimelineBridge {
  @TaskLocal static var isBridging = false
  @TaskLocal static var timeLimit = Double.infinity

  struct TimedOut: Error, CustomStringConvertible {
    let seconds: Double
    var description: String { "getTimeline(completion:) did not call its completion within \(seconds) s" }
  }

  static let unimplemented = NotificationsTimeline(entries: [], isUnimplementedMarker: true)
}
