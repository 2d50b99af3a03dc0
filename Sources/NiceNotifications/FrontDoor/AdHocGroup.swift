import Foundation

/// A group made on the spot for an ad-hoc timeline by `LocalNotifications.schedule`; keep it to remove what
/// it scheduled: `let group = AdHocGroup(identifier: "welcome", timeline: welcomeTimeline)`.
public struct AdHocGroup: LocalNotificationsGroup {
  /// `adhoc-` and a UUID, unless an identifier was given.
  public let groupIdentifier: String
  private let storedTimeline: NotificationsTimeline

  /// Creates an ad-hoc group: `let group = AdHocGroup(identifier: "welcome", timeline: welcomeTimeline)`.
  public init(identifier: String? = nil, timeline: NotificationsTimeline) {
    groupIdentifier = identifier ?? Self.generatedPrefix + UUID().uuidString
    storedTimeline = timeline
  }

  static let generatedPrefix = "adhoc-"

  /// Whether `groupIdentifier` is one this type made: `adhoc-` and a UUID, not an app's name such as `adhoc-tips`.
  static func isGenerated(_ groupIdentifier: String) -> Bool {
    groupIdentifier.hasPrefix(generatedPrefix)
      && UUID(uuidString: String(groupIdentifier.dropFirst(generatedPrefix.count))) != nil
  }

  /// The timeline it was made with: `let timeline = try await group.timeline()`.
  public func timeline() async throws -> NotificationsTimeline { storedTimeline }

  /// Anywhere: the timeline is already made.
  public var preferredExecutionContext: LocalNotificationsGroupContextPreference { .canRunOnAnyQueue }
}
