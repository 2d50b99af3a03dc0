#if canImport(Combine)
  import Combine
#endif
import Observation

/// Tells both kinds of observers of an app-state model about its changes: Observation's
/// (iOS 17, macOS 14, tvOS 17, watchOS 10, and Linux) and, where Combine exists, an
/// `ObservableObject`'s `objectWillChange` subscribers (SwiftUI's `@StateObject` and
/// `@ObservedObject` on iOS 15 and 16).
///
/// The package deploys below the versions that have Observation, so the registrar is kept
/// type-erased, made and used only under `#available`. A model reads a property through
/// ``access(_:_:)`` and changes it through ``mutate(_:_:_:)``:
///
/// ```swift
/// public var state: State {
///   observation.access(self, \.state)
///   return storedState
/// }
/// observation.mutate(self, \.state) { storedState = .enabled }
/// ```
//
// `@unchecked Sendable`: the registrar is `Sendable`, and `ObservableObjectPublisher` is
// safe to send from any thread (SwiftUI subscribes to it from its own); both are `let`s.
final class ModelObservation: @unchecked Sendable {
  /// An `ObservationRegistrar` where Observation is available; `nil` elsewhere.
  private let registrar: (any Sendable)?

  #if canImport(Combine)
    /// What an `ObservableObject` model returns as its `objectWillChange`.
    let objectWillChange = ObservableObjectPublisher()
  #endif

  init() {
    if #available(iOS 17, macOS 14, tvOS 17, watchOS 10, *) {
      registrar = ObservationRegistrar()
    } else {
      registrar = nil
    }
  }

  /// Records that `keyPath` of `subject` was read, for `withObservationTracking` and SwiftUI.
  func access<Subject: AnyObject, Member>(_ subject: Subject, _ keyPath: KeyPath<Subject, Member>) {
    if #available(iOS 17, macOS 14, tvOS 17, watchOS 10, *) {
      guard let registrar = registrar as? ObservationRegistrar, let observable = subject as? any Observable
      else { return }
      Self.access(observable, keyPath, in: registrar)
    }
  }

  /// Changes `keyPath` of `subject` with `change`: `objectWillChange` sends first, then
  /// Observation's observers are told, around the change.
  func mutate<Subject: AnyObject, Member, Result>(
    _ subject: Subject, _ keyPath: KeyPath<Subject, Member>, _ change: () throws -> Result
  ) rethrows -> Result {
    #if canImport(Combine)
      objectWillChange.send()
    #endif
    if #available(iOS 17, macOS 14, tvOS 17, watchOS 10, *),
      let registrar = registrar as? ObservationRegistrar, let observable = subject as? any Observable
    {
      return try Self.mutate(observable, keyPath, in: registrar, change)
    }
    return try change()
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
  private static func access<Subject: Observable, Model: AnyObject, Member>(
    _ subject: Subject, _ keyPath: KeyPath<Model, Member>, in registrar: ObservationRegistrar
  ) {
    guard let keyPath = keyPath as? KeyPath<Subject, Member> else { return }
    registrar.access(subject, keyPath: keyPath)
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
  private static func mutate<Subject: Observable, Model: AnyObject, Member, Result>(
    _ subject: Subject, _ keyPath: KeyPath<Model, Member>, in registrar: ObservationRegistrar,
    _ change: () throws -> Result
  ) rethrows -> Result {
    guard let keyPath = keyPath as? KeyPath<Subject, Member> else { return try change() }
    return try registrar.withMutation(of: subject, keyPath: keyPath, change)
  }
}
