#if canImport(SwiftUI)
  public import SwiftUI

  /// A SwiftUI toggle that turns a notification group on and off, over a
  /// ``NotificationsPermissionSwitchModel``:
  /// `NotificationsPermissionToggle("Quotes", group: quotes, notifications: notifications)`.
  @MainActor
  public struct NotificationsPermissionToggle: View {
    private let title: String
    private let source: Source

    private enum Source {
      case model(NotificationsPermissionSwitchModel)
      case group(
        any LocalNotificationsGroup, notifications: LocalNotifications, strategy: PermissionStrategy,
        openSettings: @MainActor () -> Void)
    }

    /// A toggle titled `title` (already localized) over `model`:
    /// `NotificationsPermissionToggle("Reminders", model: model)`.
    public init(_ title: String, model: NotificationsPermissionSwitchModel) {
      self.title = title
      self.source = .model(model)
    }

    /// A toggle titled `title` (already localized) over `group`, with a switch model of its own that gets
    /// the newest `group` on each update:
    /// `NotificationsPermissionToggle("Pills", group: PillsGroup(), notifications: notifications)`.
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
      // Setting the group tells no observer, so it may happen during the update.
      model.group = group
      return PermissionToggleContent(title: title, model: model)
    }
  }

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
      .task(id: scenePhase) {
        guard scenePhase == .active || !hasRead else { return }
        await model.refresh()
        hasRead = true
      }
    }
  }
#endif
