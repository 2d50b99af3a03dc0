import Foundation
import NiceNotifications

extension DateBuilder.Context {
  /// A Gregorian context in `zone`, now being the wall-clock time given.
  static func fixed(
    _ year: Int, _ month: Int, _ day: Int, _ hour: Int = 12, _ minute: Int = 0,
    in zone: String = "Europe/Berlin"
  ) -> DateBuilder.Context {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: zone) ?? TimeZone(secondsFromGMT: 0) ?? calendar.timeZone
    calendar.locale = Locale(identifier: "en_US")
    let now = calendar.date(
      from: DateComponents(year: year, month: month, day: day, hour: hour, minute: minute))
    return DateBuilder.Context(now: now ?? Date(timeIntervalSince1970: 0), calendar: calendar)
  }
}

/// Collects values from `@Sendable` handlers.
actor Recorder<Value: Sendable> {
  private(set) var values: [Value] = []

  func append(_ value: Value) {
    values.append(value)
  }
}

/// A center that counts the writes it passes on: adds, and removals of pending requests.
struct CountingCenter: ForwardingNotificationCenter {
  let base: any NotificationCenterPort
  let writes = Recorder<String>()

  func add(_ request: NotificationRequest) async throws(NotificationCenterError) {
    await writes.append("add \(request.identifier)")
    try await base.add(request)
  }
  func removePendingRequests(withIdentifiers identifiers: [String]) async {
    await writes.append("remove \(identifiers.joined(separator: ","))")
    await base.removePendingRequests(withIdentifiers: identifiers)
  }
  func removeAllPendingRequests() async {
    await writes.append("remove all")
    await base.removeAllPendingRequests()
  }
}

/// Content with every field set to a value other than its default, attachments aside.
var everyContentField: NotificationContent {
  var content = NotificationContent(
    title: "Title", subtitle: "Subtitle", body: "Body", sound: .critical(named: "siren.caf", volume: 0.75),
    badge: 3,
    userInfo: [
      "string": "text", "int": 42, "negative": -7, "double": 2.5, "wholeDouble": 2.0, "true": true,
      "false": false,
      "one": 1, "zero": 0, "date": .date(Date(timeIntervalSince1970: 1_800_000_000)),
      "data": .data(Data([0, 1, 2, 255])), "array": ["a", 1, true],
      "nested": ["flag": true, "list": ["x", 2.5]],
    ])
  content.categoryIdentifier = "category"
  content.threadIdentifier = "thread"
  content.targetContentIdentifier = "target"
  content.interruptionLevel = .timeSensitive
  content.relevanceScore = 0.5
  content.filterCriteria = "work"
  return content
}

/// A one-way gate: `wait()` returns once `open()` has been called.
actor Gate {
  private var isOpen = false
  private var waiting: [CheckedContinuation<Void, Never>] = []

  func open() {
    isOpen = true
    for continuation in waiting { continuation.resume() }
    waiting = []
  }

  func wait() async {
    guard !isOpen else { return }
    await withCheckedContinuation { waiting.append($0) }
  }
}
