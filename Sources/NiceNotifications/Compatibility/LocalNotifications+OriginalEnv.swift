#if !os(tvOS)
  import DateBuilder
  #if canImport(UserNotifications)
    public import UserNotifications
  #else
    public import UserNotificationsShim
  #endif

  extension LocalNotifications {
    /// The original's seams over `UNUserNotificationCenter`, kept so that code using them compiles:
    /// `LocalNotifications.Env.getPendingNotificationRequests { requests in print(requests.count) }`.
    ///
    /// The package never calls them, and assigning one changes only later reads. The defaults run on the default
    /// instance in static-call order, writing through its planner and reading its center.
    public enum Env {
      /// Adds a request, then calls back with `nil` or the reason it was not scheduled.
      public typealias AddRequest =
        @Sendable (UNNotificationRequest, (@Sendable ((any Error)?) -> Void)?) -> Void
      /// Removes pending or delivered notifications by identifier.
      public typealias RemoveByIdentifiers = @Sendable ([String]) -> Void
      /// Hands the pending requests to a callback.
      public typealias GetPending = @Sendable (@escaping @Sendable ([UNNotificationRequest]) -> Void) -> Void
      /// Hands the delivered notifications to a callback.
      public typealias GetDelivered = @Sendable (@escaping @Sendable ([UNNotification]) -> Void) -> Void

      /// Adds a request through the default instance's planner.
      public static var addNotificationRequest: AddRequest {
        get { seams.withLock { $0.add } }
        set { seams.withLock { $0.add = newValue } }
      }

      /// Removes delivered notifications from Notification Center.
      public static var removeDeliveredNotifications: RemoveByIdentifiers {
        get { seams.withLock { $0.removeDelivered } }
        set { seams.withLock { $0.removeDelivered = newValue } }
      }

      /// Withdraws pending requests through the default instance's planner.
      public static var removePendingNotificationRequests: RemoveByIdentifiers {
        get { seams.withLock { $0.removePending } }
        set { seams.withLock { $0.removePending = newValue } }
      }

      /// Reads the pending requests.
      public static var getPendingNotificationRequests: GetPending {
        get { seams.withLock { $0.getPending } }
        set { seams.withLock { $0.getPending = newValue } }
      }

      /// Reads the delivered notifications.
      public static var getDeliveredNotifications: GetDelivered {
        get { seams.withLock { $0.getDelivered } }
        set { seams.withLock { $0.getDelivered = newValue } }
      }

      /// The only state: read and written inside `withLock`, every closure `@Sendable`, so any thread may use it.
      private static let seams = Locked(Seams(run: LocalNotifications.submit))

      /// The seams' closures; the defaults run each call as a job of `run` (the default instance's queue).
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

    /// Runs a job on an instance: ``submit(_:)`` on the default instance, or a test's own instance.
    typealias JobRunner = @Sendable (_ job: @escaping @Sendable (LocalNotifications) async -> Void) -> Void

    var userNotificationCenterForOriginalEnv: UNUserNotificationCenter {
      (center as? SystemNotificationCenter)?.center ?? .current()
    }

    /// Hands the delivered notifications to `completion` without `async`, so the center's objects cross no task.
    func handDelivered(to completion: @escaping @Sendable ([UNNotification]) -> Void) {
      userNotificationCenterForOriginalEnv.getDeliveredNotifications { completion($0) }
    }

    func handSettings(to completion: @escaping @Sendable (UNNotificationSettings) -> Void) {
      userNotificationCenterForOriginalEnv.getNotificationSettings { completion($0) }
    }

    /// Withdraws `identifiers` through the planner; everything else pending keeps its slot.
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
    /// What the original's `add` completion got for `identifier`: `nil` when scheduled.
    func originalEnvError(for identifier: String) -> (any Error)? {
      switch outcomes[identifier] {
      case .scheduled?, nil: nil
      case let outcome?: NotificationCenterError.failed(String(describing: outcome))
      }
    }
  }
#endif
