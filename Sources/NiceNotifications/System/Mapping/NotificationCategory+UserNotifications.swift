#if !os(tvOS)
  #if canImport(UserNotifications)
    import UserNotifications
  #else
    import UserNotificationsShim
  #endif

  extension NotificationCategory {
    /// On watchOS the hidden-previews placeholder and the summary format do not exist.
    var userNotificationsCategory: UNNotificationCategory {
      let actions = actions.map(\.userNotificationsAction)
      #if os(watchOS)
        return UNNotificationCategory(
          identifier: identifier, actions: actions, intentIdentifiers: intentIdentifiers,
          options: UNNotificationCategoryOptions(rawValue: options.rawValue))
      #else
        return UNNotificationCategory(
          identifier: identifier, actions: actions, intentIdentifiers: intentIdentifiers,
          hiddenPreviewsBodyPlaceholder: hiddenPreviewsBodyPlaceholder,
          categorySummaryFormat: categorySummaryFormat,
          options: UNNotificationCategoryOptions(rawValue: options.rawValue))
      #endif
    }

    /// An empty placeholder or summary format reads as `nil`: how the platform reports one not given.
    init(_ category: UNNotificationCategory) {
      self.init(
        identifier: category.identifier, actions: category.actions.map(NotificationAction.init),
        intentIdentifiers: category.intentIdentifiers,
        options: Options(rawValue: category.options.rawValue))
      #if !os(watchOS)
        hiddenPreviewsBodyPlaceholder =
          category.hiddenPreviewsBodyPlaceholder.isEmpty ? nil : category.hiddenPreviewsBodyPlaceholder
        categorySummaryFormat = category.categorySummaryFormat.isEmpty ? nil : category.categorySummaryFormat
      #endif
    }
  }

  extension NotificationAction {
    var userNotificationsAction: UNNotificationAction {
      let options = UNNotificationActionOptions(rawValue: options.rawValue)
      let icon = icon?.userNotificationsIcon
      guard let textInput else {
        return UNNotificationAction(identifier: identifier, title: title, options: options, icon: icon)
      }
      return UNTextInputNotificationAction(
        identifier: identifier, title: title, options: options, icon: icon,
        textInputButtonTitle: textInput.buttonTitle, textInputPlaceholder: textInput.placeholder)
    }

    /// Its icon reads as `nil`: `UNNotificationActionIcon` does not tell which image it shows.
    init(_ action: UNNotificationAction) {
      let textInput = (action as? UNTextInputNotificationAction).map {
        TextInput(buttonTitle: $0.textInputButtonTitle, placeholder: $0.textInputPlaceholder)
      }
      self.init(
        identifier: action.identifier, title: action.title,
        options: Options(rawValue: action.options.rawValue),
        textInput: textInput)
    }
  }

  extension NotificationAction.Icon {
    var userNotificationsIcon: UNNotificationActionIcon {
      switch self {
      case .systemImage(let name): UNNotificationActionIcon(systemImageName: name)
      case .templateImage(let name): UNNotificationActionIcon(templateImageName: name)
      }
    }
  }
#endif
