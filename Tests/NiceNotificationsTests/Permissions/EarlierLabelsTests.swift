@testable import NiceNotifications
import Testing

/// Labels this package's first releases used, kept (deprecated) beside the original's.
struct EarlierLabelsTests {
  @available(*, deprecated, message: "uses the earlier label on purpose")
  @Test func anAskerMadeWithTheEarlierLabelStillAnswers() async throws {
    let yes = PermissionAsker(completion: { completion in completion(.success(true)) })
    let no = PermissionAsker(askPermission: { completion in completion(.success(false)) })
    let trailing = PermissionAsker { completion in completion(.success(true)) }
    #expect(try await yes.ask())
    #expect(try await !no.ask())
    #expect(try await trailing.ask())
  }
}
