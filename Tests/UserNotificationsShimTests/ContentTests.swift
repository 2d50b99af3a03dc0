import Foundation
import Testing
import UserNotificationsShim

/// Content copies and compares like Apple's NSCopying/NSMutableCopying classes
/// (UserNotificationsBehaviour.md §11).
struct ContentTests {
  @Test func newContentHasTheDocumentedDefaults() {
    let content = UNMutableNotificationContent()
    #expect(content.title == "")
    #expect(content.body == "")
    #expect(content.badge == nil)
    #expect(content.sound == nil)
    #expect(content.userInfo.isEmpty)
    #expect(content.attachments.isEmpty)
    #expect(content.categoryIdentifier == "")
    #expect(content.targetContentIdentifier == nil)
    #expect(content.interruptionLevel == .active)
    #expect(content.relevanceScore == 0)
    #expect(content.filterCriteria == nil)
  }

  @available(*, deprecated, message: "reads deprecated summary properties on purpose")
  @Test func summaryPropertiesDefaultAsApplesHeaderSays() {
    let content = UNMutableNotificationContent()
    #expect(content.summaryArgument == "")
    #expect(content.summaryArgumentCount == 1)
    content.summaryArgumentCount = 3
    #expect((content.copy() as? UNNotificationContent)?.summaryArgumentCount == 3)
  }

  @Test func copyIsImmutableAndMutableCopyIsIndependent() throws {
    let content = makeContent(title: "Quote", body: "Less is more")
    content.badge = 2
    content.sound = .default
    content.userInfo = ["id": 42, "tags": ["a", "b"]]
    content.categoryIdentifier = "quote"
    content.threadIdentifier = "quotes"
    content.interruptionLevel = .timeSensitive
    content.relevanceScore = 0.5

    let copy = try #require(content.copy() as? UNNotificationContent)
    #expect(!(copy is UNMutableNotificationContent))
    #expect(copy == content)
    #expect(copy.badge == 2)
    #expect(copy.interruptionLevel == .timeSensitive)

    let mutable = try #require(copy.mutableCopy() as? UNMutableNotificationContent)
    mutable.title = "Changed"
    #expect(copy.title == "Quote")
    #expect(mutable != copy)
  }

  @Test func userInfoTakesPartInEquality() {
    let first = makeContent(title: "A")
    first.userInfo = ["id": 1]
    let second = makeContent(title: "A")
    second.userInfo = ["id": 1]
    let third = makeContent(title: "A")
    third.userInfo = ["id": 2]

    #expect(first == second)
    #expect(first != third)
  }

  @Test func soundsCompareByHowTheyWereMade() {
    let chime = UNNotificationSoundName("chime.caf")
    #expect(UNNotificationSound.default == UNNotificationSound.default)
    #expect(
      UNNotificationSound(named: chime)
        == UNNotificationSound(named: UNNotificationSoundName(rawValue: "chime.caf")))
    #expect(UNNotificationSound(named: chime) != UNNotificationSound.default)
    #expect(UNNotificationSound.criticalSoundNamed(chime) != UNNotificationSound(named: chime))
    #expect(
      UNNotificationSound.defaultCriticalSound(withAudioVolume: 0.5)
        != UNNotificationSound.defaultCriticalSound(withAudioVolume: 0.8))
    #expect(UNNotificationSound.defaultCritical != UNNotificationSound.defaultRingtone)
    #expect(chime.rawValue == "chime.caf")
  }

  @Test func requestsCompareByIdentifierContentAndTrigger() {
    let trigger = UNTimeIntervalNotificationTrigger(timeInterval: 60, repeats: true)
    let request = UNNotificationRequest(identifier: "a", content: makeContent(title: "T"), trigger: trigger)
    let same = UNNotificationRequest(
      identifier: "a", content: makeContent(title: "T"),
      trigger: UNTimeIntervalNotificationTrigger(timeInterval: 60, repeats: true))
    let otherTrigger = UNNotificationRequest(
      identifier: "a", content: makeContent(title: "T"),
      trigger: UNTimeIntervalNotificationTrigger(timeInterval: 120, repeats: true))

    #expect(request == same)
    #expect(request != otherTrigger)
    #expect(request != UNNotificationRequest(identifier: "a", content: makeContent(title: "T"), trigger: nil))
  }
}
