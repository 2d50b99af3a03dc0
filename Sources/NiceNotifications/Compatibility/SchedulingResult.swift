extension LocalNotifications {
  /// The original's outcome of a schedule: scheduled, refused at one of the two permission levels, or failed:
  /// `if case .systemError(let error) = report.schedulingResult { print(error) }`.
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
    public var isSuccess: Bool {
      if case .scheduledSuccesfully = self { return true }
      return false
    }

    /// Why a schedule that was allowed did not fully succeed, in the report's words:
    /// `if case .systemError(let error as LocalNotifications.SchedulingResult.Failure) = result { print(error.reason) }`.
    public struct Failure: Error, Hashable, Sendable, CustomStringConvertible {
      /// The report's reason.
      public var reason: String

      /// A failure for `reason`:
      /// `let failure = LocalNotifications.SchedulingResult.Failure(reason: "no slot was free")`.
      public init(reason: String) {
        self.reason = reason
      }

      /// The reason.
      public var description: String { reason }
    }
  }
}

extension RescheduleReport {
  /// The report as the original's result: success exactly when ``isSuccess`` is, else the first reason by key.
  public var schedulingResult: LocalNotifications.SchedulingResult {
    if isSuccess { return .scheduledSuccesfully }
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
