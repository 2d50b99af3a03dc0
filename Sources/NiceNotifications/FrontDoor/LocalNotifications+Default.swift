import Foundation

extension LocalNotifications {
  /// The instance the static calls use: the one given to ``bootstrap(_:)``, or else one over
  /// a ``SimulatedNotificationCenter`` and a `UserDefaults` group-permission store.
  ///
  /// On Apple platforms, bootstrap an instance over the system's center at launch (the
  /// `NiceNotificationsUserNotifications` module provides it); on Linux — in examples and
  /// tests — the simulator is the default.
  ///
  /// ```swift
  /// let report = await LocalNotifications.default.reschedule(group: DailyQuoteGroup(), permissionStrategy: .scheduleIfSystemAllowed)
  /// ```
  public static var `default`: LocalNotifications {
    DefaultInstance.slot.withLock { slot in
      if let instance = slot.instance { return instance }
      let instance = LocalNotifications(
        center: SimulatedNotificationCenter(), permissionStore: UserDefaultsGroupPermissionStore())
      slot.instance = instance
      slot.used = true
      return instance
    }
  }

  /// Sets the instance the static calls use; call it once, at launch, before any static
  /// call — like swift-log's `LoggingSystem.bootstrap`.
  ///
  /// ```swift
  /// try LocalNotifications.bootstrap(LocalNotifications(center: SystemNotificationCenter(), permissionStore: UserDefaultsGroupPermissionStore()))
  /// ```
  ///
  /// - Throws: ``LocalNotificationsError/alreadyBootstrapped`` if an instance was set, or
  ///   the default was used, already: the static calls never switch centers halfway.
  public static func bootstrap(_ instance: LocalNotifications) throws(LocalNotificationsError) {
    let accepted = DefaultInstance.slot.withLock { slot in
      guard !slot.used else { return false }
      slot.instance = instance
      slot.used = true
      return true
    }
    guard accepted else { throw .alreadyBootstrapped }
  }
}

/// Why a call to ``LocalNotifications`` was refused.
///
/// ```swift
/// do { try LocalNotifications.bootstrap(instance) } catch { print(error) }
/// ```
public enum LocalNotificationsError: Error, Hashable, Sendable, CustomStringConvertible {
  /// ``LocalNotifications/bootstrap(_:)`` was called after the default instance was set or
  /// used.
  case alreadyBootstrapped

  /// A sentence naming the problem.
  public var description: String {
    switch self {
    case .alreadyBootstrapped: "LocalNotifications was bootstrapped, or its default used, already"
    }
  }
}

/// The one piece of process-wide state: the default instance, written at most once (by
/// `bootstrap` or by first use) and read under a lock ever after.
private enum DefaultInstance {
  struct Slot: Sendable {
    var instance: LocalNotifications?
    var used = false
  }

  static let slot = Locked(Slot())
}
