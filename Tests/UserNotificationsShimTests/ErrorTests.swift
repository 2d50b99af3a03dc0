import Foundation
import Testing
import UserNotificationsShim

/// `UNError` behaves as Apple's bridged error struct (UserNotificationsBehaviour.md §11).
struct ErrorTests {
  @Test func bridgesToAnNSErrorInTheUNErrorDomain() {
    let error = UNError(.attachmentInvalidFileSize, userInfo: [NSLocalizedDescriptionKey: "too big"])
    let nsError = error as NSError

    #expect(UNErrorDomain == "UNErrorDomain")
    #expect(UNError.errorDomain == "UNErrorDomain")
    #expect(nsError.domain == "UNErrorDomain")
    #expect(nsError.code == 102)
    #expect(error.errorCode == 102)
    #expect(error.localizedDescription == "too big")
  }

  @Test func readsBackFromAnNSError() {
    let error = UNError(_nsError: NSError(domain: UNErrorDomain, code: 1600, userInfo: ["key": "value"]))
    #expect(error.code == .badgeInputInvalid)
    #expect(error.userInfo["key"] as? String == "value")
  }

  @Test func equalityComparesCodeAndUserInfo() {
    #expect(UNError(.attachmentCorrupt) == UNError(.attachmentCorrupt))
    #expect(UNError(.attachmentCorrupt) != UNError(.attachmentInvalidURL))
    #expect(
      UNError(.attachmentCorrupt, userInfo: ["a": 1]) != UNError(.attachmentCorrupt, userInfo: ["a": 2]))
    #expect(Set([UNError(.attachmentCorrupt), UNError(.attachmentCorrupt)]).count == 1)
  }

  @Test func codesMatchInCatchPatterns() {
    func fail() throws { throw UNError(.badgeInputInvalid) }
    var caught: UNError.Code?
    do {
      try fail()
    } catch UNError.notificationsNotAllowed {
      caught = .notificationsNotAllowed
    } catch UNError.badgeInputInvalid {
      caught = .badgeInputInvalid
    } catch {
      caught = nil
    }
    #expect(caught == .badgeInputInvalid)
    #expect(!(UNError.Code.badgeInputInvalid ~= CancellationError()))
  }
}
