import DateBuilder
import Foundation

extension ReschedulePlan {
  /// The plan's changes as written at `now`, after content makers took the time since
  /// `context.now`; with the identifiers added to deliver at once.
  ///
  /// iOS never fires a one-time trigger whose date has passed: a new request whose time came is
  /// added without a trigger, and a replacement whose time came is not written. An instant can have
  /// come before `context.now` too: a snooze's, counted from before the center was read.
  func changes(writtenAt now: Date, madeIn context: DateBuilder.Context, replacing pending: [PendingRequest])
    -> (changes: [PlannedChange], late: [String])
  {
    var late: [String] = []
    let written = changes.compactMap { change -> PlannedChange? in
      switch change {
      case .remove:
        return change
      case .add(let request):
        guard Self.hasPassed(request, at: now, madeIn: context) else { return change }
        late.append(request.identifier)
        return .add(
          NotificationRequest(identifier: request.identifier, content: request.content, trigger: nil))
      case .replace(let request):
        let replaced = pending.first { $0.request.identifier.isSameIdentifier(as: request.identifier) }?
          .request
        let fired = replaced.map { Self.hasPassed($0, at: now, madeIn: context) } ?? false
        return fired || Self.hasPassed(request, at: now, madeIn: context) ? nil : change
      }
    }
    return (written, late)
  }

  private static func hasPassed(
    _ request: NotificationRequest, at now: Date, madeIn context: DateBuilder.Context
  ) -> Bool {
    if case .instant(let date)? = request.trigger { return date <= now }
    return request.oneTimeFireDate(in: context).map { $0 <= now } ?? false
  }
}
