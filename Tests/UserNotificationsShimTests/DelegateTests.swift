import Foundation
import Testing
import UserNotificationsShim

/// The delegate's optional methods are modelled as requirements with "not implemented"
/// defaults (UserNotificationsBehaviour.md §11, §7).
struct DelegateTests {
  let center = UNUserNotificationCenter._shimMake(authorization: .authorized)

  /// Implements the `async` forms and records what it receives.
  final class AsyncDelegate: NSObject, UNUserNotificationCenterDelegate {
    var presented: [String] = []
    var responses: [UNNotificationResponse] = []

    func userNotificationCenter(
      _ center: UNUserNotificationCenter, willPresent notification: UNNotification
    ) async -> UNNotificationPresentationOptions {
      presented.append(notification.request.identifier)
      return [.banner, .list, .sound]
    }

    func userNotificationCenter(
      _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse
    ) async {
      responses.append(response)
    }
  }

  /// Implements the completion-handler forms only.
  final class CompletionDelegate: NSObject, UNUserNotificationCenterDelegate {
    var receivedActions: [String] = []

    func userNotificationCenter(
      _ center: UNUserNotificationCenter, willPresent notification: UNNotification,
      withCompletionHandler completionHandler: @escaping @Sendable (UNNotificationPresentationOptions) -> Void
    ) {
      completionHandler([.badge, .list])
    }

    func userNotificationCenter(
      _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
      withCompletionHandler completionHandler: @escaping @Sendable () -> Void
    ) {
      receivedActions.append(response.actionIdentifier)
      completionHandler()
    }
  }

  /// Implements nothing.
  final class EmptyDelegate: NSObject, UNUserNotificationCenterDelegate {}

  /// Delivers a request in the category "message", whose actions are "reply" and "snooze":
  /// actions appear only for a registered category (Apple's documentation, "Declaring your
  /// actionable notification types").
  private func delivered(_ identifier: String) async throws -> UNNotification {
    center.setNotificationCategories([
      UNNotificationCategory(
        identifier: "message",
        actions: [
          UNTextInputNotificationAction(
            identifier: "reply", title: "Reply", options: [], textInputButtonTitle: "Send",
            textInputPlaceholder: ""),
          UNNotificationAction(identifier: "snooze", title: "Snooze"),
        ], intentIdentifiers: [], options: [])
    ])
    let request = makeRequest(identifier)
    let content = makeContent(title: "title")
    content.categoryIdentifier = "message"
    try await center.add(
      UNNotificationRequest(identifier: identifier, content: content, trigger: request.trigger))
    return try #require(center._shimDeliver(identifier: identifier))
  }

  @Test func withoutADelegateForegroundNotificationsAreSilenced() async throws {
    let notification = try await delivered("a")
    #expect(await center._shimPresent(notification) == [])
    #expect(await center._shimRespond(to: notification) == false)
  }

  @Test func anAsyncDelegateChoosesThePresentationAndReceivesResponses() async throws {
    let delegate = AsyncDelegate()
    center.delegate = delegate
    let notification = try await delivered("a")

    #expect(await center._shimPresent(notification) == [.banner, .list, .sound])
    #expect(await center._shimRespond(to: notification))
    #expect(
      await center._shimRespond(to: notification, actionIdentifier: UNNotificationDismissActionIdentifier))
    #expect(await center._shimRespond(to: notification, actionIdentifier: "reply", userText: "On my way"))

    #expect(delegate.presented == ["a"])
    #expect(
      delegate.responses.map(\.actionIdentifier)
        == [UNNotificationDefaultActionIdentifier, UNNotificationDismissActionIdentifier, "reply"])
    #expect(delegate.responses.map(\.notification.request.identifier) == ["a", "a", "a"])
    #expect(!(delegate.responses[0] is UNTextInputNotificationResponse))
    let textResponse = try #require(delegate.responses[2] as? UNTextInputNotificationResponse)
    #expect(textResponse.userText == "On my way")
  }

  @Test func aCompletionHandlerDelegateIsCalledThroughTheAsyncForms() async throws {
    let delegate = CompletionDelegate()
    center.delegate = delegate
    let notification = try await delivered("a")

    #expect(await center._shimPresent(notification) == [.badge, .list])
    await center._shimRespond(to: notification, actionIdentifier: "snooze")
    #expect(delegate.receivedActions == ["snooze"])
  }

  @Test func aDelegateThatImplementsNothingSilencesAndFinishes() async throws {
    let delegate = EmptyDelegate()
    center.delegate = delegate
    let notification = try await delivered("a")

    #expect(await center._shimPresent(notification) == [])
    #expect(await center._shimRespond(to: notification))
  }

  @Test func theCenterHoldsItsDelegateWeakly() {
    var delegate: EmptyDelegate? = EmptyDelegate()
    center.delegate = delegate
    #expect(center.delegate === delegate)
    delegate = nil
    #expect(center.delegate == nil)
  }

  @Test func theActionIdentifierConstantsAreDistinct() {
    #expect(UNNotificationDefaultActionIdentifier == "com.apple.UNNotificationDefaultActionIdentifier")
    #expect(UNNotificationDismissActionIdentifier == "com.apple.UNNotificationDismissActionIdentifier")
  }
}
