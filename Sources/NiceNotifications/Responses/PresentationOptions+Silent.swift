extension PresentationOptions {
  /// Nothing shown: no banner, list, sound or badge while the app is in the foreground:
  /// `let policy = PresentationPolicy.standard.presenting(.silent, forCategory: "sync")`.
  public static let silent: PresentationOptions = []
}
