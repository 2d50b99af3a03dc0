/// How a reschedule gets permission, first at the group level, then at the system level:
/// `PermissionStrategy(groupLevel: .askPermission(.once, asker), systemLevel: .askPermission)`.
public struct PermissionStrategy: Hashable, Sendable {
  /// The group-level step: `PermissionStrategy.GroupLevel.ifAllowed(other: "dailyQuote")`.
  public enum GroupLevel: Hashable, Sendable {
    /// Skip the group-level check and leave the stored decision as it is: a disabled group stays disabled.
    case bypass
    /// Enable the group, overwriting a previous denial, and go on.
    case allowAutomatically
    /// Ask with `asker` unless the group is already allowed, store the answer, and go on if it is yes.
    case askPermission(AskPermissionMode, PermissionAsker)
    /// Go on only if the group was allowed before.
    case ifAlreadyAllowed
    /// Go on only if the group with the other identifier is allowed, and this group was not disabled.
    case ifAllowed(other: String)

    /// Two `askPermission` steps are equal when their modes are (askers are closures).
    public static func == (lhs: GroupLevel, rhs: GroupLevel) -> Bool {
      switch (lhs, rhs) {
      case (.bypass, .bypass), (.allowAutomatically, .allowAutomatically),
        (.ifAlreadyAllowed, .ifAlreadyAllowed):
        true
      case let (.askPermission(a, _), .askPermission(b, _)): a == b
      case let (.ifAllowed(a), .ifAllowed(b)): a == b
      default: false
      }
    }

    public func hash(into hasher: inout Hasher) {
      switch self {
      case .bypass: hasher.combine(0)
      case .allowAutomatically: hasher.combine(1)
      case .askPermission(let mode, _): hasher.combine(mode)
      case .ifAlreadyAllowed: hasher.combine(3)
      case .ifAllowed(let other): hasher.combine(other)
      }
    }
  }

  /// When a group-level asker asks again: `PermissionStrategy.GroupLevel.askPermission(.once, asker)`.
  public enum AskPermissionMode: Hashable, Sendable {
    /// Ask once: after a no, never again.
    case once
    /// Ask whenever the group is not allowed.
    case alwaysIfNotAllowed
  }

  /// The system-level step: `PermissionStrategy.SystemLevel.askPermission([.alert, .sound])`.
  public enum SystemLevel: Hashable, Sendable {
    /// Ask the system for `options` if the person has not decided yet; spelled `.askPermission`
    /// or `.askPermission(options)`.
    case requestAuthorization(AuthorizationOptions)
    /// Go on only if the system already allows notifications (authorized, provisional or ephemeral).
    case ifAlreadyAllowed

    /// Ask for `options` if the person has not decided yet:
    /// `let level = PermissionStrategy.SystemLevel.askPermission([.alert, .provisional])`.
    public static func askPermission(_ options: AuthorizationOptions) -> SystemLevel {
      .requestAuthorization(options)
    }

    /// Ask for alert, sound and badge if the person has not decided yet.
    public static var askPermission: SystemLevel { .requestAuthorization(.standard) }
  }

  /// The group-level step.
  public var groupLevel: GroupLevel
  /// The system-level step.
  public var systemLevel: SystemLevel

  /// Creates a strategy:
  /// `let strategy = PermissionStrategy(groupLevel: .ifAlreadyAllowed, systemLevel: .ifAlreadyAllowed)`.
  public init(groupLevel: GroupLevel, systemLevel: SystemLevel) {
    self.groupLevel = groupLevel
    self.systemLevel = systemLevel
  }

  /// Ask the system if the person has not decided; schedule if allowed.
  public static let askSystemPermissionIfNeeded = PermissionStrategy(
    groupLevel: .bypass, systemLevel: .askPermission)

  /// Schedule only if the system already allows it; never prompt.
  public static let scheduleIfSystemAllowed = PermissionStrategy(
    groupLevel: .bypass, systemLevel: .ifAlreadyAllowed)

  /// Ask with your pre-permission screen once, then the system:
  /// `let strategy = PermissionStrategy.askWithPrePermission(PermissionAsker { await sheet.ask() })`.
  public static func askWithPrePermission(_ asker: PermissionAsker) -> PermissionStrategy {
    PermissionStrategy(groupLevel: .askPermission(.once, asker), systemLevel: .askPermission)
  }
}

extension PermissionStrategy {
  /// The strategy as a reschedule the person did not ask for runs it (a decision from another device, a
  /// "done"): it follows the stored decision and records none, so it never undoes one.
  var followingDecisions: PermissionStrategy {
    guard case .allowAutomatically = groupLevel else { return self }
    return PermissionStrategy(groupLevel: .bypass, systemLevel: systemLevel)
  }
}

/// Which level of a strategy said no:
/// `if case .denied(.group)? = report.outcomes["dailyQuote"] { showEnableGroupHint() }`.
public enum PermissionLevel: String, Hashable, Sendable {
  /// The group level: the person has not enabled the group, or disabled it.
  case group
  /// The system level: the app may not notify.
  case system
}
