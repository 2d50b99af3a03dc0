import DateBuilder
import Foundation

/// One last notification where the scheduled window ends, at the plan's
/// ``ReschedulePlan/refillDate``: `TailNotice(content: NotificationContent(title: "Open the app"))`.
public struct TailNotice: Hashable, Sendable {
  /// The request identifier of the notice; no group's identifier has this form.
  public static let identifier = "~tail"

  /// What the notice shows.
  public var content: NotificationContent

  /// Creates a tail notice: `TailNotice(content: NotificationContent(title: "Reminders paused"))`.
  public init(content: NotificationContent) {
    self.content = content
  }

  func request(at date: Date) -> NotificationRequest {
    NotificationRequest(identifier: Self.identifier, content: content, trigger: .instant(date))
  }

  enum Placement: Equatable {
    case nothing
    case keep
    case write(PlannedChange)
  }

  /// At the refill date when it is ahead, or where the app's quiet hours around it end, as a reminder
  /// at that time would be; left as it is when a reschedule is due now (a notice cannot be pending at a
  /// time that has come); else removed.
  static func placement(
    _ notice: TailNotice?, refillDate: Date?, quietHours: QuietHours?, in context: DateBuilder.Context,
    pending: PendingRequest?
  ) -> Placement {
    guard let notice, let refillDate else { return pending == nil ? .nothing : .write(.remove(identifier)) }
    guard refillDate > context.now else { return pending == nil ? .nothing : .keep }
    let date = quietHours?.firstInstantOutside(atOrAfter: refillDate, in: context.calendar) ?? refillDate
    let request = notice.request(at: date)
    guard let pending else { return .write(.add(request)) }
    return pending.fingerprint == request.fingerprint ? .keep : .write(.replace(request))
  }
}
