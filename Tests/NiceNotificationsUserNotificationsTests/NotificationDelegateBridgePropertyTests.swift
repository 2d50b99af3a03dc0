#if !canImport(UserNotifications)
  import Foundation
  import NiceNotifications
  import PropertyTesting
  import Testing
  import UserNotificationsShim
  import TestSupport

  /// Whatever the order in which responses arrive and the app sets, clears and replaces its
  /// handlers and routers, the system is told a response is handled only after its handler
  /// has run, and every response is handled exactly once.
  struct NotificationDelegateBridgePropertyTests {
    /// One thing that happens during a launch.
    enum Step: Equatable, CustomStringConvertible {
      /// A response to a notification of its own arrives.
      case respond
      /// The app sets a response handler on the bridge.
      case setHandler
      /// The app clears the bridge's response handler.
      case clearHandler
      /// The app routes to a new router, with a handler for every response or none.
      case route(handling: Bool)

      var description: String {
        switch self {
        case .respond: "respond"
        case .setHandler: "setHandler"
        case .clearHandler: "clearHandler"
        case .route(let handling): "route(handling: \(handling))"
        }
      }
    }

    /// How many launches the check plays: `NICE_BRIDGE_CASES`, or 40.
    static let cases = ProcessInfo.processInfo.environment["NICE_BRIDGE_CASES"].flatMap(Int.init) ?? 40

    static func generate(_ generator: inout SeededGenerator) -> [Step] {
      (0..<Int.random(in: 1...12, using: &generator)).map { _ in
        switch Int.random(in: 0..<6, using: &generator) {
        case 0, 1, 2: .respond
        case 3: .setHandler
        case 4: .clearHandler
        default: .route(handling: Bool.random(using: &generator))
        }
      }
    }

    static func shrink(_ steps: [Step]) -> [[Step]] {
      steps.indices.map { index in
        var shorter = steps
        shorter.remove(at: index)
        return shorter
      }
    }

    /// Plays `steps`, then sets a handler, and checks the promise.
    static func holds(_ steps: [Step]) async throws -> Bool {
      let bridge = NotificationDelegateBridge()
      let handled = Recorder<String>()
      let handler: NotificationDelegateBridge.ResponseHandler = {
        await handled.append($0.notification.request.identifier)
      }
      var told: [(identifier: String, task: Task<[String], any Error>)] = []
      var handling = false
      for (index, step) in steps.enumerated() {
        switch step {
        case .respond:
          let identifier = "r\(index)"
          told.append(
            (
              identifier,
              Task {
                _ = try await NotificationDelegateBridgeTests.respond(to: identifier, through: bridge)
                return await handled.values
              }
            ))
          // Arrived: handled already, or waiting.
          while await !handled.values.contains(identifier),
            await !bridge.queuedResponses.contains(where: { $0.notification.request.identifier == identifier }
            )
          {
            await Task.yield()
          }
        case .setHandler:
          await bridge.setResponseHandler(handler)
          handling = true
        case .clearHandler:
          await bridge.setResponseHandler(nil)
          handling = false
        case .route(let handlingAll):
          let router = NotificationResponseRouter()
          if handlingAll {
            await router.on(.anyResponse) {
              await handled.append($0.response.notification.request.identifier)
            }
          }
          await bridge.route(to: router)
          handling = handlingAll
        }
      }
      if !handling { await bridge.setResponseHandler(handler) }
      for (identifier, task) in told {
        // Told only after its handler ran.
        guard try await task.value.contains(identifier) else { return false }
      }
      let all = await handled.values
      let waiting = await bridge.queuedResponses
      return all.sorted() == told.map(\.identifier).sorted() && waiting.isEmpty
    }

    @Test func theSystemIsToldAResponseIsHandledOnlyAfterItsHandlerRanExactlyOnce() async {
      let failure = await check(
        "told after handled, handled once", iterations: Self.cases, generate: Self.generate,
        shrink: Self.shrink,
        property: Self.holds)
      if let failure { Issue.record(Comment(rawValue: failure.description)) }
    }
  }
#endif
