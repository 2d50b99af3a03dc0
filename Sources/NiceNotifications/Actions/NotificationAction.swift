/// A button shown with a notification of a category, or a text field with a send button.
///
/// ```swift
/// let snooze = NotificationAction(identifier: "snooze", title: "Snooze")
/// let stop = NotificationAction(identifier: "stop", title: "Stop", options: [.destructive])
/// let reply = NotificationAction(identifier: "reply", title: "Reply",
///                                textInput: .init(buttonTitle: "Send", placeholder: "Message"))
/// ```
public struct NotificationAction: Hashable, Sendable, Codable {
  /// How the action behaves when chosen.
  public struct Options: OptionSet, Hashable, Sendable, Codable {
    /// The bits, equal to `UNNotificationActionOptions`'s raw values.
    public let rawValue: UInt

    /// Creates options from raw bits.
    ///
    /// ```swift
    /// let options = NotificationAction.Options(rawValue: 4) // foreground
    /// ```
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The device must be unlocked first.
    public static let authenticationRequired = Options(rawValue: 1 << 0)
    /// Shown as destructive (in red).
    public static let destructive = Options(rawValue: 1 << 1)
    /// Opens the app.
    public static let foreground = Options(rawValue: 1 << 2)
  }

  /// The icon shown beside the title.
  public enum Icon: Hashable, Sendable, Codable {
    /// An SF Symbol.
    case systemImage(String)
    /// An image from the app's asset catalog, drawn as a template.
    case templateImage(String)
  }

  /// A text field shown when the action is chosen.
  public struct TextInput: Hashable, Sendable, Codable {
    /// The title of the send button.
    public var buttonTitle: String
    /// The text shown in the empty field.
    public var placeholder: String

    /// Creates a text field.
    ///
    /// ```swift
    /// let input = NotificationAction.TextInput(buttonTitle: "Send", placeholder: "Type a reply")
    /// ```
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

  /// Creates an action.
  ///
  /// ```swift
  /// let done = NotificationAction(identifier: "done", title: "Done", icon: .systemImage("checkmark"))
  /// ```
  public init(
    identifier: String, title: String, options: Options = [], icon: Icon? = nil, textInput: TextInput? = nil
  ) {
    self.identifier = identifier
    self.title = title
    self.options = options
    self.icon = icon
    self.textInput = textInput
  }
}
