public import NiceNotifications
/// Why a scripted step of a simulator test cannot happen on a device.
///
/// These are mistakes in the test's script — tapping a notification that is not on screen,
/// choosing an action its category does not have — not errors iOS reports to the app.
///
/// ```swift
/// await #expect(throws: SimulatorError.notShown("missing")) { try await center.tap("missing") }
/// ```
public enum SimulatorError: Error, Hashable, Sendable, CustomStringConvertible {
  /// No notification with this identifier is shown for the person to act on: it was never
  /// delivered, was presented with no options in the foreground, or was already removed
  /// or acted on.
  case notShown(String)
  /// The notification's category (registered with ``SimulatedNotificationCenter/setCategories(_:)``)
  /// has no action with this identifier, or the notification has no registered category.
  case unknownAction(String, category: String)
  /// The action exists but has no text field, so the person cannot reply with text.
  case notATextInputAction(String)
  /// The authorization is not provisional, so there is no Keep or Turn Off to tap.
  case notProvisional(AuthorizationStatus)
  /// The device is off.
  case poweredOff

  /// A sentence naming the mistake.
  public var description: String {
    switch self {
    case .notShown(let identifier): "no notification \"\(identifier)\" is shown"
    case let .unknownAction(action, category): "category \"\(category)\" has no action \"\(action)\""
    case .notATextInputAction(let action): "action \"\(action)\" has no text input"
    case .notProvisional(let status): "authorization is \(status), not provisional"
    case .poweredOff: "the device is off"
    }
  }
}
