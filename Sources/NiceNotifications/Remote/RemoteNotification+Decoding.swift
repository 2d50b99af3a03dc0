public import Foundation

extension RemoteNotification {
  /// Decodes a payload as APNs sends it: a JSON dictionary with an `aps` dictionary and custom keys:
  /// `let push = try RemoteNotification(payload: Data(#"{"aps": {"alert": "Hello"}}"#.utf8))`.
  ///
  /// `aps` keys not modelled here stay in ``userInfo``; flags may be numbers or Booleans. Throws
  /// ``RemotePayloadError`` for a payload too large, not JSON, not a dictionary, without `aps`, or bad.
  public init(payload: Data, maximumSize: Int = RemoteNotification.maximumPayloadSize)
    throws(RemotePayloadError)
  {
    guard payload.count <= maximumSize else { throw .tooLarge(bytes: payload.count, limit: maximumSize) }
    let value: PayloadValue
    do {
      value = try JSONDecoder().decode(PayloadValue.self, from: payload)
    } catch {
      throw .notJSON(Self.reason(error))
    }
    guard case .object = value, case .dictionary(let userInfo)? = value.propertyListValue else {
      throw .notADictionary
    }
    try self.init(userInfo: userInfo)
  }

  /// Decodes a delivered notification's `userInfo`, which holds the whole payload:
  /// `let push = try RemoteNotification(userInfo: response.content.userInfo)`.
  public init(userInfo: [String: PropertyListValue]) throws(RemotePayloadError) {
    guard let apsValue = userInfo["aps"] else { throw .missingAPS }
    guard case .dictionary(let apsDictionary) = apsValue else {
      throw .invalidValue(key: "aps", expected: "a dictionary")
    }
    let aps = PayloadReader(values: apsDictionary, path: "aps")
    alert = try Self.alert(aps)
    badge = try aps.count("badge")
    sound = try Self.sound(aps)
    threadIdentifier = try aps.string("thread-id")
    categoryIdentifier = try aps.string("category")
    contentAvailable = try aps.flag("content-available")
    mutableContent = try aps.flag("mutable-content")
    targetContentIdentifier = try aps.string("target-content-id")
    interruptionLevel = try Self.interruptionLevel(aps)
    relevanceScore = try aps.fraction("relevance-score")
    filterCriteria = try aps.string("filter-criteria")
    self.userInfo = userInfo
  }

  private static func alert(_ aps: PayloadReader) throws(RemotePayloadError) -> Alert? {
    switch aps.values["alert"] {
    case nil:
      return nil
    case .string(let body)?:
      return Alert(body: body)
    case .dictionary(let dictionary)?:
      let alert = PayloadReader(values: dictionary, path: "aps.alert")
      return Alert(
        title: try alert.string("title"), subtitle: try alert.string("subtitle"),
        body: try alert.string("body"),
        titleLocalizationKey: try alert.string("title-loc-key"),
        titleLocalizationArguments: try alert.strings("title-loc-args"),
        subtitleLocalizationKey: try alert.string("subtitle-loc-key"),
        subtitleLocalizationArguments: try alert.strings("subtitle-loc-args"),
        bodyLocalizationKey: try alert.string("loc-key"),
        bodyLocalizationArguments: try alert.strings("loc-args"),
        launchImage: try alert.string("launch-image"))
    default:
      throw .invalidValue(key: "aps.alert", expected: "a string or a dictionary")
    }
  }

  private static func sound(_ aps: PayloadReader) throws(RemotePayloadError) -> NotificationSound? {
    switch aps.values["sound"] {
    case nil:
      return nil
    case .string(let name)?:
      guard !name.isEmpty else { throw .invalidValue(key: "aps.sound", expected: "a sound name") }
      return name == "default" ? .default : .named(name)
    case .dictionary(let dictionary)?:
      let sound = PayloadReader(values: dictionary, path: "aps.sound")
      guard let name = try sound.string("name"), !name.isEmpty else {
        throw .invalidValue(key: "aps.sound.name", expected: "a sound name")
      }
      let volume = try sound.fraction("volume").map(Float.init)
      guard try sound.flag("critical") else {
        return name == "default" ? .default : .named(name)
      }
      return name == "default"
        ? .defaultCritical(volume: volume) : .critical(named: name, volume: volume ?? 1)
    default:
      throw .invalidValue(key: "aps.sound", expected: "a string or a dictionary")
    }
  }

  private static func interruptionLevel(_ aps: PayloadReader) throws(RemotePayloadError) -> InterruptionLevel?
  {
    guard let level = try aps.string("interruption-level") else { return nil }
    switch level {
    case "passive": return .passive
    case "active": return .active
    case "time-sensitive": return .timeSensitive
    case "critical": return .critical
    default:
      throw .invalidValue(
        key: "aps.interruption-level", expected: "\"passive\", \"active\", \"time-sensitive\" or \"critical\""
      )
    }
  }

  private static func reason(_ error: any Error) -> String {
    switch error {
    case DecodingError.dataCorrupted(let context): context.debugDescription
    default: "\(error)"
    }
  }
}

/// Typed reads of one dictionary of a payload, naming the key path in errors.
private struct PayloadReader {
  let values: [String: PropertyListValue]
  let path: String

  private func invalid(_ key: String, _ expected: String) -> RemotePayloadError {
    .invalidValue(key: "\(path).\(key)", expected: expected)
  }

  func string(_ key: String) throws(RemotePayloadError) -> String? {
    switch values[key] {
    case nil: return nil
    case .string(let value)?: return value
    default: throw invalid(key, "a string")
    }
  }

  func strings(_ key: String) throws(RemotePayloadError) -> [String] {
    switch values[key] {
    case nil: return []
    case .array(let items)?:
      return try items.map { item throws(RemotePayloadError) in
        guard case .string(let value) = item else { throw invalid(key, "an array of strings") }
        return value
      }
    default: throw invalid(key, "an array of strings")
    }
  }

  /// A whole number of at least 0; an integral floating-point number counts.
  func count(_ key: String) throws(RemotePayloadError) -> Int? {
    switch values[key] {
    case nil: return nil
    case .int(let value)? where value >= 0: return value
    case .double(let value)? where value >= 0 && value.rounded() == value && value < 1e15: return Int(value)
    default: throw invalid(key, "a whole number of at least 0")
    }
  }

  func flag(_ key: String) throws(RemotePayloadError) -> Bool {
    switch values[key] {
    case nil: return false
    case .bool(let value)?: return value
    case .int(0)?: return false
    case .int(1)?: return true
    default: throw invalid(key, "0 or 1")
    }
  }

  func fraction(_ key: String) throws(RemotePayloadError) -> Double? {
    let number: Double
    switch values[key] {
    case nil: return nil
    case .int(let value)?: number = Double(value)
    case .double(let value)?: number = value
    default: throw invalid(key, "a number from 0 through 1")
    }
    guard (0...1).contains(number) else { throw invalid(key, "a number from 0 through 1") }
    return number
  }
}
