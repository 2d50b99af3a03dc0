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

/// An instance over `simulator` with the "pill" category, whose "snooze" and "done"
/// actions are routed to the built-in snooze (for `snooze`) and done.
func pillFrontDoor(
  over simulator: SimulatedNotificationCenter, snooze: SnoozeTime = .after(600),
  handledStore: any HandledOccurrenceStore = InMemoryHandledOccurrenceStore()
) async throws -> LocalNotifications {
  let notifications = frontDoor(over: simulator, handledStore: handledStore)
  try await routeSnoozeAndDone(inCategory: "pill", of: notifications, on: simulator, snooze: snooze)
  return notifications
}

/// Registers `category` with a "snooze" and a "done" action, and routes them, through a router
/// the simulator hands its responses to, to the built-in snooze (for `snooze`) and done.
func routeSnoozeAndDone(
  inCategory category: String, of notifications: LocalNotifications,
  on simulator: SimulatedNotificationCenter,
  snooze: SnoozeTime = .after(600)
) async throws {
  try await notifications.register(
    categories: NotificationCategories {
      NotificationCategory(category) {
        NotificationAction("snooze", title: "Snooze", icon: .systemImage("zzz"))
        NotificationAction("done", title: "Done", options: [.destructive])
      }
    })
  let router = NotificationResponseRouter()
  await router.on(.action("snooze"), .snooze(snooze, in: notifications))
  await router.on(.action("done"), .done(in: notifications))
  await simulator.setResponseHandler { await router.route($0) }
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
