/// How an evaluation computes; both give identical dates, and `.foundation` is the reference the
/// integer path is tested against.
enum Arithmetic: Hashable, Sendable {
  /// Integers where they give Foundation's answer, Foundation elsewhere: every public context.
  case integers
  case foundation
}
