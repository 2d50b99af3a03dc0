import DateBuilder

/// Keeps an observation of a key-value store alive: it ends at ``cancel()``, or when the
/// last reference to it goes.
///
/// ```swift
/// var observation: UbiquitousKeyValueObservation? = store.observeExternalChanges { print($0) }
/// observation = nil  // no more calls
/// ```
public final class UbiquitousKeyValueObservation: Sendable {
  private let onCancel: Locked<(@Sendable () -> Void)?>

  /// An observation that runs `cancel` once, when it ends.
  ///
  /// ```swift
  /// let observation = UbiquitousKeyValueObservation { NotificationCenter.default.removeObserver(token) }
  /// ```
  public init(cancel: @escaping @Sendable () -> Void) {
    onCancel = Locked(cancel)
  }

  /// Ends the observation; calling it again does nothing.
  ///
  /// ```swift
  /// observation.cancel()
  /// ```
  public func cancel() {
    let cancel = onCancel.withLock { cancel in
      defer { cancel = nil }
      return cancel
    }
    cancel?()
  }

  deinit {
    cancel()
  }
}
