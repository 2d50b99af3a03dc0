#if !canImport(UserNotifications)
  import Foundation

  /// An action that lets the person type or dictate a reply (not on tvOS).
  ///
  /// ```swift
  /// let reply = UNTextInputNotificationAction(
  ///   identifier: "reply", title: "Reply", options: [],
  ///   textInputButtonTitle: "Send", textInputPlaceholder: "Message")
  /// ```
  ///
  /// Its response is a ``UNTextInputNotificationResponse``.
  public final class UNTextInputNotificationAction: UNNotificationAction {
    /// The title of the button that sends the text.
    public let textInputButtonTitle: String
    /// The placeholder shown in the empty text field.
    public let textInputPlaceholder: String

    /// Creates a text-input action with an icon (iOS 15, macOS 12).
    ///
    /// - Parameters:
    ///   - identifier: The identifier the delegate receives.
    ///   - title: The button's title.
    ///   - options: How the button behaves.
    ///   - icon: The icon beside the title.
    ///   - textInputButtonTitle: The title of the send button.
    ///   - textInputPlaceholder: The text field's placeholder.
    public init(
      identifier: String, title: String, options: UNNotificationActionOptions = [],
      icon: UNNotificationActionIcon?,
      textInputButtonTitle: String, textInputPlaceholder: String
    ) {
      self.textInputButtonTitle = textInputButtonTitle
      self.textInputPlaceholder = textInputPlaceholder
      super.init(identifier: identifier, title: title, options: options, icon: icon)
    }

    /// Creates a text-input action.
    ///
    /// - Parameters:
    ///   - identifier: The identifier the delegate receives.
    ///   - title: The button's title.
    ///   - options: How the button behaves.
    ///   - textInputButtonTitle: The title of the send button.
    ///   - textInputPlaceholder: The text field's placeholder.
    public convenience init(
      identifier: String, title: String, options: UNNotificationActionOptions = [],
      textInputButtonTitle: String, textInputPlaceholder: String
    ) {
      self.init(
        identifier: identifier, title: title, options: options, icon: nil,
        textInputButtonTitle: textInputButtonTitle, textInputPlaceholder: textInputPlaceholder)
    }

    /// Whether `object` is a text-input action with the same values.
    public override func isEqual(_ object: Any?) -> Bool {
      guard super.isEqual(object), let other = object as? UNTextInputNotificationAction else { return false }
      return textInputButtonTitle == other.textInputButtonTitle
        && textInputPlaceholder == other.textInputPlaceholder
    }

    /// A hash of the identifier.
    public override var hash: Int { super.hash }
  }
#endif
