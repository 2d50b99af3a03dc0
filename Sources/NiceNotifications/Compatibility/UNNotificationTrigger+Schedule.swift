#if !os(tvOS)
  public import Foundation
  #if canImport(UserNotifications)
    public import UserNotifications
  #else
    public import UserNotificationsShim
  #endif

  // The original NiceNotifications scheduled a platform trigger as it scheduled a date:
  // `UNTimeIntervalNotificationTrigger(timeInterval: 60, repeats: false).schedule(title: "…")`.
  // A platform trigger is a class the SDK does not mark `Sendable`, so it cannot be a
  // `Schedulable`; these methods read it into a `NotificationTrigger` where they are called
  // and schedule that, under the original's eight shapes.
  extension UNNotificationTrigger {
    /// Scheduled with fixed text and sound.
    ///
    /// ```swift
    /// UNTimeIntervalNotificationTrigger(timeInterval: 600, repeats: false).schedule(title: "Tea is ready")
    /// ```
    public func schedule(
      title: String? = nil, subtitle: String? = nil, body: String? = nil, sound: NotificationSound? = .default
    ) -> NotificationsTimeline.Entry {
      entry { $0.schedule(title: title, subtitle: subtitle, body: body, sound: sound) }
    }

    /// Scheduled with `content`, made when the occurrence is scheduled; `nil` skips it.
    ///
    /// ```swift
    /// UNTimeIntervalNotificationTrigger(timeInterval: 600, repeats: false).schedule(with: NotificationContent(title: "Tea"))
    /// ```
    public func schedule(
      with content: @autoclosure @escaping @Sendable () -> NotificationContent?
    ) -> NotificationsTimeline.Entry {
      entry { $0.schedule(with: content()) }
    }

    /// Scheduled with content from `maker`; returning `nil` skips the occurrence.
    ///
    /// ```swift
    /// UNTimeIntervalNotificationTrigger(timeInterval: 600, repeats: false).schedule { NotificationContent(title: "Tea") }
    /// ```
    public func schedule(with maker: @escaping @Sendable () -> NotificationContent?)
      -> NotificationsTimeline.Entry
    {
      entry { $0.schedule(with: maker) }
    }

    /// Scheduled with content made from the original's ``LocalNotifications/Trigger``.
    ///
    /// ```swift
    /// let daily = UNCalendarNotificationTrigger(dateMatching: DateComponents(hour: 9, minute: 0), repeats: true)
    /// daily.schedule { (trigger: LocalNotifications.Trigger) in NotificationContent(title: "\(trigger.nextTriggerDate)") }
    /// ```
    public func schedule(
      with maker: @escaping @Sendable (LocalNotifications.Trigger) -> NotificationContent?
    ) -> NotificationsTimeline.Entry {
      entry { $0.schedule(with: maker) }
    }

    /// Scheduled with content made from the date it fires.
    ///
    /// ```swift
    /// let daily = UNCalendarNotificationTrigger(dateMatching: DateComponents(hour: 9, minute: 0), repeats: true)
    /// daily.schedule { (date: Date) in NotificationContent(title: "\(date)") }
    /// ```
    public func schedule(
      with maker: @escaping @Sendable (_ nextTriggerDate: Date) -> NotificationContent?
    ) -> NotificationsTimeline.Entry {
      entry { $0.schedule(with: maker) }
    }

    /// Scheduled with content made from the original's ``LocalNotifications/Trigger`` and
    /// handed to a completion handler.
    ///
    /// ```swift
    /// let daily = UNCalendarNotificationTrigger(dateMatching: DateComponents(hour: 9, minute: 0), repeats: true)
    /// daily.schedule { (trigger: LocalNotifications.Trigger, completion) in completion(NotificationContent(title: "Hi")) }
    /// ```
    public func schedule(
      with asyncMaker:
        @escaping @Sendable (
          _ trigger: LocalNotifications.Trigger,
          _ completion: @escaping @Sendable (NotificationContent?) -> Void
        ) -> Void
    ) -> NotificationsTimeline.Entry {
      entry { $0.schedule(with: asyncMaker) }
    }

    /// Scheduled with content made from the date it fires and handed to a completion handler.
    ///
    /// ```swift
    /// let daily = UNCalendarNotificationTrigger(dateMatching: DateComponents(hour: 9, minute: 0), repeats: true)
    /// daily.schedule { (date: Date, completion) in completion(NotificationContent(title: "\(date)")) }
    /// ```
    public func schedule(
      with asyncMaker:
        @escaping @Sendable (
          _ nextTriggerDate: Date, _ completion: @escaping @Sendable (NotificationContent?) -> Void
        ) -> Void
    ) -> NotificationsTimeline.Entry {
      entry { $0.schedule(with: asyncMaker) }
    }

    /// Scheduled with content handed to a completion handler.
    ///
    /// ```swift
    /// let daily = UNCalendarNotificationTrigger(dateMatching: DateComponents(hour: 9, minute: 0), repeats: true)
    /// daily.schedule { completion in completion(NotificationContent(title: "Hi")) }
    /// ```
    public func schedule(
      with asyncMaker:
        @escaping @Sendable (_ completion: @escaping @Sendable (NotificationContent?) -> Void) -> Void
    ) -> NotificationsTimeline.Entry {
      entry { $0.schedule(with: asyncMaker) }
    }

    /// The entry `make` makes of this trigger read as a ``NotificationTrigger``; for a trigger
    /// that cannot be read (a push trigger, a region that is not a circle), an entry that fails
    /// with ``TimelineError/invalidTrigger(_:)`` when its timeline is read.
    private func entry(
      _ make: (NotificationTrigger) -> NotificationsTimeline.Entry
    ) -> NotificationsTimeline.Entry {
      guard let trigger = NotificationTrigger(self, instant: nil) else {
        // The entry keeps its content maker; its source says why nothing is scheduled.
        return make(.timeInterval(1, repeats: false))
          .replacingSource(.invalidTrigger(.invalidRegion(unreadableReason)))
      }
      return make(trigger)
    }

    /// Why this trigger cannot be read as a ``NotificationTrigger``.
    private var unreadableReason: String {
      #if !canImport(UserNotifications) || (os(iOS) && !targetEnvironment(macCatalyst)) || os(watchOS)
        if let location = self as? UNLocationNotificationTrigger {
          return "\(type(of: location.region)) is not a circular region"
        }
      #endif
      return "\(type(of: self)) is not a trigger an app can schedule"
    }
  }
#endif
