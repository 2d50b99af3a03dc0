#if !os(tvOS)
  public import Foundation
  #if canImport(UserNotifications)
    import CoreLocation
    public import UserNotifications
  #else
    public import UserNotificationsShim
  #endif

  extension NotificationTrigger {
    /// The platform's trigger, for a request added at `now`:
    /// `let platformTrigger = try trigger.userNotificationsTrigger(now: Date())`.
    ///
    /// An instant becomes an interval from `now`; an interval that is not positive, or under 60 seconds when
    /// repeating, is refused first, since Apple's initializers end the app for one.
    ///
    /// - Throws: ``NotificationCenterError/invalidRequest(_:)`` for an invalid trigger or an
    ///   instant not after `now`; ``NotificationCenterError/failed(_:)`` for a location trigger
    ///   where the platform has none (only iOS and watchOS have one).
    public func userNotificationsTrigger(now: Date) throws(NotificationCenterError) -> UNNotificationTrigger {
      do throws(NotificationTriggerError) {
        try validate()
      } catch {
        throw .invalidRequest(.trigger(error))
      }
      switch self {
      case let .calendar(components, repeats):
        return UNCalendarNotificationTrigger(dateMatching: components, repeats: repeats)
      case let .timeInterval(seconds, repeats):
        return UNTimeIntervalNotificationTrigger(timeInterval: seconds, repeats: repeats)
      case .instant(let date):
        let interval = date.timeIntervalSince(now)
        guard interval.isFinite, interval > 0 else {
          throw .invalidRequest(.trigger(.nonPositiveInterval(interval)))
        }
        return UNTimeIntervalNotificationTrigger(timeInterval: interval, repeats: false)
      case let .location(region, repeats):
        #if !canImport(UserNotifications) || (os(iOS) && !targetEnvironment(macCatalyst)) || os(watchOS)
          let circle = CLCircularRegion(
            center: CLLocationCoordinate2D(latitude: region.latitude, longitude: region.longitude),
            radius: region.radius, identifier: region.identifier)
          circle.notifyOnEntry = region.notifyOnEntry
          circle.notifyOnExit = region.notifyOnExit
          return UNLocationNotificationTrigger(region: circle, repeats: repeats)
        #else
          _ = (region, repeats)
          throw .failed("location triggers are not available on this platform")
        #endif
      }
    }

    /// The trigger of a platform trigger, a one-off interval reading as the `instant` the metadata
    /// recorded; `nil` for a push trigger, a non-circular region and kinds a later SDK adds.
    init?(_ trigger: UNNotificationTrigger, instant: Date?) {
      switch trigger {
      case let calendar as UNCalendarNotificationTrigger:
        self = .calendar(calendar.dateComponents, repeats: calendar.repeats)
      case let interval as UNTimeIntervalNotificationTrigger:
        if let instant, !interval.repeats {
          self = .instant(instant)
        } else {
          self = .timeInterval(interval.timeInterval, repeats: interval.repeats)
        }
      default:
        #if !canImport(UserNotifications) || (os(iOS) && !targetEnvironment(macCatalyst)) || os(watchOS)
          guard let location = trigger as? UNLocationNotificationTrigger,
            let circle = location.region as? CLCircularRegion
          else { return nil }
          self = .location(
            LocationRegion(
              identifier: circle.identifier, latitude: circle.center.latitude,
              longitude: circle.center.longitude,
              radius: circle.radius, notifyOnEntry: circle.notifyOnEntry, notifyOnExit: circle.notifyOnExit),
            repeats: location.repeats)
        #else
          return nil
        #endif
      }
    }
  }
#endif
