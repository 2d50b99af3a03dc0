import Foundation

extension LocalNotifications {
  /// The instance the static calls use: the one given to ``bootstrap(_:)``, or else one with
  /// a `UserDefaults` group-permission store over an ``UnavailableNotificationCenter`` whose
  /// adds fail with the reason.
  ///
  /// On Apple platforms, bootstrap an instance over the system's center at launch, with
  /// `LocalNotifications.system()` from the `NiceNotificationsUserNotifications` module; in
  /// tests and on Linux, over a simulated center from `NiceNotificationsTesting`.
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

  /// The instance used when none was bootstrapped.
  ///
  /// Its center schedules nothing, and every add fails saying why, so that a forgotten
  /// bootstrap shows in every report.
  fileprivate static func unbootstrapped() -> LocalNotifications {
    let center = UnavailableNotificationCenter(
      reason: "LocalNotifications.bootstrap(_:) was not called at launch")
    return LocalNotifications(center: center, permissionStore: UserDefaultsGroupPermissionStore())
  }

  /// Sets the instance the static calls use; call it once, at launch, before any static
  /// call — like swift-log's `LoggingSystem.bootstrap`.
  ///
  /// ```swift
  /// // In the app delegate's `application(_:willFinishLaunchingWithOptions:)`; `system()` is
  /// // in the NiceNotificationsUserNotifications module.
  /// try LocalNotifications.bootstrap(.system())
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
      let instance = LocalNotifications.unbootstrapped()
      chosen = instance
      return instance
    }
  }

  static let slot = Locked(Slot())
}
