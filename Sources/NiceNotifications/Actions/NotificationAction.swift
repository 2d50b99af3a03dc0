/// A button shown with a notification of a category, or a text field with a send button:
/// `let stop = NotificationAction(identifier: "stop", title: "Stop", options: [.destructive])`.
public struct NotificationAction: Hashable, Sendable, Codable {
  /// How the action behaves when chosen:
  /// `NotificationAction(identifier: "stop", title: "Stop", options: [.destructive, .foreground])`.
  public struct Options: OptionSet, Hashable, Sendable, Codable {
    /// The bits, equal to `UNNotificationActionOptions`'s raw values.
    public let rawValue: UInt

    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The device must be unlocked first.
    public static let authenticationRequired = Options(rawValue: 1 << 0)
    /// Shown as destructive (in red).
    public static let destructive = Options(rawValue: 1 << 1)
    /// Opens the app.
    public static let foreground = Options(rawValue: 1 << 2)
  }

  /// The icon shown beside the title:
  /// `let done = NotificationAction(identifier: "done", title: "Done", icon: .systemImage("checkmark"))`.
  public enum Icon: Hashable, Sendable, Codable {
    /// An SF Symbol.
    case systemImage(String)
    /// An image from the app's asset catalog, drawn as a template.
    case templateImage(String)
  }

  /// A text field shown when the action is chosen:
  /// `NotificationAction(identifier: "reply", title: "Reply", textInput: .init(buttonTitle: "Send"))`.
  public struct TextInput: Hashable, Sendable, Codable {
    /// The title of the send button.
    public var buttonTitle: String
    /// The text shown in the empty field.
    public var placeholder: String

    /// Creates a text field:
    /// `let input = NotificationAction.TextInput(buttonTitle: "Send", placeholder: "Type a reply")`.
    public init(buttonTitle: String, placeholder: String = "") {
      self.buttonTitle = buttonTitle
      self.placeholder = placeholder
    }
  }

  /// The identifier the response carries; unique across all categories.
  public var identifier: String
  /// The button's title.
  public var title: String
  /// How it behaves.
  public var options: Options
  /// Its icon.
  public var icon: Icon?
  /// The text field it shows, for a text-input action.
  public var textInput: TextInput?

  /// Creates an action:
  /// `let done = NotificationAction(identifier: "done", title: "Done", icon: .systemImage("checkmark"))`.
  public init(
    identifier: String, title: String, options: Options = [], icon: Icon? = nil, textInput: TextInput? = nil
  ) {
    self.identifier = identifier
    self.title = title
    self.options = options
    self.icon = icon
    self.textInput = textInput
  }

  /// Creates a button, the way a ``NotificationCategory`` block declares it:
  /// `NotificationAction("snooze", title: "Snooze", icon: .systemImage("zzz"))`.
  public init(_ identifier: String, title: String, options: Options = [], icon: Icon? = nil) {
    self.init(identifier: identifier, title: title, options: options, icon: icon, textInput: nil)
  }

  /// Creates an action that shows a text field with a send button; the response carries the text in
  /// ``NotificationResponse/userText``:
  /// `NotificationAction.textInput("reply", title: "Reply", buttonTitle: "Send", placeholder: "Message")`.
  public static func textInput(
    _ identifier: String, title: String, buttonTitle: String, placeholder: String = "", options: Options = [],
    icon: Icon? = nil
  ) -> NotificationAction {
    NotificationAction(
      identifier: identifier, title: title, options: options, icon: icon,
      textInput: TextInput(buttonTitle: buttonTitle, placeholder: placeholder))
  }
}
