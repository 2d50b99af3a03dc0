#if canImport(SwiftUI)
  public import SwiftUI

  /// A SwiftUI toggle that turns a notification group on and off, over a
  /// ``NotificationsPermissionSwitchModel``.
  ///
  /// ```swift
  /// Form {
  ///   NotificationsPermissionToggle(
  ///     String(localized: "Daily quote"), group: DailyQuoteGroup(quotes: quotes),
  ///     notifications: notifications)
  /// }
  /// ```
  ///
  /// It observes its model, so it shows each state the model reaches, whoever caused it. It
  /// reads its state when it appears and each time the app becomes active, is disabled until
  /// then and while a change is under way, and then shows the state that resulted, which is
  /// off when the system denied permission.
  @MainActor
  public struct NotificationsPermissionToggle: View {
    private let title: String
    private let source: Source

    /// Where the toggle's model comes from.
    private enum Source {
      /// The app's model.
      case model(NotificationsPermissionSwitchModel)
      /// A model the toggle owns, over this group's newest value.
      case group(
        any LocalNotificationsGroup, notifications: LocalNotifications, strategy: PermissionStrategy,
        openSettings: @MainActor () -> Void)
    }

    /// A toggle titled `title` over `model`.
    ///
    /// ```swift
    /// NotificationsPermissionToggle("Reminders", model: model)
    /// ```
    ///
    /// - Parameters:
    ///   - title: The toggle's label, already localized.
    ///   - model: The group's switch model.
    public init(_ title: String, model: NotificationsPermissionSwitchModel) {
      self.title = title
      self.source = .model(model)
    }

    /// A toggle titled `title` over `group`, with a switch model of its own that it keeps for
    /// as long as it is shown.
    ///
    /// ```swift
    /// NotificationsPermissionToggle("Medication", group: MedicationGroup(doses: doses), notifications: notifications) {
    ///   openURL(URL(string: UIApplication.openNotificationSettingsURLString)!)
    /// }
    /// ```
    ///
    /// Each time the view is updated, its model is given the newest `group`, so that turning
    /// the toggle on schedules the app's current data; a group with another identifier reads
    /// the state again.
    ///
    /// - Parameters:
    ///   - title: The toggle's label, already localized.
    ///   - group: The group to turn on and off.
    ///   - notifications: The front door to work through.
    ///   - strategy: How turning it on gets permission; by default the group is allowed (the
    ///     person just said yes) and the system is asked if it has not been.
    ///   - openSettings: Opens the app's notification settings, for when the system denies.
    public init(
      _ title: String, group: some LocalNotificationsGroup, notifications: LocalNotifications,
      strategy: PermissionStrategy = PermissionStrategy(
        groupLevel: .allowAutomatically, systemLevel: .askPermission),
      openSettings: @escaping @MainActor () -> Void = {}
    ) {
      self.title = title
      self.source = .group(
        group, notifications: notifications, strategy: strategy, openSettings: openSettings)
    }

    /// The toggle, disabled until its state is read and while a change is under way.
    ///
    /// ```swift
    /// Section { NotificationsPermissionToggle("Reminders", model: model) }
    /// ```
    public var body: some View {
      switch source {
      case .model(let model):
        PermissionToggleContent(title: title, model: model)
      case .group(let group, let notifications, let strategy, let openSettings):
        OwnedPermissionToggle(
          title: title, group: group, notifications: notifications, strategy: strategy,
          openSettings: openSettings)
      }
    }
  }

  /// A toggle over a switch model it keeps, which it hands the newest group on each update.
  private struct OwnedPermissionToggle: View {
    let title: String
    let group: any LocalNotificationsGroup
    @StateObject private var model: NotificationsPermissionSwitchModel

    init(
      title: String, group: any LocalNotificationsGroup, notifications: LocalNotifications,
      strategy: PermissionStrategy, openSettings: @escaping @MainActor () -> Void
    ) {
      self.title = title
      self.group = group
      _model = StateObject(
        wrappedValue: NotificationsPermissionSwitchModel(
          group: group, notifications: notifications, strategy: strategy, openSettings: openSettings))
    }

    var body: some View {
      // Setting the group tells no observer, so it may happen during the update; a new
      // identifier's read runs afterwards, in a task of its own.
      model.group = group
      return PermissionToggleContent(title: title, model: model)
    }
  }

  /// The toggle itself, observing its model.
  private struct PermissionToggleContent: View {
    let title: String
    @ObservedObject var model: NotificationsPermissionSwitchModel
    @Environment(\.scenePhase) private var scenePhase
    @State private var hasRead = false
    /// What the person just asked for, shown until the change has run.
    @State private var asked: Bool?

    var body: some View {
      Toggle(
        title,
        isOn: Binding(
          get: { asked ?? (model.state == .enabled) },
          set: { isOn in
            asked = isOn
            Task {
              await model.setOn(isOn)
              asked = nil
            }
          })
      )
      .disabled(!hasRead || model.isWorking)
      // Runs when the toggle appears and each time the scene's phase changes.
      .task(id: scenePhase) {
        guard scenePhase == .active || !hasRead else { return }
        await model.refresh()
        hasRead = true
      }
    }
  }
#endif
