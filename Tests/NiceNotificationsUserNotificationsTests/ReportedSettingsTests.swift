#if !canImport(UserNotifications)
  import Foundation
  import NiceNotifications
  import NiceNotificationsTesting
  import NiceNotificationsUserNotifications
  import Testing
  import TestSupport
  import UserNotificationsShim

  /// What the settings say for each status, on the simulator and through the adapter over the
  /// shim alike, and what follows from them for a delivery.
  struct ReportedSettingsTests {
    /// 25 October 2026, 01:30 in Berlin: the night the clocks go back, 03:00 to 02:00.
    static let now = Date(timeIntervalSince1970: 1_792_884_600)
    static let berlin = Zones.named("Europe/Berlin")

    /// A simulator and an adapter over a shim, neither asked yet, that answer a prompt with
    /// `allow`.
    static func centers(allow: Bool = true) -> [any NotificationCenterPort] {
      let shim = UNUserNotificationCenter._shimMake()
      shim._shimSetAuthorizationAnswer(allow ? .allow : .deny)
      return [
        SimulatedNotificationCenter(now: now, timeZone: berlin, promptAnswer: allow ? .allow : .deny),
        SystemNotificationCenter(center: shim, now: { now }),
      ]
    }

    @Test func anAppThatHasNotAskedReportsNoSwitchSupported() async {
      for center in Self.centers() {
        let settings = await center.notificationSettings()
        #expect(settings == .notDetermined, "\(type(of: center))")
        #expect(
          [
            settings.alertSetting, settings.soundSetting, settings.badgeSetting,
            settings.notificationCenterSetting, settings.lockScreenSetting, settings.carPlaySetting,
          ].allSatisfy { $0 == .notSupported }, "\(type(of: center))")
      }
    }

    @Test func aDeniedAppReportsThePersonsSwitchesOffAndEntitledOnesUnsupported() async throws {
      for center in Self.centers(allow: false) {
        #expect(try await center.requestAuthorization(options: [.alert, .sound, .criticalAlert]) == false)
        let settings = await center.notificationSettings()
        let name = "\(type(of: center))"
        #expect(settings.authorizationStatus == .denied, "\(name)")
        #expect(
          [
            settings.alertSetting, settings.soundSetting, settings.badgeSetting,
            settings.notificationCenterSetting, settings.lockScreenSetting, settings.carPlaySetting,
            settings.scheduledDeliverySetting,
          ].allSatisfy { $0 == .disabled }, "\(name)")
        #expect(
          [settings.criticalAlertSetting, settings.timeSensitiveSetting, settings.directMessagesSetting]
            .allSatisfy { $0 == .notSupported }, "\(name)")
        #expect(settings.alertStyle == .none, "\(name)")
      }
    }

    @Test func anAppAuthorizedWithoutAlertsListsNothingInNotificationCenter() async throws {
      for center in Self.centers() {
        #expect(try await center.requestAuthorization(options: [.sound, .badge]))
        let settings = await center.notificationSettings()
        let name = "\(type(of: center))"
        #expect(settings.alertSetting == .disabled, "\(name)")
        #expect(settings.notificationCenterSetting == .disabled, "\(name)")
        #expect(settings.lockScreenSetting == .disabled, "\(name)")
        #expect(settings.alertStyle == .none, "\(name)")
        try await center.add(
          NotificationRequest(identifier: "now", content: NotificationContent(title: "Now"), trigger: nil))
        #expect(await center.deliveredNotifications().isEmpty, "\(name)")
      }
    }

    @Test func aProvisionalAppThatAskedForItsOwnSettingsHasTheButton() async throws {
      for center in Self.centers() {
        #expect(
          try await center.requestAuthorization(options: [.provisional, .providesAppNotificationSettings]))
        let settings = await center.notificationSettings()
        #expect(settings.authorizationStatus == .provisional, "\(type(of: center))")
        #expect(settings.providesAppNotificationSettings, "\(type(of: center))")
        #expect(settings.notificationCenterSetting == .enabled, "\(type(of: center))")
      }
    }

    @Test func aRequestWithoutProvisionalWhileProvisionalPromptsOnBoth() async throws {
      let simulator = SimulatedNotificationCenter(now: Self.now, timeZone: Self.berlin, promptAnswer: .deny)
      let shim = UNUserNotificationCenter._shimMake()
      shim._shimSetAuthorizationAnswer(.deny)
      let adapter = SystemNotificationCenter(center: shim, now: { Self.now })
      for center in [simulator as any NotificationCenterPort, adapter] {
        #expect(try await center.requestAuthorization(options: [.alert, .provisional]))
        #expect(try await center.requestAuthorization(options: [.alert]) == false)
        #expect(await center.notificationSettings().authorizationStatus == .denied, "\(type(of: center))")
      }
      #expect(await simulator.prompts == 1)
      #expect(shim._shimAuthorizationPromptCount == 1)
    }

    /// A daily 02:30 in the autoupdating zone, asked on the night Berlin's clocks go back:
    /// both answer the first 02:30 in Berlin, whatever the process's own zone.
    @Test func aTriggerInTheAutoupdatingZoneFloatsWithTheDeviceOnBoth() async throws {
      var calendar = Calendar(identifier: .gregorian)
      calendar.timeZone = Self.berlin
      let components = DateComponents(timeZone: .autoupdatingCurrent, hour: 2, minute: 30)
      let simulator = SimulatedNotificationCenter(
        now: Self.now, timeZone: Self.berlin, calendar: calendar, authorization: .authorized)
      try await simulator.add(
        NotificationRequest(
          identifier: "daily", content: NotificationContent(title: "Daily"),
          trigger: .calendar(components, repeats: true)))
      // 02:30 CEST, the first of the two 02:30s that night.
      let expected = Date(timeIntervalSince1970: 1_792_888_200)
      #expect(await simulator.nextTriggerDate(of: "daily") == expected)
      #expect(
        UNCalendarNotificationTrigger(dateMatching: components, repeats: true)
          ._shimNextTriggerDate(after: Self.now, calendar: calendar) == expected)
    }
  }
#endif
