extension LocalNotifications {
  /// Where the original's static calls describe what they did, one line per call; silent until set:
  /// `LocalNotifications.Log.info = { message in print("[notifications]", message) }`.
  public enum Log {
    /// Receives each line (set it once, at launch); by default it drops them.
    public static var info: @Sendable (Any) -> Void {
      get { sink.withLock { $0 } }
      set { sink.withLock { $0 = newValue } }
    }

    /// The state behind ``info``: a `let` whose closure is read and written only under `Locked`'s lock,
    /// and `@Sendable`, so calling it on any thread after unlocking is safe.
    private static let sink = Locked<@Sendable (Any) -> Void>({ _ in })
  }
}
