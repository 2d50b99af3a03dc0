import DateBuilder
import Foundation

/// How a diagnostics snapshot sorts what the center has pending and what the plans recorded:
/// a pure function, so every pending request lands in exactly one place.
struct DiagnosticsContent {
  /// Sorted by identifier; each permission is left for the caller to read.
  var groups: [NotificationsDiagnostics.GroupSummary] = []
  var foreign: [NotificationsDiagnostics.ForeignRequest] = []
  var tailNoticeDate: Date?

  init(
    pending: [PendingRequest], context: DateBuilder.Context, ledger: DiagnosticsLedger,
    registered: Set<String>
  ) {
    var owned: [String: [GroupPendingRequest]] = [:]
    for entry in pending {
      let request = entry.request
      let next = request.trigger?.nextFireDate(after: context.now, in: context)
      if let identifier = request.requestIdentifier {
        owned[identifier.group, default: []].append(
          GroupPendingRequest(identifier: identifier, request: request, nextFireDate: next))
      } else if request.identifier == TailNotice.identifier {
        tailNoticeDate = next
      } else {
        // A time interval counts from when it was added, which only the code that added it knows.
        let known: Date? = if case .timeInterval = request.trigger { nil } else { next }
        foreign.append(NotificationsDiagnostics.ForeignRequest(request: request, nextFireDate: known))
      }
    }
    foreign.sort { soonestFirst(($0.nextFireDate, $0.identifier), ($1.nextFireDate, $1.identifier)) }
    let identifiers = registered.union(owned.keys).union(ledger.groups.keys).sorted()
    let notice = tailNoticeDate
    groups = identifiers.map { identifier in
      let record = ledger.groups[identifier]
      let deferred = record?.deferrals ?? []
      let refillDate = deferred.compactMap(\.fireDate).min()
      let scheduled = (owned[identifier] ?? []).sorted {
        soonestFirst(($0.nextFireDate, $0.identifier), ($1.nextFireDate, $1.identifier))
      }.map {
        NotificationsDiagnostics.ScheduledRequest(
          identifier: $0.identifier, request: $0.request, nextFireDate: $0.nextFireDate,
          isCompressed: $0.request.isCompressedSeries)
      }
      var tailNoticeDate: Date?
      if let notice, let refillDate, notice <= refillDate { tailNoticeDate = notice }
      return NotificationsDiagnostics.GroupSummary(
        identifier: identifier, isRegistered: registered.contains(identifier), permission: nil,
        scheduled: scheduled, deferred: deferred, lastPlanned: record?.plannedAt, refillDate: refillDate,
        tailNoticeDate: tailNoticeDate)
    }
  }
}
