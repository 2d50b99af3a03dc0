/// Everything one group wants scheduled, entries each with occurrences and a way to make their
/// content: `NotificationsTimeline { Today().at(hour: 9, minute: 0).schedule(title: "Hi") }`.
public struct NotificationsTimeline: Sendable {
  /// The entries, in the order they were declared.
  public var entries: [Entry]

  /// Marks the timeline a group that implements neither requirement answers with.
  var isUnimplementedMarker = false

  init(entries: [Entry], isUnimplementedMarker: Bool) {
    self.entries = entries
    self.isUnimplementedMarker = isUnimplementedMarker
  }

  /// A timeline declared with the ``TimelineBuilder`` DSL:
  /// `NotificationsTimeline { Today().at(hour: 20, minute: 30).schedule(title: "Hello today") }`.
  public init(@TimelineBuilder _ builder: () -> [Entry]) {
    entries = builder()
  }

  /// A timeline of the given entries:
  /// `let timeline = NotificationsTimeline(entries: [Today().at(hour: 9, minute: 0).schedule(title: "Hi")])`.
  public init(entries: [Entry]) {
    self.entries = entries
  }

  /// A timeline of hand-built requests, each an entry identified by its identifier (so without `:`):
  /// `let timeline = NotificationsTimeline(requests: [request])`.
  public init(requests: [NotificationRequest]) {
    entries = requests.map { request in
      Entry(source: .trigger(request.trigger), maker: .fixed(request.content)).identified(
        by: request.identifier)
    }
  }

  /// One timeline with the entries of all of `timelines`, in order:
  /// `let all = NotificationsTimeline(combining: [morning, evening])`.
  public init(combining timelines: [NotificationsTimeline]) {
    entries = timelines.flatMap(\.entries)
  }

  /// The timeline with no entries: rescheduling a group to it removes everything it had pending:
  /// `func timeline() async throws -> NotificationsTimeline { user.isSubscribed ? reminders : .empty }`.
  public static var empty: NotificationsTimeline { NotificationsTimeline(entries: []) }
}
