#if !canImport(UserNotifications)
  import NiceNotifications
  import NiceNotificationsUserNotifications
  import Testing
  import UserNotificationsShim

  struct CategoryMappingTests {
    static let reply = NotificationAction(
      identifier: "reply", title: "Reply", options: [.foreground, .authenticationRequired],
      icon: .systemImage("arrowshape.turn.up.left"),
      textInput: .init(buttonTitle: "Send", placeholder: "Message"))
    static let stop = NotificationAction(
      identifier: "stop", title: "Stop", options: [.destructive], icon: .templateImage("stop"))
    static let snooze = NotificationAction(identifier: "snooze", title: "Snooze")
    static let alarm = NotificationCategory(
      identifier: "alarm", actions: [reply, stop, snooze], intentIdentifiers: ["INSendMessageIntent"],
      hiddenPreviewsBodyPlaceholder: "%u alarms", categorySummaryFormat: "%u more alarms",
      options: [.customDismissAction, .hiddenPreviewsShowTitle])

    @Test func categoriesReachThePlatformWithEveryField() async throws {
      let (system, shim) = adapter()
      await system.setCategories([Self.alarm])
      let category = try #require(await shim.notificationCategories().first)
      #expect(category.identifier == "alarm")
      #expect(category.intentIdentifiers == ["INSendMessageIntent"])
      #expect(category.hiddenPreviewsBodyPlaceholder == "%u alarms")
      #expect(category.categorySummaryFormat == "%u more alarms")
      #expect(category.options == [.customDismissAction, .hiddenPreviewsShowTitle])
      #expect(
        category.actions == [
          UNTextInputNotificationAction(
            identifier: "reply", title: "Reply", options: [.foreground, .authenticationRequired],
            icon: UNNotificationActionIcon(systemImageName: "arrowshape.turn.up.left"),
            textInputButtonTitle: "Send", textInputPlaceholder: "Message"),
          UNNotificationAction(
            identifier: "stop", title: "Stop", options: [.destructive],
            icon: UNNotificationActionIcon(templateImageName: "stop")),
          UNNotificationAction(identifier: "snooze", title: "Snooze", options: []),
        ])
    }

    @Test func categoriesReadBackWithoutTheIconsThePlatformDoesNotReport() async {
      let (system, _) = adapter()
      await system.setCategories([Self.alarm])
      var expected = Self.alarm
      expected.actions = expected.actions.map { action in
        var action = action
        action.icon = nil
        return action
      }
      #expect(await system.categories() == [expected])
    }

    @Test func aCategoryWithoutPlaceholderOrSummaryReadsBackWithout() async {
      let (system, _) = adapter()
      let plain = NotificationCategory(identifier: "plain", actions: [Self.snooze])
      await system.setCategories([plain])
      #expect(await system.categories() == [plain])
    }

    @Test func settingCategoriesReplacesTheRegisteredOnes() async {
      let (system, _) = adapter()
      let plain = NotificationCategory(identifier: "plain", actions: [Self.snooze])
      await system.setCategories([Self.alarm, plain])
      await system.setCategories([plain])
      #expect(await system.categories().map(\.identifier) == ["plain"])
    }
  }
#endif
