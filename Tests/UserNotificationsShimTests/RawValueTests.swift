import Testing
import UserNotificationsShim

/// Option sets and enums carry Apple's raw values (UserNotificationsBehaviour.md §11), so values
/// stored or logged by an adapter mean the same on Linux and on Apple platforms.
struct RawValueTests {
  @Test func authorizationOptionsUseApplesBits() {
    #expect(UNAuthorizationOptions.badge.rawValue == 1)
    #expect(UNAuthorizationOptions.sound.rawValue == 2)
    #expect(UNAuthorizationOptions.alert.rawValue == 4)
    #expect(UNAuthorizationOptions.carPlay.rawValue == 8)
    #expect(UNAuthorizationOptions.criticalAlert.rawValue == 16)
    #expect(UNAuthorizationOptions.providesAppNotificationSettings.rawValue == 32)
    #expect(UNAuthorizationOptions.provisional.rawValue == 64)
    #expect(([.alert, .sound, .badge] as UNAuthorizationOptions).rawValue == 7)
    #expect(UNAuthorizationOptions(rawValue: 6) == [.sound, .alert])
  }

  @available(*, deprecated, message: "reads deprecated options on purpose")
  @Test func deprecatedOptionsKeepApplesBits() {
    #expect(UNAuthorizationOptions.announcement.rawValue == 128)
    #expect(UNAuthorizationOptions.timeSensitive.rawValue == 256)
    #expect(UNNotificationPresentationOptions.alert.rawValue == 4)
    #expect(UNNotificationCategoryOptions.allowAnnouncement.rawValue == 16)
  }

  @Test func presentationOptionsUseApplesBits() {
    #expect(UNNotificationPresentationOptions.badge.rawValue == 1)
    #expect(UNNotificationPresentationOptions.sound.rawValue == 2)
    #expect(UNNotificationPresentationOptions.list.rawValue == 8)
    #expect(UNNotificationPresentationOptions.banner.rawValue == 16)
    #expect(([.banner, .list] as UNNotificationPresentationOptions).rawValue == 24)
  }

  @Test func categoryOptionsUseApplesBits() {
    #expect(UNNotificationCategoryOptions.customDismissAction.rawValue == 1)
    #expect(UNNotificationCategoryOptions.allowInCarPlay.rawValue == 2)
    #expect(UNNotificationCategoryOptions.hiddenPreviewsShowTitle.rawValue == 4)
    #expect(UNNotificationCategoryOptions.hiddenPreviewsShowSubtitle.rawValue == 8)
  }

  @Test func actionOptionsUseApplesBits() {
    #expect(UNNotificationActionOptions.authenticationRequired.rawValue == 1)
    #expect(UNNotificationActionOptions.destructive.rawValue == 2)
    #expect(UNNotificationActionOptions.foreground.rawValue == 4)
  }

  @Test func settingsEnumsUseApplesRawValues() {
    #expect(
      [UNAuthorizationStatus.notDetermined, .denied, .authorized, .provisional, .ephemeral].map(\.rawValue)
        == [0, 1, 2, 3, 4])
    #expect([UNNotificationSetting.notSupported, .disabled, .enabled].map(\.rawValue) == [0, 1, 2])
    #expect([UNAlertStyle.none, .banner, .alert].map(\.rawValue) == [0, 1, 2])
    #expect([UNShowPreviewsSetting.always, .whenAuthenticated, .never].map(\.rawValue) == [0, 1, 2])
    #expect(
      [UNNotificationInterruptionLevel.passive, .active, .timeSensitive, .critical].map(\.rawValue) == [
        0, 1, 2, 3,
      ])
  }

  @Test func errorCodesUseApplesRawValues() {
    let codes: [UNError.Code] = [
      .notificationsNotAllowed, .attachmentInvalidURL, .attachmentUnrecognizedType,
      .attachmentInvalidFileSize,
      .attachmentNotInDataStore, .attachmentMoveIntoDataStoreFailed, .attachmentCorrupt,
      .notificationInvalidNoDate, .notificationInvalidNoContent, .contentProvidingObjectNotAllowed,
      .contentProvidingInvalid, .badgeInputInvalid,
    ]
    #expect(codes.map(\.rawValue) == [1, 100, 101, 102, 103, 104, 105, 1400, 1401, 1500, 1501, 1600])
    #expect(UNError.notificationInvalidNoDate == UNError.Code.notificationInvalidNoDate)
  }
}
