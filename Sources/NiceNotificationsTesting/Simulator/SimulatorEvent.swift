public import NiceNotifications
public import Foundation

/// One thing that happened in a ``SimulatedNotificationCenter`` at a virtual time: `.added("tea", at: t)`.
public enum SimulatorEvent: Hashable, Sendable {
  /// How a delivered notification was presented: `SimulatorEvent.Presentation.foreground([.banner])`.
  public enum Presentation: Hashable, Sendable {
    /// The app was in the foreground and the presentation handler (or the default) answered these options.
    case foreground(PresentationOptions)
    /// The app was not in the foreground; the system presented it as the settings allow.
    case system
  }

  /// The app added a request with a new identifier.
  case added(String, at: Date)
  /// The app added a request whose identifier was pending; the old one is gone.
  case replaced(String, at: Date)
  /// An add failed: an invalid request or an injected fault; nothing changed.
  case addFailed(String, NotificationCenterError, at: Date)
  /// The app removed these pending requests (only those that were pending).
  case removed([String], at: Date)
  /// The device did not keep an accepted request.
  case dropped(String, DroppedRequest.Reason, at: Date)
  /// A request fired and the notification was presented.
  case delivered(String, presentation: Presentation, at: Date)
  /// A request fired while notifications were not allowed: it left pending and nothing was shown.
  case discarded(String, at: Date)
  /// The person acted on a notification and the app was told (or will be, at launch).
  case responded(NotificationResponse, at: Date)
  /// The person cleared a notification whose category has no custom dismiss action; the app was not told.
  case cleared(String, at: Date)
  /// The app removed these delivered notifications (only those that were shown).
  case removedDelivered([String], at: Date)
  /// The permission prompt was shown for these options and answered.
  case authorizationPrompted(AuthorizationOptions, answer: PromptAnswer, at: Date)
  /// The settings changed: by a prompt, provisional Keep or Turn Off, or the test.
  case settingsChanged(NotificationSettings, at: Date)
  /// The app registered categories with these identifiers, replacing the old set.
  case categoriesChanged(Set<String>, at: Date)
  /// The app icon's badge changed to this count.
  case badgeChanged(Int, at: Date)
  /// The device's time zone changed.
  case timeZoneChanged(TimeZone, at: Date)
  /// The app moved to this state.
  case appStateChanged(AppState, at: Date)
  /// The device switched off.
  case poweredOff(at: Date)
  /// The device switched on.
  case poweredOn(at: Date)
  /// The device entered the region with this identifier.
  case regionEntered(String, at: Date)
  /// The device left the region with this identifier.
  case regionExited(String, at: Date)

  /// The virtual time at which it happened.
  public var date: Date {
    switch self {
    case .added(_, let date), .replaced(_, let date), .addFailed(_, _, let date), .removed(_, let date),
      .dropped(_, _, let date), .delivered(_, _, let date), .discarded(_, let date), .responded(_, let date),
      .cleared(_, let date), .removedDelivered(_, let date), .authorizationPrompted(_, _, let date),
      .settingsChanged(_, let date), .categoriesChanged(_, let date), .badgeChanged(_, let date),
      .timeZoneChanged(_, let date), .appStateChanged(_, let date), .poweredOff(let date),
      .poweredOn(let date),
      .regionEntered(_, let date), .regionExited(_, let date):
      date
    }
  }
}
