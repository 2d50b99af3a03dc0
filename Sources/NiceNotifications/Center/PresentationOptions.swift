/// How a notification arriving while the app is in the foreground is presented:
/// `let options: PresentationOptions = [.banner, .list, .sound]`.
public struct PresentationOptions: OptionSet, Hashable, Sendable, Codable {
  /// The bits, equal to `UNNotificationPresentationOptions`'s raw values.
  public let rawValue: UInt
  /// Creates options from raw bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// Update the badge.
  public static let badge = PresentationOptions(rawValue: 1 << 0)
  /// Play the sound.
  public static let sound = PresentationOptions(rawValue: 1 << 1)
  /// Add to Notification Center's list.
  public static let list = PresentationOptions(rawValue: 1 << 3)
  /// Show a banner.
  public static let banner = PresentationOptions(rawValue: 1 << 4)
}
