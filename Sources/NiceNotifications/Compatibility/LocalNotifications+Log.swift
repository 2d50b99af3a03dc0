extension LocalNotifications {
  /// Where the original NiceNotifications' static calls describe what they did: one line per call,
  /// handed to ``info``.
  ///
  /// Silent until you set it.
  ///
  /// ```swift
  /// LocalNotifications.Log.info = { message in print("[notifications]", message) }
  /// ```
  public enum Log {
    /// Receives each line; by default it drops them.
    ///
    /// Set it once, at launch.
    ///
    /// ```swift
    /// LocalNotifications.Log.info = { print($0) }
    /// ```
    public static var info: @Sendable (Any) -> Void {
      get { sink.withLock { $0 } }
      set { sink.withLock { $0 = newValue } }
    }

    /// The one piece of state behind ``info``.
    ///
    /// Safe under Swift 6: it is a `let`, so the reference never changes; every read and write of
    /// the closure inside goes through `Locked`'s `NSLock`, so no two threads touch it at once; and
    /// the closure is `@Sendable`, so calling it after the lock is released, on any thread, is
    /// allowed.
    private static let sink = Locked<@Sendable (Any) -> Void>({ _ in })
  }
}
