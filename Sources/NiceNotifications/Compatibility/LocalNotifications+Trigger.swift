public import Foundation

extension LocalNotifications {
  /// One occurrence as the original handed it to a content maker: its trigger, identifier and fire date:
  /// `daily.schedule(with: { (trigger: LocalNotifications.Trigger) in NotificationContent(title: "Hi") })`.
  public struct Trigger: Hashable, Sendable {
    /// The trigger the request is added with.
    public var rawTrigger: NotificationTrigger
    /// The occurrence's identifier: the request identifier for an occurrence of a timeline.
    public var identifier: NotificationContentIdentifier
    /// When it fires (for a lone trigger, its next fire date at evaluation).
    public var nextTriggerDate: Date

    init(rawTrigger: NotificationTrigger, identifier: NotificationContentIdentifier, nextTriggerDate: Date) {
      self.rawTrigger = rawTrigger
      self.identifier = identifier
      self.nextTriggerDate = nextTriggerDate
    }

    init(_ occurrence: ContentOccurrence) {
      let date = occurrence.fireDate ?? occurrence.evaluatedAt
      self.init(
        rawTrigger: occurrence.trigger ?? .instant(date),
        identifier: NotificationContentIdentifier(rawValue: occurrence.identifier.description),
        nextTriggerDate: date)
    }
  }

  /// The original NiceNotifications' identifier of one occurrence:
  /// `let identifier = LocalNotifications.NotificationContentIdentifier(rawValue: "dailyQuote:1")`.
  public struct NotificationContentIdentifier: Hashable, Sendable {
    /// The identifier.
    public var rawValue: String

    /// An identifier with `rawValue`.
    public init(rawValue: String) {
      self.rawValue = rawValue
    }

    /// A new identifier, a UUID:
    /// `let identifier = LocalNotifications.NotificationContentIdentifier.makeRandom()`.
    public static func makeRandom() -> NotificationContentIdentifier {
      NotificationContentIdentifier(rawValue: UUID().uuidString)
    }
  }
}

extension Schedulable {
  /// An entry whose content is made from the original's ``LocalNotifications/Trigger``:
  /// `Tomorrow().at(hour: 9, minute: 0).schedule(with: content(for:))`.
  @_disfavoredOverload
  public func schedule(
    with maker: @escaping @Sendable (LocalNotifications.Trigger) -> NotificationContent?
  ) -> NotificationsTimeline.Entry {
    let source = occurrenceSource
    return NotificationsTimeline.Entry(
      source: source.kind, maker: ContentMaker { maker(LocalNotifications.Trigger($0)) },
      repeatingPattern: source.repeatingPattern)
  }

  /// An entry whose content is made from the original's ``LocalNotifications/Trigger`` and handed to a
  /// completion: `daily.schedule { (trigger: LocalNotifications.Trigger, completion) in completion(nil) }`.
  @_disfavoredOverload
  public func schedule(
    with asyncMaker:
      @escaping @Sendable (
        _ trigger: LocalNotifications.Trigger,
        _ completion: @escaping @Sendable (NotificationContent?) -> Void
      ) -> Void
  ) -> NotificationsTimeline.Entry {
    let source = occurrenceSource
    return NotificationsTimeline.Entry(
      source: source.kind,
      maker: .callback { occurrence, completion in
        asyncMaker(LocalNotifications.Trigger(occurrence), completion)
      },
      repeatingPattern: source.repeatingPattern)
  }
}
