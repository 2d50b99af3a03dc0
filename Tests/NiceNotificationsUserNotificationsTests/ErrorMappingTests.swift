#if !canImport(UserNotifications)
  import Foundation
  @testable import NiceNotifications
  import NiceNotificationsUserNotifications
  import Testing
  import UserNotificationsShim

  struct ErrorMappingTests {

    @Test(arguments: [
      (UNError.Code.notificationsNotAllowed, NotificationCenterError.notificationsNotAllowed),
      (.attachmentInvalidURL, .invalidAttachment("reason")),
      (.attachmentUnrecognizedType, .invalidAttachment("reason")),
      (.attachmentInvalidFileSize, .invalidAttachment("reason")),
      (.attachmentNotInDataStore, .invalidAttachment("reason")),
      (.attachmentMoveIntoDataStoreFailed, .invalidAttachment("reason")),
      (.attachmentCorrupt, .invalidAttachment("reason")),
      (
        .notificationInvalidNoDate,
        .invalidRequest(.refusedByPlatform("it should have a date but has none: reason"))
      ),
      (
        .notificationInvalidNoContent,
        .invalidRequest(.refusedByPlatform("it has no user-facing content: reason"))
      ),
      (
        .contentProvidingObjectNotAllowed,
        .invalidRequest(.refusedByPlatform("its content-providing object was refused: reason"))
      ),
      (
        .contentProvidingInvalid,
        .invalidRequest(.refusedByPlatform("its content-providing object was refused: reason"))
      ),
      (.badgeInputInvalid, .other(domain: "UNErrorDomain", code: 1600, description: "reason")),
    ])
    func everyUNErrorCodeHasATypedError(code: UNError.Code, expected: NotificationCenterError) {
      let error = UNError(code, userInfo: [NSLocalizedDescriptionKey: "reason"])
      #expect(NotificationCenterError(userNotificationsError: error) == expected)
    }

    @Test func anInvalidBadgeNamesTheCountWhenItIsKnown() {
      let error = UNError(.badgeInputInvalid, userInfo: [NSLocalizedDescriptionKey: "reason"])
      #expect(NotificationCenterError.mapping(error, badgeCount: 7) == .invalidBadge(7))
    }

    @Test func errorsOfOtherDomainsAndUnknownCodesKeepTheirDomainAndCode() {
      let foreign = NSError(domain: "Other", code: 3, userInfo: [NSLocalizedDescriptionKey: "elsewhere"])
      #expect(
        NotificationCenterError(userNotificationsError: foreign)
          == .other(domain: "Other", code: 3, description: "elsewhere"))
      let unknown = NSError(domain: UNErrorDomain, code: 9_999, userInfo: [NSLocalizedDescriptionKey: "new"])
      #expect(
        NotificationCenterError(userNotificationsError: unknown)
          == .other(domain: "UNErrorDomain", code: 9_999, description: "new"))
    }

    @Test func aNotificationCenterErrorIsKeptAsItIs() {
      #expect(
        NotificationCenterError(userNotificationsError: NotificationCenterError.invalidBadge(-2))
          == .invalidBadge(-2))
    }

    @Test func theShimsRefusalOfAnIntervalIsTypedWhenValidationIsBypassed() async throws {
      let shim = UNUserNotificationCenter._shimMake()
      let trigger = UNTimeIntervalNotificationTrigger(timeInterval: 0, repeats: false)
      let request = UNNotificationRequest(
        identifier: "zero", content: UNNotificationContent(), trigger: trigger)
      let error = await #expect(throws: UNError.self) { try await shim.add(request) }
      #expect(
        error.map { NotificationCenterError(userNotificationsError: $0) }
          == .invalidRequest(
            .refusedByPlatform("it should have a date but has none: time interval must be greater than 0")))
    }
  }
#endif
