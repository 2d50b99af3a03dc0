public import NiceNotifications
import Foundation

/// The checks every `NotificationCenterPort` must pass: run them against the simulator, the Apple adapter, or
/// your own center: `try await NotificationCenterConformance.check { MyCenter() }`.
///
/// The center must hold `pendingCapacity` requests: the planner fills every slot a center claims.
/// Each check adds only what fits in the room the center claims (<doc:TestingWithTheSimulator>).
public enum NotificationCenterConformance {
  /// The names of the checks, in the order they run:
  /// `NotificationCenterConformance.checkNames.contains("removeByIdentifiers")`.
  public static var checkNames: [String] { checks.map(\.name) }

  /// Runs every check against a fresh center: `try await NotificationCenterConformance.check { MyCenter() }`.
  public static func check(
    timeLimit: Double? = nil,
    _ makeCenter: @Sendable () async -> any NotificationCenterPort
  ) async throws(ConformanceFailure) {
    var failures: [ConformanceFailure.Failure] = []
    for check in checks {
      let center = await makeCenter()
      let run = check.run
      // A limit of 0 or less is the shortest there is, not none.
      let found = await withTimeLimit(timeLimit.map { max($0, .leastNormalMagnitude) } ?? .infinity) {
        () async -> Findings in
        var findings = Findings()
        await run(center, &findings)
        return findings
      }
      guard let findings = found else {
        let limit = timeLimit ?? .infinity
        failures.append(.init(check: check.name, message: "the center did not finish within \(limit) s"))
        continue
      }
      if !findings.messages.isEmpty {
        failures.append(.init(check: check.name, message: findings.messages.joined(separator: "\n")))
      }
    }
    guard failures.isEmpty else { throw ConformanceFailure(failures: failures) }
  }

  private struct Check: Sendable {
    let name: String
    let run: @Sendable (any NotificationCenterPort, inout Findings) async -> Void
  }

  private static let prefix = "conformance."

  private static var checks: [Check] {
    [
      Check(name: "roundTrip.calendarFloating") { center, findings in
        await roundTrip(
          .calendar(DateComponents(hour: 9, minute: 30, weekday: 2), repeats: true), center, &findings)
      },
      Check(name: "roundTrip.calendarPinned") { center, findings in
        let tokyo = TimeZone(identifier: "Asia/Tokyo") ?? TimeZone(secondsFromGMT: 9 * 3_600)
        await roundTrip(
          .calendar(DateComponents(timeZone: tokyo, hour: 7, minute: 45), repeats: true), center, &findings)
      },
      Check(name: "roundTrip.timeInterval") { center, findings in
        await roundTrip(.timeInterval(3_600, repeats: false), center, &findings)
      },
      Check(name: "roundTrip.instant") { center, findings in
        await roundTrip(.instant(Date(timeIntervalSince1970: 4_070_908_800)), center, &findings)
      },
      Check(name: "replaceByIdentifier", run: replaceByIdentifier),
      Check(name: "removeByIdentifiers", run: removeByIdentifiers),
      Check(name: "removeAll", run: removeAll),
      Check(name: "categoriesRoundTrip") { center, findings in
        await center.setCategories(categories.first)
        findings.expectEqual(await center.categories(), categories.first, "categories after setting two")
      },
      Check(name: "categoriesSetReplaces") { center, findings in
        await center.setCategories(categories.first)
        await center.setCategories(categories.second)
        findings.expectEqual(
          await center.categories(), categories.second, "categories after setting another set")
      },
      Check(name: "categoriesSetEmptyClears") { center, findings in
        await center.setCategories(categories.first)
        await center.setCategories([])
        findings.expectEqual(await center.categories(), [], "categories after setting an empty set")
      },
      Check(name: "authorizationAnswersConsistently", run: authorizationAnswersConsistently),
      Check(name: "provisionalWithoutPrompt", run: provisionalWithoutPrompt),
      Check(name: "invalidRequestsThrow", run: invalidRequestsThrow),
      Check(name: "capacityHeld", run: capacityHeld),
      badgeAccepted(0, name: "badgeZeroAccepted"),
      badgeAccepted(5, name: "badgePositiveAccepted"),
      Check(name: "negativeBadgeThrows") { center, findings in
        do throws(NotificationCenterError) {
          try await center.setBadgeCount(-1)
          findings.fail("setBadgeCount(-1) did not throw")
        } catch {
          // Any NotificationCenterError will do.
        }
      },
    ]
  }

