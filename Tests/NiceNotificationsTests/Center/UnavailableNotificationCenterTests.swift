import Foundation
import NiceNotifications
import Testing

struct UnavailableNotificationCenterTests {
  @Test func everyAddFailsWithTheReasonAndNothingIsPending() async {
    let center = UnavailableNotificationCenter(reason: "LocalNotifications.bootstrap(_:) was not called")
    let notifications = LocalNotifications(center: center, permissionStore: InMemoryGroupPermissionStore())
    let report = await notifications.reschedule(
      group: QuoteGroup(), permissionStrategy: .scheduleIfSystemAllowed)
    #expect(!report.isSuccess)
    #expect(report.failedAdds.count == 64)
    #expect(
      report.failedAdds.allSatisfy { $0.error == .failed("LocalNotifications.bootstrap(_:) was not called") })
    #expect(await center.pendingRequests().isEmpty)
    await #expect(throws: NotificationCenterError.failed(center.reason)) {
      try await center.requestAuthorization(options: .standard)
    }
    await #expect(throws: NotificationCenterError.failed(center.reason)) { try await center.setBadgeCount(0) }
  }
}
