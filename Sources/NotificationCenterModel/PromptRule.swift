/// When `requestAuthorization` shows the permission prompt, and what it leaves behind
/// (Apple's documentation, "requestAuthorization(options:completionHandler:)", "Asking
/// permission to use notifications").
///
/// The simulator and the shim both answer authorization requests from here.
///
/// - Not determined, `.provisional` asked for: no prompt; the app is provisional, quiet,
///   and the request returns `true`.
/// - Not determined, otherwise: the prompt shows. Denying, or allowing none of the options
///   asked for (when the person allows only some), denies; otherwise the app is authorized
///   with the options granted. A plain Allow of an empty request authorizes.
/// - Provisional, `.provisional` not asked for: the prompt shows again, as for an app not
///   determined. Reports disagree on whether iOS prompts here; prompting lets an app's
///   upgrade from provisional be tested.
/// - Otherwise no prompt and no change: authorized, provisional and ephemeral return `true`,
///   denied `false`.
///
/// ```swift
/// let outcome = PromptRule.outcome(status: .notDetermined, requested: [.alert], answer: .deny)
/// outcome.prompts  // true
/// outcome.granted  // false
/// ```
package enum PromptRule {
  /// How the person answers the prompt.
  package enum Answer: Sendable, Equatable {
    /// Allow: every option asked for.
    case allow
    /// Don't Allow.
    case deny
    /// Allow, with only these of the options asked for left on.
    case allowOnly(PermissionOptions)

    /// The options granted when `requested` are asked for.
    package func granted(from requested: PermissionOptions) -> PermissionOptions {
      let asked = requested.subtracting(.provisional)
      switch self {
      case .allow: return asked
      case .deny: return []
      case .allowOnly(let allowed): return asked.intersection(allowed)
      }
    }
  }

  /// The status and choices a request leaves.
  package struct Change: Sendable, Equatable {
    /// The new status.
    package var status: PermissionStatus
    /// The person's choices with it.
    package var choices: PermissionChoices
  }

  /// What one request does.
  package struct Outcome: Sendable, Equatable {
    /// Whether the prompt shows.
    package var prompts: Bool
    /// The new status and choices; `nil` when nothing changes.
    package var change: Change?
    /// What the request returns: whether the app may notify afterwards.
    package var granted: Bool
  }

  /// What requesting `requested` does while the status is `status`, the person answering
  /// a prompt with `answer`.
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
