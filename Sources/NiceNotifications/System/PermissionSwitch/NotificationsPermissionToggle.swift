#if canImport(SwiftUI)
  public import SwiftUI

  /// A SwiftUI toggle that turns a notification group on and off, over a
  /// ``NotificationsPermissionSwitchModel``.
  ///
  /// ```swift
  /// Form {
  ///   NotificationsPermissionToggle(String(localized: "Daily quote"), model: model)
  /// }
  /// ```
  ///
  /// It reads its state when it appears, is disabled while a change is under way, and then
  /// shows the state that resulted, which is off when the system denied permission.
  @MainActor
  public struct NotificationsPermissionToggle: View {
    private let title: String
    private let model: NotificationsPermissionSwitchModel
    @State private var state: NotificationsPermissionSwitchModel.State?
    @State private var isWorking = false

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
      self.model = model
    }

    /// The toggle, disabled until its state is read and while a change is under way.
    ///
    /// ```swift
    /// Section { NotificationsPermissionToggle("Reminders", model: model) }
    /// ```
    public var body: some View {
      Toggle(title, isOn: Binding(get: { state == .enabled }, set: { change(to: $0) }))
        .disabled(state == nil || isWorking)
        .task { state = await model.refresh() }
    }

    private func change(to isOn: Bool) {
      isWorking = true
      Task {
        state = await model.setOn(isOn)
        isWorking = false
      }
    }
  }
#endif
