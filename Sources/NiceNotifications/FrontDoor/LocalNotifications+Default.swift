extension LocalNotifications {
  /// The instance the static calls use: the one given to ``bootstrap(_:)``, else the platform's default:
  /// `await LocalNotifications.default.reschedule(group: quotes, permissionStrategy: .scheduleIfSystemAllowed)`.
  public static var `default`: LocalNotifications {
    DefaultInstance.slot.withLock { $0.instance() }
  }

  /// Runs `job` on the default instance after every job submitted before it, so static calls keep their order.
  ///
  /// A job submitted from inside a call on the default instance (its timeline or a content maker) runs at
  /// once: queued, it would wait for the call that waits for it. A call of the gate's is then refused.
  static func submit(_ job: @escaping @Sendable (LocalNotifications) async -> Void) {
    DefaultInstance.slot.withLock { slot in
      let instance = slot.instance()
      if instance.gate.isHeldByCurrentTask {
        Task { await job(instance) }
      } else {
        slot.jobs.submit { await job(instance) }
      }
    }
  }

  static func unbootstrapped(for choice: DefaultCenter = .current) -> LocalNotifications {
    switch choice {
    case .system:
      #if os(tvOS)
        return unavailable()
      #else
        // Linux's .system is over the shim: only tests choose it there.
        return .system()
      #endif
    case .unavailable:
      return unavailable()
    }
  }

  private static func unavailable() -> LocalNotifications {
    let center = UnavailableNotificationCenter(
      reason: "no notification center on this platform; LocalNotifications.bootstrap(_:) was not called")
    return LocalNotifications(center: center, permissionStore: UserDefaultsGroupPermissionStore())
  }

  /// Sets the instance the static calls use; call it once, before any static call:
  /// `try LocalNotifications.bootstrap(LocalNotifications(simulator: SimulatedNotificationCenter()))`.
  public static func bootstrap(_ instance: LocalNotifications) throws(LocalNotificationsError) {
    let accepted = DefaultInstance.slot.withLock { slot in
      guard slot.chosen == nil else { return false }
      slot.chosen = instance
      return true
    }
    guard accepted else { throw .alreadyBootstrapped }
  }
}

/// The only process-wide state: the default instance, set at most once (by `bootstrap` or first use) and
/// read under a lock, with the queue its static calls run in.
private enum DefaultInstance {
  struct Slot: Sendable {
    var chosen: LocalNotifications?
    let jobs = OrderedJobs()

    mutating func instance() -> LocalNotifications {
      if let chosen { return chosen }
      let instance = LocalNotifications.unbootstrapped(for: .current)
      chosen = instance
      return instance
    }
  }

  static let slot = Locked(Slot())
}
