#if !os(tvOS)
  #if canImport(UserNotifications)
    import UserNotifications
  #else
    import UserNotificationsShim
  #endif

  extension UNNotificationPresentationOptions {
    /// The platform's options: the bits are the same (``PresentationOptions`` has no
    /// `.alert`, which Apple deprecated for `[.banner, .list]`).
    init(_ options: PresentationOptions) {
      self.init(rawValue: options.rawValue)
    }
  }
#endif
