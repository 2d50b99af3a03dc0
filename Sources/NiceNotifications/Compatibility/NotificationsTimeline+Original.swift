extension NotificationsTimeline {
  /// The timeline's entries, under the original NiceNotifications' name.
  @available(*, deprecated, renamed: "entries")
  public var requests: [Entry] {
    get { entries }
    set { entries = newValue }
  }

  /// A timeline of `entries`, under the original's label.
  @_disfavoredOverload
  @available(*, deprecated, renamed: "init(entries:)")
  public init(requests entries: [Entry]) {
    self.init(entries: entries)
  }

  /// The entries of `timelines`, in order: `let all = NotificationsTimeline(combining: mornings, evenings)`.
  public init(combining timelines: NotificationsTimeline...) {
    self.init(combining: timelines)
  }
}

extension LocalNotifications {
  /// The original's name for a timeline entry; here a `NotificationRequest` is what a center holds.
  @available(*, deprecated, renamed: "NotificationsTimeline.Entry")
  public typealias NotificationRequest = NotificationsTimeline.Entry
}

extension TimelineBuilder {
  /// What a line of a timeline is, as the original spelled it.
  public typealias Expression = NotificationsTimeline.Entry

  /// What a block of lines builds, as the original spelled it.
  public typealias Component = [NotificationsTimeline.Entry]

  /// A block of one component.
  public static func buildBlock(_ component: Component) -> Component {
    component
  }
}
