#if os(iOS)
  import NiceNotifications
  import SwiftUI

  /// The habits, each with its reminder switch; a tapped reminder opens its habit.
  struct HabitList: View {
    @ObservedObject var book: HabitBook
    @State private var isAdding = false
    @State private var isShowingDebug = false

    var body: some View {
      NavigationView {
        List {
          if let problem = book.problem {
            Section { Text(problem).foregroundColor(.red) }
          }
          Section {
            ForEach(book.habits) { habit in
              HabitRow(book: book, habit: habit)
            }
            .onDelete { offsets in
              let ids = offsets.map { book.habits[$0].id }
              Task { for id in ids { await book.delete(id) } }
            }
          }
        }
        .navigationTitle("Habits")
        .toolbar {
          ToolbarItem(placement: .primaryAction) {
            Button {
              isAdding = true
            } label: {
              Label("Add", systemImage: "plus")
            }
          }
          ToolbarItem(placement: .automatic) {
            Button {
              book.isShowingNotificationSettings = true
            } label: {
              Label("Notifications", systemImage: "bell.badge")
            }
          }
          #if DEBUG
            ToolbarItem(placement: .automatic) {
              Button {
                isShowingDebug = true
              } label: {
                Label("Schedule", systemImage: "ladybug")
              }
            }
          #endif
        }
      }
      .sheet(isPresented: $isAdding) {
        HabitEditor(habit: Habit(name: "", hour: 8, minute: 0)) { habit in
          Task { await book.add(habit) }
        }
      }
      .sheet(item: $book.openedHabit) { habit in
        HabitDetail(book: book, habit: habit)
      }
      .sheet(isPresented: $book.isShowingNotificationSettings) {
        NotificationSettingsScreen(notifications: book.notifications)
      }
      .sheet(isPresented: $isShowingDebug) {
        NavigationView { NotificationsDebugView(notifications: book.notifications) }
      }
    }
  }

  /// A habit with its time and its reminder switch.
  struct HabitRow: View {
    @ObservedObject var book: HabitBook
    let habit: Habit
    @State private var isEditing = false

    var body: some View {
      VStack(alignment: .leading) {
        Button {
          isEditing = true
        } label: {
          VStack(alignment: .leading) {
            Text(habit.name).font(.headline)
            Text(HabitEditor.describe(habit)).font(.subheadline).foregroundColor(.secondary)
          }
        }
        .buttonStyle(.plain)
        // The switch is handed the habit as it is now: turned on after an edit, it schedules the
        // edited time, and it shows what the group's strategy does for a habit nobody decided about.
        NotificationsPermissionToggle(
          "Remind me", group: HabitGroup(habit: habit), notifications: book.notifications,
          strategy: HabitBook.strategy, openSettings: SettingsOpener.openNotificationSettings)
      }
      .sheet(isPresented: $isEditing) {
        HabitEditor(habit: habit) { edited in Task { await book.update(edited) } }
      }
    }
  }

  /// The habit a tapped reminder opened, with a Done button.
  struct HabitDetail: View {
    @ObservedObject var book: HabitBook
    let habit: Habit
    @Environment(\.dismiss) private var dismiss

    var body: some View {
      NavigationView {
        VStack(spacing: 16) {
          Text(habit.name).font(.largeTitle)
          Text("Done \(book.doneDates[habit.id]?.count ?? 0) times")
          Button("Done") {
            book.markDone(habit, at: Date())
            dismiss()
          }
          .buttonStyle(.borderedProminent)
        }
        .toolbar { Button("Close") { dismiss() } }
      }
    }
  }
#endif
