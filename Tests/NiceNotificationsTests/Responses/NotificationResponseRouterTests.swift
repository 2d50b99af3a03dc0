import Foundation
import NiceNotifications
import Testing
import TestSupport

struct NotificationResponseRouterTests {
  let date = Date(timeIntervalSince1970: 1_795_000_000)

  func response(
    _ identifier: String, category: String = "", action: NotificationResponse.Action = .default,
    text: String? = nil, deliveredAt offset: TimeInterval = 0
  ) -> NotificationResponse {
    var content = NotificationContent(title: identifier)
    content.categoryIdentifier = category
    let request = NotificationRequest(identifier: identifier, content: content, trigger: nil)
    return NotificationResponse(
      notification: DeliveredNotification(request: request, date: date + offset), action: action,
      userText: text)
  }

  /// A router whose handlers record which route took which response.
  func recordingRouter(_ routes: [ResponseRoute]) async -> (NotificationResponseRouter, Recorder<String>) {
    let router = NotificationResponseRouter()
    let log = Recorder<String>()
    for route in routes {
      await router.on(route) { response in
        await log.append("\(route) <- \(response.notification.request.identifier)")
      }
    }
    return (router, log)
  }

  @Test func eachResponseGoesToTheMostSpecificRoute() async {
    let routes: [ResponseRoute] = [
      .anyResponse, .tap, .dismiss, .group("pills"), .category("timer"), .tap(inCategory: "timer"),
      .dismiss(inCategory: "timer"), .action("snooze"),
    ]
    let (router, log) = await recordingRouter(routes)
    await router.route(response("a", category: "timer", action: .custom("snooze")))
    await router.route(response("b", category: "timer", action: .default))
    await router.route(response("c", category: "timer", action: .dismiss))
    await router.route(response("d", category: "timer", action: .custom("stop")))
    await router.route(response("pills:0:20261122T200000", category: "other", action: .custom("stop")))
    await router.route(response("pills:0:20261123T200000", action: .default))
    await router.route(response("e", category: "other", action: .default))
    await router.route(response("f", action: .dismiss))
    await router.route(response("g", action: .custom("unknown")))
    #expect(
      await log.values == [
        "action \"snooze\" <- a", "tap in \"timer\" <- b", "dismiss in \"timer\" <- c",
        "category \"timer\" <- d",
        "group \"pills\" <- pills:0:20261122T200000", "group \"pills\" <- pills:0:20261123T200000",
        "tap <- e",
        "dismiss <- f", "any response <- g",
      ])
    #expect(await router.queuedResponses.isEmpty)
  }

  @Test func handlersGetTheTypedResponse() async throws {
    let router = NotificationResponseRouter()
    let received = Recorder<RoutedResponse>()
    await router.on(.action("reply")) { await received.append($0) }
    await router.route(
      response("chat:~snooze:msg:t1795000000", category: "message", action: .custom("reply"), text: "Hi"))
    let routed = try #require(await received.values.first)
    #expect(routed.action == .custom("reply"))
    #expect(routed.userText == "Hi")
    #expect(routed.categoryIdentifier == "message")
    #expect(routed.groupIdentifier == "chat")
    #expect(routed.isSnoozed)
    #expect(routed.occurrence == RequestIdentifier(group: "chat", entry: "msg", occurrence: "t1795000000"))
    #expect(routed.remote == nil)
    #expect(routed.content.title == "chat:~snooze:msg:t1795000000")
  }

  @Test func responsesWithoutAHandlerWaitAndAreDeliveredOnceInOrder() async {
    let router = NotificationResponseRouter()
    let log = Recorder<String>()
    let early = [
      response("1", category: "timer", action: .custom("snooze")), response("2", action: .default),
      response("3", category: "timer", action: .custom("snooze"), deliveredAt: 60),
    ]
    await router.route(contentsOf: early)
    #expect(await router.queuedResponses == early)
    await router.on(.action("snooze")) { await log.append("snooze \($0.notification.request.identifier)") }
    #expect(await log.values == ["snooze 1", "snooze 3"])
    #expect(await router.queuedResponses == [early[1]])
    await router.on(.tap) { await log.append("tap \($0.notification.request.identifier)") }
    await router.on(.anyResponse) { await log.append("any \($0.notification.request.identifier)") }
    #expect(await log.values == ["snooze 1", "snooze 3", "tap 2"])
    #expect(await router.queuedResponses.isEmpty)
  }

  @Test func aResponseRoutedTwiceIsDeliveredOnce() async {
    let (router, log) = await recordingRouter([.tap])
    let tap = response("a", action: .default)
    await router.route(tap)
    await router.route(tap)
    // A later delivery of the same request is another response.
    await router.route(response("a", action: .default, deliveredAt: 86_400))
    #expect(await log.values == ["tap <- a", "tap <- a"])
  }

  @Test func concurrentRoutingAndRegistrationLoseNothingAndDuplicateNothing() async {
    let router = NotificationResponseRouter()
    let log = Recorder<String>()
    let responses = (0..<200).map { response("n\($0)", category: $0.isMultiple(of: 2) ? "even" : "odd") }
    await withTaskGroup(of: Void.self) { tasks in
      for response in responses { tasks.addTask { await router.route(response) } }
      for response in responses.prefix(50) { tasks.addTask { await router.route(response) } }  // duplicates
      tasks.addTask {
        await router.on(.category("even")) { await log.append($0.notification.request.identifier) }
      }
      tasks.addTask {
        await router.on(.category("odd")) { await log.append($0.notification.request.identifier) }
      }
    }
    let delivered = await log.values
    #expect(delivered.count == 200)
    #expect(Set(delivered) == Set(responses.map(\.notification.request.identifier)))
    #expect(await router.queuedResponses.isEmpty)
  }

  @Test func aRemovedHandlerLetsResponsesFallThrough() async {
    let (router, log) = await recordingRouter([.action("snooze"), .anyResponse])
    await router.removeHandler(for: .action("snooze"))
    await router.route(response("a", action: .custom("snooze")))
    #expect(await log.values == ["any response <- a"])
  }

  @Test func aThrowingHandlerReportsToTheFailureHandlerAndCountsAsDelivered() async {
    struct Boom: Error {}
    let router = NotificationResponseRouter()
    let failures = Recorder<String>()
    await router.onFailure { response, error in
      await failures.append("\(response.notification.request.identifier): \(error)")
    }
    await router.on(.tap) { _ in throw Boom() }
    await router.route(response("a"))
    #expect(await failures.values == ["a: Boom()"])
    #expect(await router.queuedResponses.isEmpty)
  }
}
