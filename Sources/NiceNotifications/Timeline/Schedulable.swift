public import DateBuilder
public import Foundation

/// Something that can be scheduled: a DateBuilder date, a series or array of them, a trigger, or a
/// ``Repeating`` interval; its `schedule(...)` methods make a timeline entry:
/// `Tomorrow().at(hour: 20, minute: 15).schedule(title: "Hello tomorrow")`.
public protocol Schedulable: Sendable {
  /// Where the occurrences come from; the package's own types provide it.
  var occurrenceSource: ScheduleSource { get }
}

/// The occurrences of a ``Schedulable``, as the timeline reads them:
/// `let source = Tomorrow().at(hour: 9, minute: 0).occurrenceSource`.
public struct ScheduleSource: Sendable {
  let kind: OccurrenceSource
  var repeatingPattern: DateBuilder.RepeatingPattern?
}

extension DateBuilder.ResolvedDate: Schedulable {
  /// One occurrence: this date.
  public var occurrenceSource: ScheduleSource {
    DateBuilder.Series([self]).occurrenceSource
  }
}

extension DateBuilder.Series: Schedulable where Element == DateBuilder.ResolvedDate {
  /// Every date of the series, lazily.
  public var occurrenceSource: ScheduleSource {
    ScheduleSource(kind: .dates(occurrenceWalk), repeatingPattern: repeatingPattern)
  }
}

extension Array: Schedulable where Element == DateBuilder.ResolvedDate {
  /// Every date of the array.
  public var occurrenceSource: ScheduleSource {
    DateBuilder.Series(self).occurrenceSource
  }
}

extension NotificationTrigger: Schedulable {
  /// One occurrence with this trigger.
  public var occurrenceSource: ScheduleSource { ScheduleSource(kind: .trigger(self)) }
}

extension Repeating: Schedulable {
  /// One repeating occurrence.
  public var occurrenceSource: ScheduleSource { trigger.occurrenceSource }
}

extension Schedulable {
  private func entry(_ maker: ContentMaker) -> NotificationsTimeline.Entry {
    let source = occurrenceSource
    return NotificationsTimeline.Entry(
      source: source.kind, maker: maker, repeatingPattern: source.repeatingPattern)
  }

  /// Scheduled with fixed text and sound:
  /// `Today().at(hour: 20, minute: 30).schedule(title: "Hello today", sound: .default)`.
  public func schedule(
    title: String? = nil, subtitle: String? = nil, body: String? = nil, sound: NotificationSound? = .default
  ) -> NotificationsTimeline.Entry {
    entry(.fixed(NotificationContent(title: title, subtitle: subtitle, body: body, sound: sound)))
  }

  /// Scheduled with the same `content` at every occurrence, so a repeating series at a fixed time becomes
  /// one repeating request: `EveryDay(starting: .today).at(hour: 8, minute: 0).schedule(content: content)`.
  public func schedule(content: NotificationContent) -> NotificationsTimeline.Entry {
    entry(.fixed(content))
  }

  /// Scheduled with `content` evaluated once per scheduled occurrence (one request per date); `nil` skips:
  /// `Tomorrow().at(hour: 9, minute: 0).schedule(with: NotificationContent(title: "Good morning"))`.
  public func schedule(
    with content: @autoclosure @escaping @Sendable () -> NotificationContent?
  ) -> NotificationsTimeline.Entry {
    entry(ContentMaker(synchronous: { _ in content() }))
  }

  /// Scheduled with content from `maker`, called once per scheduled occurrence; `nil` skips it:
  /// `EveryDay(forDays: 50, starting: .today).at(hour: 9, minute: 0).schedule(with: makeRandomQuoteContent)`.
  public func schedule(with maker: @escaping @Sendable () -> NotificationContent?)
    -> NotificationsTimeline.Entry
  {
    entry(ContentMaker(synchronous: { _ in maker() }))
  }

  /// Scheduled with content made from the occurrence's trigger (an instant at evaluation when there is none):
  /// `.schedule(with: { (trigger: NotificationTrigger) in NotificationContent(title: "\(trigger)") })`.
  public func schedule(
    with maker: @escaping @Sendable (NotificationTrigger) -> NotificationContent?
  ) -> NotificationsTimeline.Entry {
    entry(ContentMaker(synchronous: { maker($0.trigger ?? .instant($0.evaluatedAt)) }))
  }

  /// Scheduled with content made from the occurrence's fire date (the evaluation moment for a
  /// location trigger): `.schedule(with: content(forTriggerDate:))`.
  public func schedule(
    with maker: @escaping @Sendable (_ nextTriggerDate: Date) -> NotificationContent?
  ) -> NotificationsTimeline.Entry {
    entry(ContentMaker(synchronous: { maker($0.fireDate ?? $0.evaluatedAt) }))
  }

  /// Scheduled with content `maker` hands to a completion handler, given the trigger; later calls
  /// are ignored: `.schedule(with: { (trigger: NotificationTrigger, completion) in completion(nil) })`.
  public func schedule(
    with asyncMaker:
      @escaping @Sendable (
        NotificationTrigger, _ completion: @escaping @Sendable (NotificationContent?) -> Void
      ) -> Void
  ) -> NotificationsTimeline.Entry {
    entry(
      .callback { occurrence, completion in
        asyncMaker(occurrence.trigger ?? .instant(occurrence.evaluatedAt), completion)
      })
  }

  /// Scheduled with content `maker` hands to a completion handler, given the fire date; later calls are ignored:
  /// `.schedule(with: { (date: Date, completion) in completion(NotificationContent(title: "\(date)")) })`.
  public func schedule(
    with asyncMaker:
      @escaping @Sendable (
        _ nextTriggerDate: Date, _ completion: @escaping @Sendable (NotificationContent?) -> Void
      )
      -> Void
  ) -> NotificationsTimeline.Entry {
    entry(
      .callback { occurrence, completion in
        asyncMaker(occurrence.fireDate ?? occurrence.evaluatedAt, completion)
      })
  }

  /// Scheduled with content `maker` hands to a completion handler; later calls are ignored:
  /// `.schedule(with: makeRandomQuoteContent(completion:))`.
  public func schedule(
    with asyncMaker:
      @escaping @Sendable (_ completion: @escaping @Sendable (NotificationContent?) -> Void) -> Void
  ) -> NotificationsTimeline.Entry {
    entry(.callback { _, completion in asyncMaker(completion) })
  }

  /// Scheduled with content from an async `maker`; a throw keeps what is pending for that occurrence
  /// and is reported: `.schedule(with: { () async throws in try await quotes.randomContent() })`.
  public func schedule(
    with maker: @escaping @Sendable () async throws -> NotificationContent?
  ) -> NotificationsTimeline.Entry {
    entry(ContentMaker { _ in try await maker() })
  }

  /// Scheduled with content from an async `maker`, given the fire date; it may throw:
  /// `.schedule(with: { (date: Date) async throws in try await forecast(for: date) })`.
  public func schedule(
    with maker: @escaping @Sendable (_ nextTriggerDate: Date) async throws -> NotificationContent?
  ) -> NotificationsTimeline.Entry {
    entry(ContentMaker { try await maker($0.fireDate ?? $0.evaluatedAt) })
  }

  /// Scheduled with content from an async `maker` given everything about the occurrence; it may
  /// throw: `.schedule(with: { (occurrence: ContentOccurrence) async in content(for: occurrence) })`.
  public func schedule(
    with maker: @escaping @Sendable (ContentOccurrence) async throws -> NotificationContent?
  ) -> NotificationsTimeline.Entry {
    entry(ContentMaker(make: maker))
  }
}
