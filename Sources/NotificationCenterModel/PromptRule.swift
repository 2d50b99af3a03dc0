/// When `requestAuthorization` shows the permission prompt, and what it leaves behind.
///
/// Provisional, `.provisional` not asked for, prompts again: reports on iOS disagree, and prompting
/// lets the upgrade be tested.
package enum PromptRule {
  package enum Answer: Sendable, Equatable {
    /// Every option asked for.
    case allow
    case deny
    /// Only these of the options asked for left on.
    case allowOnly(PermissionOptions)

    package func granted(from requested: PermissionOptions) -> PermissionOptions {
      let asked = requested.subtracting(.provisional)
      switch self {
      case .allow: return asked
      case .deny: return []
      case .allowOnly(let allowed): return asked.intersection(allowed)
      }
    }
  }

  package struct Change: Sendable, Equatable {
    package var status: PermissionStatus
    package var choices: PermissionChoices
  }

  package struct Outcome: Sendable, Equatable {
    package var prompts: Bool
    /// `nil` when nothing changes.
    package var change: Change?
    /// What the request returns: whether the app may notify afterwards.
    package var granted: Bool
  }

  package static func outcome(
    status: PermissionStatus, requested: PermissionOptions, answer: Answer
  ) -> Outcome {
    switch status {
    case .notDetermined where requested.contains(.provisional):
      let quiet = PermissionChoices(granted: requested.subtracting(.provisional), quiet: true)
      return Outcome(prompts: false, change: Change(status: .provisional, choices: quiet), granted: true)
    case .notDetermined,
      .provisional where !requested.contains(.provisional):
      let granted = answer.granted(from: requested)
      if answer == .deny || (granted.isEmpty && answer != .allow) {
        return Outcome(prompts: true, change: Change(status: .denied, choices: .none), granted: false)
      }
      return Outcome(
        prompts: true, change: Change(status: .authorized, choices: PermissionChoices(granted: granted)),
        granted: true)
    case .denied, .authorized, .provisional, .ephemeral:
      return Outcome(prompts: false, change: nil, granted: status.allowsDelivery)
    }
  }
}
