import Dispatch
import Foundation
import Testing
import UserNotificationsShim

/// Each operation has a completion-handler form and an `async` form (UserNotificationsBehaviour.md §1 note
/// (b)); completion handlers run later, off the caller (UserNotificationsBehaviour.md §2).
struct CompletionHandlerTests {
  let center = UNUserNotificationCenter._shimMake(authorization: .authorized)

  @Test func addAndReadBackWithCompletionHandlers() async throws {
    let error = await withCheckedContinuation { continuation in
      center.add(makeRequest("a", title: "Hello")) { error in
        continuation.resume(returning: error.map { "\($0)" })
      }
    }
    #expect(error == nil)
    // In an async context a bare `center.add(request)` picks the async overload, as with
    // Apple's SDK; the completion form needs its (here nil) handler spelled out.
    center.add(makeRequest("b"), withCompletionHandler: nil)
    center.add(makeRequest("now", trigger: nil), withCompletionHandler: nil)

    let pending = await withCheckedContinuation { continuation in
      center.getPendingNotificationRequests { requests in
        continuation.resume(returning: requests.map { "\($0.identifier):\($0.content.title)" })
      }
    }
    #expect(pending == ["a:Hello", "b:title"])

    let delivered = await withCheckedContinuation { continuation in
      center.getDeliveredNotifications { notifications in
        continuation.resume(returning: notifications.map(\.request.identifier))
      }
    }
    #expect(delivered == ["now"])
    #expect(await center.pendingIdentifiers() == ["a", "b"])
    #expect(await center.deliveredIdentifiers() == ["now"])
  }

  @Test func settingsAndCategoriesWithCompletionHandlers() async {
    center._shimSetNotificationSettings(authorizationStatus: .provisional)
    center.setNotificationCategories([
      UNNotificationCategory(identifier: "news", actions: [], intentIdentifiers: [])
    ])

    let status = await withCheckedContinuation { continuation in
      center.getNotificationSettings { settings in
        continuation.resume(returning: settings.authorizationStatus)
      }
    }
    #expect(status == .provisional)
    #expect(await center.notificationSettings().authorizationStatus == .provisional)

    let categories = await withCheckedContinuation { continuation in
      center.getNotificationCategories { categories in
        continuation.resume(returning: categories.map(\.identifier))
      }
    }
    #expect(categories == ["news"])
  }

  @Test func badgeCountInBothForms() async throws {
    try await center.setBadgeCount(4)
    #expect(center._shimBadgeCount == 4)

    let error = await withCheckedContinuation { continuation in
      center.setBadgeCount(0) { error in
        continuation.resume(returning: error.map { "\($0)" })
      }
    }
    #expect(error == nil)
    #expect(center._shimBadgeCount == 0)

    await #expect(throws: UNError.self) {
      try await center.setBadgeCount(-1)
    }
    let code = await withCheckedContinuation { continuation in
      center.setBadgeCount(-1) { error in
        continuation.resume(returning: (error as? UNError)?.code)
      }
    }
    #expect(code == .badgeInputInvalid)
    #expect(center._shimBadgeCount == 0)
  }
}

/// A completion handler is not called inside the call that takes it.
///
/// The handler waits for a signal the caller gives only once the call has returned;
/// called inside the call, it would time out instead.
@Test func completionHandlersAreNotCalledInsideTheCall() async {
  let center = UNUserNotificationCenter._shimMake()
  let callReturned = DispatchSemaphore(value: 0)
  let waited = await withCheckedContinuation { continuation in
    center.getPendingNotificationRequests { _ in
      continuation.resume(returning: callReturned.wait(timeout: .now() + 10))
    }
    callReturned.signal()
  }
  #expect(waited == .success)
}
