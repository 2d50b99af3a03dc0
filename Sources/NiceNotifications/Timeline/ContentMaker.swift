public import Foundation

/// What a content maker is told about the occurrence it makes content for:
/// `.schedule(with: { (occurrence: ContentOccurrence) async in content(for: occurrence) })`.
public struct ContentOccurrence: Sendable {
  /// When the notification fires first; `nil` for a location trigger.
  public var fireDate: Date?
  /// The trigger it is scheduled with, made only when read; `nil` for a request that delivers at once.
  public var trigger: NotificationTrigger? {
    get { changedTrigger.map(\.trigger) ?? occurrence.trigger }
    set { changedTrigger = ChangedTrigger(newValue) }
  }
  /// Its identifier.
  public var identifier: RequestIdentifier {
    get { changedIdentifier ?? occurrence.identifier }
    set { changedIdentifier = newValue }
  }
  /// The moment the timeline was evaluated.
  public var evaluatedAt: Date
  /// The person's notification settings during a reschedule, so content can adapt (an alert when alerts
  /// are on, a badge and a sound when not); `nil` when the timeline is read outside a reschedule.
  public var settings: NotificationSettings?

  /// ``trigger`` and ``identifier`` are read from here until a maker changes its own copy's.
  private let occurrence: TimelineOccurrence
  private var changedTrigger: ChangedTrigger?
  private var changedIdentifier: RequestIdentifier?

  private final class ChangedTrigger: Sendable {
    let trigger: NotificationTrigger?
    init(_ trigger: NotificationTrigger?) { self.trigger = trigger }
  }

  init(_ occurrence: TimelineOccurrence, settings: NotificationSettings?) {
    fireDate = occurrence.fireDate
    evaluatedAt = occurrence.evaluatedAt
    self.settings = settings
    self.occurrence = occurrence
  }
}

/// Makes one occurrence's content (every `schedule(with:)` form); a throw keeps what is pending for it.
struct ContentMaker: Sendable {
  let make: @Sendable (ContentOccurrence) async throws -> NotificationContent?
  /// The same maker when it never suspends: a batch runs it in place rather than in a task.
  var synchronous: (@Sendable (ContentOccurrence) throws -> NotificationContent?)?
  /// Whether every occurrence gets the same content, so a repeating request can stand for all of them.
  var isConstant = false

  init(make: @escaping @Sendable (ContentOccurrence) async throws -> NotificationContent?) {
    self.make = make
  }

  init(synchronous: @escaping @Sendable (ContentOccurrence) throws -> NotificationContent?) {
    self.make = { try synchronous($0) }
    self.synchronous = synchronous
  }

  static func fixed(_ content: NotificationContent?) -> ContentMaker {
    var maker = ContentMaker(synchronous: { _ in content })
    maker.isConstant = content != nil
    return maker
  }

  /// A maker handed a completion handler; a second call is ignored rather than crashing the process.
  static func callback(
    _ body:
      @escaping @Sendable (
        ContentOccurrence, _ completion: @escaping @Sendable (NotificationContent?) -> Void
      ) -> Void
  ) -> ContentMaker {
    ContentMaker { occurrence in
      await ResumeOnce<NotificationContent?>.value { callback in body(occurrence) { callback($0) } }
    }
  }
}
