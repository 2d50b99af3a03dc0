#if !canImport(UserNotifications)
  import Foundation

  /// Every value of a ``UNNotificationContent``, so that copies are one assignment.
  struct ContentFields {
    var title = ""
    var subtitle = ""
    var body = ""
    var badge: NSNumber?
    var sound: UNNotificationSound?
    var launchImageName = ""
    var userInfo: [AnyHashable: Any] = [:]
    var attachments: [UNNotificationAttachment] = []
    var categoryIdentifier = ""
    var threadIdentifier = ""
    var targetContentIdentifier: String?
    var summaryArgument = ""
    var summaryArgumentCount = 1
    var interruptionLevel = UNNotificationInterruptionLevel.active
    var relevanceScore = 0.0
    var filterCriteria: String?

    /// Whether every value equals `other`'s; `userInfo` is compared as Foundation does.
    func isEqual(to other: ContentFields) -> Bool {
      title == other.title && subtitle == other.subtitle && body == other.body
        && badge == other.badge && sound == other.sound && launchImageName == other.launchImageName
        && attachments == other.attachments && categoryIdentifier == other.categoryIdentifier
        && threadIdentifier == other.threadIdentifier
        && targetContentIdentifier == other.targetContentIdentifier
        && summaryArgument == other.summaryArgument && summaryArgumentCount == other.summaryArgumentCount
        && interruptionLevel == other.interruptionLevel && relevanceScore == other.relevanceScore
        && filterCriteria == other.filterCriteria && PropertyList.isEqual(userInfo, other.userInfo)
    }
  }
#endif
