/// Collects values from `@Sendable` handlers, in the order they arrive.
public actor Recorder<Value: Sendable> {
  /// The values so far.
  public private(set) var values: [Value] = []

  /// Creates an empty recorder.
  public init() {}

  /// Records `value`.
  public func append(_ value: Value) {
    values.append(value)
  }
}
