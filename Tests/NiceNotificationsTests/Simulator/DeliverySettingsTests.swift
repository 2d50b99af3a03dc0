import Foundation
import NiceNotifications
import NiceNotificationsTesting
import Testing

/// What a delivery does under the person's settings, as iOS does it.
///
/// Sources: Apple's
/// documentation, "UNNotificationSettings" (alertSetting, alertStyle, soundSetting),
/// "UNMutableNotificationContent.sound" ("ignored when sound is not authorized") and
/// "Asking permission to use notifications" (provisional delivery is quiet; Deliver
/// Prominently authorizes the app).
struct DeliverySettingsTests {
  // swift-format-ignore: NeverForceUnwrap
  // Zones from the tz database, present wherever Foundation is.
  private static let berlin = TimeZone(identifier: "Europe/Berlin")!
  /// 29 March 2026, 01:30 in Berlin: half an hour before clocks go forward.
  private static let start = Date(timeIntervalSince1970: 1_774_744_200)

  private func simulator(_ status: AuthorizationStatus = .authorized) -> SimulatedNotificationCenter {
    SimulatedNotificationCenter(now: Self.start, timeZone: Self.berlin, authorization: status)
  }

  private func deliverNow(_ center: SimulatedNotificationCenter, title: String = "Tea", sound: Bool = true)
    async throws
  {
    let content = NotificationContent(title: title, sound: sound ? .default : nil)
    try await center.add(NotificationRequest(identifier: UUID().uuidString, content: content, trigger: nil))
  }

  @Test func anAuthorizedDeliveryAlertsAndSounds() async throws {
    let center = simulator()
    try await deliverNow(center)
    #expect(await center.alertCount == 1)
    #expect(await center.soundCount == 1)
    #expect(await center.deliveredNotifications().count == 1)
  }

  @Test func alertStyleNoneShowsNoAlertButKeepsTheNotificationInTheList() async throws {
    let center = simulator()
    await center.updateSettings { $0.alertStyle = .none }
    try await deliverNow(center)
    #expect(await center.alertCount == 0)
    #expect(await center.soundCount == 1)
    #expect(await center.deliveredNotifications().count == 1)
  }

  @Test func soundsOffPlayNoSoundAndContentWithoutSoundPlaysNone() async throws {
    let center = simulator()
    try await deliverNow(center, sound: false)
    #expect(await center.soundCount == 0)
    await center.updateSettings { $0.soundSetting = .disabled }
    try await deliverNow(center)
    #expect(await center.soundCount == 0)
    #expect(await center.alertCount == 2)
  }

  @Test func contentWithoutTextShowsNoAlert() async throws {
    let center = simulator()
    try await deliverNow(center, title: "")
    #expect(await center.alertCount == 0)
  }

  @Test func provisionalDeliveryIsQuietAndListed() async throws {
    let center = simulator(.notDetermined)
    #expect(try await center.requestAuthorization(options: [.alert, .sound, .provisional]))
    try await deliverNow(center)
    #expect(await center.alertCount == 0)
    #expect(await center.soundCount == 0)
    #expect(await center.deliveredNotifications().count == 1)
    #expect(await center.prompts == 0)
  }

  @Test func deliverProminentlyGrantsTheOptionsAskedForWithProvisional() async throws {
    let center = simulator(.notDetermined)
    _ = try await center.requestAuthorization(options: [.alert, .sound, .provisional])
    try await center.deliverProminently()
    let settings = await center.settings
    #expect(settings.authorizationStatus == .authorized)
    #expect(settings.alertSetting == .enabled)
    #expect(settings.soundSetting == .enabled)
    #expect(settings.badgeSetting == .disabled)
    try await deliverNow(center)
    #expect(await center.alertCount == 1)
    #expect(await center.soundCount == 1)
  }

  @Test func keepQuietlyStaysQuietAfterAuthorizing() async throws {
    let center = simulator(.notDetermined)
    _ = try await center.requestAuthorization(options: [.alert, .sound, .provisional])
    try await center.keepProvisional()
    try await deliverNow(center)
    #expect(await center.settings.authorizationStatus == .authorized)
    #expect(await center.alertCount == 0)
    #expect(await center.soundCount == 0)
  }

  @Test func deliverProminentlyNeedsAProvisionalApp() async {
    let center = simulator()
    await #expect(throws: SimulatorError.notProvisional(.authorized)) {
      try await center.deliverProminently()
    }
  }

  @Test func aDeliveryAcrossTheSpringForwardGapStillAlerts() async throws {
    let center = simulator()
    let content = NotificationContent(title: "Water the plants")
    try await center.add(
      NotificationRequest(
        identifier: "plants", content: content, trigger: .timeInterval(3_600, repeats: false)))
    await center.advance(by: 3_600)  // 01:30 CET + 1 h = 03:30 CEST
    #expect(await center.alertCount == 1)
    #expect(await center.deliveredNotifications().map(\.request.identifier) == ["plants"])
  }
}
