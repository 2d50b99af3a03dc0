#if !canImport(UserNotifications)
  /// How alerts are shown when the app may alert.
  public enum UNAlertStyle: Int, Sendable {
    /// No alert is shown.
    case none = 0
    /// A banner that goes away by itself.
    case banner = 1
    /// An alert that stays until the person acts on it.
    case alert = 2
  }
#endif
