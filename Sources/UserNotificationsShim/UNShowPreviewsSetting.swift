#if !canImport(UserNotifications)
  /// When a notification's preview (its body) is shown.
  public enum UNShowPreviewsSetting: Int, Sendable {
    /// Previews are always shown. Raw value 0.
    case always = 0
    /// Previews are shown only when the device is unlocked. Raw value 1.
    case whenAuthenticated = 1
    /// Previews are never shown. Raw value 2.
    case never = 2
  }
#endif
