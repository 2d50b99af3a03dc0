#if !canImport(UserNotifications)
  import Foundation
  import NiceNotifications
  import NiceNotificationsUserNotifications
  import Testing
  import UserNotificationsShim

  struct SettingsMappingTests {
    @Test func everySettingIsReadFromThePlatform() async {
      let (system, shim) = adapter()
      shim._shimSetNotificationSettings(
        authorizationStatus: .authorized, soundSetting: .disabled, badgeSetting: .enabled,
        alertSetting: .enabled,
        notificationCenterSetting: .disabled, lockScreenSetting: .enabled, carPlaySetting: .notSupported,
        alertStyle: .alert, showPreviewsSetting: .whenAuthenticated, criticalAlertSetting: .enabled,
        providesAppNotificationSettings: true, timeSensitiveSetting: .disabled,
        scheduledDeliverySetting: .enabled,
        directMessagesSetting: .disabled)
      #expect(
        await system.notificationSettings()
          == NotificationSettings(
            authorizationStatus: .authorized, alertSetting: .enabled, soundSetting: .disabled,
            badgeSetting: .enabled,
            notificationCenterSetting: .disabled, lockScreenSetting: .enabled, carPlaySetting: .notSupported,
            criticalAlertSetting: .enabled, timeSensitiveSetting: .disabled, alertStyle: .alert,
            showPreviewsSetting: .whenAuthenticated, providesAppNotificationSettings: true,
            scheduledDeliverySetting: .enabled, directMessagesSetting: .disabled))
    }

    @Test(arguments: [
      (
        UNNotificationSetting.enabled, UNNotificationSetting.disabled, NotificationSetting.enabled,
        NotificationSetting.disabled
      ),
      (.disabled, .enabled, .disabled, .enabled),
      (.notSupported, .notSupported, .notSupported, .notSupported),
    ])
    func scheduledDeliveryAndDirectMessagesAreRead(
      scheduled: UNNotificationSetting, direct: UNNotificationSetting,
      expectedScheduled: NotificationSetting, expectedDirect: NotificationSetting
    ) async {
      let (system, shim) = adapter()
      shim._shimSetNotificationSettings(
        authorizationStatus: .authorized, scheduledDeliverySetting: scheduled, directMessagesSetting: direct)
      let settings = await system.notificationSettings()
      #expect(settings.scheduledDeliverySetting == expectedScheduled)
      #expect(settings.directMessagesSetting == expectedDirect)
    }

    @Test func settingsEncodedWithoutTheLaterSwitchesDecodeWithThemUnsupported() throws {
      var settings = NotificationSettings.notDetermined
      settings.authorizationStatus = .authorized
      settings.scheduledDeliverySetting = .enabled
      var object = try #require(
        try JSONSerialization.jsonObject(with: JSONEncoder().encode(settings)) as? [String: Any])
      object["scheduledDeliverySetting"] = nil
      object["directMessagesSetting"] = nil
      let decoded = try JSONDecoder().decode(
        NotificationSettings.self, from: JSONSerialization.data(withJSONObject: object))
      #expect(decoded.authorizationStatus == .authorized)
      #expect(decoded.scheduledDeliverySetting == .notSupported)
      #expect(decoded.directMessagesSetting == .notSupported)
    }

    @Test(arguments: [
      (UNAuthorizationStatus.notDetermined, AuthorizationStatus.notDetermined), (.denied, .denied),
      (.authorized, .authorized), (.provisional, .provisional), (.ephemeral, .ephemeral),
    ])
    func everyAuthorizationStatusIsRead(platform: UNAuthorizationStatus, expected: AuthorizationStatus) async
    {
      let (system, shim) = adapter()
      shim._shimSetNotificationSettings(authorizationStatus: platform)
      #expect(await system.authorizationStatus() == expected)
    }

    @Test func aProvisionalRequestIsGrantedQuietlyWithoutAPrompt() async throws {
      let (system, shim) = adapter()
      #expect(try await system.requestAuthorization(options: [.alert, .sound, .provisional]))
      let settings = await system.notificationSettings()
      #expect(settings.authorizationStatus == .provisional)
      #expect(settings.authorizationStatus.allowsScheduling)
      #expect(settings.notificationCenterSetting == .enabled)
      #expect(settings.alertSetting == .disabled)
      #expect(shim._shimAuthorizationPromptCount == 0)
    }

    @Test func theRequestedOptionsReachThePlatform() async throws {
      let (system, shim) = adapter()
      #expect(try await system.requestAuthorization(options: [.alert, .badge]))
      let settings = await system.notificationSettings()
      #expect(settings.alertSetting == .enabled)
      #expect(settings.badgeSetting == .enabled)
      #expect(settings.soundSetting == .disabled)
      #expect(shim._shimAuthorizationPromptCount == 1)
    }

    @Test func aRefusedPromptReturnsFalse() async throws {
      let (system, shim) = adapter()
      shim._shimSetAuthorizationAnswer(.deny)
      #expect(try await system.requestAuthorization(options: .standard) == false)
      #expect(await system.authorizationStatus() == .denied)
    }

    @Test func aProcessThatMayNotNotifyGetsNotificationsNotAllowed() async throws {
      let (system, shim) = adapter()
      shim._shimSetNotificationsAllowed(false)
      await #expect(throws: NotificationCenterError.notificationsNotAllowed) {
        try await system.requestAuthorization(options: .standard)
      }
      await #expect(throws: NotificationCenterError.notificationsNotAllowed) {
        try await system.add(
          NotificationRequest(
            identifier: "a", content: NotificationContent(title: "A"),
            trigger: .timeInterval(60, repeats: false)))
      }
    }
  }
#endif
