import Foundation
import Testing
import UserNotificationsShim

/// Authorization follows Apple's flow (UserNotificationsBehaviour.md §5): the first request prompts and the
/// scripted answer is recorded; later requests report it without prompting.
struct AuthorizationTests {
  let center = UNUserNotificationCenter._shimMake()

  @Test func aNewAppIsNotDetermined() async {
    let settings = await center.notificationSettings()
    #expect(settings.authorizationStatus == .notDetermined)
    #expect(settings.alertSetting == .notSupported)
    #expect(settings.soundSetting == .notSupported)
    #expect(settings.alertStyle == UNAlertStyle.none)
    #expect(center._shimAuthorizationPromptCount == 0)
  }

  @Test func theFirstRequestPromptsAndGrantsWhatWasAskedFor() async throws {
    let granted = try await center.requestAuthorization(options: [.alert, .badge])

    #expect(granted)
    #expect(center._shimAuthorizationPromptCount == 1)
    let settings = await center.notificationSettings()
    #expect(settings.authorizationStatus == .authorized)
    #expect(settings.alertSetting == .enabled)
    #expect(settings.badgeSetting == .enabled)
    #expect(settings.soundSetting == .disabled)
    #expect(settings.alertStyle == .banner)
    #expect(settings.notificationCenterSetting == .enabled)
    #expect(settings.criticalAlertSetting == .notSupported)
    #expect(settings.providesAppNotificationSettings == false)
  }

  @Test func laterRequestsReportTheStoredAnswerWithoutPrompting() async throws {
    center._shimSetAuthorizationAnswer(.deny)
    #expect(try await center.requestAuthorization(options: [.alert]) == false)

    center._shimSetAuthorizationAnswer(.allow)
    #expect(try await center.requestAuthorization(options: [.alert, .sound]) == false)

    #expect(center._shimAuthorizationPromptCount == 1)
    let settings = await center.notificationSettings()
    #expect(settings.authorizationStatus == .denied)
    #expect(settings.alertSetting == .disabled)
    #expect(settings.lockScreenSetting == .disabled)
  }

  @Test func aGrantedAppStaysGrantedWithoutAnotherPrompt() async throws {
    #expect(try await center.requestAuthorization(options: [.alert]))
    center._shimSetAuthorizationAnswer(.deny)
    #expect(try await center.requestAuthorization(options: [.sound]))
    #expect(center._shimAuthorizationPromptCount == 1)
    #expect(await center.notificationSettings().soundSetting == .disabled)
  }

  @Test func provisionalAuthorizationIsGrantedQuietlyWithoutAPrompt() async throws {
    center._shimSetAuthorizationAnswer(.deny)
    #expect(try await center.requestAuthorization(options: [.provisional, .alert, .sound]))

    #expect(center._shimAuthorizationPromptCount == 0)
    let settings = await center.notificationSettings()
    #expect(settings.authorizationStatus == .provisional)
    #expect(settings.notificationCenterSetting == .enabled)
    #expect(settings.lockScreenSetting == .disabled)
    #expect(settings.soundSetting == .disabled)
    #expect(settings.alertStyle == UNAlertStyle.none)
  }

  @Test func settingsChangedByThePersonAreReported() async throws {
    center._shimSetNotificationSettings(
      authorizationStatus: .authorized, soundSetting: .disabled, alertStyle: .alert,
      showPreviewsSetting: .never,
      timeSensitiveSetting: .enabled)

    let settings = await center.notificationSettings()
    #expect(settings.authorizationStatus == .authorized)
    #expect(settings.soundSetting == .disabled)
    #expect(settings.badgeSetting == .enabled)
    #expect(settings.alertStyle == .alert)
    #expect(settings.showPreviewsSetting == .never)
    #expect(settings.timeSensitiveSetting == .enabled)
    #expect(try await center.requestAuthorization(options: [.alert]))
    #expect(center._shimAuthorizationPromptCount == 0)

    center._shimSetNotificationSettings(authorizationStatus: .denied)
    #expect(try await center.requestAuthorization(options: [.alert]) == false)
    #expect(await center.notificationSettings().alertSetting == .disabled)
  }

  @Test func aProcessThatMayNotPostGetsNotificationsNotAllowed() async throws {
    center._shimSetNotificationsAllowed(false)

    await #expect(
      throws: UNError(
        .notificationsNotAllowed,
        userInfo: [
          NSLocalizedDescriptionKey: "Notifications are not allowed for this application"
        ])
    ) {
      try await center.requestAuthorization(options: [.alert])
    }
    await #expect(throws: UNError.self) {
      try await center.add(makeRequest("a"))
    }
    #expect(await center.pendingIdentifiers() == [])
    #expect(await center.notificationSettings().authorizationStatus == .notDetermined)
  }

  @Test func theCompletionHandlerFormReportsGrantAndError() async {
    let (granted, error) = await withCheckedContinuation { continuation in
      center.requestAuthorization(options: [.alert]) { granted, error in
        continuation.resume(returning: (granted, error as? UNError))
      }
    }
    #expect(granted)
    #expect(error == nil)

    center._shimSetNotificationsAllowed(false)
    let (deniedGrant, deniedError) = await withCheckedContinuation { continuation in
      center.requestAuthorization(options: [.alert]) { granted, error in
        continuation.resume(returning: (granted, error as? UNError))
      }
    }
    #expect(deniedGrant == false)
    #expect(deniedError?.code == .notificationsNotAllowed)
  }
}
