import DateBuilder
import Foundation
import NiceNotifications
import NiceNotificationsTesting
import PropertyTesting
import TestSupport

/// A month of a device with two daily reminders (9:00 and 20:00 wall-clock, one request a day) and
/// a compressed series (13:00 with the same words every day: one repeating request), an app
/// launched every morning, and a person who disrupts it: weeks with notifications or
/// Notification Center off, a group off for some days, Notification Center cleared, flights.
///
/// Each change of a setting or zone is followed by a launch, as when the person comes back to the
/// app; a flight is a launch at the gate, the new zone, and a launch on landing.
struct AuditedMonth: CustomStringConvertible, Sendable {
  enum Disruption: Sendable, CustomStringConvertible {
    case notificationsOff(days: Int)
    case notificationCenterOff(days: Int)
    case groupOff(Int, days: Int)
    case clearNotificationCenter
    case flight(to: String)

    var description: String {
      switch self {
      case .notificationsOff(let days): "notifications off \(days)d"
      case .notificationCenterOff(let days): "Notification Center off \(days)d"
      case .groupOff(let group, let days): "\(AuditedMonth.groups[group]) off \(days)d"
      case .clearNotificationCenter: "clear Notification Center"
      case .flight(let zone): "fly to \(zone)"
      }
    }
  }

  /// A disruption on a day of March 2026 (1…31) at a local hour, always at half past.
  struct Event: Sendable, CustomStringConvertible {
    var day: Int
    var hour: Int
    var disruption: Disruption
    var description: String { "day \(day) \(hour):30 \(disruption)" }
  }

  static let groups = ["morning", "evening", "stretch"]
  static let hours = [9, 20, 13]
  /// The compressed series' request, delivered under one identifier every day.
  static let repeatingRequest = "stretch:0:repeating"
  static let zones = [
    "America/New_York", "Europe/Paris", "Asia/Tokyo", "America/Los_Angeles", "Asia/Kolkata",
  ]

  var zone: String
  var events: [Event]

  var description: String {
    "starting in \(zone): \(events.sorted { ($0.day, $0.hour) < ($1.day, $1.hour) })"
  }

  /// One reminder a day through March 2026 (US clocks spring forward on the 8th, Europe's on the
  /// 29th), its text naming its date so that no two days share a request; or, `compressed`, the
  /// same words every day from 1 March on.
  struct Reminder: LocalNotificationsGroup {
    let groupIdentifier: String
    let hour: Int
    var compressed = false
    func timeline() async throws -> NotificationsTimeline {
      let (name, hour) = (groupIdentifier, hour)
      if compressed {
        return NotificationsTimeline {
          EveryDay(starting: ExactDay(year: 2026, month: 3, day: 1)).at(hour: hour, minute: 0).schedule(
            title: name)
        }
      }
      return NotificationsTimeline {
        EveryDay(forDays: 31, starting: ExactDay(year: 2026, month: 3, day: 1)).at(hour: hour, minute: 0)
          .schedule(with: { (date: Date) in
            NotificationContent(title: "\(name) \(date.timeIntervalSince1970)")
          })
      }
    }
  }

  static func generate(_ g: inout SeededGenerator) -> AuditedMonth {
    let events = (0..<Int.random(in: 1...8, using: &g)).map { _ in
      let disruption: Disruption =
        switch Int.random(in: 0..<5, using: &g) {
        case 0: .notificationsOff(days: Int.random(in: 1...7, using: &g))
        case 1: .notificationCenterOff(days: Int.random(in: 1...5, using: &g))
        case 2: .groupOff(Int.random(in: 0...2, using: &g), days: Int.random(in: 1...4, using: &g))
        case 3: .clearNotificationCenter
        default: .flight(to: zones.randomElement(using: &g) ?? "Europe/Paris")
        }
      return Event(
        day: Int.random(in: 1...30, using: &g), hour: Int.random(in: 8...23, using: &g),
        disruption: disruption)
    }
    return AuditedMonth(zone: zones.randomElement(using: &g) ?? "America/New_York", events: events)
  }

  static func shrink(_ month: AuditedMonth) -> [AuditedMonth] {
    month.events.indices.map { index in
      var fewer = month
      fewer.events.remove(at: index)
      return fewer
    }
  }

  /// What a played month left: what each launch reported, the whole window at the end, and the
  /// simulator's event log and Notification Center.
  struct Outcome: Sendable {
    var reported: [MissedDelivery]
    var audit: DeliveryAudit
    var events: [SimulatorEvent]
    var listed: Set<String>
    var diagnostics: NotificationsDiagnostics
    /// The zone the month started in.
    var zone: String
    /// The settings the month started with.
    var settings: NotificationSettings
  }

