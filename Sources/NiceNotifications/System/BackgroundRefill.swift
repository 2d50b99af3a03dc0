#if canImport(BackgroundTasks) && (os(iOS) || os(tvOS) || os(visionOS))
  import BackgroundTasks
  public import Foundation

  extension LocalNotifications {
    /// Registers the background refresh that reschedules every registered group and submits the next one
    /// `margin` before the new refill date; whether the system accepted it:
    /// `notifications.registerBackgroundRefill(identifier: "com.example.refill")`.
    ///
    /// Call it before the app finishes launching, with `identifier` in `BGTaskSchedulerPermittedIdentifiers`,
    /// and submit the first refresh with ``submitBackgroundRefill(identifier:at:)`` after the launch's
    /// reschedule.
    @discardableResult
    public func registerBackgroundRefill(identifier: String, margin: TimeInterval = 3_600) -> Bool {
      BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier, using: nil) { task in
        let finished = RefillTask(task)
        let work = Task {
          let next = await self.backgroundRefresh(margin: margin)
          Self.submitBackgroundRefill(identifier: identifier, at: next)
          finished.complete(success: !Task.isCancelled)
        }
        task.expirationHandler = {
          work.cancel()
          finished.complete(success: false)
        }
      }
    }

    /// Asks the system to run the background refill at or after `date`; `nil` asks for none:
    /// `LocalNotifications.submitBackgroundRefill(identifier: "refill", at: report.plan?.refillDate)`.
    ///
    /// - Returns: Whether the request was submitted (the system refuses it when the app is not
    ///   allowed background refresh, or has too many pending).
    @discardableResult
    public static func submitBackgroundRefill(identifier: String, at date: Date?) -> Bool {
      guard let date else { return false }
      let request = BGAppRefreshTaskRequest(identifier: identifier)
      request.earliestBeginDate = date
      do {
        try BGTaskScheduler.shared.submit(request)
        return true
      } catch {
        return false
      }
    }
  }

  /// Completes a background task once, from whichever of its work and its expiration comes first.
  ///
  /// `@unchecked Sendable`: `task` is used only through `setTaskCompleted(success:)`, called at
  /// most once, inside `lock`; `BGTask` may be completed from any thread.
  private final class RefillTask: @unchecked Sendable {
    private let lock = NSLock()
    private var task: BGTask?

    init(_ task: BGTask) { self.task = task }

    func complete(success: Bool) {
      lock.lock()
      defer { lock.unlock() }
      task?.setTaskCompleted(success: success)
      task = nil
    }
  }
#endif
