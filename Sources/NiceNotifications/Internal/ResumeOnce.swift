/// Resumes a continuation the first time it is called and ignores later calls, so a completion
/// handler called twice cannot crash the process.
final class ResumeOnce<Value: Sendable>: Sendable {
  private let state: Locked<UnsafeContinuation<Value, Never>?>

  init(_ continuation: UnsafeContinuation<Value, Never>) {
    state = Locked(continuation)
  }

  func resume(_ value: Value) {
    let continuation = state.withLock { stored in
      defer { stored = nil }
      return stored
    }
    continuation?.resume(returning: value)
  }

  static func value(_ body: (_ callback: @escaping @Sendable (Value) -> Void) -> Void) async -> Value {
    await withUnsafeContinuation { continuation in
      let once = ResumeOnce(continuation)
      body { once.resume($0) }
    }
  }
}
