#if !canImport(UserNotifications)
  /// An action the person answers with typed or dictated text, a ``UNTextInputNotificationResponse``.
  public final class UNTextInputNotificationAction: UNNotificationAction {
    /// The title of the button that sends the text.
    public let textInputButtonTitle: String
    /// The placeholder shown in the empty text field.
    public let textInputPlaceholder: String

    /// Creates a text-input action with an icon.
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
