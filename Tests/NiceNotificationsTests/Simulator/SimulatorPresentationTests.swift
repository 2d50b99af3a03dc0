import Foundation
import NiceNotifications
import NiceNotificationsTesting
import Testing
import TestSupport

struct SimulatorPresentationTests {
  let context = DateBuilder.Context.fixed(2026, 11, 21, 12, 0)

  @Test func backgroundDeliveryIsListedAndSetsTheBadge() async throws {
    let center = simulator(context, appState: .background)
    try await center.add(request("inbox", .timeInterval(60, repeats: false), badge: 5))
    await center.advance(by: 60)
    #expect(await center.deliveredNotifications().map(\.request.identifier) == ["inbox"])
    #expect(await center.badgeCount == 5)
    #expect(
      await center.takeEvents().suffix(2) == [
        .delivered("inbox", presentation: .system, at: context.now + 60),
        .badgeChanged(5, at: context.now + 60),
      ])
  }

  @Test func foregroundDeliveryAsksThePresentationHandlerAndHonoursIt() async throws {
    let center = simulator(context, appState: .foreground)
    let asked = Recorder<String>()
    await center.setPresentationHandler { notification in
      await asked.append(notification.request.identifier)
      switch notification.request.identifier {
      case "listed": return [.banner, .list, .badge]
      case "banner": return [.banner]
      default: return []
      }
    }
    try await center.add(request("listed", .timeInterval(10, repeats: false), badge: 2))
    try await center.add(request("banner", .timeInterval(20, repeats: false), badge: 7))
    try await center.add(request("silent", .timeInterval(30, repeats: false), badge: 9))
    await center.advance(by: 30)

    #expect(await asked.values == ["listed", "banner", "silent"])
    let presentations = await center.events.compactMap { event -> SimulatorEvent.Presentation? in
      if case .delivered(_, let presentation, _) = event { presentation } else { nil }
    }
    #expect(
      presentations == [.foreground([.banner, .list, .badge]), .foreground([.banner]), .foreground([])])
    #expect(await center.delivered.map(\.request.identifier) == ["listed"])
    #expect(await center.badgeCount == 2)  // only "listed" asked for the badge
    try await center.tap("banner")  // a banner can be tapped though it is not listed
    await #expect(throws: SimulatorError.notShown("silent")) { try await center.tap("silent") }
  }

  @Test func foregroundDeliveryWithoutHandlerIsSilencedByDefault() async throws {
    let center = simulator(context, appState: .foreground)
    try await center.add(request("hidden", nil))
    #expect(await center.delivered.isEmpty)
    #expect(await center.events.last == .delivered("hidden", presentation: .foreground([]), at: context.now))

    await center.setForegroundPresentationWithoutHandler([.banner, .list])
    try await center.add(request("shown", nil))
    #expect(await center.delivered.map(\.request.identifier) == ["shown"])
  }

  @Test func badgeIsLeftAloneWhenTheBadgeSettingIsOff() async throws {
    let center = simulator(context)
    await center.updateSettings { $0.badgeSetting = .disabled }
    try await center.add(request("count", nil, badge: 3))
    #expect(await center.badgeCount == 0)
    #expect(await center.delivered.count == 1)
  }

  @Test func setBadgeCountRejectsNegativeCounts() async throws {
    let center = simulator(context)
    await #expect(throws: NotificationCenterError.invalidBadge(-1)) { try await center.setBadgeCount(-1) }
    try await center.setBadgeCount(4)
    #expect(await center.badgeCount == 4)
    try await center.setBadgeCount(0)
    #expect(await center.badgeCount == 0)
  }

  @Test func redeliveryReplacesTheDeliveredNotification() async throws {
    let center = simulator(context)
    try await center.add(request("streak", nil))
    try await center.add(request("other", nil))
    await center.advance(by: 60)
    try await center.add(request("streak", nil))
    #expect(await center.delivered.map(\.request.identifier) == ["other", "streak"])
    #expect(await center.delivered.last?.date == context.now + 60)
    await center.removeDeliveredNotifications(withIdentifiers: ["other", "unknown"])
    #expect(await center.delivered.map(\.request.identifier) == ["streak"])
    await center.removeAllDeliveredNotifications()
    #expect(await center.delivered.isEmpty)
  }
}
