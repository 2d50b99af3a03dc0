public import Foundation

/// A set of notifications the app manages as one — a daily quote, medication reminders —
/// described by a timeline that the framework keeps scheduled.
///
/// Implement either ``timeline()`` or ``getTimeline(completion:)``; each has a default
/// that calls the other.
///
/// ```swift
/// final class DailyQuoteGroup: LocalNotificationsGroup {
///   let groupIdentifier = "dailyQuote"
///
///   func timeline() async throws -> NotificationsTimeline {
///     NotificationsTimeline {
///       EveryDay(forDays: 50, starting: .today)
///         .at(hour: 9, minute: 0)
///         .schedule(with: makeRandomQuoteContent)
///     }
///   }
///
///   private func makeRandomQuoteContent() -> NotificationContent? {
///     QuoteStore.enabledQuotes.randomElement().map { NotificationContent(title: $0, body: "Tap for more") }
///   }
/// }
/// ```
///
/// Groups are `Sendable`: a final class with `let` properties, a struct or an actor
/// qualifies, and its methods can then be passed as content makers.
public protocol LocalNotificationsGroup: Sendable {
  /// The group's identifier: the first part of its requests' identifiers, and the key of
  /// its group-level permission. It cannot be empty or contain `:`.
  var groupIdentifier: String { get }

  /// Where ``getTimeline(completion:)`` may run; by default on the main actor.
  var preferredExecutionContext: LocalNotificationsGroupContextPreference { get }

  /// The group's timeline as it should be now.
  ///
  /// ```swift
  /// func timeline() async throws -> NotificationsTimeline {
  ///   let quotes = try await QuoteStore.enabledQuotes()
  ///   return NotificationsTimeline { … }
  /// }
  /// ```
  func timeline() async throws -> NotificationsTimeline

  /// The group's timeline, delivered to `completion`, the NiceNotifications way.
  ///
  /// ```swift
  /// func getTimeline(completion: @escaping (NotificationsTimeline) -> ()) {
  ///   completion(NotificationsTimeline { EveryDay(forDays: 50, starting: .today).at(hour: 9, minute: 0).schedule(title: "Hi") })
  /// }
  /// ```
  func getTimeline(completion: @escaping @Sendable (NotificationsTimeline) -> Void)

  /// Whether a notification the group delivered, still in Notification Center, should be
  /// removed from it; asked for each at every reschedule of the group. By default none is.
  ///
  /// ```swift
  /// func shouldRemoveDelivered(_ notification: DeliveredNotification, now: Date) -> Bool {
  ///   now.timeIntervalSince(notification.date) > 86_400 // yesterday's quote is stale
  /// }
  /// ```
  func shouldRemoveDelivered(_ notification: DeliveredNotification, now: Date) -> Bool
}

/// Where a group's ``LocalNotificationsGroup/getTimeline(completion:)`` may be called.
///
/// ```swift
/// var preferredExecutionContext: LocalNotificationsGroupContextPreference { .canRunOnAnyQueue }
/// ```
public enum LocalNotificationsGroupContextPreference: Hashable, Sendable {
  /// On the main actor only (the default), for groups that read UI state.
  case mainQueueOnly
  /// Anywhere.
  case canRunOnAnyQueue
}

extension LocalNotificationsGroup {
  /// The main actor.
  ///
  /// ```swift
  /// group.preferredExecutionContext // .mainQueueOnly
  /// ```
  public var preferredExecutionContext: LocalNotificationsGroupContextPreference { .mainQueueOnly }

  /// Calls ``getTimeline(completion:)`` — where ``preferredExecutionContext`` asks — and
  /// returns what it delivers.
  ///
  /// - Throws: ``TimelineError/noTimeline(group:)`` if the group implements neither
  ///   requirement.
  ///
  /// Called by ``LocalNotifications``, a completion not called within its
  /// ``LocalNotifications/contentTimeLimit`` fails the group's reschedule rather than holding it.
  public func timeline() async throws -> NotificationsTimeline {
    let delivered: NotificationsTimeline? =
      switch preferredExecutionContext {
      case .mainQueueOnly: try await deliveredOnMainActor()
      case .canRunOnAnyQueue: try await delivered()
      }
    guard let delivered else { throw TimelineError.noTimeline(group: groupIdentifier) }
    return delivered
  }

  /// Runs ``timeline()`` and hands its result to `completion`, on any thread; a timeline
  /// that throws is delivered as ``NotificationsTimeline/empty``.
  ///
  /// ```swift
  /// group.getTimeline { timeline in print(timeline.entries.count) }
  /// ```
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

/// How the two default implementations notice that a group implements neither: the
/// default `timeline()` marks its call of `getTimeline`, and the default `getTimeline`,
/// finding the mark, answers with a marker timeline instead of calling back.
///
/// It also carries the time a completion has to be called in: set by the caller of
/// `timeline()` (``LocalNotifications`` sets its ``LocalNotifications/contentTimeLimit``),
/// without a limit otherwise.
enum TimelineBridge {
  @TaskLocal static var isBridging = false
  @TaskLocal static var timeLimit = Double.infinity

  /// A `getTimeline` that did not call its completion in time.
  struct TimedOut: Error, CustomStringConvertible {
    let seconds: Double
    var description: String { "getTimeline(completion:) did not call its completion within \(seconds) s" }
  }

  static let unimplemented = NotificationsTimeline(entries: [], isUnimplementedMarker: true)
}
