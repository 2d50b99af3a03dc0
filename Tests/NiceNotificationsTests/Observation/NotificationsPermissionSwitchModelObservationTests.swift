import Foundation
import NiceNotifications
import NiceNotificationsTesting
import Testing
import TestSupport

@MainActor
struct NotificationsPermissionSwitchModelObservationTests {
  /// A dose reminder at 9:00 each day for five days, its title from the app's data.
  struct DoseGroup: LocalNotificationsGroup {
    var groupIdentifier = "doses"
    var title: String

    func timeline() async throws -> NotificationsTimeline {
      NotificationsTimeline {
        EveryDay(forDays: 5, starting: .tomorrow).at(hour: 9, minute: 0).schedule(title: title)
      }
    }
  }

  /// A phone in New York two days before the clocks go back, its front door, and a switch
  /// model over the doses.
  static func fixture(
    authorization: AuthorizationStatus = .authorized, stored: [String: GroupPermission] = [:]
  ) throws -> (SimulatedNotificationCenter, NotificationsPermissionSwitchModel) {
    let simulator = try SimulatedNotificationCenter(
      startingAt: 2026, 10, 30, hour: 18, in: Zones.named("America/New_York"), authorization: authorization)
    let notifications = LocalNotifications(
      simulator: simulator, permissionStore: InMemoryGroupPermissionStore(stored))
    let model = NotificationsPermissionSwitchModel(
      group: DoseGroup(title: "Take 1 pill"), notifications: notifications
    ) {}
    return (simulator, model)
  }

  @Test func turningOnAfterTheGroupChangedSchedulesTheNewValuesContent() async throws {
    let (simulator, model) = try Self.fixture()
    model.group = DoseGroup(title: "Take 2 pills")
    #expect(await model.setOn(true) == .enabled)
    let pending = await simulator.pending
    #expect(pending.count == 5)
    #expect(pending.allSatisfy { $0.request.content.title == "Take 2 pills" })
    // Each is delivered at 9:00 local time, across the night the clocks go back (1 November).
    await simulator.advance(by: 5 * 86_400)
    let delivered = await simulator.deliveredNotifications()
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = Zones.named("America/New_York")
    #expect(delivered.count == 5)
    #expect(delivered.allSatisfy { $0.request.content.title == "Take 2 pills" })
    #expect(
      delivered.allSatisfy {
        calendar.dateComponents([.hour, .minute], from: $0.date) == DateComponents(hour: 9, minute: 0)
      })
    #expect(Set(delivered.map { calendar.component(.day, from: $0.date) }) == [31, 1, 2, 3, 4])
  }

  @Test func turningOnAgainAfterTheGroupChangedReplacesTheOldContent() async throws {
    let (simulator, model) = try Self.fixture()
    #expect(await model.setOn(true) == .enabled)
    model.group = DoseGroup(title: "Take 2 pills")
    #expect(await model.setOn(true) == .enabled)
    let titles = await simulator.pending.map(\.request.content.title)
    #expect(titles == Array(repeating: "Take 2 pills", count: 5))
  }

  @Test(.timeLimit(.minutes(1)))
  func aGroupWithAnotherIdentifierReadsTheStateAgain() async throws {
    let (_, model) = try Self.fixture(stored: ["doses": .allowed, "vitamins": .denied])
    #expect(await model.refresh() == .enabled)
    let changes = nextChange { model.state }
    model.group = DoseGroup(groupIdentifier: "vitamins", title: "Vitamin D")
    for await _ in changes {}
    #expect(model.state == .disabled)
  }

  @Test func aGroupWithTheSameIdentifierKeepsTheStateWithoutReadingIt() async throws {
    let (_, model) = try Self.fixture(stored: ["doses": .allowed])
    #expect(await model.refresh() == .enabled)
    let working = watch { model.isWorking }
    model.group = DoseGroup(title: "Take 2 pills")
    await Task.yield()
    #expect(working.hasFired == false)
    #expect(model.state == .enabled)
  }

  @Test func turningOnNotifiesObserversOfTheStateTheWorkAndTheReport() async throws {
    let (_, model) = try Self.fixture()
    let state = watch { model.state }
    let working = watch { model.isWorking }
    let report = watch { model.lastReport }
    #expect(await model.setOn(true) == .enabled)
    #expect(state.hasFired)
    #expect(working.hasFired)
    #expect(report.hasFired)
    #expect(model.lastReport?.added.count == 5)
    #expect(model.isWorking == false)
  }

  @Test func aRefreshThatFindsTheSameStateNotifiesNoObserverOfIt() async throws {
    let (_, model) = try Self.fixture(stored: ["doses": .allowed])
    #expect(await model.refresh() == .enabled)
    let state = watch { model.state }
    #expect(await model.refresh() == .enabled)
    #expect(state.hasFired == false)
  }

  @Test func aDenialInSettingsReachesObserversAtTheNextRefresh() async throws {
    let (simulator, model) = try Self.fixture(stored: ["doses": .allowed])
    #expect(await model.refresh() == .enabled)
    await simulator.setAuthorizationStatus(.denied)
    let state = watch { model.state }
    #expect(await model.refresh() == .deniedBySystem)
    #expect(state.hasFired)
  }
}
