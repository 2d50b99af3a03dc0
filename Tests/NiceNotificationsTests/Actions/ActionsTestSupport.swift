import Foundation
import NiceNotifications
import NiceNotificationsTesting

/// An instance over `simulator`, on its virtual clock and in its device time zone.
func frontDoor(
  over simulator: SimulatedNotificationCenter,
  handledStore: any HandledOccurrenceStore = InMemoryHandledOccurrenceStore()
) -> LocalNotifications {
  LocalNotifications(
    center: simulator, permissionStore: InMemoryGroupPermissionStore(), policy: .soonestFirst,
    handledStore: handledStore
  ) {
    var context = DateBuilder.Context.current
    context.now = await simulator.now
    context.calendar = await simulator.calendar
    return context
  }
}

/// A group over a fixed timeline.
struct FixedGroup: LocalNotificationsGroup {
  let groupIdentifier: String
  let fixedTimeline: NotificationsTimeline
  var removesDelivered: @Sendable (DeliveredNotification, Date) -> Bool = { _, _ in false }

  init(
    _ identifier: String,
    removesDelivered: @escaping @Sendable (DeliveredNotification, Date) -> Bool = { _, _ in false },
    @TimelineBuilder _ timeline: () -> [NotificationsTimeline.Entry]
  ) {
    groupIdentifier = identifier
    fixedTimeline = NotificationsTimeline(timeline)
    self.removesDelivered = removesDelivered
  }

  func timeline() async throws -> NotificationsTimeline { fixedTimeline }

  var preferredExecutionContext: LocalNotificationsGroupContextPreference { .canRunOnAnyQueue }

  func shouldRemoveDelivered(_ notification: DeliveredNotification, now: Date) -> Bool {
    removesDelivered(notification, now)
  }
}