  private static func badgeAccepted(_ count: Int, name: String) -> Check {
    Check(name: name) { center, findings in
      do throws(NotificationCenterError) {
        try await center.setBadgeCount(count)
      } catch {
        findings.fail("setBadgeCount(\(count)) threw \(error)")
      }
    }
  }

  /// Content with every field but the attachments set to a value other than its default.
  private static var fullContent: NotificationContent {
    var content = NotificationContent(
      title: "Title", subtitle: "Subtitle", body: "Body", sound: .named("chime.caf"), badge: 3,
      userInfo: ["id": "42", "count": 7, "nested": ["flag": true, "list": ["a", "b"]]])
    content.categoryIdentifier = "conformance.category"
    content.threadIdentifier = "conformance.thread"
    content.targetContentIdentifier = "conformance.target"
    content.interruptionLevel = .timeSensitive
    content.relevanceScore = 0.5
    content.filterCriteria = "work"
    return content
  }

  private static func request(
    _ name: String, title: String = "Title",
    trigger: NotificationTrigger? = .timeInterval(3_600, repeats: false)
  ) -> NotificationRequest {
    var content = fullContent
    content.title = title
    return NotificationRequest(identifier: prefix + name, content: content, trigger: trigger)
  }

  private static func ours(_ center: any NotificationCenterPort) async -> [PendingRequest] {
    await center.pendingRequests().filter { $0.request.identifier.hasPrefix(prefix) }
  }

  /// Adds `request`; `false` when the add threw, a failure unless the center refused it because
  /// the authorization does not allow scheduling, as a center may.
  private static func add(
    _ request: NotificationRequest, to center: any NotificationCenterPort, _ findings: inout Findings
  ) async -> Bool {
    do throws(NotificationCenterError) {
      try await center.add(request)
      return true
    } catch {
      if case .notificationsNotAllowed = error, await !center.authorizationStatus().allowsScheduling {
        return false
      }
      findings.fail("add(\(request.identifier)) threw \(error)")
      return false
    }
  }

  private static func room(_ center: any NotificationCenterPort) async -> Int {
    max(0, center.pendingCapacity - (await center.pendingRequests().count))
  }

  private static func cleanUp(_ center: any NotificationCenterPort) async {
    await center.removePendingRequests(withIdentifiers: await ours(center).map(\.request.identifier))
  }

  private static func roundTrip(
    _ trigger: NotificationTrigger, _ center: any NotificationCenterPort, _ findings: inout Findings
  ) async {
    let request = request("roundTrip", trigger: trigger)
    guard await room(center) >= 1, await add(request, to: center, &findings) else { return }
    let pending = await ours(center)
    guard pending.count == 1, let reported = pending.first else {
      findings.fail("expected 1 pending request, got \(pending.count)")
      await cleanUp(center)
      return
    }
    findings.expectEqual(reported.request.identifier, request.identifier, "identifier")
    findings.expectEqual(reported.fingerprint, request.fingerprint, "stored fingerprint")
    compare(reported.request.content, request.content, &findings)
    switch (trigger, reported.request.trigger) {
    case (.instant(let date), .instant(let reportedDate)):
      findings.expectEqual(reportedDate, date, "instant")
    case (.instant, .timeInterval(_, repeats: false)):
      break  // The platform keeps an instant as an interval from the add; the fingerprint matches.
    default:
      findings.expectEqual(reported.request.trigger, trigger, "trigger")
    }
    await cleanUp(center)
  }

