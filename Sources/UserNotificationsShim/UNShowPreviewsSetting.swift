#if !canImport(UserNotifications)
  /// When a notification's preview (its body) is shown.
  public enum UNShowPreviewsSetting: Int, Sendable {
    /// Previews are always shown.
    case always = 0
    /// Previews are shown only when the device is unlocked.
    case whenAuthenticated = 1
    /// Previews are never shown.
    case never = 2
  }
#endif
