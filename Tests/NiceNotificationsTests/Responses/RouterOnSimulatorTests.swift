import Foundation
import NiceNotifications
import NiceNotificationsTesting
import Testing
import TestSupport

/// The router plugged into the simulated center, as an app plugs it into its delegate: each
/// kind of response in each app state.
struct RouterOnSimulatorTests {
  let context = DateBuilder.Context.fixed(2026, 11, 21, 12, 0)

  let categories = NotificationCategories {
    NotificationCategory("alarm", options: [.customDismissAction]) {
      NotificationAction("stop", title: "Stop", options: [.destructive, .authenticationRequired])
      NotificationAction("open-alarm", title: "Open", options: [.foreground], icon: .systemImage("alarm"))
    }
    NotificationCategory("message") {
      NotificationAction.textInput("reply", title: "Reply", buttonTitle: "Send", placeholder: "Message")
    }
    NotificationCategory("plain")
  }

  /// The app's launch: register categories, plug in a router, hand it the responses the
  /// launch brought, then register handlers that log what they get.
  func launch(
    _ center: SimulatedNotificationCenter, policy: PresentationPolicy = .standard
  ) async throws -> (NotificationResponseRouter, Recorder<String>) {
    try await frontDoor(over: center).register(categories: categories)
    let router = NotificationResponseRouter(presentationPolicy: policy)
    await center.setResponseHandler { await router.route($0) }
    await center.setPresentationHandler { await router.presentationOptions(for: $0) }
    await router.route(contentsOf: await center.takeLaunchResponses())
    let log = Recorder<String>()
    for route: ResponseRoute in [.action("stop"), .action("open-alarm"), .action("reply"), .tap, .dismiss] {
      await router.on(route) { response in
        let text = response.userText.map { " \"\($0)\"" } ?? ""
        await log.append("\(route) \(response.notification.request.identifier)\(text)")
      }
    }
    return (router, log)
  }

  /// Delivers four notifications and answers each: a tap, a destructive action, a
  /// foreground action, a text reply and an explicit dismissal.
  func answerEverything(on center: SimulatedNotificationCenter) async throws {
    try await center.add(request("tea", nil, category: "plain"))
    try await center.add(request("alarm-1", nil, category: "alarm"))
    try await center.add(request("alarm-2", nil, category: "alarm"))
    try await center.add(request("alarm-3", nil, category: "alarm"))
    try await center.add(request("message-1", nil, category: "message"))
    try await center.tap("tea")
    try await center.chooseAction("stop", on: "alarm-1")
    try await center.chooseAction("open-alarm", on: "alarm-2")
    try await center.reply("On my way", with: "reply", on: "message-1")
    try await center.dismiss("alarm-3")
  }

  let expected = [
    "tap tea", "action \"stop\" alarm-1", "action \"open-alarm\" alarm-2",
    "action \"reply\" message-1 \"On my way\"",
    "dismiss alarm-3",
  ]

  @Test(arguments: [AppState.foreground, .background])
  func everyKindOfResponseReachesItsHandlerWhileTheAppRuns(state: AppState) async throws {
    let center = simulator(context, appState: state)
    let (router, log) = try await launch(center)
    try await answerEverything(on: center)
    #expect(await log.values == expected)
    #expect(await router.queuedResponses.isEmpty)
  }

  @Test func responsesWhileNotRunningAreHandledOnceAfterLaunch() async throws {
    let center = simulator(context, appState: .notRunning)
    await center.setCategories(Set(categories.categories))
    try await answerEverything(on: center)
    await center.setAppState(.foreground)
    let launched = await center.events.compactMap { event -> NotificationResponse? in
      if case .responded(let response, _) = event { response } else { nil }
    }
    let (router, log) = try await launch(center)
    // Each waiting response is delivered when the handler that takes it is registered.
    let inRegistrationOrder = [expected[1], expected[2], expected[3], expected[0], expected[4]]
    #expect(await log.values == inRegistrationOrder)
    await router.route(contentsOf: launched)  // handed over again, as didReceive does after a cold start
    #expect(await log.values == inRegistrationOrder)
    #expect(await center.takeLaunchResponses().isEmpty)
  }

