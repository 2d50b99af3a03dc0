import Foundation
import NiceNotifications
import NiceNotificationsTesting
import Testing
import TestSupport

struct SimulatorResponseTests {
  let context = DateBuilder.Context.fixed(2026, 11, 21, 12, 0)
  let snooze = NotificationAction(identifier: "snooze", title: "Snooze")
  let reply = NotificationAction(
    identifier: "reply", title: "Reply", textInput: .init(buttonTitle: "Send", placeholder: "Message"))

  /// A simulator with an alarm category (custom dismiss, snooze), a message category
  /// (reply) and a plain one, whose responses are recorded.
  func prepared(_ appState: AppState = .background) async -> (
    SimulatedNotificationCenter, Recorder<NotificationResponse>
  ) {
    let center = simulator(context, appState: appState)
    await center.setCategories([
      NotificationCategory(identifier: "alarm", actions: [snooze], options: [.customDismissAction]),
      NotificationCategory(identifier: "message", actions: [reply, snooze]),
      NotificationCategory(identifier: "plain"),
    ])
    let responses = Recorder<NotificationResponse>()
    await center.setResponseHandler { await responses.append($0) }
    return (center, responses)
  }

  @Test func tapSendsTheDefaultActionAndClearsTheNotification() async throws {
    let (center, responses) = await prepared()
    try await center.add(request("tea", nil, category: "plain"))
    let delivered = try #require(await center.delivered.first)
    try await center.tap("tea")
    #expect(await responses.values == [NotificationResponse(notification: delivered, action: .default)])
    #expect(await center.delivered.isEmpty)
    await #expect(throws: SimulatorError.notShown("tea")) { try await center.tap("tea") }
  }

  @Test func dismissReachesTheAppOnlyWithACustomDismissAction() async throws {
    let (center, responses) = await prepared()
    try await center.add(request("alarm", nil, category: "alarm"))
    try await center.add(request("plain", nil, category: "plain"))
    let alarm = try #require(await center.delivered.first)
    try await center.dismiss("alarm")
    try await center.dismiss("plain")
    #expect(await responses.values == [NotificationResponse(notification: alarm, action: .dismiss)])
    #expect(await center.events.last == .cleared("plain", at: context.now))
    #expect(await center.delivered.isEmpty)
  }

  @Test func chosenActionMustBelongToTheNotificationsCategory() async throws {
    let (center, responses) = await prepared()
    try await center.add(request("alarm", nil, category: "alarm"))
    await #expect(throws: SimulatorError.unknownAction("reply", category: "alarm")) {
      try await center.chooseAction("reply", on: "alarm")
    }
    #expect(await center.delivered.count == 1)  // a failed step leaves it shown
    let alarm = try #require(await center.delivered.first)
    try await center.chooseAction("snooze", on: "alarm")
    #expect(await responses.values == [NotificationResponse(notification: alarm, action: .custom("snooze"))])

