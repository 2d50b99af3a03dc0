#if !canImport(UserNotifications)
  public import Foundation

  /// The name of a sound file in the app's bundle or `Library/Sounds`.
  public struct UNNotificationSoundName: Hashable, RawRepresentable, Sendable {
    /// The file name, for example `"chime.caf"`.
    public let rawValue: String

    /// Creates a sound name from a file name.
    public init(_ rawValue: String) {
      self.rawValue = rawValue
    }

    /// Creates a sound name from a file name.
    public init(rawValue: String) {
      self.rawValue = rawValue
    }
  }

  /// The sound a notification plays; the shim plays nothing.
  public final class UNNotificationSound: NSObject, NSCopying {
    enum Kind: Hashable {
      case standard
      case named(UNNotificationSoundName)
      case defaultCritical
      case criticalNamed(UNNotificationSoundName)
      case defaultRingtone
      case ringtoneNamed(UNNotificationSoundName)
    }

    let kind: Kind
    let audioVolume: Float?

    init(kind: Kind, audioVolume: Float? = nil) {
      self.kind = kind
      self.audioVolume = audioVolume
      super.init()
    }

    /// Unavailable: use ``default`` or one of the named sounds.
    @available(*, unavailable, message: "Use UNNotificationSound.default or init(named:)")
    public override convenience init() {
      self.init(kind: .standard)
    }

    /// The system's default notification sound.
    public class var `default`: UNNotificationSound { UNNotificationSound(kind: .standard) }

    /// A sound from a file (not on watchOS).
    public convenience init(named name: UNNotificationSoundName) {
      self.init(kind: .named(name))
    }

    /// The default sound for critical alerts, which play even when muted (iOS 12).
    public class var defaultCritical: UNNotificationSound { UNNotificationSound(kind: .defaultCritical) }

    /// The default critical-alert sound at a volume from 0 to 1 (iOS 12).
    public class func defaultCriticalSound(withAudioVolume volume: Float) -> Self {
      Self(kind: .defaultCritical, audioVolume: volume)
    }

    /// A critical-alert sound from a file (iOS 12).
    public class func criticalSoundNamed(_ name: UNNotificationSoundName) -> Self {
      Self(kind: .criticalNamed(name))
    }

    /// A critical-alert sound from a file at a volume from 0 to 1 (iOS 12).
    public class func criticalSoundNamed(_ name: UNNotificationSoundName, withAudioVolume volume: Float)
      -> Self
    {
      Self(kind: .criticalNamed(name), audioVolume: volume)
    }

    /// The default ringtone (iOS 15.2, iOS and visionOS only).
    public class var defaultRingtone: UNNotificationSound { UNNotificationSound(kind: .defaultRingtone) }

    /// A ringtone from a file (iOS 15.2, iOS and visionOS only).
    public class func ringtoneSoundNamed(_ name: UNNotificationSoundName) -> Self {
      Self(kind: .ringtoneNamed(name))
    }

    /// Returns the sound itself: sounds never change.
    public func copy(with zone: NSZone? = nil) -> Any { self }

    /// Whether `object` is a sound made the same way.
    public override func isEqual(_ object: Any?) -> Bool {
      guard let other = object as? UNNotificationSound else { return false }
      return kind == other.kind && audioVolume == other.audioVolume
    }

    /// A hash of how the sound was made.
    public override var hash: Int { kind.hashValue }
  }
#endif
