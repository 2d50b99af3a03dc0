import DateBuilder

/// Keeps an observation of a key-value store alive until ``cancel()`` or its last reference goes:
/// `let observation = store.observeExternalChanges { print($0) }`.
public final class UbiquitousKeyValueObservation: Sendable {
  private let onCancel: Locked<(@Sendable () -> Void)?>

  /// An observation that runs `cancel` once, when it ends:
  /// `let observation = UbiquitousKeyValueObservation { NotificationCenter.default.removeObserver(token) }`.
  public init(cancel: @escaping @Sendable () -> Void) {
    onCancel = Locked(cancel)
  }

  /// Ends the observation; calling it again does nothing: `observation.cancel()`.
  public func cancel() {
    onCancel.withLock { $0.take() }?()
  }

  deinit {
    cancel()
  }
}
