#if !os(tvOS)
  import DateBuilder
  import Foundation
  #if canImport(UserNotifications)
    public import UserNotifications
  #else
    public import UserNotificationsShim
  #endif

  extension LocalNotifications {
    /// The original NiceNotifications' seams over `UNUserNotificationCenter`, kept so that code
    /// which reads or assigns them compiles.
    ///
    /// ```swift
    /// LocalNotifications.Env.getPendingNotificationRequests { requests in print(requests.count) }
    /// ```
    ///
    /// Unlike the original, this package never calls these closures: every write goes through
    /// the planner of the default instance, which owns the 64-request cap and the request
    /// identifiers. Assigning one changes only what later reads of it return; to run the
    /// package over another center — a simulator in tests — call
    /// ``LocalNotifications/bootstrap(_:)`` instead. The default closures work on the default
    /// instance, in the order of the other static calls:
    /// - ``addNotificationRequest`` adds through the planner, as
    ///   `LocalNotifications.directSchedule(request:permissionStrategy:completion:)` with a
    ///   `UNNotificationRequest` and ``PermissionStrategy/scheduleIfSystemAllowed`` does;
    /// - ``removePendingNotificationRequests`` withdraws through the planner;
    /// - ``getPendingNotificationRequests``, ``getDeliveredNotifications`` and
    ///   ``removeDeliveredNotifications`` read, or clear delivered notifications, on the
    ///   center: the default instance's when it is a ``SystemNotificationCenter``, else
    ///   `UNUserNotificationCenter.current()`.
    public enum Env {
      /// Adds a request, then calls back with `nil` or the reason it was not scheduled.
      ///
      /// ```swift
      /// LocalNotifications.Env.addNotificationRequest(request) { error in if let error { print(error) } }
      /// ```
      public typealias AddRequest =
        @Sendable (UNNotificationRequest, (@Sendable ((any Error)?) -> Void)?) -> Void
      /// Removes pending or delivered notifications by identifier.
      ///
      /// ```swift
      /// let remove: LocalNotifications.Env.RemoveByIdentifiers = { identifiers in print(identifiers) }
      /// ```
      public typealias RemoveByIdentifiers = @Sendable ([String]) -> Void
      /// Hands the pending requests to a callback.
      ///
      /// ```swift
      /// let read: LocalNotifications.Env.GetPending = { completion in completion([]) }
      /// ```
      public typealias GetPending = @Sendable (@escaping @Sendable ([UNNotificationRequest]) -> Void) -> Void
      /// Hands the delivered notifications to a callback.
      ///
      /// ```swift
      /// let read: LocalNotifications.Env.GetDelivered = { completion in completion([]) }
      /// ```
      public typealias GetDelivered = @Sendable (@escaping @Sendable ([UNNotification]) -> Void) -> Void

      /// Adds a request through the default instance's planner.
      ///
      /// ```swift
      /// LocalNotifications.Env.addNotificationRequest(request, nil)
      /// ```
      public static var addNotificationRequest: AddRequest {
        get { seams.withLock { $0.add } }
        set { seams.withLock { $0.add = newValue } }
      }

      /// Removes delivered notifications from Notification Center.
      ///
      /// ```swift
      /// LocalNotifications.Env.removeDeliveredNotifications(["reminder"])
      /// ```
      public static var removeDeliveredNotifications: RemoveByIdentifiers {
        get { seams.withLock { $0.removeDelivered } }
        set { seams.withLock { $0.removeDelivered = newValue } }
      }

      /// Withdraws pending requests through the default instance's planner.
      ///
      /// ```swift
      /// LocalNotifications.Env.removePendingNotificationRequests(["reminder"])
      /// ```
      public static var removePendingNotificationRequests: RemoveByIdentifiers {
        get { seams.withLock { $0.removePending } }
        set { seams.withLock { $0.removePending = newValue } }
      }

      /// Reads the pending requests.
      ///
      /// ```swift
      /// LocalNotifications.Env.getPendingNotificationRequests { requests in print(requests.map(\.identifier)) }
      /// ```
      public static var getPendingNotificationRequests: GetPending {
        get { seams.withLock { $0.getPending } }
        set { seams.withLock { $0.getPending = newValue } }
      }

      /// Reads the delivered notifications.
      ///
      /// ```swift
      /// LocalNotifications.Env.getDeliveredNotifications { delivered in print(delivered.count) }
      /// ```
      public static var getDeliveredNotifications: GetDelivered {
        get { seams.withLock { $0.getDelivered } }
        set { seams.withLock { $0.getDelivered = newValue } }
      }

      /// The closures, behind one lock: the only state, read and written only inside
      /// `withLock`, and every closure in it `@Sendable`, so any thread may read or assign.
      private static let seams = Locked(Seams(run: LocalNotifications.submit))

      /// The seams' closures, behind the lock of `seams`.
      ///
      /// The defaults run each call as a job of `run`: in the package, the default instance's
      /// ordered queue of static calls.
      struct Seams: Sendable {
        var add: AddRequest
        var removeDelivered: RemoveByIdentifiers
        var removePending: RemoveByIdentifiers
        var getPending: GetPending
        var getDelivered: GetDelivered

        init(run: @escaping LocalNotifications.JobRunner) {
          add = { request, completion in
            let value = NiceNotifications.NotificationRequest(request)
            run { instance in
              let report = await instance.directSchedule(
                request: value, permissionStrategy: .scheduleIfSystemAllowed)
              completion?(report.originalEnvError(for: value.identifier))
            }
          }
          removeDelivered = { identifiers in
            run { instance in await instance.center.removeDeliveredNotifications(withIdentifiers: identifiers)
            }
          }
          removePending = { identifiers in
            run { instance in _ = await instance.withdrawPending(identifiers: Set(identifiers)) }
          }
          getPending = { completion in
            run { instance in
              let now = DateBuilder.Context.current.now
              let pending = await instance.center.pendingRequests()
              completion(pending.compactMap { try? $0.request.userNotificationsRequest(now: now) })
            }
          }
          getDelivered = { completion in
            run { instance in instance.handDelivered(to: completion) }
          }
        }
      }
    }

    /// Runs a job on an instance: ``submit(_:)`` on the default instance in the package, an
    /// instance of their own in tests.
    typealias JobRunner = @Sendable (_ job: @escaping @Sendable (LocalNotifications) async -> Void) -> Void

    /// The `UNUserNotificationCenter` the original's seams read: the default instance's when it
    /// is over a ``SystemNotificationCenter``, else the app's.
    var userNotificationCenterForOriginalEnv: UNUserNotificationCenter {
      (center as? SystemNotificationCenter)?.center ?? .current()
    }

    /// Hands the delivered notifications to `completion`, with the completion-handler form the
    /// adapter uses everywhere (see ``SystemNotificationCenter``); not `async`, so that the
    /// center's objects go straight to `completion` and cross no task.
    func handDelivered(to completion: @escaping @Sendable ([UNNotification]) -> Void) {
      userNotificationCenterForOriginalEnv.getDeliveredNotifications { completion($0) }
    }

    /// Hands the notification settings to `completion`, as ``handDelivered(to:)`` does.
    func handSettings(to completion: @escaping @Sendable (UNNotificationSettings) -> Void) {
      userNotificationCenterForOriginalEnv.getNotificationSettings { completion($0) }
    }

    /// Withdraws pending requests through the planner: the request identifiers in `identifiers`
    /// are removed, and whatever else is pending keeps its slot.
    func withdrawPending(identifiers: Set<String>) async -> RescheduleReport {
      await gated(failing: identifiers.sorted()) {
        var report = RescheduleReport()
        do throws(LocalNotificationsError) {
          try await self.write(into: &report) { $0.withdrawing = identifiers }
        } catch {
          for identifier in identifiers { report.outcomes[identifier] = .failed(error.description) }
        }
        return report
      }
    }
  }

  extension RescheduleReport {
    /// What the original's `add` completion got for `identifier`: `nil` when it was scheduled.
    func originalEnvError(for identifier: String) -> (any Error)? {
      switch outcomes[identifier] {
      case .scheduled?, nil: nil
      case let outcome?: NotificationCenterError.failed(String(describing: outcome))
      }
    }
  }
#endif