  private static func compare(
    _ actual: NotificationContent, _ expected: NotificationContent, _ findings: inout Findings
  ) {
    findings.expectEqual(actual.title, expected.title, "title")
    findings.expectEqual(actual.subtitle, expected.subtitle, "subtitle")
    findings.expectEqual(actual.body, expected.body, "body")
    findings.expectEqual(actual.sound, expected.sound, "sound")
    findings.expectEqual(actual.badge, expected.badge, "badge")
    findings.expectEqual(actual.userInfo, expected.userInfo, "userInfo")
    findings.expectEqual(actual.categoryIdentifier, expected.categoryIdentifier, "categoryIdentifier")
    findings.expectEqual(actual.threadIdentifier, expected.threadIdentifier, "threadIdentifier")
    findings.expectEqual(
      actual.targetContentIdentifier, expected.targetContentIdentifier, "targetContentIdentifier")
    findings.expectEqual(actual.interruptionLevel, expected.interruptionLevel, "interruptionLevel")
    findings.expectEqual(actual.relevanceScore, expected.relevanceScore, "relevanceScore")
    findings.expectEqual(actual.filterCriteria, expected.filterCriteria, "filterCriteria")
  }

  private static func replaceByIdentifier(_ center: any NotificationCenterPort, _ findings: inout Findings)
    async
  {
    let first = request("replace", title: "First")
    let second = request("replace", title: "Second", trigger: .timeInterval(7_200, repeats: false))
    guard await room(center) >= 1, await add(first, to: center, &findings),
      await add(second, to: center, &findings)
    else {
      await cleanUp(center)
      return
    }
    let pending = await ours(center)
    findings.expectEqual(pending.count, 1, "pending requests with the identifier")
    findings.expectEqual(pending.first?.request.content.title, "Second", "title after the replace")
    findings.expectEqual(
      pending.first?.fingerprint, second.fingerprint, "stored fingerprint after the replace")
    await cleanUp(center)
  }

  private static func removeByIdentifiers(_ center: any NotificationCenterPort, _ findings: inout Findings)
    async
  {
    // Known identifiers after an unknown one and apart from each other: the planner removes in batches.
    let added = ["a", "b", "c", "d"].prefix(await room(center)).map { prefix + "remove." + $0 }
    for identifier in added {
      guard await add(request(String(identifier.dropFirst(prefix.count))), to: center, &findings) else {
        await cleanUp(center)
        return
      }
    }
    guard !added.isEmpty else { return }
    let removed = [prefix + "remove.unknown", prefix + "remove.a", "unknown", prefix + "remove.c"]
    await center.removePendingRequests(withIdentifiers: removed)
    let remaining = await ours(center).map(\.request.identifier).sorted()
    findings.expectEqual(
      remaining, added.filter { !removed.contains($0) }, "pending after removing \(removed) of \(added)")
    await cleanUp(center)
  }

  private static func removeAll(_ center: any NotificationCenterPort, _ findings: inout Findings) async {
    for name in ["a", "b"].prefix(await room(center)) {
      guard await add(request("removeAll." + name), to: center, &findings) else { break }
    }
    await center.removeAllPendingRequests()
    findings.expectEqual(await center.pendingRequests().count, 0, "pending after removing all")
  }

  private static var categories: (first: Set<NotificationCategory>, second: Set<NotificationCategory>) {
    let reply = NotificationAction(
      identifier: "conformance.reply", title: "Reply", options: [.foreground],
      textInput: .init(buttonTitle: "Send", placeholder: "Message"))
    let snooze = NotificationAction(identifier: "conformance.snooze", title: "Snooze")
    let stop = NotificationAction(identifier: "conformance.stop", title: "Stop", options: [.destructive])
    return (
      [
        NotificationCategory(identifier: "conformance.message", actions: [reply]),
        NotificationCategory(
          identifier: "conformance.alarm", actions: [snooze, stop], options: [.customDismissAction]),
      ],
      [NotificationCategory(identifier: "conformance.reminder", actions: [snooze])]
    )
  }

