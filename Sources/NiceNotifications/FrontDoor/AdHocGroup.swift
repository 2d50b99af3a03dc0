import Foundation

/// A group made on the spot for a one-off or ad-hoc timeline, by `LocalNotifications.schedule`.
///
/// Keep it to remove what it scheduled.
///
/// ```swift
/// let group = LocalNotifications.schedule(permissionStrategy: .askSystemPermissionIfNeeded) {
///   EveryDay(forDays: 30, starting: .today).at(hour: 15, minute: 30).schedule(title: "Hello!")
/// }
/// LocalNotifications.remove(group: group)
/// ```
public struct AdHocGroup: LocalNotificationsGroup {
  /// `adhoc-` and a UUID, unless an identifier was given.
  public let groupIdentifier: String
  private let storedTimeline: NotificationsTimeline

  /// Creates an ad-hoc group.
  ///
  /// ```swift
  /// let group = AdHocGroup(identifier: "welcome", timeline: welcomeTimeline)
  /// ```
  public init(identifier: String? = nil, timeline: NotificationsTimeline) {
    groupIdentifier = identifier ?? Self.generatedPrefix + UUID().uuidString
    storedTimeline = timeline
  }

  /// How the identifiers made here begin.
  static let generatedPrefix = "adhoc-"

  /// The timeline it was made with.
  public func timeline() async throws -> NotificationsTimeline { storedTimeline }

  /// Anywhere: the timeline is already made.
  public var preferredExecutionContext: LocalNotificationsGroupContextPreference { .canRunOnAnyQueue }
}
