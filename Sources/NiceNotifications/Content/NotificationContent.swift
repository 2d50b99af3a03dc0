public import Foundation

/// What a notification shows and plays: a `Sendable`, `Codable` value compared by ``fingerprint``:
/// `let content = NotificationContent(title: "Stand up", body: "Time to stretch", sound: .default)`.
///
/// Empty strings mean "none", as on Apple's `UNNotificationContent`.
public struct NotificationContent: Hashable, Sendable, Codable {
  /// Copy-on-write storage: a plan copies content for each slot, retaining one reference.
  private var storage: Storage

  /// The headline.
  public var title: String {
    get { storage.fields.title }
    set { unique().fields.title = newValue }
  }
  /// The line under the title.
  public var subtitle: String {
    get { storage.fields.subtitle }
    set { unique().fields.subtitle = newValue }
  }
  /// The message.
  public var body: String {
    get { storage.fields.body }
    set { unique().fields.body = newValue }
  }
  /// The sound, or `nil` for none.
  public var sound: NotificationSound? {
    get { storage.fields.sound }
    set { unique().fields.sound = newValue }
  }
  /// The number to show on the app icon, 0 to clear it, `nil` to leave it as it is.
  public var badge: Int? {
    get { storage.fields.badge }
    set { unique().fields.badge = newValue }
  }
  /// Custom data for the app, in property-list values.
  public var userInfo: [String: PropertyListValue] {
    get { storage.fields.userInfo }
    set { unique().fields.userInfo = newValue }
  }
  /// The registered category whose actions the notification shows.
  public var categoryIdentifier: String {
    get { storage.fields.categoryIdentifier }
    set { unique().fields.categoryIdentifier = newValue }
  }
  /// The thread the notification is grouped into.
  public var threadIdentifier: String {
    get { storage.fields.threadIdentifier }
    set { unique().fields.threadIdentifier = newValue }
  }
  /// The identifier of the window or content the app brings forward when opened.
  public var targetContentIdentifier: String? {
    get { storage.fields.targetContentIdentifier }
    set { unique().fields.targetContentIdentifier = newValue }
  }
  /// How urgently it may interrupt.
  public var interruptionLevel: InterruptionLevel {
    get { storage.fields.interruptionLevel }
    set { unique().fields.interruptionLevel = newValue }
  }
  /// How it ranks in a notification summary, 0…1.
  public var relevanceScore: Double {
    get { storage.fields.relevanceScore }
    set { unique().fields.relevanceScore = newValue }
  }
  /// The Focus filter criteria it matches.
  public var filterCriteria: String? {
    get { storage.fields.filterCriteria }
    set { unique().fields.filterCriteria = newValue }
  }
  /// Images, sounds or videos shown with it.
  public var attachments: [NotificationAttachment] {
    get { storage.fields.attachments }
    set { unique().fields.attachments = newValue }
  }

  /// Creates content; the sound defaults to the system sound:
  /// `let content = NotificationContent(title: quote, body: "Tap here for more daily inspiration")`.
  public init(
    title: String? = nil, subtitle: String? = nil, body: String? = nil, sound: NotificationSound? = .default,
    badge: Int? = nil, userInfo: [String: PropertyListValue] = [:]
  ) {
    storage = Storage(
      Fields(
        title: title ?? "", subtitle: subtitle ?? "", body: body ?? "", sound: sound, badge: badge,
        userInfo: userInfo, categoryIdentifier: "", threadIdentifier: "", targetContentIdentifier: nil,
        interruptionLevel: .active, relevanceScore: 0, filterCriteria: nil, attachments: []))
  }

  /// Content that plays no sound:
  /// `let quiet = NotificationContent.muted(title: "Streak saved", body: "See you tomorrow")`.
  public static func muted(
    title: String? = nil, subtitle: String? = nil, body: String? = nil, badge: Int? = nil
  ) -> NotificationContent {
    NotificationContent(title: title, subtitle: subtitle, body: body, sound: nil, badge: badge)
  }

  /// The reasons this content cannot be scheduled, or nothing:
  /// `try NotificationContent(title: "Hi", badge: -1).validate()`.
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
    if let url = attachments.map(\.url).first(where: { !$0.isFileURL }) { throw .attachmentNotAFile(url) }
    if Self.isTooDeep(userInfo) { throw Self.tooDeep }
  }

  static func isTooDeep(_ userInfo: [String: PropertyListValue]) -> Bool {
    userInfo.values.contains(where: \.isContainer)
      && PropertyListValue.dictionary(userInfo).depth(upTo: maximumUserInfoDepth + 1) > maximumUserInfoDepth
  }

  static let tooDeep = NotificationContentError.userInfoTooDeep(limit: maximumUserInfoDepth)

  /// How deeply arrays and dictionaries may nest in ``userInfo``: 32 levels, the top-level dictionary first.
  public static let maximumUserInfoDepth = 32
}

extension NotificationContent {
  /// What is compared, hashed and coded under the property names.
  struct Fields: Hashable, Sendable, Codable {
    var title: String
    var subtitle: String
    var body: String
    var sound: NotificationSound?
    var badge: Int?
    var userInfo: [String: PropertyListValue]
    var categoryIdentifier: String
    var threadIdentifier: String
    var targetContentIdentifier: String?
    var interruptionLevel: InterruptionLevel
    var relevanceScore: Double
    var filterCriteria: String?
    var attachments: [NotificationAttachment]
  }

  /// `@unchecked Sendable`: `fields` is written only through ``NotificationContent/unique()``,
  /// by the sole holder of the box; a box reachable from two places is only read.
  final class Storage: @unchecked Sendable {
    var fields: Fields

    init(_ fields: Fields) { self.fields = fields }
  }

  /// The one way to write a field.
  private mutating func unique() -> Storage {
    if !isKnownUniquelyReferenced(&storage) { storage = Storage(storage.fields) }
    return storage
  }

  /// Decodes what ``encode(to:)`` wrote; a ``userInfo`` deeper than ``maximumUserInfoDepth`` throws.
  public init(from decoder: any Decoder) throws {
    storage = Storage(try Fields(from: decoder))
    guard !Self.isTooDeep(userInfo) else {
      throw DecodingError.dataCorrupted(
        .init(codingPath: decoder.codingPath, debugDescription: Self.tooDeep.description))
    }
  }

  /// Encodes every field under its property's name; a ``userInfo`` too deep throws.
  public func encode(to encoder: any Encoder) throws {
    guard !Self.isTooDeep(userInfo) else {
      throw EncodingError.invalidValue(
        self, .init(codingPath: encoder.codingPath, debugDescription: Self.tooDeep.description))
    }
    try storage.fields.encode(to: encoder)
  }

  public static func == (lhs: NotificationContent, rhs: NotificationContent) -> Bool {
    lhs.storage.fields == rhs.storage.fields
  }

  public func hash(into hasher: inout Hasher) {
    storage.fields.hash(into: &hasher)
  }
}

extension PropertyListValue {
  var isContainer: Bool {
    switch self {
    case .array, .dictionary: true
    default: false
    }
  }

  /// Counted no further than `limit`.
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

/// Why a ``NotificationContent`` cannot be scheduled: `do { try content.validate() } catch { print(error) }`.
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
