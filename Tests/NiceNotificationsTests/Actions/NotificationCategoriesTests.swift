import Foundation
import NiceNotifications
import NiceNotificationsTesting
import Testing
import TestSupport

struct NotificationCategoriesTests {
  let context = DateBuilder.Context.fixed(2026, 11, 21, 12, 0)

  @Test func builderDeclaresCategoriesAndActionsInOrderWithControlFlow() {
    let replies = true
    let moods = ["good", "bad"]
    let categories = NotificationCategories {
      NotificationCategory("timer", options: [.customDismissAction]) {
        NotificationAction("snooze", title: "Snooze", icon: .systemImage("zzz"))
        NotificationAction("stop", title: "Stop", options: [.destructive, .authenticationRequired])
      }
      if replies {
        NotificationCategory("message", hiddenPreviewsBodyPlaceholder: "%u new messages") {
          NotificationAction.textInput("reply", title: "Reply", buttonTitle: "Send", placeholder: "Message")
          NotificationAction("open", title: "Open", options: [.foreground])
        }
      }
      NotificationCategory("mood") {
        for mood in moods { NotificationAction("mood-\(mood)", title: mood) }
      }
      NotificationCategory("plain")
    }
    #expect(categories.categories.map(\.identifier) == ["timer", "message", "mood", "plain"])
    #expect(categories.category("timer")?.actions.map(\.identifier) == ["snooze", "stop"])
    #expect(categories.category("timer")?.options == [.customDismissAction])
    #expect(categories.category("timer")?.actions.last?.options == [.destructive, .authenticationRequired])
    let reply = categories.category("message")?.actions.first
    #expect(reply?.textInput == NotificationAction.TextInput(buttonTitle: "Send", placeholder: "Message"))
    #expect(categories.category("message")?.hiddenPreviewsBodyPlaceholder == "%u new messages")
    #expect(categories.category("mood")?.actions.map(\.identifier) == ["mood-good", "mood-bad"])
    #expect(categories.problems.isEmpty)
    #expect(
      categories.declarations.allSatisfy {
        $0.sourceLocation?.fileID.hasSuffix("NotificationCategoriesTests.swift") == true
      })
  }

  @Test func duplicateActionIdentifiersAcrossCategoriesAreRejectedWithTheLine() throws {
    let categories = NotificationCategories {
      NotificationCategory("alarm") { NotificationAction("snooze", title: "Snooze") }
      NotificationCategory("timer") { NotificationAction("snooze", title: "Snooze") }
    }
    let line = #line - 2
    let error = try #require(throws: NotificationCategoryError.self) { try categories.validate() }
    #expect(error.problem == .duplicateAction("snooze", firstDeclaredIn: "alarm"))
    #expect(error.category == "timer")
    #expect(error.sourceLocation?.line == line)
    #expect(error.description.contains("NotificationCategoriesTests.swift:\(line): category \"timer\""))
  }

  @Test func duplicateActionWithinOneCategoryIsRejected() throws {
    let categories = NotificationCategories([
      NotificationCategory(
        identifier: "timer", actions: [.init("stop", title: "Stop"), .init("stop", title: "Halt")])
    ])
    let error = try #require(throws: NotificationCategoryError.self) { try categories.validate() }
    #expect(
      error
        == NotificationCategoryError(
          problem: .duplicateAction("stop", firstDeclaredIn: "timer"), category: "timer"))
  }

  @Test func duplicateAndEmptyCategoryIdentifiersAreRejected() {
    let categories = NotificationCategories {
      NotificationCategory("timer")
      NotificationCategory("")
      NotificationCategory("timer")
    }
    #expect(categories.problems.map(\.problem) == [.emptyCategoryIdentifier, .duplicateCategory])
    #expect(categories.problems.map(\.category) == ["", "timer"])
  }

  @Test func blankActionsAreRejected() {
    let categories = NotificationCategories {
      NotificationCategory("a") {
        NotificationAction("", title: "Nameless")
        NotificationAction("untitled", title: "")
        NotificationAction("spaces", title: " \u{00A0}\n")
        NotificationAction.textInput("reply", title: "Reply", buttonTitle: "")
        NotificationAction.textInput("answer", title: "Answer", buttonTitle: "   ")
        NotificationAction("iconless", title: "Icon", icon: .templateImage(""))
        NotificationAction(NotificationResponse.Action.defaultIdentifier, title: "Tap")
      }
    }
    #expect(
      categories.problems.map(\.problem) == [
        .emptyActionIdentifier, .emptyActionTitle(action: "untitled"), .emptyActionTitle(action: "spaces"),
        .emptyTextInputButtonTitle(action: "reply"), .emptyTextInputButtonTitle(action: "answer"),
        .emptyIconName(action: "iconless"),
        .reservedActionIdentifier(NotificationResponse.Action.defaultIdentifier),
      ])
  }

  @Test(arguments: [10, 11])
  func moreActionsThanTheSystemShowsAreRejected(count: Int) {
    let categories = NotificationCategories {
      NotificationCategory("quiz") {
        for index in 0..<count { NotificationAction("answer-\(index)", title: "Answer \(index)") }
      }
    }
    let expected: [NotificationCategoryError.Problem] =
      count > 10 ? [.tooManyActions(count: count, limit: 10)] : []
    #expect(categories.problems.map(\.problem) == expected)
  }

  @Test func registeringValidCategoriesReplacesTheCentersSet() async throws {
    let center = simulator(context)
    let notifications = frontDoor(over: center)
    await center.setCategories([NotificationCategory("old")])
    let categories = NotificationCategories {
      NotificationCategory("timer") { NotificationAction("snooze", title: "Snooze") }
      NotificationCategory("message") {
        NotificationAction.textInput("reply", title: "Reply", buttonTitle: "Send")
      }
    }
    try await notifications.register(categories: categories)
    #expect(await notifications.registeredCategories() == Set(categories.categories))
  }

  @Test func registeringInvalidCategoriesRegistersNothing() async throws {
    let center = simulator(context)
    let notifications = frontDoor(over: center)
    await center.setCategories([NotificationCategory("old")])
    let categories = NotificationCategories {
      NotificationCategory("timer") { NotificationAction("", title: "Snooze") }
    }
    await #expect(throws: NotificationCategoryError.self) {
      try await notifications.register(categories: categories)
    }
    #expect(await center.categories().map(\.identifier) == ["old"])
  }
}
