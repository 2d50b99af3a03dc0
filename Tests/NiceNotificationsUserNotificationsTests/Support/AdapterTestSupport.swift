import Foundation
import NiceNotifications
import TestSupport

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
