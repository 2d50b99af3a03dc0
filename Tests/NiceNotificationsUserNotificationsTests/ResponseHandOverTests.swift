import Foundation
@testable import NiceNotifications
import Testing
import TestSupport

/// A response accepted by one router and taken by the next before its handler runs: the delegate's
/// wait ends when that handler does, and no response is handled by both routers.
struct ResponseHandOverTests {
  static func response(_ identifier: String) -> NotificationResponse {
    let request = NotificationRequest(
      identifier: identifier, content: NotificationContent(title: identifier), trigger: nil)
    return NotificationResponse(
      notification: DeliveredNotification(request: request, date: Date(timeIntervalSince1970: 1_800_000_000)),
      action: .custom("done"))
  }

  @Test func aWaitOnAResponseHandedToANewRouterEndsOnlyWhenItsHandlerHasFinished() async throws {
    let old = NotificationResponseRouter()
    // The delegate has accepted the response and not yet begun to wait when the app sets its router.
    let handled = try #require(await old.accept(Self.response("done")))
    let running = Gate()
    let release = Gate()
    let log = Recorder<String>()
    let new = NotificationResponseRouter()
    await new.on(.action("done")) { _ in
      await running.open()
      await release.wait()
      await log.append("handled")
    }
    let handing = Task { await new.adopt(await old.handOver()) }
    await running.wait()
    let waiting = Task {
      await old.finish(handled)
      return await log.values
    }
    await release.open()
    #expect(await waiting.value == ["handled"])
    await handing.value
  }

  @Test func aResponseTheOldRouterHandledIsNotHandledAgainByTheNewOne() async {
    let log = Recorder<String>()
    let old = NotificationResponseRouter()
    await old.on(.anyResponse) { _ in await log.append("old") }
    await old.route(Self.response("a"))
    let new = NotificationResponseRouter()
    await new.on(.anyResponse) { _ in await log.append("new") }
    await new.adopt(await old.handOver())
    await new.route(Self.response("a"))
    await new.route(Self.response("b"))
    #expect(await log.values == ["old", "new"])
    #expect(await new.accept(Self.response("a")) == nil)
  }
}
