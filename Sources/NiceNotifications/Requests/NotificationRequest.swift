import Foundation

/// A notification to schedule, an identifier, content and a trigger:
/// `NotificationRequest(identifier: "w", content: content, trigger: .timeInterval(360, repeats: true))`.
public struct NotificationRequest: Hashable, Sendable, Codable {
  /// The identifier; for requests a timeline made, a ``RequestIdentifier``.
  public var identifier: String
  /// What the notification shows.
  public var content: NotificationContent
  /// When it fires; `nil` for now.
  public var trigger: NotificationTrigger?

  /// Creates a request: `NotificationRequest(identifier: "welcome", content: content, trigger: nil)`.
  public init(identifier: String, content: NotificationContent, trigger: NotificationTrigger?) {
    self.identifier = identifier
    self.content = content
    self.trigger = trigger
  }

  /// The identifier, parsed; `nil` for a request the framework did not make:
  /// `let mine = await center.pendingRequests().filter { $0.request.requestIdentifier?.group == "pills" }`.
  public var requestIdentifier: RequestIdentifier? { RequestIdentifier(identifier) }

  /// The fingerprint of the content and the trigger: the planner replaces a request when it changes:
  /// `let unchanged = pending.fingerprint == desired.fingerprint`.
  public var fingerprint: Fingerprint { Self.fingerprint(content: content, trigger: trigger) }

  func countedFrom(_ now: Date) -> NotificationRequest {
    var counted = self
    counted.trigger = trigger?.countedFrom(now)
    return counted
  }

  static func fingerprint(content: NotificationContent, trigger: NotificationTrigger?) -> Fingerprint {
    fingerprint(content: content) { $0.write(trigger) { $0.write($1) } }
  }

  static func fingerprint(
    content: NotificationContent, writingTrigger writeTrigger: (inout CanonicalEncoder) -> Void
  ) -> Fingerprint {
    Fingerprint { encoder in
      encoder.write(content)
      writeTrigger(&encoder)
    }
  }

  /// The reasons this request cannot be scheduled, or nothing: `try request.validate()`.
  public func validate() throws(NotificationRequestError) {
    guard !identifier.isEmpty else { throw .emptyIdentifier }
    do throws(NotificationContentError) { try content.validate() } catch { throw .content(error) }
    do throws(NotificationTriggerError) { try trigger?.validate() } catch { throw .trigger(error) }
  }
}

/// Why a ``NotificationRequest`` cannot be scheduled:
/// `if case .trigger(.repeatingIntervalTooShort) = error { … }`.
public enum NotificationRequestError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The identifier is empty.
  case emptyIdentifier
  /// The content is invalid.
  case content(NotificationContentError)
  /// The trigger is invalid.
  case trigger(NotificationTriggerError)
  /// The platform refused the request for a reason `validate()` does not check (`UNError` 1401).
  case refusedByPlatform(String)

  /// A sentence naming the problem.
  public var description: String {
    switch self {
    case .emptyIdentifier: "a request needs an identifier"
    case .content(let error): "invalid content: \(error)"
    case .trigger(let error): "invalid trigger: \(error)"
    case .refusedByPlatform(let reason): "refused by the platform: \(reason)"
    }
  }
}

extension CanonicalEncoder {
  mutating func write(_ trigger: NotificationTrigger) {
    switch trigger {
    case let .calendar(components, repeats):
      tag(0x20)
      write(components)
      write(repeats)
    case let .timeInterval(seconds, repeats):
      tag(0x21)
      write(seconds)
      write(repeats)
    case .instant(let date):
      tag(0x22)
      write(date)
    case let .location(region, repeats):
      tag(0x23)
      write(region.identifier)
      write(region.latitude)
      write(region.longitude)
      write(region.radius)
      write(region.notifyOnEntry)
      write(region.notifyOnExit)
      write(repeats)
    }
  }

  mutating func write(_ components: DateComponents) {
    // The layout of pending fingerprints: changing it replaces every pending request.
    write(components.era)
    write(components.year)
    write(components.month)
    write(components.day)
    write(components.hour)
    write(components.minute)
    write(components.second)
    write(components.nanosecond)
    write(components.weekday)
    write(components.weekdayOrdinal)
    write(components.weekOfMonth)
    write(components.weekOfYear)
    write(components.yearForWeekOfYear)
    write(components.isLeapMonth ?? false)
    write(components.timeZone?.identifier)
    write(components.calendar.map { "\($0.identifier)" })
  }
}
