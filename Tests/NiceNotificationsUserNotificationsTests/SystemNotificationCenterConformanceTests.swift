#if !canImport(UserNotifications)
  import NiceNotifications
  import NiceNotificationsTesting
  import NiceNotificationsUserNotifications
  import Testing
  import UserNotificationsShim

  struct SystemNotificationCenterConformanceTests {
    @Test func adapterOverTheShimPassesTheConformanceChecks() async throws {
      try await NotificationCenterConformance.check { adapter().system }
    }

    @Test func adapterOverAShimThatDeniesStillConforms() async throws {
      try await NotificationCenterConformance.check {
        let (system, shim) = adapter()
        shim._shimSetAuthorizationAnswer(.deny)
        return system
      }
    }
  }
#endif
