import DateBuilder

/// The front doors over one center that keep a delivery record, told of each response the center
/// hands the app and of each notification the app presents in the foreground, so that the audit
/// counts an opened or dismissed notification as answered.
///
/// A response reaches the app through whatever the app routes it to, and the app need not call
/// ``LocalNotifications/recordResponse(_:)`` itself. Front doors are held weakly: one that is gone
/// records nothing and is forgotten.
package final class ResponseRecorders: Sendable {
  private struct Recorder: Sendable {
    weak var notifications: LocalNotifications?
  }

  private let recorders = Locked<[Recorder]>([])

  package init() {}

  /// `notifications` records every response from now on.
  func add(_ notifications: LocalNotifications) {
    recorders.withLock { recorders in
      recorders.removeAll { $0.notifications == nil }
      recorders.append(Recorder(notifications: notifications))
    }
  }

  /// The front doors still alive.
  private var live: [LocalNotifications] { recorders.withLock { $0.compactMap(\.notifications) } }

  /// Records `response` in each front door's delivery record, one after another.
  package func record(_ response: NotificationResponse) async {
    for notifications in live { await notifications.recordResponse(response) }
  }

  /// Records `notification`, presented with `options` while the app was in the foreground, as
  /// answered in each front door's delivery record when Notification Center does not keep it.
  ///
  /// No run can see it there, and it was the app that chose how it came: without this, the audit
  /// would say the person removed it.
  package func recordPresentation(_ notification: DeliveredNotification, options: PresentationOptions) async {
    for notifications in live { await notifications.recordPresentation(notification, options: options) }
  }
}

/// A center that tells ``ResponseRecorders`` of each response it hands the app, and of each
/// foreground presentation the app chose: the Apple adapter's delegate and the simulator.
package protocol ResponseRecordingCenter: NotificationCenterPort {
  /// Told of every response: after the app's handler has had it, or as it waits for the app's launch.
  var responseRecorders: ResponseRecorders { get }
}
