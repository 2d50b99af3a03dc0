#if !os(tvOS)
  #if canImport(UserNotifications)
    import UserNotifications
  #else
    import UserNotificationsShim
  #endif

  extension UNNotificationPresentationOptions {
    /// The bits are the same; ``PresentationOptions`` has no `.alert`, deprecated for `[.banner, .list]`.
    init(_ options: PresentationOptions) {
      self.init(rawValue: options.rawValue)
    }
  }
#endif
