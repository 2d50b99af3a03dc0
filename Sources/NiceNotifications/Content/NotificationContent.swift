public import Foundation

/// What a notification shows and plays: a value, `Sendable`, `Codable` and comparable by
/// ``fingerprint``.
///
/// ```swift
/// let content = NotificationContent(
///   title: "Test Notification",
///   body: "This one is for a README",
///   sound: .default
/// )
/// ```
///
/// Empty strings mean "none", as on Apple's `UNNotificationContent`.
public struct NotificationContent: Hashable, Sendable, Codable {
  /// The headline.
  public var title: String
  /// The line under the title.
  public var subtitle: String
  /// The message.
  public var body: String
  /// The sound, or `nil` for none.
  public var sound: NotificationSound?
  /// The number to show on the app icon, 0 to clear it, `nil` to leave it as it is.
  public var badge: Int?
  /// Custom data for the app, in property-list values.
  public var userInfo: [String: PropertyListValue]
  /// The registered category whose actions the notification shows.
  public var categoryIdentifier: String
  /// The thread the notification is grouped into.
  public var threadIdentifier: String
  /// The identifier of the window or content the app brings forward when opened.
  public var targetContentIdentifier: String?
  /// How urgently it may interrupt.
  public var interruptionLevel: InterruptionLevel
  /// How it ranks in a notification summary, 0…1.
  public var relevanceScore: Double
  /// The Focus filter criteria it matches.
  public var filterCriteria: String?
  /// Images, sounds or videos shown with it.
  public var attachments: [NotificationAttachment]

  /// Creates content; the sound defaults to the system sound.
  ///
  /// ```swift
  /// let content = NotificationContent(title: quote, body: "Tap here for more daily inspiration")
  /// ```
  public init(
    title: String? = nil, subtitle: String? = nil, body: String? = nil, sound: NotificationSound? = .default,
    badge: Int? = nil, userInfo: [String: PropertyListValue] = [:]
  ) {
    self.title = title ?? ""
    self.subtitle = subtitle ?? ""
    self.body = body ?? ""
    self.sound = sound
    self.badge = badge
    self.userInfo = userInfo
    self.categoryIdentifier = ""
    self.threadIdentifier = ""
    self.targetContentIdentifier = nil
    self.interruptionLevel = .active
    self.relevanceScore = 0
    self.filterCriteria = nil
    self.attachments = []
  }

  /// Content that plays no sound.
  ///
  /// ```swift
  /// let quiet = NotificationContent.muted(title: "Streak saved", body: "See you tomorrow")
  /// ```
  public static func muted(
    title: String? = nil, subtitle: String? = nil, body: String? = nil, badge: Int? = nil
  ) -> NotificationContent {
    NotificationContent(title: title, subtitle: subtitle, body: body, sound: nil, badge: badge)
  }

  /// The reasons this content cannot be scheduled, or nothing.
  ///
  /// ```swift
  /// var content = NotificationContent(title: "Hi")
  /// content.relevanceScore = 2
  /// try content.validate() // throws .relevanceScoreOutOfRange(2)
  /// ```
  public func validate() throws(NotificationContentError) {
    guard relevanceScore.isFinite, (0...1).contains(relevanceScore) else {
      throw .relevanceScoreOutOfRange(relevanceScore)
    }
    if let badge, badge < 0 { throw .negativeBadge(badge) }
    switch sound {
    case .defaultCritical(let volume?), .critical(_, let volume):
      guard volume.isFinite, (0...1).contains(volume) else { throw .volumeOutOfRange(volume) }
    case .named(let name) where name.isEmpty:
      throw .emptySoundName
    default:
      break
    }
    var identifiers = Set<String>()
    for attachment in attachments where !attachment.identifier.isEmpty {
      guard identifiers.insert(attachment.identifier).inserted else {
        throw .duplicateAttachmentIdentifier(attachment.identifier)
      }
    }
    for attachment in attachments where !attachment.url.isFileURL {
      throw .attachmentNotAFile(attachment.url)
    }
    // User info holding no array or dictionary is one level deep: nothing to walk.
    if userInfo.values.contains(where: \.isContainer),
      PropertyListValue.dictionary(userInfo).depth(upTo: Self.maximumUserInfoDepth + 1)
        > Self.maximumUserInfoDepth
    {
      throw .userInfoTooDeep(limit: Self.maximumUserInfoDepth)
    }
  }

  /// How deeply arrays and dictionaries may nest in ``userInfo``: 32 levels, the top-level dictionary being
  /// the first.
  ///
  /// Deeper content is refused before anything walks it recursively (its fingerprint, the platform's property
  /// list), which a deep enough value would make overflow the stack.
  ///
  /// ```swift
  /// NotificationContent.maximumUserInfoDepth // 32
  /// ```
  public static let maximumUserInfoDepth = 32
}

extension PropertyListValue {
  /// Whether this is an array or a dictionary, which may nest further.
  var isContainer: Bool {
    switch self {
    case .array, .dictionary: true
    default: false
    }
  }

  /// How deeply arrays and dictionaries nest in this value (a scalar is 0), counted without
  /// recursion and no further than `limit`.
  func depth(upTo limit: Int) -> Int {
    var deepest = 0
    var stack: [(value: PropertyListValue, level: Int)] = [(self, 0)]
    while let (value, level) = stack.popLast() {
      let children: [PropertyListValue]
      switch value {
      case .array(let array): children = array
      case .dictionary(let dictionary): children = Array(dictionary.values)
      default: continue
      }
      let inner = level + 1
      deepest = max(deepest, inner)
      guard inner < limit else { return deepest }
      stack += children.map { ($0, inner) }
    }
    return deepest
  }
}

/// Why a ``NotificationContent`` cannot be scheduled.
///
/// ```swift
/// do { try content.validate() } catch { print(error) }
/// ```
public enum NotificationContentError: Error, Hashable, Sendable, CustomStringConvertible {
  /// A relevance score outside 0…1.
  case relevanceScoreOutOfRange(Double)
  /// A badge below zero.
  case negativeBadge(Int)
  /// A critical sound's volume outside 0…1.
  case volumeOutOfRange(Float)
  /// A named sound with no name.
  case emptySoundName
  /// Two attachments with one identifier.
  case duplicateAttachmentIdentifier(String)
  /// An attachment whose URL is not a file URL.
  case attachmentNotAFile(URL)
  /// ``NotificationContent/userInfo`` nests deeper than the limit.
  case userInfoTooDeep(limit: Int)

  /// A sentence naming the offending field.
  public var description: String {
    switch self {
    case .relevanceScoreOutOfRange(let score): "relevance score \(score) is outside 0…1"
    case .negativeBadge(let badge): "badge \(badge) is negative"
    case .volumeOutOfRange(let volume): "critical sound volume \(volume) is outside 0…1"
    case .emptySoundName: "a named sound needs a name"
    case .duplicateAttachmentIdentifier(let id): "two attachments are identified \"\(id)\""
    case .attachmentNotAFile(let url): "attachment \(url) is not a file URL"
    case .userInfoTooDeep(let limit): "userInfo nests deeper than \(limit) levels"
    }
  }
}
