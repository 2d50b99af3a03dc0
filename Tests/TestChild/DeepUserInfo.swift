import Foundation
import NiceNotifications
import NiceNotificationsTesting

#if !canImport(UserNotifications)
  import UserNotificationsShim
#endif

/// Every public entry point that takes content with a `userInfo`, run on one shape of
/// `userInfo`: one line per entry point, `<entry>: <outcome>`.
///
/// An outcome is `accepted`, `rejected: <the typed error>`, or what a computation that never
/// rejects gave (`same`, `equal`). The values built here stay alive until the process exits, so
/// that what is measured is the package's walking of them, not Swift's releasing of a value
/// nested deeper than a stack holds.
enum DeepUserInfo {
  /// A `userInfo` of the shape `shape` names.
  ///
  /// - `nested-<n>`: arrays and dictionaries in turn, `n` levels deep counting the
  ///   `userInfo` dictionary itself;
  /// - `wideArray-<n>`: one array of `n` numbers;
  /// - `wideDictionary-<n>`: one dictionary of `n` keys;
  /// - `broad-<n>`: `n` levels deep, each level with a thousand strings beside the deeper one.
  static func userInfo(_ shape: String) -> [String: PropertyListValue]? {
    let parts = shape.split(separator: "-")
    guard parts.count == 2, let size = Int(parts[1]), size > 0 else { return nil }
    switch parts[0] {
    case "nested":
      var value = PropertyListValue.string("leaf")
      for level in 1..<size { value = level % 2 == 0 ? .array([value]) : .dictionary(["k": value]) }
      return ["root": value]
    case "wideArray":
      return ["root": .array((0..<size).map { .int($0) })]
    case "wideDictionary":
      return ["root": .dictionary(Dictionary(uniqueKeysWithValues: (0..<size).map { ("k\($0)", .int($0)) }))]
    case "broad":
      let siblings = (0..<1_000).map { PropertyListValue.string("s\($0)") }
      var value = PropertyListValue.string("leaf")
      for _ in 1..<size { value = .array(siblings + [value]) }
      return ["root": value]
    default:
      return nil
    }
  }

  /// The outcome of every entry point, in order.
  static func run(_ shape: String) async -> [String]? {
    guard let userInfo = userInfo(shape), let twin = Self.userInfo(shape) else { return nil }
    let content = NotificationContent(title: "Deep", userInfo: userInfo)
    let twinContent = NotificationContent(title: "Deep", userInfo: twin)
    var lines: [String] = []
    func line(_ entry: String, _ outcome: String) { lines.append("\(entry): \(outcome)") }
    let start = Date(timeIntervalSince1970: 1_795_000_000)
    let context = DateBuilder.Context(
      now: start,
      calendar: {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "Europe/Berlin") ?? calendar.timeZone
        return calendar
      }())
    let trigger = NotificationTrigger.timeInterval(600, repeats: false)
    let request = NotificationRequest(identifier: "deep", content: content, trigger: trigger)

    do {
      try content.validate()
      line("validate", "accepted")
    } catch {
      line("validate", "rejected: \(error)")
    }
    do {
      try request.validate()
      line("validateRequest", "accepted")
    } catch {
      line("validateRequest", "rejected: \(error)")
    }
    line("contentFingerprint", content.fingerprint == twinContent.fingerprint ? "same" : "different")
    line(
      "requestFingerprint",
      request.fingerprint
        == NotificationRequest(identifier: "deep", content: twinContent, trigger: trigger).fingerprint
        ? "same" : "different")
    line(
      "equality", content == twinContent && content.hashValue == twinContent.hashValue ? "equal" : "unequal")
    line(
      "valueEquality",
      userInfo["root"] == twin["root"] && userInfo["root"].hashValue == twin["root"].hashValue
        ? "equal" : "unequal")

    // Codable: the content encoded and read back, or refused.
    do {
      let data = try JSONEncoder().encode(content)
      let decoded = try JSONDecoder().decode(NotificationContent.self, from: data)
      line("codable", decoded == content ? "accepted" : "changed")
    } catch {
      line("codable", "rejected: \(error)")
    }

    // The simulator's add, as every center's, validates first.
    let simulator = SimulatedNotificationCenter(
      now: start, timeZone: context.timeZone, calendar: context.calendar, authorization: .authorized)
    do {
      try await simulator.add(request)
      line("simulatorAdd", "accepted")
    } catch {
      line("simulatorAdd", "rejected: \(error)")
    }

    #if !canImport(UserNotifications)
      // The adapter over the platform's center: checked, then copied to the platform.
      let shim = UNUserNotificationCenter._shimMake(authorization: .authorized)
      do {
        try await SystemNotificationCenter(center: shim, now: { start }).add(request)
        line("systemAdd", "accepted")
      } catch {
        line("systemAdd", "rejected: \(error)")
      }
      // Platform content read back, whatever the platform holds.
      let platform = UNMutableNotificationContent()
      platform.title = "Deep"
      platform.userInfo = Self.foundation(userInfo)
      let read = NotificationContent(platform)
      line("platformRead", read.userInfo == content.userInfo ? "equal" : "unequal")
      keep(platform, read)
    #endif

