public import NiceNotifications
/// A mistake in a simulator test's script, such as tapping a notification not on screen; never an error iOS
/// reports to the app:
/// `await #expect(throws: SimulatorError.notShown("missing")) { try await center.tap("missing") }`.
public enum SimulatorError: Error, Hashable, Sendable, CustomStringConvertible {
  /// No notification with this identifier is shown: never delivered, silenced, removed or acted on.
  case notShown(String)
  /// The notification's registered category has no action with this identifier, or it has no category.
  case unknownAction(String, category: String)
  /// The action has no text field.
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
