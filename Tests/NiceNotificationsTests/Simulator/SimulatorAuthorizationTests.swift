import Foundation
import NiceNotifications
import NiceNotificationsTesting
import Testing
import TestSupport

struct SimulatorAuthorizationTests {
  let context = DateBuilder.Context.fixed(2026, 11, 21, 12, 0)

  @Test func firstRequestPromptsAndLaterOnesReturnTheStoredDecision() async throws {
    let center = simulator(context, authorization: .notDetermined, promptAnswer: .allow)
    #expect(try await center.requestAuthorization(options: .standard) == true)
    #expect(await center.prompts == 1)
    let settings = await center.notificationSettings()
    #expect(settings.authorizationStatus == .authorized)
    #expect(
      [settings.alertSetting, settings.soundSetting, settings.badgeSetting] == [.enabled, .enabled, .enabled])

    await center.setPromptAnswer(.deny)  // too late: the person already answered
    #expect(try await center.requestAuthorization(options: .standard) == true)
    #expect(await center.prompts == 1)
    #expect(
      await center.events.first == .authorizationPrompted(.standard, answer: .allow, at: context.now))
  }

  @Test func deniedPromptAnswersFalseFromThenOn() async throws {
    let center = simulator(context, authorization: .notDetermined, promptAnswer: .deny)
    #expect(try await center.requestAuthorization(options: .standard) == false)
    #expect(await center.authorizationStatus() == .denied)
    await center.setPromptAnswer(.allow)
    #expect(try await center.requestAuthorization(options: .standard) == false)
    #expect(await center.prompts == 1)
  }

  @Test func allowOnlyGrantsWhatThePersonAllowed() async throws {
    let center = simulator(context, authorization: .notDetermined, promptAnswer: .allowOnly([.alert]))
    #expect(try await center.requestAuthorization(options: .standard) == true)
    let settings = await center.notificationSettings()
    #expect(
      [settings.alertSetting, settings.soundSetting, settings.badgeSetting] == [
        .enabled, .disabled, .disabled,
      ])

    let nothing = simulator(context, authorization: .notDetermined, promptAnswer: .allowOnly([.carPlay]))
    #expect(try await nothing.requestAuthorization(options: .standard) == false)
    #expect(await nothing.authorizationStatus() == .denied)
  }

  @Test func provisionalIsGrantedWithoutAPromptAndKeptQuietly() async throws {
    let center = simulator(context, authorization: .notDetermined, promptAnswer: .deny)
    #expect(try await center.requestAuthorization(options: [.alert, .sound, .provisional]) == true)
    #expect(await center.prompts == 0)
    var settings = await center.notificationSettings()
    #expect(settings.authorizationStatus == .provisional)
    #expect(settings.notificationCenterSetting == .enabled)
    #expect(
      [settings.alertSetting, settings.soundSetting, settings.badgeSetting] == [
        .disabled, .disabled, .disabled,
      ])

    try await center.keepProvisional()
    settings = await center.notificationSettings()
    #expect(settings.authorizationStatus == .authorized)
    #expect(
      [settings.alertSetting, settings.soundSetting, settings.badgeSetting] == [
        .disabled, .disabled, .disabled,
      ])
    #expect(settings.notificationCenterSetting == .enabled)
    await #expect(throws: SimulatorError.notProvisional(.authorized)) { try await center.keepProvisional() }
  }

  @Test func turningOffProvisionalDenies() async throws {
    let center = simulator(context, authorization: .provisional)
    try await center.turnOffProvisional()
    #expect(await center.authorizationStatus() == .denied)
    #expect(try await center.requestAuthorization(options: [.provisional]) == false)
  }

  @Test func fullRequestWhileProvisionalPrompts() async throws {
    let center = simulator(context, authorization: .notDetermined, promptAnswer: .allow)
    _ = try await center.requestAuthorization(options: [.alert, .provisional])
    #expect(try await center.requestAuthorization(options: [.alert, .provisional]) == true)
    #expect(await center.prompts == 0)
    #expect(try await center.requestAuthorization(options: .standard) == true)
    #expect(await center.prompts == 1)
    #expect(await center.notificationSettings().alertSetting == .enabled)
  }

  @Test func ephemeralComesOnlyByInjection() async throws {
    let center = simulator(context, authorization: .notDetermined)
    _ = try await center.requestAuthorization(options: .standard)
    #expect(await center.authorizationStatus() == .authorized)
    await center.setAuthorizationStatus(.ephemeral)
    #expect(await center.authorizationStatus() == .ephemeral)
    #expect(try await center.requestAuthorization(options: .standard) == true)
    #expect(await center.prompts == 1)
  }

  @Test func settingsTogglesAreAppliedAndRecorded() async throws {
    let center = simulator(context)
    await center.updateSettings { $0.alertSetting = .disabled }
    let settings = await center.settings
    #expect(settings.alertSetting == .disabled)
    #expect(settings.authorizationStatus == .authorized)
    #expect(await center.events == [.settingsChanged(settings, at: context.now)])
    await center.updateSettings { _ in }  // no change, no event
    #expect(await center.events.count == 1)
  }

  @Test func settingTheBadgeChangesItOnlyWhileBadgesAreAllowed() async throws {
    let center = simulator(context)
    try await center.setBadgeCount(2)
    #expect(await center.badgeCount == 2)
    await center.updateSettings { $0.badgeSetting = .disabled }
    try await center.setBadgeCount(4)
    #expect(await center.badgeCount == 2)
    let denied = simulator(context, authorization: .denied)
    try await denied.setBadgeCount(4)
    #expect(await denied.badgeCount == 0)
  }

  @MainActor @Test func settingsCanBeUpdatedFromTheMainActor() async {
    let center = simulator(context)
    await center.updateSettings { $0.soundSetting = .disabled }
    #expect(await center.settings.soundSetting == .disabled)
  }

  @Test func deliveryWhileNotAllowedShowsNothing() async throws {
    let center = simulator(context, authorization: .denied)
    try await center.add(request("quiet", .timeInterval(60, repeats: false), badge: 4))
    await center.advance(by: 60)
    #expect(await center.pending.isEmpty)
    #expect(await center.delivered.isEmpty)
    #expect(await center.badgeCount == 0)
    #expect(await center.events.last == .discarded("quiet", at: context.now + 60))
  }
}