  private static func authorizationAnswersConsistently(
    _ center: any NotificationCenterPort, _ findings: inout Findings
  ) async {
    let before = await center.notificationSettings().authorizationStatus
    findings.expect(AuthorizationStatus.allCases.contains(before), "status \(before) is not one of the cases")
    findings.expectEqual(
      await center.authorizationStatus(), before, "authorizationStatus() against the settings")
    let granted: Bool
    do throws(NotificationCenterError) {
      granted = try await center.requestAuthorization(options: .standard)
    } catch {
      findings.fail("requestAuthorization threw \(error)")
      return
    }
    let after = await center.notificationSettings().authorizationStatus
    findings.expectEqual(granted, after.allowsScheduling, "granted, against the status after (\(after))")
    do throws(NotificationCenterError) {
      let again = try await center.requestAuthorization(options: .standard)
      findings.expectEqual(again, granted, "granted when asked again")
      findings.expectEqual(await center.authorizationStatus(), after, "status when asked again")
    } catch {
      findings.fail("requestAuthorization threw \(error) when asked again")
    }
  }

  private static func provisionalWithoutPrompt(
    _ center: any NotificationCenterPort, _ findings: inout Findings
  ) async {
    guard await center.authorizationStatus() == .notDetermined else { return }
    do throws(NotificationCenterError) {
      let granted = try await center.requestAuthorization(options: [.alert, .sound, .badge, .provisional])
      findings.expect(granted, "a provisional request was not granted")
      findings.expectEqual(
        await center.authorizationStatus(), .provisional, "status after a provisional request")
    } catch {
      findings.fail("requestAuthorization([.provisional]) threw \(error)")
    }
  }

  private static func invalidRequestsThrow(_ center: any NotificationCenterPort, _ findings: inout Findings)
    async
  {
    let invalid: [(String, NotificationTrigger)] = [
      ("invalid.repeating30", .timeInterval(30, repeats: true)),
      ("invalid.zero", .timeInterval(0, repeats: false)),
      ("invalid.repeating45", .timeInterval(45, repeats: true)),
      ("invalid.hour25", .calendar(DateComponents(hour: 25, minute: 0), repeats: true)),
      ("invalid.minute60", .calendar(DateComponents(hour: 9, minute: 60), repeats: false)),
    ]
    for (name, trigger) in invalid {
      do throws(NotificationCenterError) {
        try await center.add(request(name, trigger: trigger))
        findings.fail("add(\(trigger)) did not throw")
      } catch {
        // Any NotificationCenterError will do: the platform words it its own way.
      }
    }
    let pending = await ours(center).map(\.request.identifier)
    findings.expectEqual(pending, [], "pending after invalid adds")
    await cleanUp(center)
  }

  /// Enough for any platform's cap, few enough for a center that claims unbounded room.
  private static let capacityProbeLimit = 256

  private static func capacityHeld(_ center: any NotificationCenterPort, _ findings: inout Findings) async {
    let capacity = center.pendingCapacity
    guard capacity >= 0 else {
      findings.fail("pendingCapacity is \(capacity)")
      return
    }
    let others = await center.pendingRequests().count - (await ours(center)).count
    let count = min(max(0, capacity - others), capacityProbeLimit)
    for index in 0..<count {
      let trigger = NotificationTrigger.timeInterval(Double(3_600 + index), repeats: false)
      guard await add(request("capacity.\(index)", trigger: trigger), to: center, &findings) else {
        await cleanUp(center)
        return
      }
    }
    let held = await ours(center).count
    findings.expectEqual(
      held, count,
      "requests pending after adding \(count) to a center of capacity \(capacity) holding \(others)")
    await cleanUp(center)
  }
}
