import Foundation
import NiceNotifications
import PropertyTesting
import Testing

/// How many lives, of how many days, a run simulates.
///
/// `NICENOTIFICATIONS_LIFETIMES` sets the number of lives (a quick few by default, for CI);
/// `NICENOTIFICATIONS_LIFETIME_DAYS` their length in days (90 by default);
/// `NICENOTIFICATIONS_LIFE_SEED` replays one life by the seed a failure printed, and
/// `NICENOTIFICATIONS_LIFE_CHECK` names the check whose failing life is shrunk.
struct LifetimeSizes {
  static let livesVariable = "NICENOTIFICATIONS_LIFETIMES"
  static let daysVariable = "NICENOTIFICATIONS_LIFETIME_DAYS"
  static let replayVariable = "NICENOTIFICATIONS_LIFE_SEED"
  static let checkVariable = "NICENOTIFICATIONS_LIFE_CHECK"

  var lives = 6
  var days = 90
  var replay: UInt64?

  init(environment: [String: String] = ProcessInfo.processInfo.environment) {
    if let text = environment[Self.livesVariable], let lives = Int(text), lives > 0 { self.lives = lives }
    if let text = environment[Self.daysVariable], let days = Int(text), days > 0 { self.days = days }
    if let text = environment[Self.replayVariable], !text.isEmpty { replay = PropertySeed.parse(text) }
  }
}

/// Seeded lives of a device — months of launches days or weeks apart, flights across the
/// date line and across DST changes, notifications turned off and on in Settings, groups
/// switched off and on, snooze and done, a center that refuses adds, groups the app stops
/// declaring — played on the simulated center with the public API, checking over each life:
/// nothing delivered twice, nothing promised lost, nothing delivered for a group switched off
/// or no longer declared or after it was marked done, the tail notice where the window ends,
/// the cap held, and every report figure true against what is pending after the call.
struct DeviceLifetimeTests {
  @Test func deviceLivesKeepEveryPromise() async {
    let sizes = LifetimeSizes()
    let runSeed = PropertySeed.resolve(explicit: nil)
    let root = SeededGenerator(seed: runSeed)
    let seeds: [UInt64] =
      sizes.replay.map { [$0] }
      ?? (0..<sizes.lives).map { index in
        var stream = root.stream(index)
        return stream.next()
      }
    var failing: [(index: Int, life: DeviceLife, violations: [LifeViolation])] = []
    var totals = LifeOutcome()
    var lifeDays = 0.0
    var steps = 0
    for (index, seed) in seeds.enumerated() {
      let life = DeviceLife.generate(seed: seed, days: sizes.days)
      let outcome = await LifeRun(life).play()
      totals.deliveries += outcome.deliveries
      totals.promisedOccurrences += outcome.promisedOccurrences
      totals.reports += outcome.reports
      totals.repeatedAfterFlightWest += outcome.repeatedAfterFlightWest
      totals.readAcrossTheDateLine += outcome.readAcrossTheDateLine
      lifeDays += outcome.days
      steps += life.steps.count
      if !outcome.violations.isEmpty { failing.append((index, life, outcome.violations)) }
      // A replayed life is told whole, with everything it broke.
      if sizes.replay != nil {
        print(([life.description] + outcome.violations.map { "  \($0)" }).joined(separator: "\n"))
      }
    }
    var byCheck: [LifeViolation.Check: [UInt64]] = [:]
    for failure in failing {
      for check in Set(failure.violations.map(\.check)) {
        byCheck[check, default: []].append(failure.life.seed)
      }
    }
    var summary = [
      "Device lifetimes: \(seeds.count) lives of \(sizes.days) days (\(Int(lifeDays)) days, \(steps) steps in all; "
        + "run seed \(runSeed)); \(totals.deliveries) deliveries, \(totals.promisedOccurrences) promised occurrences "
        + "and \(totals.reports) reports checked; \(failing.count) lives failed. Documented, not failed: "
        + "\(totals.repeatedAfterFlightWest) deliveries of a repeating request's occurrence again after a flight west "
        + "before a call planned its group again; \(totals.readAcrossTheDateLine) deliveries, snoozes or dones whose "
        + "zone the package could not know, read as the same time on a neighbouring day."
    ]
    var byKind: [String: [UInt64]] = [:]
    for failure in failing {
      for kind in Set(failure.violations.map { "\($0.check.rawValue): \($0.kind)" }) {
        byKind[kind, default: []].append(failure.life.seed)
      }
    }
    for check in LifeViolation.Check.allCases {
      guard let seeds = byCheck[check] else { continue }
      summary.append(
        "  \(check.rawValue): \(seeds.count) lives, seeds \(seeds.prefix(40).map(String.init).joined(separator: " "))"
      )
      for (kind, seeds) in byKind.sorted(by: { $0.key < $1.key }) where kind.hasPrefix(check.rawValue + ": ")
      {
        summary.append(
          "    \(kind.dropFirst(check.rawValue.count + 2)): \(seeds.count) lives, e.g. "
            + seeds.prefix(5).map(String.init).joined(separator: " "))
      }
    }
    print(summary.joined(separator: "\n"))
    // Enough happened for the checks to mean something.
    #expect(totals.deliveries > 0)
    #expect(totals.promisedOccurrences > 0)
    // NICENOTIFICATIONS_LIFE_CHECK picks what to shrink for: a check's name ("promisedLost"),
    // or its name, a colon and the start of a figure ("reportUntrue: refill").
    let wanted = ProcessInfo.processInfo.environment[LifetimeSizes.checkVariable] ?? ""
    func matches(_ violation: LifeViolation) -> Bool {
      wanted.isEmpty || "\(violation.check)" == wanted
        || "\(violation.check): \(violation.kind)".hasPrefix(wanted)
    }
    guard let first = failing.first(where: { $0.violations.contains(where: matches) }),
      let found = first.violations.first(where: matches)
    else {
      // Lives failed, none of them on the check asked for: the run still fails.
      if !failing.isEmpty { Issue.record(Comment(rawValue: summary.joined(separator: "\n"))) }
      return
    }
    let target = found.check
    let kind = wanted.isEmpty ? nil : found.kind
    func same(_ violation: LifeViolation) -> Bool {
      violation.check == target && kind.map { violation.kind == $0 } ?? true
    }
    let shrunk =
      await check(
        "a device life keeps its promises", iterations: 1, seed: first.life.seed, maxShrinkAttempts: 400,
        generate: { _ in first.life }, shrink: DeviceLife.shrink
      ) { life in
        !(await LifeRun(life).play().violations.contains(where: same))
      }?.shrunk ?? first.life
    let violations = await LifeRun(shrunk).play().violations.filter(same)
    Issue.record(
      Comment(
        rawValue: summary.joined(separator: "\n") + "\n\n"
          + "Life \(first.index) of run seed \(runSeed) broke \"\(target.rawValue)\"; replay it alone with "
          + "\(LifetimeSizes.replayVariable)=\(first.life.seed) \(LifetimeSizes.daysVariable)=\(sizes.days).\n"
          + "Shortest failing life found:\n\(shrunk)\n"
          + violations.prefix(5).map { "  \($0)" }.joined(separator: "\n")))
  }
}
