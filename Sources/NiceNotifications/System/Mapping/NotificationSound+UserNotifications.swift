#if !os(tvOS)
  #if canImport(UserNotifications)
    import UserNotifications
  #else
    import UserNotificationsShim
  #endif

  extension NotificationSound {
    /// The platform's sound; watchOS plays only the default sounds, so there a named sound plays
    /// the default one and a critical named sound the default critical one at its volume.
    var userNotificationsSound: UNNotificationSound {
      switch self {
      case .default:
        return .default
      case .defaultCritical(let volume?):
        return .defaultCriticalSound(withAudioVolume: volume)
      case .defaultCritical(nil):
        return .defaultCritical
      #if os(watchOS)
        case .named:
          return .default
        case .critical(_, let volume):
          return .defaultCriticalSound(withAudioVolume: volume)
      #else
        case .named(let name):
          return UNNotificationSound(named: UNNotificationSoundName(name))
        case let .critical(name, volume):
          return .criticalSoundNamed(UNNotificationSoundName(name), withAudioVolume: volume)
      #endif
      }
    }
  }
#endif