    try await center.add(request("uncategorized", nil))
    await #expect(throws: SimulatorError.unknownAction("snooze", category: "")) {
      try await center.chooseAction("snooze", on: "uncategorized")
    }
  }

  @Test func replySendsTheTypedText() async throws {
    let (center, responses) = await prepared()
    try await center.add(request("message-42", nil, category: "message"))
    let message = try #require(await center.delivered.first)
    await #expect(throws: SimulatorError.notATextInputAction("snooze")) {
      try await center.reply("Later", with: "snooze", on: "message-42")
    }
    try await center.reply("On my way", with: "reply", on: "message-42")
    let response = NotificationResponse(
      notification: message, action: .custom("reply"), userText: "On my way")
    #expect(await responses.values == [response])
    #expect(await center.events.last == .responded(response, at: context.now))
  }

  @Test func responsesWhileNotRunningWaitForTheLaunch() async throws {
    let (center, responses) = await prepared(.notRunning)
    try await center.add(request("tea", .timeInterval(60, repeats: false), category: "alarm"))
    try await center.add(request("coffee", .timeInterval(60, repeats: false), category: "alarm"))
    await center.advance(by: 60)
    let delivered = await center.delivered
    try await center.chooseAction("snooze", on: "coffee")  // runs the app in the background
    #expect(await responses.values.isEmpty)
    #expect(await center.appState == .notRunning)
    #expect(
      await center.takeLaunchResponses() == [
        NotificationResponse(notification: delivered[1], action: .custom("snooze"))
      ])
    #expect(await center.takeLaunchResponses().isEmpty)
  }

  /// A tap (the default action) opens the app: "Handling notifications and
  /// notification-related actions" (Apple's UserNotifications documentation) — the system
  /// launches the app or brings it to the foreground, then calls the delegate.
  @Test func aTapLaunchesTheAppIntoTheForeground() async throws {
    let (center, responses) = await prepared(.notRunning)
    try await center.add(request("tea", .timeInterval(60, repeats: false), category: "alarm"))
    await center.advance(by: 60)
    let delivered = await center.delivered
    try await center.tap("tea")
    #expect(await center.appState == .foreground)
    #expect(await responses.values.isEmpty)  // the cold start hands it over once the app is up
    #expect(
      await center.takeLaunchResponses() == [
        NotificationResponse(notification: delivered[0], action: .default)
      ])
  }

  /// An action with the `.foreground` option brings a backgrounded app to the foreground and
  /// runs the activation handler; one without it leaves the app in the background
  /// (`UNNotificationActionOptions.foreground`, Apple's documentation).
  @Test func aForegroundActionBringsTheAppForwardAndOthersDoNot() async throws {
    let (center, _) = await prepared(.background)
    let activations = Recorder<Int>()
    await center.setActivationHandler { await activations.append(1) }
    await center.setCategories([
      NotificationCategory("alarm") {
        NotificationAction("snooze", title: "Snooze")
        NotificationAction("open", title: "Open", options: [.foreground])
      }
    ])
    try await center.add(request("a", .timeInterval(60, repeats: false), category: "alarm"))
    try await center.add(request("b", .timeInterval(60, repeats: false), category: "alarm"))
    await center.advance(by: 60)
    try await center.chooseAction("snooze", on: "a")
    #expect(await center.appState == .background)
    try await center.chooseAction("open", on: "b")
    #expect(await center.appState == .foreground)
    #expect(await activations.values == [1])
  }

  @Test func thePersonCannotActWhileTheDeviceIsOff() async throws {
    let (center, _) = await prepared()
    try await center.add(request("tea", nil, category: "plain"))
    await center.powerOff()
    await #expect(throws: SimulatorError.poweredOff) { try await center.tap("tea") }
  }

  /// `getDeliveredNotifications` lists the notifications shown in Notification Center
  /// (Apple's documentation of `getDeliveredNotifications(completionHandler:)`): with the
  /// app's Notification Center setting off, none is kept there, so none is listed.
  @Test func withNotificationCenterOffDeliveredNotificationsAreNotListed() async throws {
    let (center, _) = await prepared()
    await center.updateSettings { $0.notificationCenterSetting = .disabled }
    try await center.add(request("tea", .timeInterval(60, repeats: false), category: "plain"))
    await center.advance(by: 60)
    #expect(await center.deliveredIdentifiers == ["tea"])
    #expect(await center.deliveredNotifications().isEmpty)
    await center.updateSettings { $0.notificationCenterSetting = .enabled }
    try await center.add(request("coffee", .timeInterval(60, repeats: false), category: "plain"))
    await center.advance(by: 60)
    #expect(await center.deliveredNotifications().map(\.request.identifier) == ["coffee"])
  }

  /// The system shows at most ten actions for a notification ("UNNotificationCategory",
  /// Apple's documentation): the eleventh of a category cannot be chosen.
  @Test func onlyTheFirstTenActionsOfACategoryCanBeChosen() async throws {
    let (center, responses) = await prepared()
    await center.setCategories([
      NotificationCategory(
        identifier: "many",
        actions: (1...11).map { NotificationAction(identifier: "a\($0)", title: "A\($0)") })
    ])
    try await center.add(request("x", .timeInterval(60, repeats: false), category: "many"))
    await center.advance(by: 60)
    await #expect(throws: SimulatorError.unknownAction("a11", category: "many")) {
      try await center.chooseAction("a11", on: "x")
    }
    try await center.chooseAction("a10", on: "x")
    #expect(await responses.values.map(\.action) == [.custom("a10")])
  }
}
