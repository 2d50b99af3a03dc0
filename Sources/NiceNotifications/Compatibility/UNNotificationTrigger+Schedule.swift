#if !os(tvOS)
  public import Foundation
  #if canImport(UserNotifications)
    public import UserNotifications
  #else
    public import UserNotificationsShim
  #endif

  // The original scheduled a platform trigger like a date. Such a trigger is not `Sendable`, so it cannot
  // be `Schedulable`: these read it into a `NotificationTrigger` where they are called.
  extension UNNotificationTrigger {
    /// Scheduled with fixed text and sound: `tea.schedule(title: "Tea is ready")`.
    public func schedule(
      title: String? = nil, subtitle: String? = nil, body: String? = nil, sound: NotificationSound? = .default
    ) -> NotificationsTimeline.Entry {
      entry { $0.schedule(title: title, subtitle: subtitle, body: body, sound: sound) }
    }

    /// Scheduled with `content`, made when the occurrence is scheduled; `nil` skips it:
    /// `tea.schedule(with: NotificationContent(title: "Tea"))`.
    public func schedule(
      with content: @autoclosure @escaping @Sendable () -> NotificationContent?
    ) -> NotificationsTimeline.Entry {
      entry { $0.schedule(with: content()) }
    }

    /// Scheduled with content from `maker`; returning `nil` skips the occurrence:
    /// `tea.schedule { NotificationContent(title: "Tea") }`.
    public func schedule(with maker: @escaping @Sendable () -> NotificationContent?)
      -> NotificationsTimeline.Entry
    {
      entry { $0.schedule(with: maker) }
    }

    /// Scheduled with content made from the original's ``LocalNotifications/Trigger``:
    /// `daily.schedule { (trigger: LocalNotifications.Trigger) in NotificationContent(title: "Hi") }`.
    public func schedule(
      with maker: @escaping @Sendable (LocalNotifications.Trigger) -> NotificationContent?
    ) -> NotificationsTimeline.Entry {
      entry { $0.schedule(with: maker) }
    }

    /// Scheduled with content made from the date it fires:
    /// `daily.schedule { (date: Date) in NotificationContent(title: "\(date)") }`.
    public func schedule(
      with maker: @escaping @Sendable (_ nextTriggerDate: Date) -> NotificationContent?
    ) -> NotificationsTimeline.Entry {
      entry { $0.schedule(with: maker) }
    }

    /// Scheduled with content made from the original's ``LocalNotifications/Trigger`` and handed to a
    /// completion: `daily.schedule { (trigger: LocalNotifications.Trigger, completion) in completion(nil) }`.
    public func schedule(
      with asyncMaker:
        @escaping @Sendable (
          _ trigger: LocalNotifications.Trigger,
          _ completion: @escaping @Sendable (NotificationContent?) -> Void
        ) -> Void
    ) -> NotificationsTimeline.Entry {
      entry { $0.schedule(with: asyncMaker) }
    }

    /// Scheduled with content made from the date it fires and handed to a completion handler:
    /// `daily.schedule { (date: Date, completion) in completion(nil) }`.
    public func schedule(
      with asyncMaker:
        @escaping @Sendable (
          _ nextTriggerDate: Date, _ completion: @escaping @Sendable (NotificationContent?) -> Void
        ) -> Void
    ) -> NotificationsTimeline.Entry {
      entry { $0.schedule(with: asyncMaker) }
    }

    /// Scheduled with content handed to a completion handler:
    /// `daily.schedule { completion in completion(NotificationContent(title: "Hi")) }`.
    public func schedule(
      with asyncMaker:
        @escaping @Sendable (_ completion: @escaping @Sendable (NotificationContent?) -> Void) -> Void
    ) -> NotificationsTimeline.Entry {
      entry { $0.schedule(with: asyncMaker) }
    }

    /// The entry `make` makes of this trigger; one that cannot be read (a push trigger, a non-circular
    /// region) fails with ``TimelineError/invalidTrigger(_:)`` when its timeline is read.
    private func entry(
      _ make: (NotificationTrigger) -> NotificationsTimeline.Entry
    ) -> NotificationsTimeline.Entry {
      guard let trigger = NotificationTrigger(self, instant: nil) else {
        return make(.timeInterval(1, repeats: false))
          .replacingSource(.invalidTrigger(.invalidRegion(unreadableReason)))
      }
      return make(trigger)
    }

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
