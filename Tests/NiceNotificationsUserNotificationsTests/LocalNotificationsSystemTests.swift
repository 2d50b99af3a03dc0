#if !canImport(UserNotifications)
  import NiceNotifications
  import NiceNotificationsUserNotifications
  import Testing
  import UserNotificationsShim

  struct LocalNotificationsSystemTests {
    @Test func theSystemFrontDoorSchedulesOverTheAdapter() async throws {
      let (system, shim) = adapter()
      shim._shimSetNotificationSettings(authorizationStatus: .authorized)
      let notifications = LocalNotifications.system(
        system, permissionStore: InMemoryGroupPermissionStore(),
        deliveryRecordStore: InMemoryDeliveryRecordStore())
      #expect(notifications.center as? SystemNotificationCenter === system)
      let request = NotificationRequest(
        identifier: "direct", content: NotificationContent(title: "Direct"),
        trigger: .timeInterval(600, repeats: false))
      let report = await notifications.directSchedule(
        request: request, permissionStrategy: .scheduleIfSystemAllowed)
      #expect(report.added == ["direct"])
      #expect(await shim.pendingNotificationRequests().map(\.identifier) == ["direct"])
    }
  }
#endif
