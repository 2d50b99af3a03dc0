public import Foundation

/// What a content maker is told about the occurrence it makes content for.
///
/// ```swift
/// EveryDay(forDays: 7, starting: .today).at(hour: 9, minute: 0).schedule { (occurrence: ContentOccurrence) in
///   NotificationContent(title: "Day \(occurrence.fireDate?.formatted() ?? "")")
/// }
/// ```
public struct ContentOccurrence: Sendable {
  /// When the notification fires first; `nil` for a location trigger.
  public var fireDate: Date?
  /// The trigger it is scheduled with; `nil` for a request that delivers at once.
  public var trigger: NotificationTrigger?
  /// Its identifier.
  public var identifier: RequestIdentifier
  /// The moment the timeline was evaluated.
  public var evaluatedAt: Date
}

/// Makes the content of one occurrence; every `schedule(with:)` form becomes one.
struct ContentMaker: Sendable {
  let make: @Sendable (ContentOccurrence) async -> NotificationContent?

  static func fixed(_ content: NotificationContent?) -> ContentMaker {
    ContentMaker { _ in content }
  }

  /// A maker that hands the user a completion handler; a second call of it is ignored, so
  /// a maker that calls back twice cannot crash the process.
  static func callback(
    _ body: @escaping @Sendable (ContentOccurrence, _ completion: @escaping @Sendable (NotificationContent?) -> Void) -> Void
  ) -> ContentMaker {
    ContentMaker { occurrence in
      await ResumeOnce<NotificationContent?>.value { callback in body(occurrence) { callback($0) } }
    }
  }
}
