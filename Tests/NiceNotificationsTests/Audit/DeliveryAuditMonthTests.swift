import Foundation
import NiceNotifications
import NiceNotificationsTesting
import Testing

/// A month on a simulated device, played launch by launch: the audit names every request the
/// simulator's own event log shows missed, with the reason the log gives, and reports each once.
struct DeliveryAuditMonthTests {
  /// The seeded months played; `NICE_AUDIT_MONTHS` sets how many (a long seeded run).
  static let iterations = ProcessInfo.processInfo.environment["NICE_AUDIT_MONTHS"].flatMap(Int.init) ?? 6

  @Test func aMonthOfDisruptionsIsAuditedAsTheEventLogTellsIt() async throws {
    let month = AuditedMonth(
      zone: "America/New_York",
      events: [
        .init(day: 4, hour: 12, disruption: .notificationsOff(days: 7)),
        .init(day: 14, hour: 12, disruption: .groupOff(1, days: 3)),
        .init(day: 20, hour: 22, disruption: .clearNotificationCenter),
        .init(day: 25, hour: 17, disruption: .flight(to: "Europe/Paris")),
      ])
    let outcome = try await month.play()
    let problems = Self.problems(outcome)
    #expect(problems.isEmpty, "\(problems)")
    let reasons = Set(outcome.audit.findings.map(\.reason))
    #expect(reasons == [.authorizationOff, .groupOff, .removedByPerson, .clockChange])
    // A week off: both reminders of the six full days, the two of the days it began and ended on,
    // and the series' seven days, its 13:00 on the first and not on the last.
    #expect(outcome.audit.findings.filter { $0.reason == .authorizationOff }.count == 21)
    #expect(outcome.audit.findings(inGroup: "stretch").filter { $0.reason == .authorizationOff }.count == 7)
    #expect(outcome.audit.findings(inGroup: "evening").filter { $0.reason == .groupOff }.count == 3)
    #expect(outcome.audit.findings.filter { $0.reason == .clockChange }.map(\.group) == ["evening"])
    #expect(outcome.diagnostics.deliveryAudit == outcome.audit)
    #expect(outcome.diagnostics.text.contains("missed deliveries (\(outcome.audit.findings.count)):"))
  }

  @Test func seededMonthsAreAuditedAsTheirEventLogsTellThem() async {
    await expectProperty(
      "the audit against the event log", iterations: Self.iterations, generate: AuditedMonth.generate,
      shrink: AuditedMonth.shrink
    ) { month in
      try AuditMismatch.expectNone(Self.problems(try await month.play()))
    }
  }

  /// Where the audit and the reports disagree with the event log, or with each other.
  static func problems(_ outcome: AuditedMonth.Outcome) -> [String] {
    var problems: [String] = []
    let expected = AuditedMonth.missed(
      in: outcome.events, listed: outcome.listed, zone: outcome.zone, settings: outcome.settings)
    let found = Dictionary(
      outcome.audit.findings.map { ($0.identifier, $0.reason) }, uniquingKeysWith: { $1 })
    if found.count != outcome.audit.findings.count { problems.append("the audit lists an occurrence twice") }
    for (identifier, reason) in expected where found[identifier] != reason {
      problems.append(
        "\(identifier): the log says \(reason), the audit \(found[identifier].map(\.rawValue) ?? "nothing")")
    }
    for (identifier, reason) in found where expected[identifier] == nil {
      problems.append("\(identifier): the audit says \(reason), the log shows nothing missed")
    }
    // A flight west can bring a time round again after it was missed: a second chance, reported
    // again if missed again, with the window giving the last reason.
    var adds: [String: Int] = [:]
    for case .added(let identifier, _) in outcome.events { adds[identifier, default: 0] += 1 }
    var reportedReasons: [String: MissedDelivery.Reason] = [:]
    for missed in outcome.reported {
      if reportedReasons[missed.identifier] != nil && adds[missed.identifier, default: 0] < 2 {
        problems.append("\(missed.identifier) was reported twice")
      }
      reportedReasons[missed.identifier] = missed.reason
    }
    for (identifier, reason) in found where reportedReasons[identifier] != reason {
      problems.append(
        "\(identifier): the window says \(reason), the launches \(reportedReasons[identifier].map(\.rawValue) ?? "nothing")"
      )
    }
    for (identifier, reason) in reportedReasons
    where found[identifier] == nil && adds[identifier, default: 0] < 2 {
      problems.append("\(identifier): a launch reported \(reason), the window has nothing")
    }
    return problems
  }
}
