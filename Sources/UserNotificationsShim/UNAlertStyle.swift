#if !canImport(UserNotifications)
  /// How alerts are shown when the app may alert.
  public enum UNAlertStyle: Int, Sendable {
    /// No alert is shown. Raw value 0.
    case none = 0
    /// A banner that goes away by itself. Raw value 1.
    case banner = 1
    /// An alert that stays until the person acts on it. Raw value 2.
    case alert = 2
  }
#endif
