@testable import NiceNotifications
import Testing

struct DefaultCenterTests {
  @Test(arguments: [DefaultCenter.Platform.iOS, .macOS, .watchOS, .visionOS])
  func platformsWithLocalNotificationsDefaultToTheSystemCenter(_ platform: DefaultCenter.Platform) {
    #expect(DefaultCenter(for: platform) == .system)
  }

  @Test(arguments: [DefaultCenter.Platform.tvOS, .linux, .other])
  func platformsWithoutLocalNotificationsDefaultToNone(_ platform: DefaultCenter.Platform) {
    #expect(DefaultCenter(for: platform) == .unavailable)
  }

  @Test func everyPlatformIsDecided() {
    let system = DefaultCenter.Platform.allCases.filter { DefaultCenter(for: $0) == .system }
    let unavailable = DefaultCenter.Platform.allCases.filter { DefaultCenter(for: $0) == .unavailable }
    #expect(Set(system).isDisjoint(with: unavailable))
    #expect(system.count + unavailable.count == DefaultCenter.Platform.allCases.count)
  }

  #if os(Linux)
    @Test func thisLinuxBuildChoosesNoCenter() {
      #expect(DefaultCenter.Platform.current == .linux)
      #expect(DefaultCenter.current == .unavailable)
      #expect(LocalNotifications.unbootstrapped().center is UnavailableNotificationCenter)
    }
  #endif

  @Test func systemChoiceIsOverTheSystemCenter() {
    #expect(LocalNotifications.unbootstrapped(for: .system).center is SystemNotificationCenter)
  }

  @Test func unavailableChoiceFailsEveryAddSayingWhy() async {
    let notifications = LocalNotifications.unbootstrapped(for: .unavailable)
    let report = await notifications.directSchedule(
      request: NotificationRequest(
        identifier: "welcome", content: NotificationContent(title: "Hello"),
        trigger: .timeInterval(600, repeats: false)),
      permissionStrategy: .scheduleIfSystemAllowed)
    guard case .failed(let reason)? = report.outcomes["welcome"] else {
      Issue.record("expected a failure, got \(String(describing: report.outcomes["welcome"]))")
      return
    }
    #expect(reason.contains("LocalNotifications.bootstrap(_:) was not called"))
  }
}
