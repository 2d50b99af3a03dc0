extension NotificationsTimeline {
  /// The timeline's entries, under the original NiceNotifications' name.
  ///
  /// ```swift
  /// timeline.requests.count
  /// ```
  @available(*, deprecated, renamed: "entries")
  public var requests: [Entry] {
    get { entries }
    set { entries = newValue }
  }

  /// A timeline of `entries`, under the original's label.
  ///
  /// ```swift
  /// let timeline = NotificationsTimeline(requests: [Tomorrow().at(hour: 9, minute: 0).schedule(title: "Hi")])
  /// ```
  @_disfavoredOverload
  @available(*, deprecated, renamed: "init(entries:)")
  public init(requests entries: [Entry]) {
    self.init(entries: entries)
  }

  /// The entries of `timelines`, in order.
  ///
  /// ```swift
  /// let all = NotificationsTimeline(combining: mornings, evenings)
  /// ```
  public init(combining timelines: NotificationsTimeline...) {
    self.init(combining: timelines)
  }
}

extension LocalNotifications {
  /// The original NiceNotifications' name for a timeline entry; here a `NotificationRequest`
  /// is the request a center holds.
  ///
  /// ```swift
  /// let entry: NotificationsTimeline.Entry = Tomorrow().at(hour: 9, minute: 0).schedule(title: "Hi")
  /// ```
  @available(*, deprecated, renamed: "NotificationsTimeline.Entry")
  public typealias NotificationRequest = NotificationsTimeline.Entry
}

extension TimelineBuilder {
  /// What a line of a timeline is, as the original spelled it.
  ///
  /// ```swift
  /// let entry: TimelineBuilder.Expression = Today().at(hour: 9, minute: 0).schedule(title: "Hi")
  /// ```
  public typealias Expression = NotificationsTimeline.Entry

  /// What a block of lines builds, as the original spelled it.
  ///
  /// ```swift
  /// let entries: TimelineBuilder.Component = TimelineBuilder.buildExpression(entry)
  /// ```
  public typealias Component = [NotificationsTimeline.Entry]

  /// A block of one component.
  ///
  /// ```swift
  /// TimelineBuilder.buildBlock([entry])
  /// ```
  public static func buildBlock(_ component: Component) -> Component {
    component
  }
}
