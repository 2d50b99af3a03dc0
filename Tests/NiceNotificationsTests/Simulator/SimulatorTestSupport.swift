import Foundation
import NiceNotifications
import NiceNotificationsTesting

/// A simulator on `context`'s clock, calendar and time zone.
func simulator(
  _ context: DateBuilder.Context, authorization: AuthorizationStatus = .authorized, capacity: Int = 64,
  overflowPolicy: OverflowPolicy = .iOS11AndLater, promptAnswer: PromptAnswer = .allow,
  appState: AppState = .background
) -> SimulatedNotificationCenter {
  SimulatedNotificationCenter(
    now: context.now, timeZone: context.timeZone, calendar: context.calendar, capacity: capacity,
    overflowPolicy: overflowPolicy, authorization: authorization, promptAnswer: promptAnswer,
    appState: appState)
}

/// A request titled after its identifier.
func request(
  _ identifier: String, _ trigger: NotificationTrigger?, badge: Int? = nil, category: String = ""
) -> NotificationRequest {
  var content = NotificationContent(title: identifier, badge: badge)
  content.categoryIdentifier = category
  return NotificationRequest(identifier: identifier, content: content, trigger: trigger)
}

/// How many requests each group has pending, by the group its identifier names; requests the
/// package did not make count under "(not ours)".
func pendingCountsByGroup(_ simulator: SimulatedNotificationCenter) async -> [String: Int] {
  var groups: [String: Int] = [:]
  for pending in await simulator.pending {
    groups[RequestIdentifier(pending.request.identifier)?.group ?? "(not ours)", default: 0] += 1
  }
  return groups
}

func zone(_ identifier: String) -> TimeZone {
  TimeZone(identifier: identifier) ?? TimeZone(secondsFromGMT: 0) ?? TimeZone.current
}

extension SimulatorEvent {
  /// The identifier and time of a delivery, for comparing delivery logs.
  var delivery: (identifier: String, date: Date)? {
    if case let .delivered(identifier, _, date) = self { (identifier, date) } else { nil }
  }
}

extension SimulatedNotificationCenter {
  /// The identifiers delivered so far, in order, from the event log.
  var deliveredIdentifiers: [String] {
    events.compactMap { $0.delivery?.identifier }
  }

  /// The dates `identifier` was delivered at, from the event log.
  func deliveryDates(of identifier: String) -> [Date] {
    events.compactMap { $0.delivery }.filter { $0.identifier == identifier }.map(\.date)
  }
}
