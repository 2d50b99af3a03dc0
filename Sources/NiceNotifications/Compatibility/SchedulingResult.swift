extension LocalNotifications {
  /// The original NiceNotifications' outcome of a schedule: scheduled, refused at one of the two
  /// permission levels, or failed.
  ///
  /// A ``RescheduleReport`` says the same and more (what was added, kept, removed, and what did not
  /// fit); ``RescheduleReport/schedulingResult`` reduces one to this.
  ///
  /// ```swift
  /// switch report.schedulingResult {
  /// case .scheduledSuccesfully: print("Scheduled!")
  /// case .deniedOnGroupLevel, .deniedOnSystemLevel: showEnableHint()
  /// case .systemError(let error): print(error)
  /// }
  /// ```
  public enum SchedulingResult: Sendable {
    /// Everything the timeline asked for is pending.
    case scheduledSuccesfully
    /// The center refused an add, the store or the content failed, or not everything fit.
    case systemError(any Error)
    /// The group level of the strategy said no.
    case deniedOnGroupLevel
    /// The system level of the strategy said no.
    case deniedOnSystemLevel

    /// Whether it is ``scheduledSuccesfully``.
    ///
    /// ```swift
    /// LocalNotifications.SchedulingResult.deniedOnGroupLevel.isSuccess // false
    /// ```
    public var isSuccess: Bool {
      if case .scheduledSuccesfully = self { return true }
      return false
    }

    /// Why a schedule that was allowed did not fully succeed, in the report's words.
    ///
    /// ```swift
    /// if case .systemError(let error as LocalNotifications.SchedulingResult.Failure) = result { print(error.reason) }
    /// ```
    public struct Failure: Error, Hashable, Sendable, CustomStringConvertible {
      /// The report's reason.
      public var reason: String

      /// A failure for `reason`.
      ///
      /// ```swift
      /// let failure = LocalNotifications.SchedulingResult.Failure(reason: "no slot was free")
      /// ```
      public init(reason: String) {
        self.reason = reason
      }

      /// The reason.
      public var description: String { reason }
    }
  }
}

extension RescheduleReport {
  /// The report as the original NiceNotifications' result: a success exactly when
  /// ``isSuccess`` is, otherwise the first reason it is not — a denial, a refused add, or a
  /// failed outcome.
  ///
  /// ```swift
  /// let report = await notifications.reschedule(group: group, permissionStrategy: .scheduleIfSystemAllowed)
  /// report.schedulingResult.isSuccess == report.isSuccess // true
  /// ```
  public var schedulingResult: LocalNotifications.SchedulingResult {
    if isSuccess { return .scheduledSuccesfully }
    // Sorted, so that the same report always gives the same result.
    for key in outcomes.keys.sorted() {
      switch outcomes[key] {
      case .denied(.group): return .deniedOnGroupLevel
      case .denied(.system): return .deniedOnSystemLevel
      case .failed(let reason):
        return .systemError(LocalNotifications.SchedulingResult.Failure(reason: reason))
      case .scheduled, nil: continue
      }
    }
    if let failedAdd = failedAdds.first { return .systemError(failedAdd.error) }
    return .systemError(LocalNotifications.SchedulingResult.Failure(reason: "nothing was scheduled"))
  }
}
