import NiceNotifications
import NiceNotificationsTesting

/// The rescheduling the center-writes scenario compares with: remove every pending request
/// of the group, one by one, then add the soonest `capacity` occurrences again.
///
/// ```swift
/// try await NaiveRescheduler(context: context).reschedule("twiceDaily", timeline, on: center)
/// ```
@available(macOS 13, iOS 16, tvOS 16, watchOS 9, visionOS 1, *)
struct NaiveRescheduler: Sendable {
  /// The calendar and time zone; now is the center's.
  var context: DateBuilder.Context

  /// Replaces the group's pending requests with its timeline's soonest occurrences.
  ///
  /// - Throws: ``CheckFailure`` if the timeline is invalid or the center refuses an add.
  func reschedule(
    _ group: String, _ timeline: NotificationsTimeline, on center: SimulatedNotificationCenter
  ) async throws(CheckFailure) {
    for pending in await center.pendingRequests()
    where pending.request.requestIdentifier?.group == group {
      await center.removePendingRequests(withIdentifiers: [pending.request.identifier])
    }
    var now = context
    now.now = await center.now
    var occurrences: TimelineOccurrences
    do throws(TimelineError) {
      occurrences = try timeline.occurrences(forGroup: group, in: now)
    } catch {
      throw CheckFailure(scenario: "naive rescheduler", message: "the timeline is invalid: \(error)")
    }
    var added = 0
    while added < center.pendingCapacity, let occurrence = occurrences.next() {
      guard let request = try? await occurrence.makeRequest() else { continue }
      do throws(NotificationCenterError) {
        try await center.add(request)
      } catch {
        throw CheckFailure(
          scenario: "naive rescheduler", message: "the center refused \(request.identifier): \(error)")
      }
      added += 1
    }
  }
}
