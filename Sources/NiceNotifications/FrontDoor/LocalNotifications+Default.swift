import Foundation

extension LocalNotifications {
  /// The instance the static calls use: the one given to ``bootstrap(_:)``, or else the
  /// platform's default (see ``DefaultCenter``), made on first use.
  ///
  /// On Apple platforms (tvOS aside) the default is over the device's notification center —
  /// ``LocalNotifications/system(_:permissionStore:policy:handledStore:)`` with its
  /// `UserDefaults` stores — so an app calls the static methods with nothing to set up, as
  /// with the original NiceNotifications. It installs no delegate: the app's own
  /// `UNUserNotificationCenter` delegate, if it has one, stays in place. On Linux and tvOS
  /// it is over an ``UnavailableNotificationCenter`` whose adds fail with the reason; tests
  /// bootstrap a simulated center from `NiceNotificationsTesting`.
  ///
  /// ```swift
  /// let report = await LocalNotifications.default.reschedule(group: DailyQuoteGroup(), permissionStrategy: .scheduleIfSystemAllowed)
  /// ```
  public static var `default`: LocalNotifications {
    DefaultInstance.slot.withLock { $0.instance() }
  }

  /// Runs `job` on the default instance after every job submitted before it: the static
  /// calls with completion handlers take effect in the order they were made.
  static func submit(_ job: @escaping @Sendable (LocalNotifications) async -> Void) {
    DefaultInstance.slot.withLock { slot in
      let instance = slot.instance()
      slot.jobs.submit { await job(instance) }
    }
  }

  /// The instance used when none was bootstrapped: over the center `choice` names
  /// (``DefaultCenter/current`` in the process), with `UserDefaults` stores.
  static func unbootstrapped(for choice: DefaultCenter = .current) -> LocalNotifications {
    switch choice {
    case .system:
      #if os(tvOS)
        return unavailable()
      #else
        // Linux's .system is over the shim: DefaultCenter.current never chooses it there, but
        // tests can ask for it.
        return .system()
      #endif
    case .unavailable:
      return unavailable()
    }
  }

  /// An instance whose center schedules nothing, and whose every add fails saying why, so
  /// that a missing bootstrap shows in every report.
  private static func unavailable() -> LocalNotifications {
    let center = UnavailableNotificationCenter(
      reason: "no notification center on this platform; LocalNotifications.bootstrap(_:) was not called")
    return LocalNotifications(center: center, permissionStore: UserDefaultsGroupPermissionStore())
  }

  /// Sets the instance the static calls use; call it once, before any static call — like
  /// swift-log's `LoggingSystem.bootstrap`.
  ///
  /// An app on an Apple platform needs it only to change the default: to install the
  /// delegate bridge, or to use other stores. Tests bootstrap a simulated center.
  ///
  /// ```swift
  /// // In a test target, with NiceNotificationsTesting:
  /// try LocalNotifications.bootstrap(LocalNotifications(simulator: SimulatedNotificationCenter()))
  /// ```
  ///
  /// - Throws: ``LocalNotificationsError/alreadyBootstrapped`` if an instance was set, or
  ///   the default was used, already: the static calls never switch centers halfway.
  public static func bootstrap(_ instance: LocalNotifications) throws(LocalNotificationsError) {
    let accepted = DefaultInstance.slot.withLock { slot in
      guard slot.chosen == nil else { return false }
      slot.chosen = instance
      return true
    }
    guard accepted else { throw .alreadyBootstrapped }
  }
}

/// The one piece of process-wide state: the default instance, written at most once (by
/// `bootstrap` or by first use) and read under a lock ever after, and the queue its static
/// calls run in.
private enum DefaultInstance {
  struct Slot: Sendable {
    /// The instance, once bootstrapped or first used; it never changes after that.
    var chosen: LocalNotifications?
    let jobs = OrderedJobs()

    /// The instance, made now if none was bootstrapped.
    mutating func instance() -> LocalNotifications {
      if let chosen { return chosen }
      let instance = LocalNotifications.unbootstrapped(for: .current)
      chosen = instance
      return instance
    }
  }

  static let slot = Locked(Slot())
}
