extension PresentationOptions {
  /// No banner, no list, no sound, no badge: the notification is not shown while the app is
  /// in the foreground.
  ///
  /// ```swift
  /// let policy = PresentationPolicy.standard.presenting(.silent, forCategory: "sync")
  /// ```
  public static let silent: PresentationOptions = []
}
