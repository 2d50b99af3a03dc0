#if canImport(Combine)
  import Combine
#endif
import Observation

/// Tells both kinds of observers of an app-state model about its changes: Observation's
/// (iOS 17, macOS 14, tvOS 17, watchOS 10, Linux) and, with Combine, `objectWillChange`'s; the
/// registrar is type-erased, made and used only under `#available`.
//
// `@unchecked Sendable`: both `let`s are safe to use from any thread (the registrar is
// `Sendable`; SwiftUI subscribes to the publisher from its own threads).
final class ModelObservation: @unchecked Sendable {
  private let registrar: (any Sendable)?

  #if canImport(Combine)
    let objectWillChange = ObservableObjectPublisher()
  #endif

  init() {
    if #available(iOS 17, macOS 14, tvOS 17, watchOS 10, *) {
      registrar = ObservationRegistrar()
    } else {
      registrar = nil
    }
  }

  func access<Subject: AnyObject, Member>(_ subject: Subject, _ keyPath: KeyPath<Subject, Member>) {
    if #available(iOS 17, macOS 14, tvOS 17, watchOS 10, *) {
      guard let registrar = registrar as? ObservationRegistrar, let observable = subject as? any Observable
      else { return }
      Self.access(observable, keyPath, in: registrar)
    }
  }

  /// `objectWillChange` sends first, then Observation's observers are told, around the change.
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
