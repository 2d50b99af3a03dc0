#if !canImport(UserNotifications)
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
        providesAppNotificationSettings: true, timeSensitiveSetting: .disabled)
      #expect(
        await system.notificationSettings()
          == NotificationSettings(
            authorizationStatus: .authorized, alertSetting: .enabled, soundSetting: .disabled,
            badgeSetting: .enabled,
            notificationCenterSetting: .disabled, lockScreenSetting: .enabled, carPlaySetting: .notSupported,
            criticalAlertSetting: .enabled, timeSensitiveSetting: .disabled, alertStyle: .alert,
            showPreviewsSetting: .whenAuthenticated, providesAppNotificationSettings: true))
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