    // The front door: a group rescheduled with the content, over nothing and over a pending
    // request for the same occurrence (whose fingerprint the planner compares first).
    let group = "deep"
    for pendingFirst in [false, true] {
      let notifications = LocalNotifications(simulator: simulator)
      let entry: (NotificationContent) -> NotificationsTimeline = { content in
        NotificationsTimeline {
          ExactlyAt(start.addingTimeInterval(3_600)).schedule(with: content)
        }
      }
      if pendingFirst {
        await notifications.reschedule(
          group: AdHocGroup(identifier: group, timeline: entry(NotificationContent(title: "Shallow"))),
          permissionStrategy: .scheduleIfSystemAllowed)
      }
      let report = await notifications.reschedule(
        group: AdHocGroup(identifier: group, timeline: entry(content)),
        permissionStrategy: .scheduleIfSystemAllowed)
      line(pendingFirst ? "rescheduleOverPending" : "reschedule", Self.outcome(report, group))
      await notifications.remove(group: AdHocGroup(identifier: group, timeline: NotificationsTimeline {}))
    }
    let notifications = LocalNotifications(simulator: simulator)
    let (adHoc, scheduled) = await notifications.schedule(
      content: content, at: ExactDay(year: 2026, month: 11, day: 20).at(hour: 9, minute: 0),
      permissionStrategy: .scheduleIfSystemAllowed)
    line("scheduleContent", Self.outcome(scheduled, adHoc.groupIdentifier))
    await notifications.remove(group: adHoc)
    let direct = await notifications.directSchedule(
      request: request, permissionStrategy: .scheduleIfSystemAllowed)
    line("directSchedule", Self.outcome(direct, "deep"))

    // The dry run, over a pending request of the same occurrence.
    let identifier = "\(group):e:t\(Int(start.timeIntervalSince1970) + 3_600)"
    let shallow = NotificationRequest(
      identifier: identifier, content: NotificationContent(title: "Shallow"),
      trigger: .instant(start.addingTimeInterval(3_600)))
    let plan = await ReschedulePlanner.plan(
      [
        PlanningGroup(
          identifier: group,
          timeline: NotificationsTimeline {
            ExactlyAt(start.addingTimeInterval(3_600)).schedule(with: content).identified(by: "e")
          })
      ],
      pending: [PendingRequest(request: shallow, fingerprint: shallow.fingerprint)], in: context, capacity: 64
    )
    line("dryRun", plan.rejections.first.map { "rejected: \($0.reason)" } ?? "accepted")

    // A snooze of a delivered notification that carries the content.
    let delivered = DeliveredNotification(
      request: NotificationRequest(identifier: identifier, content: content, trigger: trigger), date: start)
    do {
      _ = try await notifications.snooze(delivered, .after(600))
      line("snooze", "accepted")
    } catch {
      line("snooze", "rejected: \(error)")
    }

    // A remote notification's userInfo holds the whole payload; it is read, not walked.
    var payload = userInfo
    payload["aps"] = ["alert": "Hi"]
    do {
      let remote = try RemoteNotification(userInfo: payload)
      var twinPayload = twin
      twinPayload["aps"] = ["alert": "Hi"]
      line("remote", try remote == RemoteNotification(userInfo: twinPayload) ? "equal" : "unequal")
    } catch {
      line("remote", "rejected: \(error)")
    }
    keep(userInfo, twin, content, twinContent, request, payload)
    return lines
  }

  /// What a reschedule did for `group`: accepted, or rejected with the reason.
  static func outcome(_ report: RescheduleReport, _ group: String) -> String {
    if let rejection = report.plan?.rejections.first { return "rejected: \(rejection.reason)" }
    switch report.outcomes[group] {
    case .scheduled?: return "accepted"
    case .failed(let reason)?: return "rejected: \(reason)"
    case let other: return "unexpected: \(String(describing: other))"
    }
  }

  /// A `userInfo` as Foundation holds it, built without recursion.
  static func foundation(_ userInfo: [String: PropertyListValue]) -> [AnyHashable: Any] {
    // Built from the innermost value out: the nested shapes are a single chain.
    func convert(_ value: PropertyListValue) -> Any {
      var chain: [PropertyListValue] = []
      var current = value
      while let inner = current.innermost {
        chain.append(current)
        current = inner
      }
      var built: Any = current.flat
      for container in chain.reversed() {
        switch container {
        case .array(let values): built = values.dropLast().map(\.flat) + [built]
        case .dictionary(let values): built = Dictionary(uniqueKeysWithValues: values.map { ($0.key, built) })
        default: break
        }
      }
      return built
    }
    return Dictionary(uniqueKeysWithValues: userInfo.map { (AnyHashable($0.key), convert($0.value)) })
  }

  /// Values held until the process exits.
  nonisolated(unsafe) static var kept: [Any] = []

  static func keep(_ values: Any...) { kept.append(contentsOf: values) }
}

extension PropertyListValue {
  fileprivate var isNested: Bool {
    switch self {
    case .array, .dictionary: true
    default: false
    }
  }

  /// The array or dictionary the shapes nest next: an array's last element, a dictionary's only
  /// value; `nil` where the chain ends.
  fileprivate var innermost: PropertyListValue? {
    switch self {
    case .array(let values): values.last.flatMap { $0.isNested ? $0 : nil }
    case .dictionary(let values) where values.count == 1:
      values.first.flatMap { $0.value.isNested ? $0.value : nil }
    default: nil
    }
  }

  /// A value with no containers inside, as Foundation holds it.
  fileprivate var flat: Any {
    switch self {
    case .string(let value): value
    case .int(let value): value
    case .double(let value): value
    case .bool(let value): value
    case .date(let value): value
    case .data(let value): value
    case .array(let values): values.map(\.flat)
    case .dictionary(let values): values.mapValues(\.flat)
    }
  }
}
