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
  ///
  /// Read from the occurrence when it is asked for: a calendar trigger is a few hundred bytes
  /// of date components, which most makers never read.
  ///
  /// ```swift
  /// .schedule { (occurrence: ContentOccurrence) in
  ///   NotificationContent(title: occurrence.trigger?.repeats == true ? "Every day" : "Once")
  /// }
  /// ```
  public var trigger: NotificationTrigger? {
    get { changedTrigger.map(\.trigger) ?? occurrence.trigger }
    set { changedTrigger = ChangedTrigger(newValue) }
  }
  /// Its identifier.
  ///
  /// ```swift
  /// .schedule { (occurrence: ContentOccurrence) in
  ///   NotificationContent(title: "Entry \(occurrence.identifier.entry)")
  /// }
  /// ```
  public var identifier: RequestIdentifier {
    get { changedIdentifier ?? occurrence.identifier }
    set { changedIdentifier = newValue }
  }
  /// The moment the timeline was evaluated.
  public var evaluatedAt: Date
  /// The person's notification settings when the content is made during a reschedule, so
  /// that content can adapt — an alert when alerts are on, a badge and a sound when they
  /// are not; `nil` when the timeline is read outside a reschedule.
  ///
  /// ```swift
  /// .schedule { (occurrence: ContentOccurrence) in
  ///   occurrence.settings?.alertSetting == .disabled
  ///     ? NotificationContent(sound: .default, badge: 1)
  ///     : NotificationContent(title: "Your daily quote is ready")
  /// }
  /// ```
  public var settings: NotificationSettings?

  /// The occurrence it was made for: ``trigger`` and ``identifier`` are read there until a
  /// maker changes its own copy's.
  private let occurrence: TimelineOccurrence
  private var changedTrigger: ChangedTrigger?
  private var changedIdentifier: RequestIdentifier?

  /// A trigger a maker set on its copy, boxed so that an occurrence stays a few words.
  private final class ChangedTrigger: Sendable {
    let trigger: NotificationTrigger?
    init(_ trigger: NotificationTrigger?) { self.trigger = trigger }
  }

  /// What a maker is told about `occurrence`, with the person's `settings`.
  init(_ occurrence: TimelineOccurrence, settings: NotificationSettings?) {
    fireDate = occurrence.fireDate
    evaluatedAt = occurrence.evaluatedAt
    self.settings = settings
    self.occurrence = occurrence
  }
}

/// Makes the content of one occurrence; every `schedule(with:)` form becomes one.
///
/// A maker may throw — a network outage, say — and the planner then keeps what is pending for that
/// occurrence.
struct ContentMaker: Sendable {
  let make: @Sendable (ContentOccurrence) async throws -> NotificationContent?
  /// The same maker, when it never suspends: a batch runs it in place rather than in a task
  /// of its own.
  var synchronous: (@Sendable (ContentOccurrence) throws -> NotificationContent?)?
  /// Whether every occurrence gets the same content, so that a repeating request can stand
  /// for all of them.
  var isConstant = false

  init(make: @escaping @Sendable (ContentOccurrence) async throws -> NotificationContent?) {
    self.make = make
  }

  /// A maker that never suspends.
  init(synchronous: @escaping @Sendable (ContentOccurrence) throws -> NotificationContent?) {
    self.make = { try synchronous($0) }
    self.synchronous = synchronous
  }

  static func fixed(_ content: NotificationContent?) -> ContentMaker {
    var maker = ContentMaker(synchronous: { _ in content })
    maker.isConstant = content != nil
    return maker
  }

  /// A maker that hands the user a completion handler; a second call of it is ignored, so
  /// a maker that calls back twice cannot crash the process.
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