  func play() async throws -> Outcome {
    let start = DateBuilder.Context.fixed(2026, 3, 1, 7, 0, in: zone)
    let (simulator, notifications) = deviceInZone(of: start)
    let initialSettings = await simulator.settings
    let reminders = zip(Self.groups, Self.hours).map {
      Reminder(groupIdentifier: $0, hour: $1, compressed: $0 == "stretch")
    }
    notifications.registerAll(reminders, permissionStrategy: .scheduleIfSystemAllowed)
    var reported: [MissedDelivery] = []
    func launch() async {
      reported += await notifications.rescheduleAll().missedDeliveries
    }
    // Undoing a disruption is an event of its own, on the day it ends.
    var script = events.map { ($0.day, $0.hour, $0.disruption, false) }
    for event in events {
      switch event.disruption {
      case .notificationsOff(let days), .notificationCenterOff(let days), .groupOff(_, let days):
        script.append((event.day + days, event.hour, event.disruption, true))
      case .clearNotificationCenter, .flight: break
      }
    }
    script.sort { ($0.0, $0.1) < ($1.0, $1.1) }
    var offCounts = (notifications: 0, notificationCenter: 0, groups: [0, 0, 0])
    for day in 1...32 {
      await advance(simulator, toDay: day, hour: 8, minute: 0)
      await launch()
      for (_, hour, disruption, ends) in script.filter({ $0.0 == day }) {
        await advance(simulator, toDay: day, hour: hour, minute: 30)
        switch disruption {
        case .notificationsOff:
          offCounts.notifications += ends ? -1 : 1
          await simulator.setAuthorizationStatus(offCounts.notifications > 0 ? .denied : .authorized)
        case .notificationCenterOff:
          offCounts.notificationCenter += ends ? -1 : 1
          let setting: NotificationSetting = offCounts.notificationCenter > 0 ? .disabled : .enabled
          await simulator.updateSettings { $0.notificationCenterSetting = setting }
        case .groupOff(let group, _):
          offCounts.groups[group] += ends ? -1 : 1
          if offCounts.groups[group] > 0 {
            reported += await notifications.disable(group: reminders[group]).missedDeliveries
          } else {
            try await notifications.permissionStore.setPermission(.allowed, forGroup: Self.groups[group])
          }
        case .clearNotificationCenter:
          try await simulator.clearNotificationCenter()
        case .flight(let zone):
          await launch()
          await simulator.setTimeZone(Zones.named(zone))
        }
        await launch()
      }
    }
    let audit = try await notifications.deliveryAudit()
    let diagnostics = try await notifications.diagnostics()
    return Outcome(
      reported: reported, audit: audit, events: await simulator.events,
      listed: Set(await simulator.delivered.map(\.request.identifier)), diagnostics: diagnostics,
      zone: zone, settings: initialSettings)
  }

  /// Moves the clock to a wall-clock time of March 2026 (day 32 is 1 April) in the device's zone,
  /// or leaves it if that time has passed (after a flight east).
  private func advance(_ simulator: SimulatedNotificationCenter, toDay day: Int, hour: Int, minute: Int) async
  {
    let calendar = await simulator.calendar
    guard
      let date = calendar.date(
        from: DateComponents(year: 2026, month: 3, day: day, hour: hour, minute: minute))
    else { return }
    if date > (await simulator.now) { await simulator.advance(to: date) }
  }

  /// What the event log says about each request that was added and is not in Notification Center
  /// at the end, and each day the repeating request came to: why it was not seen.
  ///
  /// A day of the repeating request is named by the date it came to in the zone of the moment.
  static func missed(
    in events: [SimulatorEvent], listed: Set<String>, zone: String, settings initial: NotificationSettings
  ) -> [String: MissedDelivery.Reason] {
    var settings = initial
    var added: Set<String> = []
    var fate: [String: MissedDelivery.Reason] = [:]
    var zoneChangedAt: Date?
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = Zones.named(zone)
    var lastDay: String?
    // A day planned on its own, removed when the series is compressed again: not missed.
    var removedAt: [String: Date] = [:]
    var compressedAt: Set<Date> = []
    func day(_ date: Date) -> String {
      let day = calendar.dateComponents([.year, .month, .day], from: date)
      let stamp = String(format: "%04d%02d%02dT130000", day.year ?? 0, day.month ?? 0, day.day ?? 0)
      return "stretch:0:\(stamp)"
    }
    for event in events {
      switch event {
      case .delivered(repeatingRequest, _, let date):
        let identifier = day(date)
        (lastDay, fate[identifier]) = (
          identifier, settings.notificationCenterSetting == .enabled ? nil : .alertsOrNotificationCenterOff
        )
        added.insert(identifier)
      case .discarded(repeatingRequest, let date):
        let identifier = day(date)
        fate[identifier] = settings.authorizationStatus.allowsScheduling ? .unknown : .authorizationOff
        added.insert(identifier)
      case .cleared(repeatingRequest, _):
        if let lastDay { fate[lastDay] = .removedByPerson }
      case .added(repeatingRequest, let date), .replaced(repeatingRequest, let date):
        compressedAt.insert(date)
      case .removed([repeatingRequest], _), .dropped(repeatingRequest, _, _):
        break
      case .settingsChanged(let changed, _): settings = changed
      case .timeZoneChanged(let zone, let date):
        (zoneChangedAt, calendar.timeZone) = (date, zone)
      case .added(let identifier, _), .replaced(let identifier, _):
        added.insert(identifier)
        fate[identifier] = nil
      case .removed(let identifiers, _):
        for identifier in identifiers where identifier != repeatingRequest {
          fate[identifier] = .groupOff
          removedAt[identifier] = event.date
        }
      case .discarded(let identifier, _):
        fate[identifier] = settings.authorizationStatus.allowsScheduling ? .unknown : .authorizationOff
      case .delivered(let identifier, _, _):
        fate[identifier] =
          settings.notificationCenterSetting == .enabled ? nil : .alertsOrNotificationCenterOff
      case .cleared(let identifier, _): fate[identifier] = .removedByPerson
      case .dropped(let identifier, let reason, let date):
        fate[identifier] = reason == .neverFires && zoneChangedAt == date ? .clockChange : .unknown
      default: break
      }
    }
    if listed.contains(repeatingRequest), let lastDay { fate[lastDay] = nil }
    for (identifier, date) in removedAt where compressedAt.contains(date) && fate[identifier] == .groupOff {
      fate[identifier] = nil
    }
    return fate.filter { added.contains($0.key) && !listed.contains($0.key) }
  }
}
