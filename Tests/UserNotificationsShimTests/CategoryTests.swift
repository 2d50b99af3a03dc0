import Foundation
import Testing
import UserNotificationsShim

/// Categories are registered as a whole set and compare by value (UserNotificationsBehaviour.md §2, §11).
struct CategoryTests {
  let center = UNUserNotificationCenter._shimMake()

  let snooze = UNNotificationAction(identifier: "snooze", title: "Snooze")
  let stop = UNNotificationAction(identifier: "stop", title: "Stop", options: [.destructive, .foreground])
  let reply = UNTextInputNotificationAction(
    identifier: "reply", title: "Reply", options: [.authenticationRequired],
    textInputButtonTitle: "Send", textInputPlaceholder: "Message")

  @Test func settingCategoriesReplacesTheWholeSet() async {
    let alarm = UNNotificationCategory(
      identifier: "alarm", actions: [snooze, stop], intentIdentifiers: [], options: [.customDismissAction])
    let chat = UNNotificationCategory(identifier: "chat", actions: [reply], intentIdentifiers: [])
    let news = UNNotificationCategory(identifier: "news", actions: [], intentIdentifiers: [])

    center.setNotificationCategories([alarm, chat])
    #expect(Set(await center.notificationCategories().map(\.identifier)) == ["alarm", "chat"])

    center.setNotificationCategories([news])
    #expect(await center.notificationCategories().map(\.identifier) == ["news"])

    center.setNotificationCategories([])
    #expect(await center.notificationCategories().isEmpty)
  }

  @Test func categoriesKeepTheirActionsAndOptions() async throws {
    let chat = UNNotificationCategory(
      identifier: "chat", actions: [reply, stop], intentIdentifiers: ["INSendMessageIntent"],
      hiddenPreviewsBodyPlaceholder: "%u messages", categorySummaryFormat: "%u more from %@",
      options: [.hiddenPreviewsShowTitle])
    center.setNotificationCategories([chat])

    let stored = try #require(await center.notificationCategories().first)
    #expect(stored.options == [.hiddenPreviewsShowTitle])
    #expect(stored.intentIdentifiers == ["INSendMessageIntent"])
    #expect(stored.hiddenPreviewsBodyPlaceholder == "%u messages")
    #expect(stored.categorySummaryFormat == "%u more from %@")
    #expect(stored.actions.map(\.identifier) == ["reply", "stop"])
    let textInput = try #require(stored.actions.first as? UNTextInputNotificationAction)
    #expect(textInput.textInputButtonTitle == "Send")
    #expect(textInput.textInputPlaceholder == "Message")
    #expect(textInput.options == [.authenticationRequired])
    #expect(stored.actions.last?.options == [.destructive, .foreground])
  }

  @Test func categoriesCompareByValue() {
    let first = UNNotificationCategory(identifier: "alarm", actions: [snooze], intentIdentifiers: [])
    let same = UNNotificationCategory(
      identifier: "alarm", actions: [UNNotificationAction(identifier: "snooze", title: "Snooze")],
      intentIdentifiers: [])
    let otherOptions = UNNotificationCategory(
      identifier: "alarm", actions: [snooze], intentIdentifiers: [], options: [.customDismissAction])

    #expect(first == same)
    #expect(first != otherOptions)
    #expect(Set([first, same, otherOptions]).count == 2)
    #expect(first.hiddenPreviewsBodyPlaceholder == "")
    #expect(first.categorySummaryFormat == "")
  }

  @Test func actionsWithIconsCompareByIcon() {
    let symbol = UNNotificationAction(
      identifier: "like", title: "Like", options: [], icon: UNNotificationActionIcon(systemImageName: "heart")
    )
    let sameSymbol = UNNotificationAction(
      identifier: "like", title: "Like", options: [], icon: UNNotificationActionIcon(systemImageName: "heart")
    )
    let template = UNNotificationAction(
      identifier: "like", title: "Like", options: [],
      icon: UNNotificationActionIcon(templateImageName: "heart"))

    #expect(symbol == sameSymbol)
    #expect(symbol != template)
    #expect(symbol != UNNotificationAction(identifier: "like", title: "Like"))
  }
}
