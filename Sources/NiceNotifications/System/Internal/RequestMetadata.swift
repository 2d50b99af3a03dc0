import Foundation

/// What the adapter keeps in a request's `userInfo` under ``userInfoKey`` because the platform cannot give
/// it back: the fingerprint, an instant trigger's date, the sound and each attachment's options.
///
/// A part that is missing or malformed reads as absent.
struct RequestMetadata: Hashable {
  /// The adapter refuses content whose own `userInfo` uses this key.
  static let userInfoKey = "NiceNotifications"

  var fingerprint: Fingerprint?
  var instant: Date?
  var sound: NotificationSound?
  var attachmentOptions: [NotificationAttachment.Options] = []

  init() {}

  init(for request: NotificationRequest) {
    fingerprint = request.fingerprint
    if case .instant(let date) = request.trigger { instant = date }
    sound = request.content.sound
    attachmentOptions = request.content.attachments.map(\.options)
  }

  /// Reads what ``propertyList`` wrote; `nil` (a request someone else added) reads as none.
  init(propertyList: PropertyListValue?) {
    guard case .dictionary(let fields)? = propertyList else { return }
    if case .string(let fingerprint)? = fields[Key.fingerprint] {
      self.fingerprint = Fingerprint(rawValue: fingerprint)
    }
    if case .date(let instant)? = fields[Key.instant] { self.instant = instant }
    sound = fields[Key.sound].flatMap(Self.sound(from:))
    if case .array(let options)? = fields[Key.attachments] {
      attachmentOptions = options.map(Self.attachmentOptions(from:))
    }
  }

  var propertyList: PropertyListValue {
    var fields: [String: PropertyListValue] = [:]
    fields[Key.fingerprint] = fingerprint.map { .string($0.rawValue) }
    fields[Key.instant] = instant.map(PropertyListValue.date)
    fields[Key.sound] = sound.map(Self.propertyList(of:))
    if !attachmentOptions.isEmpty {
      fields[Key.attachments] = .array(attachmentOptions.map(Self.propertyList(of:)))
    }
    return .dictionary(fields)
  }

  private enum Key {
    static let fingerprint = "fingerprint"
    static let instant = "instant"
    static let sound = "sound"
    static let attachments = "attachments"
    static let kind = "kind"
    static let name = "name"
    static let volume = "volume"
    static let typeHint = "typeHint"
    static let thumbnailHidden = "thumbnailHidden"
    static let thumbnailTime = "thumbnailTime"
  }

  private static func propertyList(of sound: NotificationSound) -> PropertyListValue {
    switch sound {
    case .default:
      return [Key.kind: "default"]
    case .named(let name):
      return [Key.kind: "named", Key.name: .string(name)]
    case .defaultCritical(let volume):
      var fields: [String: PropertyListValue] = [Key.kind: "defaultCritical"]
      fields[Key.volume] = volume.map { .double(Double($0)) }
      return .dictionary(fields)
    case let .critical(name, volume):
      return [Key.kind: "critical", Key.name: .string(name), Key.volume: .double(Double(volume))]
    }
  }

  private static func sound(from value: PropertyListValue) -> NotificationSound? {
    guard case .dictionary(let fields) = value, case .string(let kind)? = fields[Key.kind] else { return nil }
    var name: String? {
      if case .string(let name)? = fields[Key.name] { name } else { nil }
    }
    var volume: Float? {
      if case .double(let volume)? = fields[Key.volume] { Float(volume) } else { nil }
    }
    switch kind {
    case "default": return .default
    case "named": return name.map(NotificationSound.named)
    case "defaultCritical": return .defaultCritical(volume: volume)
    case "critical":
      guard let name, let volume else { return nil }
      return .critical(named: name, volume: volume)
    default: return nil
    }
  }

  private static func propertyList(of options: NotificationAttachment.Options) -> PropertyListValue {
    var fields: [String: PropertyListValue] = [Key.thumbnailHidden: .bool(options.thumbnailHidden)]
    fields[Key.typeHint] = options.typeHint.map(PropertyListValue.string)
    fields[Key.thumbnailTime] = options.thumbnailTime.map(PropertyListValue.double)
    return .dictionary(fields)
  }

  private static func attachmentOptions(from value: PropertyListValue) -> NotificationAttachment.Options {
    guard case .dictionary(let fields) = value else { return NotificationAttachment.Options() }
    var options = NotificationAttachment.Options()
    if case .string(let typeHint)? = fields[Key.typeHint] { options.typeHint = typeHint }
    if case .bool(let hidden)? = fields[Key.thumbnailHidden] { options.thumbnailHidden = hidden }
    if case .double(let time)? = fields[Key.thumbnailTime] { options.thumbnailTime = time }
    return options
  }
}
