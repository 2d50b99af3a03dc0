#if !canImport(UserNotifications)
  import Foundation
  import NiceNotifications
  import NiceNotificationsTesting
  import NiceNotificationsUserNotifications
  import PropertyTesting
  import Testing
  import TestSupport
  import UserNotificationsShim

  /// The simulator and the Linux shim report the same settings and answer the permission
  /// prompt alike, and agree on a calendar trigger's next date: the app sees the same
  /// `NotificationSettings` through the simulator as through the adapter over the shim.
  struct SimulatorAndShimAuthorizationAgreeTests {
    /// 8 March 2026, 01:30 in New York: half an hour before the clocks skip 02:00–03:00.
    static let now = Date(timeIntervalSince1970: 1_772_951_400)
    static let newYork = Zones.named("America/New_York")

    /// How the app comes to have a status.
    enum Route: CaseIterable, CustomStringConvertible {
      /// The status is set from outside: the person changed it in Settings, or the test
      /// starts from it.
      case injected
      /// The app asks, and the person answers the prompt (or no prompt shows).
      case requested

      var description: String { self == .injected ? "injected" : "requested" }
    }

    /// A simulator and an adapter over a shim, both in `status`.
    static func centers(_ status: AuthorizationStatus, answer allow: Bool = true) -> (
      simulator: SimulatedNotificationCenter, shim: UNUserNotificationCenter,
      adapter: SystemNotificationCenter
    ) {
      let simulator = SimulatedNotificationCenter(
        now: now, timeZone: newYork, authorization: status, promptAnswer: allow ? .allow : .deny)
      let shim = UNUserNotificationCenter._shimMake(authorization: UNAuthorizationStatus(status))
      shim._shimSetAuthorizationAnswer(allow ? .allow : .deny)
      return (simulator, shim, SystemNotificationCenter(center: shim, now: { now }))
    }

    /// Every status, reached both ways, with alerts chosen or not: the settings are the same.
    @Test(
      arguments: AuthorizationStatus.allCases, [false, true])
    func bothReportTheSameSettingsForEveryStatusAndAlertChoice(status: AuthorizationStatus, alerts: Bool)
      async throws
    {
      for route in Route.allCases {
        let options: AuthorizationOptions = alerts ? [.alert, .sound, .badge] : [.sound, .badge]
        let (simulator, shim, adapter) =
          route == .injected ? Self.centers(status) : Self.centers(.notDetermined, answer: status != .denied)
        switch (route, status) {
        case (.injected, _), (.requested, .notDetermined):
          break
        case (.requested, .denied), (.requested, .authorized):
          _ = try await simulator.requestAuthorization(options: options)
          _ = try await adapter.requestAuthorization(options: options)
        case (.requested, .provisional):
          _ = try await simulator.requestAuthorization(options: options.union(.provisional))
          _ = try await adapter.requestAuthorization(options: options.union(.provisional))
        case (.requested, .ephemeral):
          // An App Clip is given ephemeral authorization: it never asks.
          await simulator.setAuthorizationStatus(.ephemeral)
          shim._shimSetNotificationSettings(authorizationStatus: .ephemeral)
        }
        if !alerts, route == .injected || status == .ephemeral {
          // The person turns alerts off in Settings.
          await simulator.updateSettings { $0.alertSetting = .disabled }
          let current = await shim.notificationSettings()
          shim._shimSetNotificationSettings(
            authorizationStatus: current.authorizationStatus, soundSetting: current.soundSetting,
            badgeSetting: current.badgeSetting, alertSetting: .disabled,
            notificationCenterSetting: current.notificationCenterSetting,
            lockScreenSetting: current.lockScreenSetting, carPlaySetting: current.carPlaySetting,
            alertStyle: current.alertStyle, showPreviewsSetting: current.showPreviewsSetting,
            criticalAlertSetting: current.criticalAlertSetting,
            providesAppNotificationSettings: current.providesAppNotificationSettings,
            announcementSetting: current.announcementSetting,
            timeSensitiveSetting: current.timeSensitiveSetting,
            scheduledDeliverySetting: current.scheduledDeliverySetting,
            directMessagesSetting: current.directMessagesSetting)
        }
        let onSimulator = await simulator.notificationSettings()
        let onShim = await adapter.notificationSettings()
        #expect(onSimulator == onShim, "\(route), \(status), alerts \(alerts)")
        #expect(onSimulator.authorizationStatus == status, "\(route), \(status), alerts \(alerts)")
      }
    }

    /// The options a request can combine.
    static let optionsAsked: [AuthorizationOptions] = [
      .alert, .sound, .badge, .carPlay, .criticalAlert, .providesAppNotificationSettings, .provisional,
    ]

    /// Every combination of `optionsAsked`.
    static let everyRequest: [AuthorizationOptions] = (0..<(1 << optionsAsked.count)).map { bits in
      optionsAsked.indices.reduce(into: AuthorizationOptions()) { options, index in
        if bits & (1 << index) != 0 { options.formUnion(optionsAsked[index]) }
      }
    }

    /// From every status, every request, answered either way: the same answer, the same
    /// prompt (or none), and the same settings afterwards.
    @Test(arguments: AuthorizationStatus.allCases, [false, true])
    func bothAnswerEveryRequestAlikeFromEveryStatus(status: AuthorizationStatus, allow: Bool) async throws {
      for options in Self.everyRequest {
        let (simulator, shim, adapter) = Self.centers(status, answer: allow)
        let simulatorGranted = try await simulator.requestAuthorization(options: options)
        let shimGranted = try await adapter.requestAuthorization(options: options)
        let label = "\(status), options \(options.rawValue), allow \(allow)"
        #expect(simulatorGranted == shimGranted, "\(label)")
        #expect(await simulator.prompts == shim._shimAuthorizationPromptCount, "\(label)")
        #expect(await simulator.notificationSettings() == adapter.notificationSettings(), "\(label)")
      }
    }

    /// One calendar trigger asked for its next date: the components, the device's zone and
    /// the moment asked.
    struct CalendarCase: CustomStringConvertible {
      var components: DateComponents
      var zone: TimeZone
      var asked: Date

      var description: String {
        "\(components) in \(zone.identifier), asked at \(asked.timeIntervalSince1970)"
      }
    }

    /// Zones with DST, one with a 30-minute shift and one that skipped a day.
    static let zones = [
      "America/New_York", "Europe/Berlin", "Australia/Lord_Howe", "America/Santiago", "Pacific/Apia",
    ]
    .map(Zones.named)

    /// Moments close to clock changes in those zones, 2011 to 2027.
    static let aroundClockChanges: [Date] = zones.flatMap { zone in
      [2011, 2026, 2027].flatMap { year in
        (0..<2).compactMap { index -> Date? in
          let start = Calendar.gregorian(in: zone).date(from: DateComponents(year: year, month: 1, day: 1))
          guard let start else { return nil }
          var transition = zone.nextDaylightSavingTimeTransition(after: start)
          if index == 1, let first = transition {
            transition = zone.nextDaylightSavingTimeTransition(after: first)
          }
          return transition
        }
      }
    }

    static func generateCalendarCase(_ generator: inout SeededGenerator) -> CalendarCase {
      let zone = zones[Int.random(in: 0..<zones.count, using: &generator)]
      let anchor = aroundClockChanges[Int.random(in: 0..<aroundClockChanges.count, using: &generator)]
      let asked = anchor + TimeInterval(Int.random(in: -40 * 3_600...40 * 3_600, using: &generator))
      var components = DateComponents(
        hour: Int.random(in: 0...23, using: &generator),
        minute: [0, 15, 30, 59][Int.random(in: 0..<4, using: &generator)])
      switch Int.random(in: 0..<5, using: &generator) {
      case 0: components.weekday = Int.random(in: 1...7, using: &generator)
      case 1: components.day = Int.random(in: 1...31, using: &generator)
      case 2:
        components.month = Int.random(in: 1...12, using: &generator)
        components.day = Int.random(in: 1...28, using: &generator)
      default: break
      }
      switch Int.random(in: 0..<4, using: &generator) {
      case 0: components.timeZone = .autoupdatingCurrent
      case 1: components.timeZone = zones[Int.random(in: 0..<zones.count, using: &generator)]
      default: break
      }
      return CalendarCase(components: components, zone: zone, asked: asked)
    }

    static func shrinkCalendarCase(_ value: CalendarCase) -> [CalendarCase] {
      var smaller: [CalendarCase] = []
      for drop in [\DateComponents.weekday, \.day, \.month] where value.components[keyPath: drop] != nil {
        var candidate = value
        candidate.components[keyPath: drop] = nil
        smaller.append(candidate)
      }
      if value.components.timeZone != nil {
        var candidate = value
        candidate.components.timeZone = nil
        smaller.append(candidate)
      }
      return smaller
    }

    /// How many calendar cases the check compares: `NICE_CALENDAR_AGREE_CASES`, or 300.
    static let calendarCases =
      ProcessInfo.processInfo.environment["NICE_CALENDAR_AGREE_CASES"].flatMap(Int.init) ?? 300

    /// Over components of every shape, in zones with DST, near the clock changes: the same
    /// next date from the simulator's `nextTriggerDate(of:)` and the shim's trigger.
    @Test func bothAnswerTheSameNextDateForACalendarTrigger() async {
      let failure = await check(
        "simulator and shim next calendar date", iterations: Self.calendarCases,
        generate: Self.generateCalendarCase, shrink: Self.shrinkCalendarCase
      ) { value in
        let simulator = SimulatedNotificationCenter(
          now: value.asked, timeZone: value.zone, calendar: Calendar.gregorian(in: value.zone),
          authorization: .authorized)
        try await simulator.add(
          NotificationRequest(
            identifier: "next", content: NotificationContent(title: "Next"),
            trigger: .calendar(value.components, repeats: true)))
        let onSimulator = await simulator.nextTriggerDate(of: "next")
        let onShim = UNCalendarNotificationTrigger(dateMatching: value.components, repeats: true)
          ._shimNextTriggerDate(after: value.asked, calendar: Calendar.gregorian(in: value.zone))
        return onSimulator == onShim && onSimulator != nil
      }
      if let failure { Issue.record(Comment(rawValue: failure.description)) }
    }
  }

  extension Calendar {
    /// The Gregorian calendar in `zone`.
    fileprivate static func gregorian(in zone: TimeZone) -> Calendar {
      var calendar = Calendar(identifier: .gregorian)
      calendar.timeZone = zone
      return calendar
    }
  }

  extension UNAuthorizationStatus {
    /// The platform's status for the package's.
    fileprivate init(_ status: AuthorizationStatus) {
      switch status {
      case .notDetermined: self = .notDetermined
      case .denied: self = .denied
      case .authorized: self = .authorized
      case .provisional: self = .provisional
      case .ephemeral: self = .ephemeral
      }
    }
  }
#endif