  @Test func responsesBeforeAnyHandlerWaitInTheRouter() async throws {
    let center = simulator(context, appState: .notRunning)
    await center.setCategories(Set(categories.categories))
    try await center.add(request("tea", nil, category: "plain"))
    try await center.tap("tea")
    await center.setAppState(.background)
    let router = NotificationResponseRouter()
    await center.setResponseHandler { await router.route($0) }
    await router.route(contentsOf: await center.takeLaunchResponses())
    try await center.add(request("alarm", nil, category: "alarm"))
    try await center.chooseAction("stop", on: "alarm")  // arrives while the app is still setting up
    #expect(await router.queuedResponses.map(\.notification.request.identifier) == ["tea", "alarm"])
    let log = Recorder<String>()
    await router.on(.anyResponse) { await log.append($0.notification.request.identifier) }
    #expect(await log.values == ["tea", "alarm"])
  }

  @Test func dismissReachesTheRouterOnlyWithACustomDismissAction() async throws {
    let center = simulator(context)
    let (router, log) = try await launch(center)
    try await center.add(request("tea", nil, category: "plain"))
    try await center.add(request("alarm", nil, category: "alarm"))
    try await center.dismiss("tea")
    try await center.dismiss("alarm")
    #expect(await log.values == ["dismiss alarm"])
    #expect(await router.queuedResponses.isEmpty)
  }

  @Test func foregroundPresentationFollowsThePolicy() async throws {
    let center = simulator(context, appState: .foreground)
    let policy = PresentationPolicy.standard.presenting(.silent, forCategory: "plain").presenting(
      [.list], forGroup: "quotes")
    _ = try await launch(center, policy: policy)
    try await center.add(request("quotes:0:now", nil))
    try await center.add(request("tea", nil, category: "plain"))
    try await center.add(request("alarm", nil, category: "alarm"))
    let presentations = await center.events.compactMap { event -> String? in
      guard case .delivered(let identifier, .foreground(let options), _) = event else { return nil }
      return "\(identifier) \(options.rawValue)"
    }
    #expect(
      presentations == [
        "quotes:0:now \(PresentationOptions.list.rawValue)", "tea 0",
        "alarm \(PresentationOptions([.banner, .list, .sound]).rawValue)",
      ])
    #expect(await center.delivered.map(\.request.identifier) == ["quotes:0:now", "alarm"])
  }

  @Test func aRemoteNotificationGoesThroughTheSamePresentationAndRouting() async throws {
    let center = simulator(context, appState: .foreground)
    let policy = PresentationPolicy.standard.presenting([.banner], forCategory: "message")
    let (router, _) = try await launch(center, policy: policy)
    let received = Recorder<RoutedResponse>()
    await router.on(.action("reply")) { await received.append($0) }
    let push = try RemoteNotification(
      payload: Data(
        #"{"aps": {"alert": {"title": "Ada", "body": "Lunch?"}, "category": "message"}, "chat": 42}"#.utf8))
    #expect(await center.receive(push, identifier: "apns-1"))
    #expect(
      await center.events.last == .delivered("apns-1", presentation: .foreground([.banner]), at: context.now))
    try await center.reply("Yes", with: "reply", on: "apns-1")
    let routed = try #require(await received.values.first)
    #expect(routed.remote == push)
    #expect(routed.remote?.customData == ["chat": 42])
    #expect(routed.userText == "Yes")
    #expect(routed.groupIdentifier == nil)

    let silent = try RemoteNotification(payload: Data(#"{"aps": {"content-available": 1}}"#.utf8))
    #expect(await center.receive(silent, identifier: "apns-2") == false)
  }
}
