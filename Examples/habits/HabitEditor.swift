#if os(iOS)
  import SwiftUI

  /// Edits a habit's name, time and weekdays.
  struct HabitEditor: View {
    @State private var habit: Habit
    @State private var time: Date
    private let save: (Habit) -> Void
    @Environment(\.dismiss) private var dismiss

    init(habit: Habit, save: @escaping (Habit) -> Void) {
      _habit = State(initialValue: habit)
      var components = DateComponents()
      components.hour = habit.hour
      components.minute = habit.minute
      _time = State(initialValue: Calendar.current.date(from: components) ?? Date())
      self.save = save
    }

    var body: some View {
      NavigationView {
        Form {
          TextField("Name", text: $habit.name)
          DatePicker("Time", selection: $time, displayedComponents: .hourAndMinute)
          Section("Days (none: every day)") {
            ForEach(1...7, id: \.self) { weekday in
              Toggle(
                Calendar.current.weekdaySymbols[weekday - 1],
                isOn: Binding(
                  get: { habit.weekdays.contains(weekday) },
                  set: { isOn in
                    if isOn { habit.weekdays.insert(weekday) } else { habit.weekdays.remove(weekday) }
                  }))
            }
          }
        }
        .toolbar {
          Button("Save") {
            let parts = Calendar.current.dateComponents([.hour, .minute], from: time)
            habit.hour = parts.hour ?? habit.hour
            habit.minute = parts.minute ?? habit.minute
            save(habit)
            dismiss()
          }
          .disabled(habit.name.isEmpty)
        }
      }
    }

    /// "Every day at 08:00", or the weekdays and the time.
    static func describe(_ habit: Habit) -> String {
      let time = String(format: "%02d:%02d", habit.hour, habit.minute)
      guard !habit.weekdays.isEmpty else { return "Every day at \(time)" }
      let symbols = Calendar.current.shortWeekdaySymbols
      let days = habit.weekdays.sorted().compactMap {
        symbols.indices.contains($0 - 1) ? symbols[$0 - 1] : nil
      }
      return "\(days.joined(separator: ", ")) at \(time)"
    }
  }
#endif
